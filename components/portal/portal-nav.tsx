"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

export interface NavItem {
  href: string;
  label: string;
}

function isCurrent(pathname: string, href: string) {
  // The dashboard is current only on itself; a section also on the pages beneath it.
  return href === "/portal" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

/** The portal's navigation: a column beside the page on wide screens, a wrapping list above it on a phone. */
export function PortalNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Developer portal">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {items.map((item) => {
          const current = isCurrent(pathname, item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`block rounded-lg px-3 py-2 text-sm font-medium ${
                  current
                    ? "bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100"
                    : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
