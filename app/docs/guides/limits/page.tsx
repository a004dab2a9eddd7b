import type { Metadata } from "next";
import { connection } from "next/server";
import { CodeBlock } from "@/components/docs/code-block";
import { Guide } from "@/components/docs/guide";
import { C, DocLink, List, Note, P, Table } from "@/components/docs/prose";
import { services } from "@/lib/services";
import { documentedOperations } from "@/lib/docs/document";
import { guidePage } from "@/lib/docs/nav";
import { LIMITS, LOCAL_BASE_URL, atServer, samplesAt } from "@/lib/docs/samples";
import { COMPRESS_FROM_BYTES, WORLD_MAX_AGE_S } from "@/lib/api/freshness";

const page = guidePage("limits");
export const metadata: Metadata = { title: page.title, description: page.summary };

const number = (n: number) => n.toLocaleString("en-US");

const PACING = `
// Slow down before the allowance runs out instead of running into 429s.
async function politeGet(path: string, token: string): Promise<Response> {
  const response = await fetch(\`${LOCAL_BASE_URL}/v1\${path}\`, { headers: { Authorization: \`Bearer \${token}\` } });
  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After") ?? "60");
    await new Promise((r) => setTimeout(r, seconds * 1000));
    return politeGet(path, token); // or give up if seconds is hours away (daily or breadth limit)
  }
  const limit = Number(response.headers.get("X-RateLimit-Limit"));
  const remaining = Number(response.headers.get("X-RateLimit-Remaining"));
  const reset = Number(response.headers.get("X-RateLimit-Reset")); // Unix time, seconds
  if (limit && remaining < limit * 0.1) {
    // Less than 10% left: spread the rest evenly until the window resets.
    const secondsLeft = Math.max(0, reset - Date.now() / 1000);
    await new Promise((r) => setTimeout(r, (secondsLeft / Math.max(remaining, 1)) * 1000));
  }
  return response;
}`;

