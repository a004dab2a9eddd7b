import { PortalShell } from "@/components/portal/portal-shell";
import { requireManager } from "@/lib/actions/session";

export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const manager = await requireManager();
  return <PortalShell manager={manager}>{children}</PortalShell>;
}
