import type { Metadata } from "next";
import { connection } from "next/server";
import { CodeBlock } from "@/components/docs/code-block";
import { Guide } from "@/components/docs/guide";
import { C, DocLink, List, Note, P, Table } from "@/components/docs/prose";
import { config } from "@/lib/config";
import { documentedOperations } from "@/lib/docs/document";
import { guidePage } from "@/lib/docs/nav";
import { LOCAL_BASE_URL, atServer } from "@/lib/docs/samples";

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
  const urls = config();
  const { quota } = urls;
  const operations = documentedOperations();
  const counted = operations.filter((op) => op.breadthCounted);

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
          depends on the tier of the token. Every answer reports where you stand, so a well-behaved tool never sees a 429.
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
                <C>X-RateLimit-Reset</C>. Cache what changes rarely (seasons, countries, leagues, finished box scores) and prefer one list
                call over many single ones.
              </P>
              <CodeBlock language="ts" title="TypeScript" code={atServer(PACING, urls)} />
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
            </List>
          ),
        },
      ]}
    />
  );
}
