import type { Metadata } from "next";
import { connection } from "next/server";
import { CodeBlock } from "@/components/docs/code-block";
import { Guide } from "@/components/docs/guide";
import { C, DocLink, H3, List, Note, P, RunningItYourself, Table, Ticks } from "@/components/docs/prose";
import { services } from "@/lib/services";
import { documentedOperations } from "@/lib/docs/document";
import { EVENT_DETAILS, EXAMPLE_SECRET, eventExample, eventFields, exampleDelivery } from "@/lib/docs/events";
import { guidePage } from "@/lib/docs/nav";
import { WEBHOOKS, samplesAt } from "@/lib/docs/samples";
import { EVENT_KINDS, EVENT_RETENTION_DAYS, EVENT_TYPES, WEBHOOK_HISTORY_MS, type EventType } from "@/lib/events";
import { RETRY_PERIOD_MS, nextAttemptAt } from "@/lib/webhooks/deliver";
import { ROTATION_OVERLAP_MS } from "@/lib/webhooks/secrets";
import { MANUAL_LIMITS } from "@/lib/webhooks/endpoints";
import { LISTEN_HEARTBEAT_SECONDS, MAX_LIVE_LISTENERS } from "@/lib/webhooks/listen";
import { LISTENER_IDLE_SECONDS } from "@/lib/webhooks/schemas";
import { CONNECT_TIMEOUT_MS, FIRST_BYTE_TIMEOUT_MS } from "@/lib/webhooks/send";
import { SEASON_WEEKS } from "@/lib/world/season";

const page = guidePage("webhooks");
export const metadata: Metadata = { title: page.title, description: page.summary };

const HOUR_MS = 3_600_000;
const hours = (ms: number) => ms / HOUR_MS;

/** A wait as a reader thinks of it: its two largest units (2 min 5 s, 4 h 20 min, 10 h). */
function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  const units: [number, string][] = [
    [Math.floor(s / 3600), "h"],
    [Math.floor((s % 3600) / 60), "min"],
    [s % 60, "s"],
  ];
  const first = units.findIndex(([n]) => n > 0);
  if (first < 0) return "0 s";
  return units
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n} ${unit}`)
    .join(" ");
}

interface RetryStep {
  attempts: [number, number];
  /** The wait before each attempt of the step (equal within a step). */
  wait: number;
  /** When its first and last attempts go, after the first attempt. */
  from: number;
  to: number;
}

/**
 * The deliverer's own schedule, attempt by attempt, assuming each attempt fails at once: attempts
 * with the same wait are folded into one row, so the table stays short however the rule changes.
 */
function retrySchedule(): RetryStep[] {
  const created = new Date(0);
  const steps: RetryStep[] = [{ attempts: [1, 1], wait: 0, from: 0, to: 0 }];
  let now = created;
  // Bounded, in case the rule ever stops ending.
  for (let attempts = 1; attempts < 200; attempts++) {
    const next = nextAttemptAt(created, attempts, now);
    if (next === null) break;
    const wait = next.getTime() - now.getTime();
    const last = steps.at(-1)!;
    if (steps.length > 1 && last.wait === wait) {
      last.attempts[1] = attempts + 1;
      last.to = next.getTime();
    } else {
      steps.push({ attempts: [attempts + 1, attempts + 1], wait, from: next.getTime(), to: next.getTime() });
    }
    now = next;
  }
  return steps;
}

const anchor = (type: EventType) => `event-${type.replace(/[._]/g, "-")}`;

function ScopeCell({ type }: { type: EventType }) {
  const scope = EVENT_KINDS[type].scope;
  if (scope === null) return <span>your application</span>;
  return <DocLink href={`/docs/guides/scopes#scope-${scope}`}>{scope}</DocLink>;
}

