import type { Metadata } from "next";
import { CodeBlock } from "@/components/docs/code-block";
import { Guide } from "@/components/docs/guide";
import { C, DocLink, List, Note, P, RunningItYourself, Table } from "@/components/docs/prose";
import { guidePage } from "@/lib/docs/nav";
import { LOCAL_BASE_URL, QUICK_START, atServer, samplesAt } from "@/lib/docs/samples";
import { CLIENT_PACKAGE_NAME, CLIENT_PACKAGE_VERSION } from "@/lib/docs/client-package";
import { getManagerSession } from "@/lib/actions/session";
import { getMeOf } from "@/lib/game/me";
import { services } from "@/lib/services";

const page = guidePage("quick-start");
export const metadata: Metadata = { title: page.title, description: page.summary };

/** The sample /me answer for a reader who is not signed in: made-up ids, said so in its title. */
const SAMPLE_ME = {
  id: "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
  username: "demo",
  isSupporter: true,
  teams: [
    { id: "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10", name: "Lakeside Lynx", shortName: "LYN", kind: "ManagedTeam" },
    { id: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d", name: "Utopia", shortName: "UTO", kind: "NationalTeam" },
  ],
  scopes: ["Public", "Team"],
};

const inline = (value: object) =>
  `{ ${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(", ")} }`;

/** /me's answer as the sample prints it: headers abridged, one team per line. */
function meAnswer(me: typeof SAMPLE_ME): string {
  const teams = me.teams.length ? `[\n${me.teams.map((t) => `    ${inline(t)}`).join(",\n")}\n  ]` : "[]";
  return `
HTTP/1.1 200 OK
Content-Type: application/json
X-Request-Id: 2b0c6f4e-…
X-RateLimit-Limit: 30
X-RateLimit-Remaining: 29
…

{
  "id": ${JSON.stringify(me.id)},
  "username": ${JSON.stringify(me.username)},
  "isSupporter": ${me.isSupporter},
  "teams": ${teams},
  "scopes": ${JSON.stringify(me.scopes).replace(/","/g, '", "')}
}`;
}

const PAGING = `
curl -s "${LOCAL_BASE_URL}/v1/teams/$TEAM_ID/schedule?offset=0&limit=10" -H "Authorization: Bearer $TOKEN" | jq .paging
{ "offset": 0, "limit": 10, "hasMore": true }`;

const ERROR_ANSWER = `
HTTP/1.1 400 Bad Request

{ "error": { "code": "invalid_parameter", "description": "Parameter \\"mode\\" must be one of Averages, Totals (case-sensitive).", "parameter": "mode" } }`;

export default async function QuickStartPage() {
  // A signed-in manager sees their own /me answer (ids and teams from the world); anyone else a sample.
  const manager = await getManagerSession();
  const own = manager ? await getMeOf(services().db, manager.id, ["public", "team"]) : null;
  // The samples as they work against this server: a reader copies them as they are.
  const urls = services().config;
  const samples = samplesAt(QUICK_START, urls);
  return (
    <Guide
      slug={page.slug}
      lead={
        <p>
          The Manager Data API gives your scripts and tools read-only JSON of a basketball-management game, on behalf of one manager. In
          five minutes you will make a token, ask who you are and list your club&apos;s players. The samples call this server,{" "}
          <C>{urls.baseUrl}</C>.
        </p>
      }
      sections={[
        {
          id: "make-a-token",
          title: "1. Make a personal token",
          content: (
            <>
              <P>
                A personal token (<C>gmpat_…</C>) stands for you, for your own scripts. Make one in the developer portal at{" "}
                <DocLink href="/portal/tokens/new">Personal tokens → New token</DocLink>: give it a name, tick the scopes <C>public</C> and{" "}
                <C>team</C>, choose a lifetime (1 to 365 days) and copy the value. It is shown only once.
              </P>
              <Note title="Keep the token secret">
                Treat it like a password: it reads your club&apos;s data. Send it only in the <C>Authorization</C> header, never in a URL. A
                manager may hold 10 personal tokens at once; revoke the ones you no longer use in the portal. Tools used by other managers
                must not ask for personal tokens: they <DocLink href="/docs/guides/oauth">sign managers in</DocLink> instead.
              </Note>
              <RunningItYourself>
                <P>
                  Start a local instance from the project folder with <C>npm install &amp;&amp; BASE_URL=http://localhost:3000 npm start</C>
                  ; it serves <C>{LOCAL_BASE_URL}</C> with a generated world and the demo managers. The operator command line then makes a
                  personal token for the demo manager <C>demo</C> and prints it alone on its last line:
                </P>
                <CodeBlock language="sh" title="Shell, in the project folder" code={samples.tokenCli} sample="quick-start-token" />
              </RunningItYourself>
            </>
          ),
        },
        {
          id: "call-me",
          title: "2. Ask who you are",
          content: (
            <>
              <P>
                <C>GET /v1/me</C> answers with your username, whether you are a supporter, every club and national team you run, and the
                token&apos;s scopes. <C>-i</C> shows the headers too:
              </P>
              <CodeBlock language="sh" title="curl" code={samples.curlMe} sample="quick-start-curl-me" />
              <CodeBlock
                language="http"
                title={
                  own
                    ? `Your answer, signed in as ${own.username} (headers abridged)`
                    : "Answer (abridged; a sample: your ids and teams will differ)"
                }
                code={meAnswer(own ?? SAMPLE_ME)}
                sample="quick-start-me-answer"
              />
              <P>
                Every answer carries <C>X-Request-Id</C> and the <C>X-RateLimit-*</C> headers, which say how many calls you have left (see{" "}
                <DocLink href="/docs/guides/limits#headers">Limits</DocLink>). The <C>id</C> of each team is what you pass as{" "}
                <C>{"{teamId}"}</C>.
              </P>
            </>
          ),
        },
        {
          id: "roster",
          title: "3. List your roster",
          content: (
            <>
              <P>
                Take the id of your club (kind <C>ManagedTeam</C>) and ask for its roster. This sample uses <C>jq</C> to pick the id;
                without it, copy the id from the <C>/me</C> answer into <C>TEAM_ID</C>.
              </P>
              <CodeBlock language="sh" title="curl + jq" code={samples.curlRoster} sample="quick-start-curl-roster" />
              <P>
                With the <C>team</C> scope you see your own players&apos; <C>skills</C>; other clubs&apos; players have <C>skills: null</C>{" "}
                (see <DocLink href="/docs/guides/scopes">Scopes and privacy</DocLink>).
              </P>
            </>
          ),
        },
        {
          id: "typescript",
          title: "The same in TypeScript",
          content: (
            <>
              <P>
                Node 20 has <C>fetch</C> built in. Save this as <C>quick-start.mts</C> and run it with{" "}
                <C>TOKEN=gmpat_… npx tsx quick-start.mts</C>:
              </P>
              <CodeBlock language="ts" title="TypeScript (fetch)" code={samples.typescript} sample="quick-start-typescript" />
              <P>Or in Python with requests:</P>
              <CodeBlock language="python" title="Python (requests)" code={samples.python} sample="quick-start-python" />
              <P>
                Or with the typed client: every path, parameter, answer and error typed from the OpenAPI document (generated with{" "}
                <C>openapi-typescript</C>, over <C>openapi-fetch</C>, and tested against the server on every change). This server offers it
                as an npm package, <C>{CLIENT_PACKAGE_NAME}</C> {CLIENT_PACKAGE_VERSION}, versioned with the document; install it in your
                tool&apos;s folder:
              </P>
              <CodeBlock
                language="sh"
                title="Shell, in your tool's folder"
                code={samples.typedClientInstall}
                sample="quick-start-typed-client-install"
              />
              <P>
                Then save this as <C>typed.mts</C> beside it. A new version of the document is a new package here: install it again to
                update.
              </P>
              <CodeBlock language="ts" title="TypeScript (typed client)" code={samples.typedClient} sample="quick-start-typed-client" />
            </>
          ),
        },
        {
          id: "polling",
          title: "Ask again without spending quota",
          content: (
            <>
              <P>
                Every answer carries an <C>ETag</C>. Remember it and send it back in <C>If-None-Match</C> when you ask again: while nothing
                changed, the API answers <C>304 Not Modified</C> with no body, and a 304 counts toward no limit. This loop asks for your
                roster three times; the first answer is a 200, the next ones are free 304s until the world moves on:
              </P>
              <CodeBlock language="ts" title="TypeScript (fetch)" code={samples.poll} sample="quick-start-poll" />
              <P>
                <C>Cache-Control</C> says how long an answer cannot change, and the typed client revalidates for you when you pass it{" "}
                <C>cache: new Map()</C>. See <DocLink href="/docs/guides/limits#conditional">Limits</DocLink> for both.
              </P>
            </>
          ),
        },
        {
          id: "conventions",
          title: "Conventions",
          content: (
            <>
              <Table
                caption="Conventions of every endpoint"
                head={["Topic", "Rule"]}
                rows={[
                  [
                    "Requests",
                    <>
                      Every data call is a <C>GET</C> under <C>/v1</C> with <C>Authorization: Bearer &lt;token&gt;</C>. There are no write
                      operations.
                    </>,
                  ],
                  [
                    "Ids",
                    <>
                      Managers, teams, players, matches, competitions and countries have UUID ids, taken from other answers (start at{" "}
                      <C>/me</C>, <C>/countries</C> or <C>/seasons</C>).
                    </>,
                  ],
                  [
                    "Enumerations",
                    <>
                      Case-sensitive and spelled exactly as in the reference: <C>mode=Averages</C> works, <C>mode=averages</C> answers 400.
                    </>,
                  ],
                  [
                    "Paging",
                    <>
                      Lists that can grow take <C>offset</C> (default 0) and <C>limit</C> (1 to 30, default 25) and answer with{" "}
                      <C>paging.hasMore</C>. On <C>/market/players</C>, <C>offset + limit</C> may not exceed 150.
                    </>,
                  ],
                  [
                    "Seasons",
                    <>
                      <C>season</C> is a season number; without it you get the season being played.
                    </>,
                  ],
                  [
                    "Dates",
                    <>
                      ISO 8601 in UTC, e.g. <C>2026-11-17T19:00:00.000Z</C>. Days (for the daily limits) roll over at midnight UTC.
                    </>,
                  ],
                  ["Money", <>Whole dollars as integers: salaries are weekly, prices and balances are amounts.</>],
                  [
                    "Caching",
                    <>
                      Every 200 carries an <C>ETag</C> and <C>Cache-Control</C>; send the tag back in <C>If-None-Match</C> and an unchanged
                      answer is a 304, free of every limit.
                    </>,
                  ],
                  [
                    "Compression",
                    <>
                      Answers over 1 KB are compressed when you send <C>Accept-Encoding: br, gzip</C> (brotli preferred); <C>fetch</C>,
                      requests and <C>curl --compressed</C> send it for you.
                    </>,
                  ],
                  [
                    "Unknown query parameters",
                    <>
                      Answer 400 <C>invalid_parameter</C> naming the parameter, so typos never pass silently.
                    </>,
                  ],
                  [
                    "Errors",
                    <>
                      An HTTP status and <C>{`{"error": {"code", "description"}}`}</C>; never with status 200. See{" "}
                      <DocLink href="/docs/guides/errors">Errors</DocLink>.
                    </>,
                  ],
                ]}
              />
              <CodeBlock language="sh" title="Paging" code={atServer(PAGING, urls)} />
              <CodeBlock language="http" title="An error" code={ERROR_ANSWER} />
            </>
          ),
        },
        {
          id: "next-steps",
          title: "Next steps",
          content: (
            <List>
              <li>
                Browse every endpoint in the <DocLink href="/docs">API reference</DocLink> and try them there with your token.
              </li>
              <li>
                Building something other managers use? Read{" "}
                <DocLink href="/docs/guides/oauth">Building a tool other managers sign in to</DocLink>.
              </li>
              <li>
                Planning many calls? Read <DocLink href="/docs/guides/limits">Limits</DocLink> first.
              </li>
            </List>
          ),
        },
      ]}
    />
  );
}
