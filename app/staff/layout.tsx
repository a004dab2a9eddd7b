import { PortalShell } from "@/components/portal/portal-shell";
import { requireStaff } from "@/lib/actions/session";

export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaff();
  return <PortalShell manager={staff}>{children}</PortalShell>;
}