export default async function WebhooksGuidePage() {
  // Shown with this server's addresses (BASE_URL), read per request: samples copy as they are.
  await connection();
  const urls = services().config;
  const samples = samplesAt(WEBHOOKS, urls);
  const schedule = retrySchedule();
  const retryDays = RETRY_PERIOD_MS / (24 * HOUR_MS);
  const delivery = exampleDelivery();
  const summaryOf = new Map(documentedOperations().map((op) => [op.path, op.summary]));
  const applicationTypes = EVENT_TYPES.filter((t) => EVENT_KINDS[t].scope === null);
  // Each scope with the world's types that need it, in the catalogue's order.
  const scopes = [...new Set(EVENT_TYPES.map((t) => EVENT_KINDS[t].scope).filter((scope) => scope !== null))];
  const typesNeeding = scopes.map((scope) => ({ scope, types: EVENT_TYPES.filter((t) => EVENT_KINDS[t].scope === scope) }));
  const pretty = (value: unknown) => JSON.stringify(value, null, 2);

  const deliveryRequest = `
POST /webhooks HTTP/1.1
Host: tool.example.com
Content-Type: application/json
webhook-id: ${delivery.headers["webhook-id"]}
webhook-timestamp: ${delivery.headers["webhook-timestamp"]}
webhook-signature: ${delivery.headers["webhook-signature"]}

${delivery.body}`;

  const feedAnswer = pretty({ events: [eventExample("match.finished"), eventExample("auction.settled")], next: "18342", hasMore: false });

  return (
    <Guide
      slug={page.slug}
      lead={
        <p>
          Hear of what happens (a game played, an auction settled, a week of training) without asking again and again. The service POSTs
          each event to your webhook endpoint, signed, and keeps it in the events feed for {EVENT_RETENTION_DAYS} days for scripts that
          cannot receive one.
        </p>
      }
      sections={[
        {
          id: "two-ways",
          title: "Two ways to hear of changes",
          content: (
            <>
              <Table
                caption="Webhooks and the events feed"
                head={["Way", "How", "For"]}
                rows={[
                  [
                    <strong key="w">Webhooks</strong>,
                    <>The service POSTs each event to your HTTPS endpoint as it happens, signed with your endpoint&apos;s secret.</>,
                    "An application with a server that can receive requests.",
                  ],
                  [
                    <strong key="f">The events feed</strong>,
                    <>
                      <C>GET /v1/events</C>: you ask, with a cursor, for what happened since you last asked.
                    </>,
                    "Scripts and tools that cannot receive a webhook (a desktop app, a scheduled job, a personal token), and catching up.",
                  ],
                ]}
              />
              <P>
                Both carry the same events in the same envelope, with the same ids, and the same rules decide{" "}
                <DocLink href="/docs/guides/webhooks#visibility">who hears what</DocLink>. Webhooks belong to an{" "}
                <DocLink href="/docs/guides/oauth">application</DocLink> and tell it about every manager who connected it; the feed answers
                any token with the <C>public</C> scope, about that token&apos;s manager.
              </P>
            </>
          ),
        },
        {
          id: "envelope",
          title: "What an event looks like",
          content: (
            <>
              <P>
                Every event, in a webhook&apos;s body and in the feed, has the same five fields, and a test sent from the portal a sixth:
              </P>
              <Table
                caption="The event envelope"
                head={["Field", "Meaning"]}
                rows={[
                  [
                    <C key="i">id</C>,
                    <>
                      The event&apos;s id (a UUID). A webhook sends it as <C>webhook-id</C> too, the same on every retry:{" "}
                      <DocLink href="/docs/guides/webhooks#delivery">de-duplicate on it</DocLink>.
                    </>,
                  ],
                  [
                    <C key="t">type</C>,
                    <DocLink key="l" href="/docs/guides/webhooks#catalogue">
                      One of the types below
                    </DocLink>,
                  ],
                  [
                    <C key="s">timestamp</C>,
                    "When it happened in the world (ISO 8601, UTC), not when it was sent: a game's start time, an auction's end.",
                  ],
                  [
                    <C key="m">managerId</C>,
                    <>
                      The manager it is about; <C>null</C> for the events about your application itself (except <C>grant.revoked</C>, which
                      names the manager who left).
                    </>,
                  ],
                  [<C key="d">data</C>, "The type's own fields."],
                  [
                    <C key="x">test</C>,
                    <>
                      Webhooks only, and only <C>true</C>: the event was sent from the portal to try your receiver, by{" "}
                      <DocLink href="/docs/guides/webhooks#endpoint">Send a test event or Trigger an event</DocLink>. Absent from every real
                      event.
                    </>,
                  ],
                ]}
              />
              <CodeBlock language="json" title="match.finished" code={pretty(eventExample("match.finished"))} />
              <P>
                Payloads are thin: ids and a few small facts. Fetch the details from the API with the manager&apos;s token, so the answer
                shows exactly what that token may see: after <C>match.finished</C>, <C>GET /v1/matches/{"{matchId}"}</C> has the game and{" "}
                <C>GET /v1/matches/{"{matchId}"}/boxscore</C> its box score; after <C>auction.settled</C>, the player is at{" "}
                <C>GET /v1/players/{"{playerId}"}</C>.
              </P>
              <Note title="Expect more">
                New fields may appear in <C>data</C> and new types in the catalogue. Ignore what you do not know rather than failing on it.
              </Note>
            </>
          ),
        },
        {
          id: "catalogue",
          title: "The catalogue",
          content: (
            <>
              <P>
                The world&apos;s events are about a manager and need a scope of their grant (or token). The events of{" "}
                <em>your application</em> are about the application itself: they go to that application&apos;s webhooks only, and the feed
                does not list them.
              </P>
              <Table
                caption="Event types"
                head={["Type", "Scope", "What happened"]}
                rows={EVENT_TYPES.map((type) => [
                  <a key="t" href={`#${anchor(type)}`} className="font-mono whitespace-nowrap text-brand-700 underline">
                    {type}
                  </a>,
                  <ScopeCell key="s" type={type} />,
                  <Ticks key="d" text={EVENT_KINDS[type].description} />,
                ])}
              />
              {EVENT_TYPES.map((type) => (
                <div key={type}>
                  <H3 id={anchor(type)}>{type}</H3>
                  <P>
                    <Ticks text={EVENT_KINDS[type].description} />{" "}
                    {EVENT_KINDS[type].scope === null ? (
                      <>Sent to your application&apos;s webhooks only.</>
                    ) : (
                      <>
                        Needs <C>{EVENT_KINDS[type].scope}</C>.
                      </>
                    )}
                    {EVENT_DETAILS[type] ? (
                      <>
                        {" "}
                        Details:{" "}
                        {EVENT_DETAILS[type].map((path, i) => (
                          <span key={path}>
                            {i > 0 ? ", " : null}
                            <C>GET /v1{path}</C>
                            {summaryOf.has(path) ? ` (${summaryOf.get(path)!.toLowerCase()})` : null}
                          </span>
                        ))}
                        .
                      </>
                    ) : null}
                  </P>
                  {/* A list, not a table: long paths in the meanings wrap on a phone instead of scrolling. */}
                  <List>
                    {eventFields(type).map((field) => (
                      <li key={field.name}>
                        <C>data.{field.name}</C> <span className="text-slate-500">({field.type})</span>
                        {field.description ? (
                          <>
                            : <Ticks text={field.description} />
                          </>
                        ) : null}
                      </li>
                    ))}
                  </List>
                  <CodeBlock language="json" title={`${type}, an example`} code={pretty(eventExample(type))} />
                </div>
              ))}
            </>
          ),
        },
        {
          id: "visibility",
          title: "Who hears what",
          content: (
            <>
              <List>
                <li>
                  An event about a manager reaches your application only if that manager connected it and granted the event&apos;s scope:{" "}
                  {typesNeeding.map(({ scope, types }, i) => (
                    <span key={scope}>
                      {i === 0 ? null : i === typesNeeding.length - 1 ? " and " : ", "}
                      {types.map((t, k) => (
                        <span key={t}>
                          {k > 0 ? " and " : null}
                          <C>{t}</C>
                        </span>
                      ))}{" "}
                      {types.length > 1 ? "need" : "needs"} <C>{scope}</C>
                    </span>
                  ))}
                  . Webhooks follow the grant (what the manager consented to, until they disconnect your tool), not any one token; the feed
                  applies the same rule to the scopes of the token that reads it. While your application is in development, only its
                  owner&apos;s events reach it.
                </li>
                <li>
                  Only about the manager&apos;s own clubs and the national teams they coach. A game between two managers&apos; clubs is told
                  to each of them; a settled auction is told to the manager of the listing club and to the buyer&apos;s (a bidder who was
                  outbid hears nothing).
                </li>
                <li>Only about managers who are people. The simulated managers who stand in for the rest of the game have no events.</li>
                <li>
                  A suspended application hears no manager&apos;s events: only those about itself (
                  {applicationTypes.map((t, i) => (
                    <span key={t}>
                      {i > 0 ? ", " : null}
                      <C>{t}</C>
                    </span>
                  ))}
                  ).
                </li>
                <li>
                  <C>grant.revoked</C> says a manager disconnected your tool: every token of theirs for it is already revoked. Stop calling
                  for them, and drop what you keep about them that you no longer need.
                </li>
              </List>
              <P>
                A delivery still waiting for a retry is dropped when its event stops being yours to see: the manager revokes the grant, your
                application is suspended, or you switch the endpoint off or unsubscribe it from the event&apos;s type.
              </P>
            </>
          ),
        },
        {
          id: "endpoint",
          title: "Set up an endpoint",
          content: (
            <>
              <P>
                In the developer portal, open <DocLink href="/portal/applications">Applications</DocLink>, your application, then{" "}
                <strong>Webhooks</strong>, and add an endpoint:
              </P>
              <Table
                caption="Endpoint settings"
                head={["Setting", "What to give"]}
                rows={[
                  [
                    "URL",
                    <>
                      <C key="h">https://…</C> only. While the application is in development, <C key="l">http://</C> is allowed to a
                      loopback address (<C key="e">http://127.0.0.1:8080/webhooks</C>), for a receiver on the same machine as a service you
                      run yourself. For a receiver on your laptop, use{" "}
                      <DocLink key="d" href="/docs/guides/webhooks#develop-locally">
                        listen
                      </DocLink>
                      .
                    </>,
                  ],
                  ["Event types", "The types this endpoint receives; at least one."],
                  ["Enabled", "A switch: off, the endpoint receives nothing (and its waiting retries are dropped)."],
                ]}
              />
              <P>
                On saving, the portal shows the endpoint&apos;s signing secret, <C>whsec_…</C>, <strong>once</strong>. Keep it with your
                receiver&apos;s configuration, like a password.
              </P>
              <List>
                <li>
                  <strong>Rotate secret</strong> makes a new secret (shown once). The old one keeps signing beside it for{" "}
                  {hours(ROTATION_OVERLAP_MS)} hours, so every delivery carries both signatures meanwhile: put the new secret in your
                  receiver within that time and nothing is refused. Rotating again within the {hours(ROTATION_OVERLAP_MS)} hours ends the
                  oldest secret at once.
                </li>
                <li>
                  <strong>Send a test event</strong> sends a{" "}
                  <DocLink href={`/docs/guides/webhooks#${anchor("webhook.test")}`}>webhook.test</DocLink> to this endpoint alone, whatever
                  types it receives. Use it to check your verifier and your answer.
                </li>
                <li>
                  <strong>Trigger an event</strong> sends this endpoint alone an event of any type of the{" "}
                  <DocLink href="/docs/guides/webhooks#catalogue">catalogue</DocLink>, whatever types it receives, built from your own
                  world: your club&apos;s last game for <C>match.finished</C>, its last auction (or one of its players) for{" "}
                  <C>auction.settled</C>, its last training for <C>training.completed</C>, its last economy week for{" "}
                  <C>economy.week_booked</C>, the current season for <C>season.started</C>, your application for the events about it. Its
                  ids lead to real answers of the API. It is signed, queued and retried like any delivery, and marked as a test: its payload
                  has a top-level <C>&quot;test&quot;: true</C> (so does a <C>webhook.test</C>), which no real event has, and the log marks
                  it <strong>Test</strong>. It is never in the feed. Treat such an event as a rehearsal, not as news.
                </li>
                <li>
                  A developer may send {MANUAL_LIMITS.test.perMinute} test events (sent or triggered) and{" "}
                  {MANUAL_LIMITS.redelivery.perMinute} redeliveries a minute, across all their endpoints; past that the portal says when to
                  try again.
                </li>
              </List>
              <RunningItYourself>
                <P>
                  A local instance sends deliveries from its own worker. Its signing secrets are stored encrypted under <C>WEBHOOK_KEY</C>{" "}
                  (32 characters or more; made and kept in the data folder when not set); several instances must share one.
                </P>
              </RunningItYourself>
            </>
          ),
        },
        {
          id: "verify",
          title: "Verify every delivery",
          content: (
            <>
              <P>
                Deliveries are signed by the Standard Webhooks scheme, so its libraries work as they are. Anyone can POST to your URL: check
                the signature before you trust, or even parse, a body.
              </P>
              <Table
                caption="Delivery headers"
                head={["Header", "Meaning"]}
                rows={[
                  [
                    <span key="i" className="whitespace-nowrap">
                      <C>webhook-id</C>
                    </span>,
                    "The event's id: the same on every retry of it, and in the feed. De-duplicate on it.",
                  ],
                  [
                    <span key="t" className="whitespace-nowrap">
                      <C>webhook-timestamp</C>
                    </span>,
                    "When this attempt was sent, in Unix seconds. Refuse a delivery more than 5 minutes off your clock: a replayed one.",
                  ],
                  [
                    <span key="s" className="whitespace-nowrap">
                      <C>webhook-signature</C>
                    </span>,
                    <>
                      One or more space-separated <C>v1,&lt;base64&gt;</C> entries (two while a rotated secret still signs). Accept the
                      delivery if any one of them matches.
                    </>,
                  ],
                ]}
              />
              <P>To check a signature:</P>
              <List ordered>
                <li>
                  Take the secret after <C>whsec_</C> and base64-decode it (standard base64, with <C>+</C> and <C>/</C>): that is the key.
                </li>
                <li>
                  Compute HMAC-SHA256 with that key over <C>{"${webhook-id}.${webhook-timestamp}.${body}"}</C>, the body being the raw bytes
                  as they arrived.
                </li>
                <li>
                  Base64-encode it and compare it, in constant time, with the part after <C>v1,</C> of each entry.
                </li>
              </List>
              <Note title="Verify the raw body" tone="warning">
                Verify the bytes you received, before any JSON parsing. A body parsed and written out again (by a framework&apos;s JSON
                middleware, say) can differ by a space or a key order, and no longer verifies. In Express, use{" "}
                <C>express.raw({'{ type: "application/json" }'})</C> on the webhook route.
              </Note>
              <P>
                With the <C>standardwebhooks</C> package (npm; there is one of the same name on PyPI for Python):
              </P>
              <CodeBlock language="ts" title="Node (standardwebhooks)" code={samples.verifyLibrary} sample="webhooks-verify-library" />
              <P>
                By hand in Node, with <C>node:crypto</C> only:
              </P>
              <CodeBlock language="ts" title="Node (node:crypto)" code={samples.verifyNode} sample="webhooks-verify-node" />
              <P>In Python, with the standard library only:</P>
              <CodeBlock language="python" title="Python (standard library)" code={samples.verifyPython} sample="webhooks-verify-python" />
              <P>
                Try your verifier on this delivery, signed with the secret <C>{EXAMPLE_SECRET}</C> (a secret for trying only). It was sent
                long ago, so set the 5-minute check aside, or set your clock to <C>{delivery.sentAt.toISOString()}</C>, for the test:
              </P>
              <CodeBlock language="http" title="A delivery" code={deliveryRequest} sample="webhooks-example-delivery" />
            </>
          ),
        },
        {
          id: "receiver",
          title: "A receiver",
          content: (
            <>
              <P>
                Read the raw body, verify it, answer <C>204</C> at once, then do the work. This one runs on Node&apos;s own <C>node:http</C>
                ; in Express the handler is the same behind <C>express.raw</C>. It fetches a game&apos;s box score after{" "}
                <C>match.finished</C> and forgets a manager after <C>grant.revoked</C>:
              </P>
              <CodeBlock language="ts" title="TypeScript (node:http)" code={samples.receiver} sample="webhooks-receiver" />
              <P>
                Start it, point an endpoint at it, and press <strong>Send a test event</strong> in the portal: the delivery log should show
                a <C>204</C>. On your own machine, <DocLink href="/docs/guides/webhooks#develop-locally">listen</DocLink> brings the
                deliveries to it.
              </P>
            </>
          ),
        },
        {
          id: "develop-locally",
          title: "Develop locally",
          content: (
            <>
              <P>
                The service cannot reach a receiver on your laptop, and should not. <C>manager-data listen</C>, the command line of the{" "}
                <DocLink href="/docs/guides/quick-start#typescript">client package</DocLink>, reaches out instead: it holds a connection to
                the service open, receives every delivery an endpoint of your application would get (the same payloads, with Standard
                Webhooks headers), posts each to a URL on your machine, and reports your answer back into the delivery log. It works before
                and after approval, behind any firewall, with nothing exposed. Nothing to install: <C>npx</C> fetches it from this server.
              </P>
              <P>
                <strong>1. Start listen</strong> with a personal token of yours (any scope; make one in the portal) and your
                application&apos;s client_id in the environment:
              </P>
              <CodeBlock language="sh" title="Shell: listen" code={samples.listen} sample="webhooks-listen" />
              <CodeBlock
                language="text"
                title="What it prints"
                code={`Ready! Forwarding Lineup Helper deliveries to http://127.0.0.1:8080/webhooks. Your webhook signing secret is whsec_MfKQ9r… (session 5f0c9a1e-…)
Trigger an event: npx manager-data trigger match.finished --endpoint 5f0c9a1e-…
2026-11-29T10:02:11.204Z  match.finished  9b2d41c7-…  → 204 (3 ms)`}
              />
              <P>
                <strong>2. Start your receiver</strong> with the secret it printed (<C>WEBHOOK_SECRET=whsec_… npx tsx receiver.mts</C>, the{" "}
                <DocLink href="/docs/guides/webhooks#receiver">receiver above</DocLink>). The session has a secret of its own, made for it
                and shown only in your terminal, so your deployed endpoints&apos; secrets never come near your laptop.
              </P>
              <P>
                <strong>3. Trigger events</strong> instead of waiting for the next game day: any type of the catalogue, built from your own
                world as in the portal (see <DocLink href="/docs/guides/webhooks#endpoint">Trigger an event</DocLink>), marked{" "}
                <C>&quot;test&quot;: true</C>. From a second terminal, with the session id listen printed:
              </P>
              <CodeBlock language="sh" title="Shell: trigger" code={samples.triggerCli} sample="webhooks-trigger" />
              <P>Or from a script or a test suite, over HTTP, to a listen session or any endpoint of yours:</P>
              <CodeBlock language="sh" title="curl" code={samples.triggerCurl} sample="webhooks-trigger-curl" />
              <List>
                <li>
                  <strong>What it receives.</strong> Everything an endpoint of the application subscribed to every type would get, live (no
                  history); <C>--events match.finished,auction.settled</C> narrows it. Deliveries go one at a time, in the order the events
                  were recorded, each with a 10-second answer window.
                </li>
                <li>
                  <strong>The log.</strong> Each session is listed on the application&apos;s <strong>Webhooks</strong> page, with a delivery
                  log like an endpoint&apos;s: the request as sent, your answer, <strong>Redeliver</strong> (sent to the tool again) and
                  triggers. An answer other than 2xx fails the delivery; it is not retried on a schedule.
                </li>
                <li>
                  <strong>A dropped connection loses nothing.</strong> The service sends a heartbeat every {LISTEN_HEARTBEAT_SECONDS}{" "}
                  seconds; after {2 * LISTEN_HEARTBEAT_SECONDS + 5} seconds without a byte the tool takes the connection as lost and
                  reconnects on its own (to any instance), and the service sends again, in order, every delivery whose answer it has not
                  heard; the tool forwards each once. A session keeps collecting for {LISTENER_IDLE_SECONDS / 60} minutes after its tool was
                  last heard from. After longer (a laptop asleep), it has lapsed: events were missed, so the tool says so and stops, and you
                  start a new session. <strong>Ctrl-C</strong> closes it.
                </li>
                <li>
                  <strong>Who may listen.</strong> The application&apos;s developer, with a personal token (<C>MANAGER_DATA_TOKEN</C>), or a
                  confidential application with its own credentials (<C>MANAGER_DATA_CLIENT_ID</C> and <C>MANAGER_DATA_CLIENT_SECRET</C>,
                  sent as HTTP Basic); never an access token, which stands for a manager who allowed the application. Any personal token of
                  yours can listen to your applications, whatever its scopes: keep the one you use for it to yourself. Credentials are read
                  from the environment only, never from the command line, and go in clear only to this machine (any other server needs{" "}
                  <C>https://</C>). A session carries its application&apos;s deliveries and nothing else, and ends when its credentials are
                  revoked.
                </li>
                <li>
                  <strong>Limits.</strong> {MAX_LIVE_LISTENERS} open sessions at once per developer, {MANUAL_LIMITS.listen.perMinute} opened
                  and {MANUAL_LIMITS.stream.perMinute} stream connections a minute; triggers count toward the {MANUAL_LIMITS.test.perMinute}{" "}
                  test events a minute.
                </li>
              </List>
              <P>The tool speaks plain HTTP, so any language can do what it does:</P>
              <Table
                caption="The listen protocol"
                head={["Call", "What it does"]}
                rows={[
                  [
                    <C key="c">POST /v1/webhooks/listen</C>,
                    <>
                      Opens a session. JSON body, every field optional: <C>application</C> (a client_id; needed with a personal token when
                      you have several), <C>forwardTo</C> (shown in the log), <C>events</C>. Answers <C>201</C> with its <C>id</C>,{" "}
                      <C>secret</C> (shown once), <C>stream</C> and <C>heartbeatSeconds</C>.
                    </>,
                  ],
                  [
                    <C key="s">GET /v1/webhooks/listen/{"{id}"}/stream</C>,
                    <>
                      Server-sent events: <C>ready</C>, then one <C>delivery</C> per delivery (<C>deliveryId</C>, <C>attempt</C>,{" "}
                      <C>eventId</C>, <C>type</C>, <C>headers</C>, <C>body</C>: post the body byte for byte with those headers), a{" "}
                      <C>: heartbeat</C> comment every {LISTEN_HEARTBEAT_SECONDS} s, and <C>closed</C> when the session is closed. A
                      delivery not yet answered comes again on the next stream, as the same attempt.
                    </>,
                  ],
                  [
                    <C key="r">
                      POST /v1/webhooks/listen/{"{id}"}/deliveries/{"{deliveryId}"}
                    </C>,
                    <>
                      Your receiver&apos;s answer to one <C>attempt</C> (the stream&apos;s): <C>status</C> (or <C>null</C>),{" "}
                      <C>latencyMs</C>, <C>headers</C>, <C>body</C>, <C>error</C>, cut to what the log keeps (the body&apos;s first 2 KB, 50
                      headers). <C>204</C>; a repeat changes nothing, and an answer to an attempt a redelivery replaced settles nothing.
                    </>,
                  ],
                  [
                    <C key="x">POST /v1/webhooks/listen/{"{id}"}/close</C>,
                    <>
                      Closes the session. <C>204</C>.
                    </>,
                  ],
                  [
                    <C key="t">POST /v1/webhooks/endpoints/{"{id}"}/trigger</C>,
                    <>
                      <C>{`{"type": "match.finished"}`}</C>: sends that endpoint (or session) an event of the type. <C>202</C> with its{" "}
                      <C>deliveryId</C> and <C>eventId</C>.
                    </>,
                  ],
                ]}
              />
              <P>
                Refusals come in the API&apos;s <DocLink href="/docs/guides/errors">error envelope</DocLink>: <C>401</C> for credentials,{" "}
                <C>403</C> for an access token, <C>404</C> for a session or endpoint not yours, <C>409</C> for a closed session or too many
                open ones, <C>429</C> with <C>Retry-After</C> past a limit.
              </P>
            </>
          ),
        },
        {
          id: "delivery",
          title: "Delivery, retries and the log",
          content: (
            <>
              <List>
                <li>
                  <strong>Answer with any 2xx within 10 seconds.</strong> Anything else is a failure: another status, a timeout, a refused
                  connection. The connection must be made within {CONNECT_TIMEOUT_MS / 1000} seconds and your answer&apos;s status line must
                  arrive within {FIRST_BYTE_TIMEOUT_MS / 1000} seconds of the request; answer first and do the work after. While an endpoint
                  fails, its attempts go one at a time, in a lane of their own. Redirects are not followed (a 3xx is a failure too):
                  register the final URL. Up to 64 KB of your answer is read, and its first 2 KB kept in the log, so a short message there
                  helps you debug.
                </li>
                <li>
                  <strong>At least once.</strong> A delivery whose answer was lost is sent again, so the same event can arrive twice.
                  De-duplicate on <C>webhook-id</C>.
                </li>
                <li>
                  <strong>In no promised order.</strong> A retry can overtake a newer event. Order by <C>timestamp</C>, and when it matters,
                  ask the API for the current state instead of trusting the last event you saw.
                </li>
              </List>
              <P>
                A failed attempt is retried with exponential backoff, for up to {retryDays} days after the first (assuming each attempt
                fails at once):
              </P>
              <Table
                caption="Retry schedule"
                head={["Attempt", "Waits", "Since the first"]}
                rows={schedule.map((step) => {
                  const [first, last] = step.attempts;
                  const several = last > first;
                  return [
                    several ? `${first} to ${last}` : String(first),
                    step.wait === 0 ? "—" : `${duration(step.wait)}${several ? " each" : ""}`,
                    step.to === 0
                      ? "at once"
                      : several
                        ? `${duration(step.from)} to ${duration(step.to)}`
                        : step.to === RETRY_PERIOD_MS
                          ? `${duration(step.to)} (${retryDays} days): the last attempt`
                          : duration(step.to),
                  ];
                })}
              />
              <P>
                When a delivery&apos;s last attempt fails and nothing has reached the endpoint for the whole {retryDays} days, the endpoint
                is disabled and the portal shows a banner on it. Fix the receiver, enable the endpoint again, and redeliver the failed
                deliveries from the delivery log. Events that happen while an endpoint is switched off or disabled are not queued for it:
                fetch what changed from the API (or, with a manager&apos;s token, from the{" "}
                <DocLink href="/docs/guides/webhooks#feed">feed</DocLink>).
              </P>
              <P>
                Each endpoint has a <strong>delivery log</strong> in the portal: every attempt&apos;s time, event, attempt number, status,
                latency and response code. Open a delivery&apos;s attempts to see each one&apos;s request as it was sent (the URL, every
                header, <C>webhook-id</C>, <C>webhook-timestamp</C> and <C>webhook-signature</C> among them, and the body) beside your
                answer (its headers and the first 2 KB of its body). <strong>Copy as curl</strong> gives that request as a command that
                sends it again byte for byte: it carries the signatures that were sent, never your secret, and a receiver that checks the
                timestamp refuses it once it is more than 5 minutes old, as it should. Filter the log by event type, status (succeeded,
                failed, pending) and time (UTC); a filtered log is a URL you can keep. New attempts appear in the open page by themselves.{" "}
                <strong>Redeliver</strong> sends a delivery again at once, with the same <C>webhook-id</C>, whether it succeeded or was
                given up. Test events and redeliveries go through a queue of your own, so an endpoint of yours that hangs delays only your
                own.
              </P>
            </>
          ),
        },
        {
          id: "safety",
          title: "Addresses the service will not call",
          content: (
            <>
              <P>
                So that a webhook cannot be aimed at the service&apos;s own network, deliveries never connect to a private, loopback,
                link-local, multicast or cloud-metadata address. The one exception is <C>http://</C> to loopback for an application in
                development.
              </P>
              <P>
                The rule holds for the address actually connected to: a DNS name that resolves to such an address is refused, when you
                register the URL and again at every attempt. The refusal says only that the name resolves to a private or reserved address,
                never which one. Give a public name that resolves to public addresses only.
              </P>
            </>
          ),
        },
        {
          id: "feed",
          title: "The events feed",
          content: (
            <>
              <P>
                <C>GET /v1/events</C> lists the events your token&apos;s manager and scopes may see, oldest first after a cursor. It needs
                the <C>public</C> scope, and shows the other types only with their scopes.
              </P>
              <CodeBlock language="sh" title="curl" code={samples.feedCurl} />
              <P>Its parameters, all optional:</P>
              <List>
                <li>
                  <C>after</C>: the <C>next</C> of the page you read last. Without it the feed starts from the oldest event it keeps (
                  {EVENT_RETENTION_DAYS} days): do that on a first run, or when your cursor is lost or older than that.
                </li>
                <li>
                  <C>types</C>: comma-separated types, e.g. <C>match.finished,auction.settled</C>. Without it, every type your scopes allow.
                </li>
                <li>
                  <C>limit</C>: events per page, 1 to 100; 50 when not given.
                </li>
              </List>
              <CodeBlock language="json" title="An answer" code={feedAnswer} />
              <P>
                Keep <C>next</C> and pass it as <C>after</C> next time. <C>hasMore</C> says more events wait: ask again at once. With
                nothing new, <C>events</C> is empty and <C>next</C> is the cursor you sent.
              </P>
              <Note title="Polling is free while nothing happens">
                The feed answers with an <C>ETag</C>. Send it back in <C>If-None-Match</C> and an unchanged feed answers <C>304</C>, which
                counts toward no limit (see <DocLink href="/docs/guides/limits#conditional">Limits</DocLink>). Polling once a minute costs
                nothing until there is news.
              </Note>
              <CodeBlock language="ts" title="TypeScript (fetch)" code={samples.feedTypescript} sample="webhooks-feed-typescript" />
              <CodeBlock language="python" title="Python (urllib)" code={samples.feedPython} sample="webhooks-feed-python" />
            </>
          ),
        },
        {
          id: "catch-up",
          title: "Catching up after downtime",
          content: (
            <>
              <P>
                The feed keeps every event for {EVENT_RETENTION_DAYS} days. Webhooks push the present, not history: when the world&apos;s
                clock catches up after the service was down, the events that happened more than {hours(WEBHOOK_HISTORY_MS)} hours before the
                moment it caught up to are recorded for the feed, but not pushed.
              </P>
              <P>
                So after your own downtime, or ours, read the feed from your last cursor: everything you missed is there, in order. A
                receiver that keeps the <C>next</C> of its last read, and de-duplicates on event ids, can mix both without handling anything
                twice.
              </P>
            </>
          ),
        },
        {
          id: "timing",
          title: "When the world changes",
          content: (
            <>
              <P>The world moves at known moments. Poll around them, not all the time:</P>
              <Table
                caption="When the world changes"
                head={["When", "What", "Events"]}
                rows={[
                  [
                    "At each game's start time",
                    "Games are played (league games on Tuesdays and Saturdays; cups and national teams on their own days).",
                    <C key="m">match.finished</C>,
                  ],
                  ["At each auction's end", "The auction settles (a late bid moves its end).", <C key="a">auction.settled</C>],
                  ["Every whole hour", "The market: new listings and bids.", "none: poll the market"],
                  [
                    "Fridays, 00:00 UTC",
                    "Training, and the economy's new week.",
                    <span key="w">
                      <C>training.completed</C>, <C>economy.week_booked</C>
                    </span>,
                  ],
                  [
                    `The season turn, every ${SEASON_WEEKS} weeks`,
                    "A new season: schedules, leagues after promotion and relegation, national squads; retirements and the draft.",
                    <span key="s">
                      <C>season.started</C>, <C>player.retired</C>, <C>player.drafted</C>
                    </span>,
                  ],
                ]}
              />
              <P>
                Every event of the world comes from one of these moments; its <C>timestamp</C> is the moment itself. Between them, answers
                do not change, and their <C>Cache-Control</C> says until when (see{" "}
                <DocLink href="/docs/guides/limits#conditional">Limits</DocLink>).
              </P>
            </>
          ),
        },
      ]}
    />
  );
}
