import Link from "next/link";
import { DocsSearch } from "@/components/docs/docs-search";
import { GUIDES, REFERENCE_PAGE, REFERENCE_PAGES, type DocsPage } from "@/lib/docs/nav";

function NavLink({ page, current, column }: { page: DocsPage; current: string; column: boolean }) {
  const active = page.slug === current;
  return (
    <Link
      href={page.href}
      aria-current={active ? "page" : undefined}
      className={`block rounded-md px-3 py-1.5 text-sm whitespace-nowrap ${column ? "lg:whitespace-normal" : ""} ${
        active ? "bg-brand-50 font-semibold text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      }`}
    >
      {page.title}
    </Link>
  );
}

/**
 * The documentation's navigation and guide search. On guides: a sticky column from `lg` up,
 * a row that scrolls sideways on a phone. On the reference, always the row above the page,
 * because the reference brings its own column of operations and two columns would squeeze it.
 * Server-rendered: the page says which entry is current.
 */
export function DocsNav({ current, layout = "column" }: { current: string; layout?: "column" | "bar" }) {
  const column = layout === "column";
  return (
    <nav
      aria-label="Documentation"
      className={`border-b border-slate-200 bg-white ${column ? "lg:sticky lg:top-0 lg:h-screen lg:overflow-y-auto lg:border-r lg:border-b-0" : ""}`}
    >
      <div className={`flex flex-wrap items-center gap-2 px-3 py-2 ${column ? "lg:block lg:px-3 lg:py-6" : "sm:flex-nowrap"}`}>
        <div className={`order-2 w-full ${column ? "lg:mb-5 lg:px-3" : "sm:order-3 sm:ml-auto sm:w-56 sm:shrink-0"}`}>
          <DocsSearch pages={[REFERENCE_PAGE, ...GUIDES]} />
        </div>
        <div
          className={`order-1 flex min-w-0 items-center gap-1 overflow-x-auto ${column ? "w-full lg:block" : "w-full sm:w-auto sm:flex-1"}`}
        >
          {column && <p className="hidden px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:block">Reference</p>}
          <ul className={`flex gap-1 ${column ? "lg:block lg:space-y-0.5" : ""}`}>
            {REFERENCE_PAGES.map((page) => (
              <li key={page.slug}>
                <NavLink page={page} current={current} column={column} />
              </li>
            ))}
          </ul>
          {column && <p className="hidden px-3 pt-5 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:block">Guides</p>}
          <ul className={`flex gap-1 ${column ? "lg:block lg:space-y-0.5" : ""}`}>
            {GUIDES.map((page) => (
              <li key={page.slug}>
                <NavLink page={page} current={current} column={column} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
