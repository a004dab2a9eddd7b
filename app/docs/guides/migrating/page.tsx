import type { Metadata } from "next";
import { CodeBlock } from "@/components/docs/code-block";
import { Guide } from "@/components/docs/guide";
import { C, DocLink, List, Note, P, Table } from "@/components/docs/prose";
import { guidePage } from "@/lib/docs/nav";
import { LOCAL_BASE_URL, atServer } from "@/lib/docs/samples";
import { services } from "@/lib/services";
import { connection } from "next/server";

const page = guidePage("migrating");
export const metadata: Metadata = { title: page.title, description: page.summary };

/** The old XML files and what replaces them. */
const FILES: [string, string[], string][] = [
  ["login.aspx, logout.aspx", [], "No sessions: every call carries a token in the Authorization header."],
  ["teaminfo.aspx", ["/me", "/teams/{teamId}"], "/me lists every club and national team you run; ids come from there."],
  ["roster.aspx", ["/teams/{teamId}/roster"], "National squads: /national-teams/{teamId}/roster."],
  ["player.aspx", ["/players/{playerId}"], ""],
  ["schedule.aspx", ["/teams/{teamId}/schedule"], "Query season, offset, limit."],
  ["boxscore.aspx", ["/matches/{matchId}/boxscore", "/matches/{matchId}"], "The match itself (teams, date, score) is its own endpoint."],
  ["standings.aspx", ["/competitions/{competitionId}/standings"], "Query season."],
  ["teamstats.aspx", ["/teams/{teamId}/stats"], "Query mode: Averages or Totals, spelled exactly."],
  ["arena.aspx", ["/teams/{teamId}/arena"], ""],
  ["seasons.aspx", ["/seasons"], ""],
  ["countries.aspx", ["/countries"], ""],
  ["leagues.aspx", ["/countries/{countryId}/leagues"], "Query level for one division level."],
  ["economy.aspx", ["/teams/{teamId}/economy", "/teams/{teamId}/economy/salaries"], "Scope economy; your own clubs only."],
  ["transferlist (search)", ["/market/players", "/market/players/{playerId}/auction"], "Scope market; skills only in an open auction."],
  ["national teams", ["/countries/{countryId}/national-teams", "/national-teams/{teamId}/roster"], ""],
];

const BEFORE_AFTER = `
# Before: a session cookie, then XML with integer ids
curl -c jar "https://…/login.aspx?login=me&code=…"
curl -b jar "https://…/roster.aspx?teamid=12345"

# Now: a bearer token, JSON, UUIDs from /me
curl -s ${LOCAL_BASE_URL}/v1/me -H "Authorization: Bearer $TOKEN"
curl -s ${LOCAL_BASE_URL}/v1/teams/0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10/roster -H "Authorization: Bearer $TOKEN"`;

export default async function MigratingGuidePage() {
  // The sample with this server's address, read per request.
  await connection();
  const urls = services().config;
  return (
    <Guide
      slug={page.slug}
      lead={
        <p>
          This API replaces the older XML interface. The data is the same game&apos;s, but almost everything around it is new: the format,
          the ids, how you sign in and what you may see. Plan a rewrite of the transport layer, not a find-and-replace.
        </p>
      }
      sections={[
        {
          id: "what-changed",
          title: "What changed",
          content: (
            <Table
              caption="Differences from the XML interface"
              head={["", "XML interface", "Manager Data API"]}
              rows={[
                ["Format", "XML", "JSON, with an OpenAPI 3.1 document at /v1/public.json"],
                [
                  "Ids",
                  "Integers",
                  "UUID strings. Legacy ids do not carry over, and nothing maps old ids to new ones: data starts afresh.",
                ],
                [
                  "Signing in",
                  "Login with the user's name and a code; a session cookie",
                  <>
                    A personal token for your own scripts, or OAuth 2.0 with PKCE for tools others use; always{" "}
                    <C key="h">Authorization: Bearer …</C>, never in the URL
                  </>,
                ],
                [
                  "Permissions",
                  "Everything the account sees",
                  <>
                    Scopes chosen by the manager (
                    <DocLink key="s" href="/docs/guides/scopes">
                      Scopes and privacy
                    </DocLink>
                    )
                  </>,
                ],
                [
                  "Your teams",
                  "The team of the session",
                  <>
                    <C key="m">/me</C> lists every club and national team you run; pass its id in the path
                  </>,
                ],
                [
                  "Limits",
                  "Not reported in answers",
                  <>
                    Per minute, per day and breadth, reported in <C key="x">X-RateLimit-*</C> headers (
                    <DocLink key="l" href="/docs/guides/limits">
                      Limits
                    </DocLink>
                    )
                  </>,
                ],
                [
                  "Errors",
                  "Error elements inside the XML answer",
                  <>
                    HTTP status codes with <C key="e">{`{"error": {"code", "description"}}`}</C> (
                    <DocLink key="e2" href="/docs/guides/errors">
                      Errors
                    </DocLink>
                    )
                  </>,
                ],
                [
                  "Enumerations",
                  "Often lower-case or numeric",
                  <>
                    Strings spelled exactly and case-sensitively, e.g. <C key="a">Averages</C>, not <C key="b">averages</C>
                  </>,
                ],
              ]}
            />
          ),
        },
        {
          id: "file-map",
          title: "Old files, new endpoints",
          content: (
            <>
              <P>
                Every new path is a GET under <C>/v1</C>:
              </P>
              <Table
                caption="XML files and their replacements"
                head={["XML file", "Endpoint", "Notes"]}
                rows={FILES.map(([file, paths, note]) => [
                  <C key="f">{file}</C>,
                  paths.length ? (
                    <span key="p" className="flex flex-col gap-1">
                      {paths.map((p) => (
                        <C key={p}>{p}</C>
                      ))}
                    </span>
                  ) : (
                    "—"
                  ),
                  note,
                ])}
              />
              <CodeBlock language="sh" title="Before and after" code={atServer(BEFORE_AFTER, urls)} />
            </>
          ),
        },
        {
          id: "new",
          title: "New in this API",
          content: (
            <List>
              <li>
                Training plans and history with the conditions each session ran with, staff and facilities (scope <C>team</C>).
              </li>
              <li>
                National-team squads and, for their coach, the squad&apos;s training (scope <C>national</C>).
              </li>
              <li>
                Payroll of players and staff (scope <C>economy</C>).
              </li>
              <li>
                Open auctions with skills until <C>skillsVisibleUntil</C> (scope <C>market</C>).
              </li>
            </List>
          ),
        },
        {
          id: "gone",
          title: "What is gone",
          content: (
            <>
              <List>
                <li>
                  <strong>Play-by-play</strong> of matches is not offered. Box scores remain.
                </li>
                <li>
                  <strong>Bidding</strong>, or any other change to the game: the API is read-only, and no endpoint to place a bid will be
                  added.
                </li>
                <li>
                  <strong>Passwords in tools</strong>: a tool used by other managers must sign them in with OAuth; it may not ask for
                  passwords or personal tokens.
                </li>
              </List>
              <Note title="Step by step">
                Start with the <DocLink href="/docs/guides/quick-start">quick start</DocLink>, then port one screen of your tool at a time
                against the <DocLink href="/docs">reference</DocLink>.
              </Note>
            </>
          ),
        },
      ]}
    />
  );
}
