import Link from "next/link";
import { GUIDES, REFERENCE_PAGE, type DocsPage } from "@/lib/docs/nav";

function NavLink({ page, current }: { page: DocsPage; current: string }) {
  const active = page.slug === current;
  return (
    <Link
      href={page.href}
      aria-current={active ? "page" : undefined}
      className={`block rounded-md px-3 py-1.5 text-sm whitespace-nowrap lg:whitespace-normal ${
        active ? "bg-brand-50 font-semibold text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      }`}
    >
      {page.title}
    </Link>
  );
}

/**
 * The documentation's side navigation: the reference, then every guide. A row that scrolls
 * sideways on a phone, a sticky column from `lg` up. Server-rendered: the page says which
 * entry is current, so it needs no script.
 */
export function DocsNav({ current }: { current: string }) {
  return (
    <nav aria-label="Documentation" className="border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:h-screen lg:overflow-y-auto lg:border-r lg:border-b-0">
      <div className="flex items-center gap-1 overflow-x-auto px-3 py-2 lg:block lg:px-3 lg:py-6">
        <p className="hidden px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">Reference</p>
        <ul className="flex gap-1 lg:block lg:space-y-0.5">
          <li>
            <NavLink page={REFERENCE_PAGE} current={current} />
          </li>
        </ul>
        <p className="hidden px-3 pt-5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">Guides</p>
        <ul className="flex gap-1 lg:block lg:space-y-0.5">
          {GUIDES.map((page) => (
            <li key={page.slug}>
              <NavLink page={page} current={current} />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