export default async function LimitsGuidePage() {
  // The limits are the operator's configuration of this running server, read per request.
  await connection();
  const urls = services().config;
  const { quota } = urls;
  const operations = documentedOperations();
  const counted = operations.filter((op) => op.breadthCounted);
  const asGenerated = operations.filter((op) => op.changes === "world");
  const account = operations.filter((op) => op.changes === "account");
  const samples = samplesAt(LIMITS, urls);
  const paths = (ops: typeof operations) =>
    ops.map((op, i) => (
      <span key={op.path}>
        {i > 0 ? ", " : null}
        <C>{op.path}</C>
      </span>
    ));

  const TOO_MANY = `
HTTP/1.1 429 Too Many Requests
Retry-After: 17
X-RateLimit-Limit: ${quota.development.perMinute}
X-RateLimit-Remaining: 0

{ "error": { "code": "minute_limit_exceeded", "description": "The per-minute limit of ${quota.development.perMinute} calls is spent; it resets at 2026-11-18T12:01:00.000Z." } }`;

  return (
    <Guide
      slug={page.slug}
      lead={
        <p>
          Three limits apply to data calls: per minute, per day, and a daily <em>breadth</em> limit on other clubs&apos; data. Their size
          depends on the tier of the token. Every answer reports where you stand, so a well-behaved tool never sees a 429, and a call that
          finds nothing changed (a 304) costs nothing.
        </p>
      }
      sections={[
        {
          id: "tiers",
          title: "Two tiers",
          content: (
            <>
              <Table
                caption="Limits of each tier on this server"
                head={["Tier", "Applies to", "Per minute", "Per day", "Breadth per day"]}
                rows={[
                  [
                    <strong key="d">Development</strong>,
                    <>
                      Personal tokens, and applications not yet{" "}
                      <DocLink key="r" href="/docs/guides/review">
                        approved
                      </DocLink>
                    </>,
                    number(quota.development.perMinute),
                    number(quota.development.perDay),
                    number(quota.development.breadthPerDay),
                  ],
                  [
                    <strong key="f">Full</strong>,
                    "Tokens of approved applications",
                    number(quota.full.perMinute),
                    number(quota.full.perDay),
                    number(quota.full.breadthPerDay),
                  ],
                ]}
              />
              <P>
                These are this server&apos;s figures, read from its configuration when this page was rendered (the defaults are 30 a minute,
                1,000 a day and 100 breadth a day for development; 300, 50,000 and 5,000 for full). Every data call counts toward the limits
                of the manager the token stands for. The minute is the clock minute (UTC): a fixed window that resets at the start of the
                next minute. Days roll over at midnight UTC.
              </P>
              <P>
                The one-click token of the <DocLink href="/docs">API reference</DocLink>&apos;s Test Request has a small allowance of its
                own, apart from your personal tokens&apos;: {number(quota.tryIt.perMinute)} a minute, {number(quota.tryIt.perDay)} a day and{" "}
                {number(quota.tryIt.breadthPerDay)} breadth a day. So trying the reference still works when a script of yours has spent the
                development allowance, and trying it never spends your scripts&apos; calls.
              </P>
            </>
          ),
        },
        {
          id: "breadth",
          title: "What counts toward breadth",
          content: (
            <>
              <P>
                Breadth measures how much of the world beyond your own clubs a tool reads. A call counts when it is about a club or a player
                that is <strong>not</strong> the manager&apos;s own:
              </P>
              <Table
                caption="Endpoints that count toward breadth"
                head={["Endpoint", "Counts when"]}
                rows={[
                  ...counted.map((op) => [
                    <C key="p">
                      {op.method} {op.path}
                    </C>,
                    op.path.startsWith("/players") ? "the player is not at one of your clubs" : "the club is not yours",
                  ]),
                  [
                    <C key="a">GET /market/players/{"{playerId}"}/auction</C>,
                    "it reveals another club's player's skills (an open auction)",
                  ],
                ]}
              />
              <P>
                Matches, box scores, standings, the world lists, national-team rosters and the transfer-list search do not count toward
                breadth (they do count toward the per-minute and daily limits).
              </P>
            </>
          ),
        },
        {
          id: "headers",
          title: "The headers",
          content: (
            <>
              <P>Every answer to an authenticated call, errors included, describes the tightest limit that applies to it:</P>
              <Table
                caption="Limit headers"
                head={["Header", "Meaning"]}
                rows={[
                  [<C key="l">X-RateLimit-Limit</C>, "The size of that limit."],
                  [<C key="r">X-RateLimit-Remaining</C>, "Calls left before it is spent."],
                  [<C key="s">X-RateLimit-Reset</C>, "When it starts afresh, as a Unix time in seconds."],
                  [<C key="e">X-RateLimit-Resource</C>, "Which of the limits (per minute, daily or breadth) the figures describe."],
                  [<C key="a">Retry-After</C>, "On a 429 only: seconds to wait."],
                ]}
              />
              <CodeBlock
                language="sh"
                title="See them"
                code={`curl -s -D - -o /dev/null ${urls.baseUrl}/v1/me -H "Authorization: Bearer $TOKEN" | grep -i ratelimit`}
              />
            </>
          ),
        },
        {
          id: "slowing-down",
          title: "Slow down before zero",
          content: (
            <>
              <P>
                Watch <C>X-RateLimit-Remaining</C> and slow down well before it reaches zero: spread the remaining calls over the time until{" "}
                <C>X-RateLimit-Reset</C>. Cache what changes rarely (seasons, countries, leagues, finished box scores), prefer one list call
                over many single ones, and <DocLink href="/docs/guides/limits#conditional">revalidate what you hold</DocLink>: a 304 spends
                nothing.
              </P>
              <CodeBlock language="ts" title="TypeScript" code={atServer(PACING, urls)} />
            </>
          ),
        },
        {
          id: "conditional",
          title: "Conditional requests: a 304 is free",
          content: (
            <>
              <P>
                Every 200 of a data call carries an <C>ETag</C>, the validator of that answer. Send it back in <C>If-None-Match</C> the next
                time you ask for the same URL: if the answer has not changed, the API answers <C>304 Not Modified</C> with no body, and with
                the <C>ETag</C> you sent, <C>Cache-Control</C>, the limit headers and <C>X-Request-Id</C>. <C>If-None-Match</C> may hold one
                tag, a list of them, or <C>*</C>; a <C>W/</C> prefix is ignored.
              </P>
              <Note title="A 304 counts toward no limit">
                Not the per-minute limit, not the daily limit, not breadth: nothing is counted, and its <C>X-RateLimit-Remaining</C> is what
                it was. It still needs a valid token (without one it is a 401 like any other, counted against the address). The
                portal&apos;s usage page shows the 304s beside the other calls.
              </Note>
              <P>
                <C>Cache-Control</C> says how long an answer cannot change. Within its <C>max-age</C>, use what you hold without calling;
                after it, revalidate. Answers are <C>private</C>: they depend on the token (<C>Vary: Authorization, Accept-Encoding</C>), so
                a shared cache must not hand them to anyone else.
              </P>
              <Table
                caption="Cache-Control of each kind of endpoint"
                head={["Endpoints", "Cache-Control", "Fresh until"]}
                rows={[
                  [
                    "The living world: every endpoint not listed below (teams, players, matches, standings, the market, training, economy)",
                    <C key="c">private, max-age=N</C>,
                    <>
                      The world&apos;s next event that can change the answer: the next game (Tuesdays and Saturdays), an auction&apos;s end,
                      or the next whole hour (the market runs hourly; training and the economy run on Fridays at 00:00 UTC). When that is
                      not known, <C>private, no-cache</C>: revalidate before each use.
                    </>,
                  ],
                  [
                    <>The world as generated: {paths(asGenerated)}</>,
                    <C key="c">private, max-age={WORLD_MAX_AGE_S}</C>,
                    "An hour: they change only when a new world is generated.",
                  ],
                  [
                    <>{paths(account)}</>,
                    <C key="c">private, no-cache</C>,
                    "Always revalidate: the token's account can change at any time.",
                  ],
                ]}
              />
              <P>
                Answers over {number(COMPRESS_FROM_BYTES / 1024)} KB are compressed when the request accepts it: send{" "}
                <C>Accept-Encoding: br, gzip</C> (brotli is preferred, then gzip; curl&apos;s <C>--compressed</C>, Node&apos;s <C>fetch</C>{" "}
                and Python&apos;s requests ask for it themselves). A compressed answer&apos;s tag ends in <C>-br</C> or <C>-gz</C> before
                the closing quote; send it back as it is, it matches whichever coding the next answer takes.
              </P>
              <P>
                A poll that spends no quota while nothing changes: remember the <C>ETag</C> of the last 200 and send it back.
              </P>
              <CodeBlock language="sh" title="curl" code={samples.pollCurl} />
              <P>
                The typed client (<DocLink href="/docs/guides/quick-start#typescript">install it as the quick start shows</DocLink>) does
                this for you when you give it a cache: it keeps each answer under its URL, sends its <C>ETag</C> back, and on a 304 hands
                back the answer it kept, parsed as before.
              </P>
              <CodeBlock language="ts" title="TypeScript (typed client)" code={samples.pollTypedClient} sample="limits-poll-typed-client" />
            </>
          ),
        },
        {
          id: "429",
          title: "When a limit is spent: 429",
          content: (
            <>
              <P>
                A spent limit answers <C>429 Too Many Requests</C> with a <C>Retry-After</C> header (seconds) and one of these codes:
              </P>
              <Table
                caption="429 codes"
                head={["Code", "Meaning", "What to do"]}
                rows={[
                  [<C key="m">minute_limit_exceeded</C>, "The per-minute limit is spent.", "Wait Retry-After seconds, then go slower."],
                  [<C key="d">daily_limit_exceeded</C>, "The daily limit is spent.", "Stop until midnight UTC."],
                  [
                    <C key="b">breadth_limit_exceeded</C>,
                    "The daily breadth limit is spent.",
                    "Stop reading other clubs' data until midnight UTC; your own clubs still answer.",
                  ],
                ]}
              />
              <CodeBlock language="http" title="An answer" code={TOO_MANY} />
              <Note title="Do not hammer" tone="warning">
                Retrying a 429 at once only keeps the limit spent. Honour <C>Retry-After</C>.
              </Note>
            </>
          ),
        },
        {
          id: "unauthenticated",
          title: "Calls without a valid token",
          content: (
            <>
              <P>
                A data call refused at the token (401 <C>invalid_token</C>: no token, or one that is malformed, unknown, expired or revoked)
                counts against its address: at most {number(quota.unauthenticatedPerMinute)} a minute. Every 401 carries that count&apos;s{" "}
                <C>X-RateLimit-*</C> headers (the resource is <C>minute</C>); past the limit, the address&apos;s further calls without a
                valid token answer 429 <C>minute_limit_exceeded</C> with <C>Retry-After</C> until the minute ends. Calls with a valid token
                never touch this count, so a working tool is never slowed by a broken one on its network.
              </P>
              <Note title="On a 401, refresh once">
                An expired access token answers 401: refresh it once (or ask the manager to sign in again) and retry. Retrying a 401 as it
                stands spends this allowance and ends in 429.
              </Note>
            </>
          ),
        },
        {
          id: "token-endpoint",
          title: "The token and revocation endpoints",
          content: (
            <>
              <P>
                <C>POST /v1/oauth/token</C> takes {number(quota.tokenEndpointPerMinute)} requests per minute per address, whatever the
                client. Tokens last an hour and refreshes are rare, so a tool that hits this limit is refreshing far too often: keep tokens
                until they expire and <DocLink href="/docs/guides/oauth#refresh">serialise refreshes</DocLink>.
              </P>
              <P>
                <C>POST /v1/oauth/revoke</C> takes {number(quota.revokeEndpointPerMinute)} requests per minute per address, and as many per
                client. Both answer with the same <C>X-RateLimit-*</C> headers as data calls (the resource is always <C>minute</C>), and a
                refused request answers 429 <C>too_many_requests</C> with <C>Retry-After</C>, in the{" "}
                <DocLink href="/docs/guides/errors#token-endpoint">RFC 6749 error shape</DocLink>. A refused request spends nothing.
              </P>
              <P>
                Their bodies are form-encoded and at most 16 KB: a larger one is refused with 413 <C>invalid_request</C> as soon as its{" "}
                <C>Content-Length</C> says so, or when reading reaches 16 KB.
              </P>
              <Note title="Which address counts">
                The address is the one the connection comes from. A service run behind proxies or a load balancer counts the address its
                trusted proxies report (the operator sets how many hops to trust); an <C>X-Forwarded-For</C> written by a client itself is
                never believed.
              </Note>
            </>
          ),
        },
        {
          id: "more",
          title: "Need more?",
          content: (
            <List>
              <li>
                Personal tokens stay on the development tier. A tool for other managers should be an application, and{" "}
                <DocLink href="/docs/guides/review">approval</DocLink> moves it to the full tier.
              </li>
              <li>Calls on your own clubs never count toward breadth.</li>
              <li>
                A call answered 304 counts toward no limit: <DocLink href="/docs/guides/limits#conditional">revalidate</DocLink> instead of
                asking afresh.
              </li>
            </List>
          ),
        },
      ]}
    />
  );
}
