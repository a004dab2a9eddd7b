"use client";

import {
  createContext,
  useActionState,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from "react";
import { usePathname, useRouter } from "next/navigation";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { controlClasses } from "@/components/ui/input";
import type { DeliveryLogEntry, SentRequest } from "@/lib/webhooks/endpoints";
import { curlCommand } from "@/lib/webhooks/curl";
import { TRIGGERABLE_EVENT_TYPES } from "@/lib/webhooks/schemas";
import {
  redeliverAction,
  redeliverFormAction,
  sendTestEventAction,
  sendTestEventFormAction,
  triggerTestEventFormAction,
} from "@/lib/actions/webhooks";

/*
 * The delivery log's moving parts. Attempts are made by the job queue a moment after the action
 * that asked for them, so the log asks its small JSON route, with the validator of the page it
 * shows, whether anything changed (a 304 while nothing did) and refreshes in place when something
 * did: new attempts appear without a reload. Without script, Refresh (a link) loads it again.
 */

/** How often the log asks whether it changed; more often for a while after an action here. */
const POLL_EVERY_MS = 5_000;
const WATCH_MS = 20_000;
const WATCH_EVERY_MS = 1_000;

type Notice = { tone: "status" | "error"; text: string };

const LogContext = createContext<{ watch: (notice: Notice) => void; notify: (notice: Notice) => void } | null>(null);

function useLog() {
  const context = useContext(LogContext);
  if (!context) throw new Error("Inside DeliveryLogLive only.");
  return context;
}

/**
 * Wraps the log: it polls `pollUrl` (the log's JSON route, with the page's query) with the page's
 * `version` and refreshes the page in place when the answer is not a 304; and it is the one place
 * where results are announced.
 */
export function DeliveryLogLive({ children, pollUrl, version }: { children: ReactNode; pollUrl: string; version: string }) {
  const router = useRouter();
  const [watchUntil, setWatchUntil] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The version shown; a refresh brings the next one as a prop.
  const shown = useRef(version);
  useEffect(() => {
    shown.current = version;
  }, [version]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (document.visibilityState === "visible") {
        try {
          const answer = await fetch(pollUrl, { headers: { "If-None-Match": `"${shown.current}"` }, cache: "no-store" });
          if (answer.status === 200) {
            const { version: latest } = (await answer.json()) as { version: string };
            if (latest !== shown.current) router.refresh();
          }
        } catch {
          // Offline for a moment: the next poll asks again.
        }
      }
      if (!stopped) timer = setTimeout(poll, Date.now() < watchUntil ? WATCH_EVERY_MS : POLL_EVERY_MS);
    };
    timer = setTimeout(poll, Date.now() < watchUntil ? WATCH_EVERY_MS : POLL_EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pollUrl, watchUntil, router]);

  const watch = useCallback((next: Notice) => {
    setNotice(next);
    setWatchUntil(Date.now() + WATCH_MS);
  }, []);
  const notify = useCallback((next: Notice) => setNotice(next), []);

  return (
    <LogContext.Provider value={{ watch, notify }}>
      {children}
      {/* Always in the page, so screen readers announce what is put in it. */}
      <p role={notice?.tone === "error" ? "alert" : "status"} className="sr-only">
        {notice?.text}
      </p>
    </LogContext.Provider>
  );
}

