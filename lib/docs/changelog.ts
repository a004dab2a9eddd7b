/**
 * The API's changelog: the one file `/docs/changelog` is made from, newest entry first. Each
 * entry is dated, says what kind of change it is (the compatibility policy's words:
 * /docs/guides/compatibility), and names the operations it touches as `METHOD /v1/path`, which
 * a test holds to the served document. A deprecation's entry is the one its endpoint's
 * `deprecation.changelog` names (lib/api/endpoint.ts).
 */

export const CHANGE_KINDS = ["Added", "Changed", "Deprecated", "Removed", "Fixed"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface ChangelogEntry {
  /** `YYYY-MM-DD`; the entry's anchor is the date and a slug of its title. */
  date: string;
  title: string;
  kind: ChangeKind;
  /** What changed and what a tool needs to do, if anything, in a sentence or three. */
  body: string;
  /** The operations it touches, as `GET /v1/teams/{teamId}/roster`; none for changes to the whole API. */
  operations: string[];
}

export const CHANGELOG: ChangelogEntry[] = [
  {
    date: "2026-11-29",
    title: "Trigger any event type, marked as a test",
    kind: "Added",
    body: "A webhook endpoint's page in the portal sends it an event of any type, built from your own world, to try your receiver. Such an event, and a `webhook.test`, carries a top-level `\"test\": true`, which no real event has and the feed never lists; the webhooks' schemas in the document declare it. A receiver that ignores unknown fields needs no change.",
    operations: [],
  },
  {
    date: "2026-11-28",
    title: "Events for the draft and retirements",
    kind: "Added",
    body: "Two event types, in the feed and for webhooks, both under the `public` scope: `player.drafted` when a season's draft brings a manager's club a youngster, `player.retired` when one of its players retires at a season's turn. A retired player keeps his page with no club. An existing webhook endpoint receives them once they are among its event types (its settings in the portal).",
    operations: ["GET /v1/events"],
  },
  {
    date: "2026-11-28",
    title: "The document says what the query and If-None-Match take",
    kind: "Fixed",
    body: "A query parameter with no name (`?after=0&=null`) is refused with `invalid_parameter` on every endpoint, as any unknown parameter is, where it was dropped. The events feed's `types` has a `pattern` in the document, the list the feed takes. An `If-None-Match` longer than the document's `maxLength` (2,048 characters) is refused with `invalid_parameter`, as the bound promised, where it was ignored.",
    operations: ["GET /v1/events"],
  },
  {
    date: "2026-11-28",
    title: "If-None-Match: * matches only what exists",
    kind: "Fixed",
    body: "As RFC 9110 asks, `If-None-Match: *` answers 304 only for a resource that exists: a missing one answers its 404, counted against the limits like any other call, where it answered 304.",
    operations: [],
  },
  {
    date: "2026-11-27",
    title: "The typed client installs with npm",
    kind: "Added",
    body: "The typed TypeScript client is offered as an npm package, versioned with the document: `npm install <server>/downloads/manager-data-client-1.0.0.tgz`, as the quick start shows. It is compiled, with its declarations, and depends only on `openapi-fetch`.",
    operations: [],
  },
  {
    date: "2026-11-27",
    title: "A changelog and a compatibility policy",
    kind: "Added",
    body: "This page, and a policy saying which changes come without notice (new fields, new values of a list), how a deprecation is announced (the `Deprecation` and `Sunset` headers on the endpoint's answers) and how long it runs (at least 180 days).",
    operations: [],
  },
  {
    date: "2026-11-27",
    title: "Token requests ignore parameters they do not know",
    kind: "Changed",
    body: "As RFC 6749 asks, the token and revocation endpoints ignore any parameter they do not define, even one sent twice; a known parameter sent twice is still refused with `invalid_request`.",
    operations: ["POST /v1/oauth/token", "POST /v1/oauth/revoke"],
  },
  {
    date: "2026-11-27",
    title: "The market search's deepest page is declared",
    kind: "Changed",
    body: "The document now gives the largest offset the market search accepts; a larger one was already refused with `invalid_parameter`, and now a tool can read the bound from the schema.",
    operations: ["GET /v1/market/players"],
  },
  {
    date: "2026-11-26",
    title: "Events: a feed and signed webhooks",
    kind: "Added",
    body: "What happens in the world (games played, auctions settled, training, the economy's week, a new season) and to your application is recorded as events: read them from the feed, or receive them as webhooks signed the Standard Webhooks way.",
    operations: ["GET /v1/events"],
  },
  {
    date: "2026-11-26",
    title: "Conditional requests and compressed answers",
    kind: "Added",
    body: "Every data answer carries an `ETag` and a `Cache-Control` that says how long it cannot change. Send the `ETag` back in `If-None-Match`: an unchanged answer is a `304`, which counts toward no limit. Answers are compressed with Brotli or gzip when `Accept-Encoding` allows.",
    operations: [],
  },
  {
    date: "2026-11-22",
    title: "Version 1",
    kind: "Added",
    body: "The Manager Data API: read-only JSON under `/v1` on behalf of one manager, with personal tokens, OAuth 2.0 with PKCE, scopes, privacy rules, paging, limits in two tiers and a JSON error envelope.",
    operations: ["GET /v1/me"],
  },
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The entry's anchor on /docs/changelog. */
export const changelogAnchor = (entry: Pick<ChangelogEntry, "date" | "title">) => `${entry.date}-${slug(entry.title)}`;

/**
 * The deprecations declared on `endpoints` that the changelog does not announce with a
 * Deprecated entry naming the endpoint's operation, one line each.
 */
export function unannouncedDeprecations(endpoints: { path: string; deprecation?: { changelog: string } }[]): string[] {
  const entries = new Map(CHANGELOG.map((e) => [changelogAnchor(e), e]));
  return endpoints.flatMap((endpoint) => {
    if (!endpoint.deprecation) return [];
    const entry = entries.get(endpoint.deprecation.changelog);
    const operation = `GET /v1${endpoint.path}`;
    if (!entry) return [`${endpoint.path}: no changelog entry ${endpoint.deprecation.changelog}`];
    if (entry.kind !== "Deprecated" || !entry.operations.includes(operation))
      return [`${endpoint.path}: the entry ${endpoint.deprecation.changelog} is not a Deprecated entry naming ${operation}`];
    return [];
  });
}
