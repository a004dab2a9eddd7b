import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { SessionManager } from "@/lib/auth/session";
import { PortalNav, type NavItem } from "./portal-nav";
import { SignOutButton } from "./sign-out-button";

const NAV: NavItem[] = [
  { href: "/portal", label: "Dashboard" },
  { href: "/portal/tokens", label: "Personal tokens" },
  { href: "/portal/applications", label: "Applications" },
  { href: "/portal/authorized", label: "Tools you allowed" },
  { href: "/portal/usage", label: "Usage" },
  { href: "/portal/audit", label: "Audit log" },
];

/** The frame of every signed-in page: who is signed in, the navigation, then the page. */
export function PortalShell({ manager, children }: { manager: SessionManager; children: ReactNode }) {
  const items = manager.role === "Staff" ? [...NAV, { href: "/staff", label: "Staff review" }] : NAV;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10 lg:py-10">
      <aside className="mb-6 space-y-4 border-b border-slate-200 pb-4 lg:mb-0 lg:border-b-0 lg:pb-0">
        <div className="flex items-center justify-between gap-2 lg:flex-col lg:items-start">
          <div className="min-w-0">
            <p className="text-xs uppercase tracking-wide text-slate-500">Signed in as</p>
            <p className="flex items-center gap-2 truncate font-semibold text-ink">
              {manager.username}
              {manager.role === "Staff" && <Badge tone="blue">Staff</Badge>}
            </p>
          </div>
          <SignOutButton />
        </div>
        <PortalNav items={items} />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
