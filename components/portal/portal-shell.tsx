import type { ReactNode } from "react";
import type { SessionManager } from "@/lib/auth/session-token";
import { PortalNav, type NavItem } from "./portal-nav";

const NAV: NavItem[] = [
  { href: "/portal", label: "Dashboard" },
  { href: "/portal/tokens", label: "Personal tokens" },
  { href: "/portal/applications", label: "Applications" },
  { href: "/portal/authorized", label: "Tools you allowed" },
  { href: "/portal/usage", label: "Usage" },
  { href: "/portal/logs", label: "Request log" },
  { href: "/portal/audit", label: "Audit log" },
];

/**
 * The frame of every signed-in page: the navigation, then the page. Who is signed in and the
 * one Sign out button live in the site header, on every page alike.
 */
export function PortalShell({ manager, children }: { manager: SessionManager; children: ReactNode }) {
  const items = manager.role === "Staff" ? [...NAV, { href: "/staff", label: "Staff review" }] : NAV;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10 lg:py-10">
      <aside className="mb-6 border-b border-slate-200 pb-4 lg:mb-0 lg:border-b-0 lg:pb-0">
        <PortalNav items={items} />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
