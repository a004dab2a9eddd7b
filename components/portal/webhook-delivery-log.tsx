"use client";

import { createContext, useActionState, useCallback, useContext, useEffect, useId, useState, useTransition, type ReactNode } from "react";
import { usePathname, useRouter } from "next/navigation";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { DeliveryLogEntry } from "@/lib/webhooks/endpoints";
import { redeliverAction, redeliverFormAction, sendTestEventAction, sendTestEventFormAction } from "@/lib/actions/webhooks";

/*
 * The delivery log's moving parts. Attempts are made by the job queue a moment after the action
 * that asked for them returns, so after "Send a test event" or "Redeliver" the log refreshes
 * itself for a short while, and a Refresh button does it on demand.
 */

/** How long, and how often, the log refreshes itself after an action. */
const WATCH_MS = 20_000;
const WATCH_EVERY_MS = 2_000;

type Notice = { tone: "status" | "error"; text: string };

const LogContext = createContext<{ watch: (notice: Notice) => void; notify: (notice: Notice) => void } | null>(null);

function useLog() {
  const context = useContext(LogContext);
  if (!context) throw new Error("Inside DeliveryLogLive only.");
  return context;
}

/** Wraps the log: its self-refresh after an action, and the one place where results are announced. */
export function DeliveryLogLive({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [watchUntil, setWatchUntil] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (watchUntil === 0) return;
    const timer = setInterval(() => {
      if (Date.now() > watchUntil) setWatchUntil(0);
      else router.refresh();
    }, WATCH_EVERY_MS);
    return () => clearInterval(timer);
  }, [watchUntil, router]);

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

/** Without script a plain link that loads the page again; with it, a refresh in place. */
function RefreshLogButton() {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  return (
    <a
      href={pathname}
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
export function SendTestEventButton({ endpointId, active }: { endpointId: string; active: boolean }) {
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
        <RefreshLogButton />
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
          <p className="font-mono text-xs font-medium text-ink">{delivery.event.type}</p>
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
                {attempt.response ? (
                  <div className="mt-2">
                    <p className="text-xs font-medium text-slate-600">Response (first 2 KB)</p>
                    <pre className="mt-1 whitespace-pre-wrap break-all rounded bg-slate-100 p-2 font-mono text-xs text-slate-800">
                      {attempt.response}
                    </pre>
                  </div>
                ) : (
                  <p className="mt-1 text-xs text-slate-600">No response body.</p>
                )}
              </li>
            ))}
          </ol>
        </td>
      </tr>
    </tbody>
  );
}
