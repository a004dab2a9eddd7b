import Link from "next/link";
import { AccountMenu } from "@/components/portal/account-menu";

const NAV = [
  { href: "/docs", label: "API reference" },
  { href: "/docs/guides/quick-start", label: "Guides" },
  { href: "/tools", label: "Tools" },
  { href: "/portal", label: "Developer portal" },
];

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 font-semibold text-ink">
          <span aria-hidden className="grid h-8 w-8 place-items-center rounded-full bg-brand-500 text-white">
            ●
          </span>
          Manager Data API
        </Link>
        <nav aria-label="Main">
          <ul className="flex flex-wrap gap-1 text-sm">
            {NAV.map((item) => (
              <li key={item.href}>
                <Link className="rounded-md px-3 py-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900" href={item.href}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <AccountMenu />
      </div>
    </header>
  );
}
