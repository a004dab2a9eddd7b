/**
 * The documentation's pages in reading order: the reference, then the guides. The side
 * navigation, the guides index, the "next" links and the browser tests' crawl start here.
 */
export interface DocsPage {
  slug: string;
  href: string;
  title: string;
  /** One line for the guides index and the page's meta description. */
  summary: string;
}

export const REFERENCE_PAGE: DocsPage = {
  slug: "reference",
  href: "/docs",
  title: "API reference",
  summary: "Every endpoint with its scope, parameters, example answer and errors; try it with your token.",
};

export const CHANGELOG_PAGE: DocsPage = {
  slug: "changelog",
  href: "/docs/changelog",
  title: "Changelog",
  summary: "Every change to the API, dated and linked to the operations it touches, under the compatibility policy.",
};

/** The pages under "Reference" in the side navigation. */
export const REFERENCE_PAGES: DocsPage[] = [REFERENCE_PAGE, CHANGELOG_PAGE];

const guide = (slug: string, title: string, summary: string): DocsPage => ({ slug, href: `/docs/guides/${slug}`, title, summary });

export const GUIDES: DocsPage[] = [
  guide("quick-start", "Quick start", "Make a personal token and read your manager and your roster in five minutes."),
  guide("oauth", "Building a tool other managers sign in to", "Register an application and sign managers in with OAuth 2.0 and PKCE."),
  guide("scopes", "Scopes and privacy", "What each scope unlocks, and when skills, bids and training history are visible."),
  guide("limits", "Limits", "The two quota tiers, the three limits, the headers that report them, free 304s and what a 429 says."),
  guide(
    "world-changes",
    "When the world changes",
    "The game's timetable: when games, auctions, training and the season move the data, and how often to ask.",
  ),
  guide("webhooks", "Webhooks and events", "Hear of games, auctions, training and more by signed webhook or the events feed."),
  guide("errors", "Errors", "Every error code with its status and what to do about it."),
  guide(
    "compatibility",
    "Compatibility and deprecation",
    "What may change without a new version, how a deprecation is announced, and how long it runs.",
  ),
  guide("migrating", "Coming from the XML interface", "What changed, and which endpoint replaces each of the old files."),
  guide("review", "Review and approval", "What staff check before an application may serve every manager."),
];

export type GuideSlug = (typeof GUIDES)[number]["slug"];

export const DOCS_PAGES: DocsPage[] = [...REFERENCE_PAGES, ...GUIDES];

export function guidePage(slug: string): DocsPage {
  const page = GUIDES.find((g) => g.slug === slug);
  if (!page) throw new Error(`No guide is named "${slug}".`);
  return page;
}

/** The page after this one in reading order (none after the last guide). */
export function nextPage(slug: string): DocsPage | undefined {
  const index = DOCS_PAGES.findIndex((p) => p.slug === slug);
  return index >= 0 ? DOCS_PAGES[index + 1] : undefined;
}