/** Without script a plain link that loads the page again (its filters kept); with it, a refresh in place. */
function RefreshLogButton({ href }: { href?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  return (
    <a
      href={href ?? pathname}
      aria-busy={pending || undefined}
      onClick={(event) => {
        event.preventDefault();
        startTransition(() => router.refresh());
      }}
      className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
    >
      Refresh
    </a>
  );
}

const TEST_EVENT_QUEUED = "Test event queued: its delivery appears in the log below within a few seconds.";

/** "Send a test event", and "Refresh" beside it. */
export function SendTestEventButton({ endpointId, active, refreshHref }: { endpointId: string; active: boolean; refreshHref?: string }) {
  const { watch, notify } = useLog();
  const [pending, startTransition] = useTransition();
  // Shown beside the button; DeliveryLogLive's live region announces it.
  const [noticeHere, setNotice] = useState<Notice | null>(null);
  // Without script the button posts this form; its answer comes back as state (reload to follow the log).
  const [byPost, sendByPost] = useActionState(sendTestEventFormAction, null);
  const notice: Notice | null =
    noticeHere ??
    (byPost && (byPost.ok ? { tone: "status", text: `${TEST_EVENT_QUEUED} Refresh to see it.` } : { tone: "error", text: byPost.error }));
  const noteId = useId();
  return (
    <div className="space-y-2">
      <form action={sendByPost} className="flex flex-wrap gap-2">
        <input type="hidden" name="endpointId" value={endpointId} />
        <Button
          type="submit"
          pending={pending}
          disabled={!active}
          aria-describedby={active ? undefined : noteId}
          onClick={(event) => {
            // Script posts in place and watches the log fill in.
            event.preventDefault();
            startTransition(async () => {
              const result = await sendTestEventAction(endpointId);
              const next: Notice = result.ok ? { tone: "status", text: TEST_EVENT_QUEUED } : { tone: "error", text: result.error };
              setNotice(next);
              if (result.ok) watch(next);
              else notify(next);
            });
          }}
        >
          Send a test event
        </Button>
        <RefreshLogButton href={refreshHref} />
      </form>
      {!active && (
        <p id={noteId} className="text-sm text-slate-600">
          Enable the endpoint to send it a test event or redeliver.
        </p>
      )}
      {notice && (
        <p className={`text-sm ${notice.tone === "error" ? "font-medium text-red-700" : "text-slate-700"}`} aria-hidden>
          {notice.text}
        </p>
      )}
    </div>
  );
}

function triggerNotice(state: Awaited<ReturnType<typeof triggerTestEventFormAction>>): Notice | null {
  if (!state) return null;
  if (state.result.ok)
    return { tone: "status", text: `${state.type} triggered: its delivery appears in the log below within a few seconds.` };
  return { tone: "error", text: state.result.fieldErrors?.type ?? state.result.error };
}

/**
 * "Trigger an event": a type of the catalogue, built from the developer's own world and sent to
 * this endpoint alone, marked as a test. A plain form post (it works without script); with script
 * the log then watches for its delivery.
 */
export function TriggerEventForm({ endpointId, active }: { endpointId: string; active: boolean }) {
  const { watch, notify } = useLog();
  const [state, trigger, pending] = useActionState(triggerTestEventFormAction, null);
  const selectId = useId();
  const noteId = useId();
  const result = state?.result;
  const typeError = result && !result.ok ? (result.fieldErrors?.type ?? null) : null;
  const message = triggerNotice(state);
  useEffect(() => {
    // Once per answer (each post makes a new state): announced, and the log watched for the delivery.
    const notice = triggerNotice(state);
    if (notice?.tone === "status") watch(notice);
    else if (notice) notify(notice);
  }, [state, watch, notify]);
  return (
    <form action={trigger} className="space-y-2">
      <input type="hidden" name="endpointId" value={endpointId} />
      <label htmlFor={selectId} className="block text-sm font-medium text-ink">
        Trigger an event
      </label>
      <p className="text-sm text-slate-600" id={`${selectId}-hint`}>
        Any type, built from your own world (your club&apos;s last game, a player of yours, your last training…), sent to this endpoint
        alone with <code className="font-mono text-xs">&quot;test&quot;: true</code>, signed and retried like any delivery.
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <select
          id={selectId}
          name="type"
          defaultValue={state?.type && !typeError ? state.type : "match.finished"}
          aria-invalid={typeError ? true : undefined}
          aria-describedby={`${selectId}-hint${typeError ? ` ${selectId}-error` : ""}`}
          className={`${controlClasses.replace("w-full", "w-auto")} max-w-full font-mono`}
        >
          {TRIGGERABLE_EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" pending={pending} disabled={!active} aria-describedby={active ? undefined : noteId}>
          Trigger event
        </Button>
      </div>
      {message && (
        <p
          id={message.tone === "error" ? `${selectId}-error` : undefined}
          className={`text-sm ${message.tone === "error" ? "font-medium text-red-700" : "text-slate-700"}`}
        >
          {message.text}
        </p>
      )}
      {!active && (
        <p id={noteId} className="text-sm text-slate-600">
          Enable the endpoint to trigger events to it.
        </p>
      )}
    </form>
  );
}

const STATUS_TONES: Record<DeliveryLogEntry["status"], BadgeTone> = { Pending: "amber", Succeeded: "green", Failed: "red" };

const DAY = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
const CLOCK = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** A log's time, to the second (deliveries within one minute must differ), the day on a line of its own when `stacked`. */
function LogTime({ date, stacked = false }: { date: Date; stacked?: boolean }) {
  return (
    <time dateTime={date.toISOString()} className={stacked ? "block whitespace-nowrap" : "whitespace-nowrap"}>
      {DAY.format(date)}
      {stacked ? <br /> : ", "}
      {CLOCK.format(date)} UTC
    </time>
  );
}

function latency(ms: number) {
  return `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}

/**
 * One delivery as a row of the log, and its attempts in a row beneath that a button shows and
 * hides (a table cannot nest a disclosure inside a row, so the attempts get a row of their own).
 */
export function DeliveryRows({ delivery, canRedeliver }: { delivery: DeliveryLogEntry; canRedeliver: boolean }) {
  const { watch, notify } = useLog();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  // Without script the button posts this form; its answer comes back as state.
  const [byPost, redeliverByPost] = useActionState(redeliverFormAction, null);
  const attemptsId = useId();
  const latest = delivery.attempts[0];
  const count = delivery.attempts.length;
  const eventName = `${delivery.event.type} ${delivery.event.id.slice(0, 8)}`;

  return (
    <tbody
      className="border-t border-slate-100"
      data-delivery-id={delivery.id}
      data-event-type={delivery.event.type}
      data-status={delivery.status}
    >
      <tr>
        <td className="px-3 py-3 align-top text-slate-700">
          <LogTime date={delivery.createdAt} stacked />
        </td>
        <td className="px-3 py-3 align-top">
          <p className="flex flex-wrap items-center gap-1.5 font-mono text-xs font-medium text-ink">
            {delivery.event.type}
            {delivery.event.test && (
              <Badge tone="blue" className="font-sans">
                Test
              </Badge>
            )}
          </p>
          <p className="break-all font-mono text-xs text-slate-600">{delivery.event.id}</p>
        </td>
        <td className="px-3 py-3 align-top">
          {count === 0 ? (
            <span className="text-slate-600">0</span>
          ) : (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={attemptsId}
              onClick={() => setOpen(!open)}
              className="inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:underline"
            >
              {count}
              <span className="sr-only">
                {count === 1 ? " attempt" : " attempts"} of {eventName}
              </span>
              <span aria-hidden className={`inline-block text-xs transition-transform ${open ? "rotate-90" : ""}`}>
                ▸
              </span>
            </button>
          )}
        </td>
        <td className="px-3 py-3 align-top">
          <Badge tone={STATUS_TONES[delivery.status]}>{delivery.status}</Badge>
          {delivery.status === "Pending" && delivery.nextAttemptAt && (
            <p className="mt-1 text-xs text-slate-600">
              next attempt <LogTime date={delivery.nextAttemptAt} stacked />
            </p>
          )}
        </td>
        <td className="px-3 py-3 align-top font-mono text-slate-700">{latest?.status ?? "—"}</td>
        <td className="whitespace-nowrap px-3 py-3 align-top text-slate-700">{latest ? latency(latest.latencyMs) : "—"}</td>
        <td className="max-w-48 break-words px-3 py-3 align-top text-xs text-slate-700">{latest?.error ?? "—"}</td>
        <td className="px-3 py-3 text-right align-top">
          <form action={redeliverByPost}>
            <input type="hidden" name="deliveryId" value={delivery.id} />
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              pending={pending}
              disabled={!canRedeliver}
              aria-label={`Redeliver ${eventName}`}
              onClick={(event) => {
                // Script posts in place, opens the attempts and watches the log fill in.
                event.preventDefault();
                startTransition(async () => {
                  const result = await redeliverAction(delivery.id);
                  if (result.ok) {
                    setOpen(true);
                    watch({
                      tone: "status",
                      text: `Redelivery of ${eventName} queued: the attempt appears in the log within a few seconds.`,
                    });
                  } else notify({ tone: "error", text: result.error });
                });
              }}
            >
              Redeliver
            </Button>
          </form>
          {byPost && (
            <p
              role={byPost.ok ? "status" : "alert"}
              className={`mt-1 text-xs ${byPost.ok ? "text-slate-700" : "font-medium text-red-700"}`}
            >
              {byPost.ok ? "Redelivery queued: refresh to see the attempt." : byPost.error}
            </p>
          )}
        </td>
      </tr>
      <tr id={attemptsId} hidden={!open || count === 0}>
        <td colSpan={8} className="bg-slate-50 p-0">
          {/* As wide as the visible part of the scrolling table on a phone, and kept in view as it scrolls. */}
          <ol className="sticky left-0 max-w-[calc(100vw-2rem-2px)] space-y-3 p-3 lg:max-w-none" aria-label={`Attempts of ${eventName}`}>
            {delivery.attempts.map((attempt) => (
              <li key={attempt.attempt} data-attempt={attempt.attempt} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <strong className="text-ink">Attempt {attempt.attempt}</strong>
                  <LogTime date={attempt.at} />
                  <Badge tone={attempt.manual ? "blue" : "neutral"}>{attempt.manual ? "Manual" : "Scheduled"}</Badge>
                  <Badge tone={attempt.ok ? "green" : "red"} className="font-mono">
                    {attempt.status ?? "no response"}
                  </Badge>
                  <span className="text-slate-600">{latency(attempt.latencyMs)}</span>
                </p>
                {attempt.error && <p className="mt-1 break-words text-red-800">{attempt.error}</p>}
                <div className="mt-2 grid gap-3 lg:grid-cols-2">
                  <AttemptRequest request={attempt.request} label={`attempt ${attempt.attempt} of ${eventName}`} />
                  <section aria-label={`Response to attempt ${attempt.attempt}`} data-part="response" className="min-w-0 space-y-1">
                    <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Response</h3>
                    {attempt.responseHeaders && (
                      <pre className="whitespace-pre-wrap break-all rounded bg-slate-100 p-2 font-mono text-xs text-slate-800">
                        {headerLines(attempt.responseHeaders)}
                      </pre>
                    )}
                    {attempt.response ? (
                      <>
                        <p className="text-xs font-medium text-slate-600">Body (first 2 KB)</p>
                        <pre className="whitespace-pre-wrap break-all rounded bg-slate-100 p-2 font-mono text-xs text-slate-800">
                          {attempt.response}
                        </pre>
                      </>
                    ) : (
                      <p className="text-xs text-slate-600">{attempt.status === null ? "No response." : "No response body."}</p>
                    )}
                  </section>
                </div>
              </li>
            ))}
          </ol>
        </td>
      </tr>
    </tbody>
  );
}

/** Headers one a line, by name (the log keeps them as a JSON object, which keeps no order). */
function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
}

/**
 * The request an attempt sent: URL, headers and body as they went, and the same as a curl command
 * (copied with script; shown in a disclosure to select by hand without it).
 */
function AttemptRequest({ request, label }: { request: SentRequest | null; label: string }) {
  if (!request) {
    return (
      <section aria-label={`Request of ${label}`} data-part="request" className="min-w-0 space-y-1">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Request</h3>
        <p className="text-xs text-slate-600">Not kept: nothing was sent, or the attempt was made before requests were logged.</p>
      </section>
    );
  }
  const curl = curlCommand(request);
  return (
    <section aria-label={`Request of ${label}`} data-part="request" className="min-w-0 space-y-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Request</h3>
        <CopyButton value={curl} label="Copy as curl" />
      </div>
      <p className="break-all font-mono text-xs text-ink">POST {request.url}</p>
      <pre className="whitespace-pre-wrap break-all rounded bg-slate-100 p-2 font-mono text-xs text-slate-800" data-part="request-headers">
        {headerLines(request.headers)}
      </pre>
      <p className="text-xs font-medium text-slate-600">Body</p>
      <pre className="whitespace-pre-wrap break-all rounded bg-slate-100 p-2 font-mono text-xs text-slate-800" data-part="request-body">
        {request.body}
      </pre>
      <details className="text-xs">
        <summary className="cursor-pointer font-medium text-brand-700">As a curl command</summary>
        <pre className="mt-1 whitespace-pre-wrap break-all rounded bg-slate-100 p-2 font-mono text-xs text-slate-800">{curl}</pre>
        <p className="mt-1 text-slate-600">
          It sends the same signed request again; a receiver that checks the timestamp refuses it once it is more than 5 minutes old.
        </p>
      </details>
    </section>
  );
}
