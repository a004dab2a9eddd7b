#!/usr/bin/env node
/**
 * `manager-data`: the command line shipped in the client package's `bin`.
 *
 *   MANAGER_DATA_TOKEN=gmpat_… npx manager-data listen --forward-to http://localhost:8080/webhooks
 *   MANAGER_DATA_TOKEN=gmpat_… npx manager-data trigger match.finished --endpoint <session id>
 *
 * `listen` opens a listen session (POST /v1/webhooks/listen), reads its deliveries from a
 * server-sent event stream, forwards each byte for byte with its signature headers to a local
 * URL, and reports the local answer back so it shows in the application's delivery log, as
 * `stripe listen --forward-to` does. No dependencies: Node.js 18's built-ins and its global
 * fetch. Credentials come from the environment only: arguments show in `ps`.
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";

export type Environment = Record<string, string | undefined>;

/** A personal token (`gmpat_…`), or a confidential application's own client credentials. */
export type Credentials = { token: string } | { clientId: string; clientSecret: string };

/** The application a session forwards for, as the service names it. */
export interface ApplicationSummary {
  clientId: string;
  name: string;
  status: string;
}

/** One server-sent event: its type (`message` when unnamed), its data, and the last event id seen. */
export interface ServerSentEvent {
  type: string;
  data: string;
  id: string;
}

/** An incremental text/event-stream parser: `push` takes text split anywhere and returns the events it completes. */
export interface EventStreamParser {
  push(chunk: string): ServerSentEvent[];
}

/** How long things take; tests shorten them. */
export interface ListenTiming {
  /** The local handler's time to answer. */
  forwardTimeoutMs: number;
  /** Silence tolerated on the stream on top of two heartbeats. */
  idleGraceMs: number;
  reconnectBaseMs: number;
  reconnectMaxMs: number;
  reportBaseMs: number;
  reportMaxMs: number;
  /** The best-effort close on Ctrl-C. */
  closeTimeoutMs: number;
  /** Creating a session, triggering an event, sending a report. */
  requestTimeoutMs: number;
}

export const DEFAULT_TIMING: ListenTiming = {
  forwardTimeoutMs: 10_000,
  idleGraceMs: 5_000,
  reconnectBaseMs: 250,
  reconnectMaxMs: 10_000,
  reportBaseMs: 500,
  reportMaxMs: 10_000,
  closeTimeoutMs: 3_000,
  requestTimeoutMs: 30_000,
};

export interface ListenOptions {
  /** The service's origin, e.g. `http://localhost:3000`. */
  server: string;
  credentials: Credentials;
  /** Where deliveries are forwarded. */
  forwardTo: string;
  /** The application's client id (needed with a personal token when its owner has several). */
  application?: string;
  /** The event types to hear; every type when absent. */
  events?: string[];
  timing?: Partial<ListenTiming>;
  /** Told of everything that happens, in order. */
  onEvent?: (event: ListenEvent) => void;
}

/** What a listener tells its `onEvent`, and what `--json` prints (one object a line). */
export type ListenEvent =
  | {
      kind: "ready";
      sessionId: string;
      secret: string;
      application: ApplicationSummary;
      forwardTo: string;
      events: string[];
      heartbeatSeconds: number;
    }
  | { kind: "reconnected"; sessionId: string }
  | {
      kind: "delivery";
      at: string;
      deliveryId: string;
      eventId: string;
      type: string;
      test: boolean;
      status: number | null;
      error: string | null;
      latencyMs: number;
    }
  | { kind: "reconnecting"; attempt: number; delayMs: number; reason: string }
  | { kind: "duplicate"; deliveryId: string }
  | { kind: "reported"; deliveryId: string }
  | { kind: "report-retrying"; deliveryId: string; attempt: number; delayMs: number; reason: string }
  | { kind: "report-dropped"; deliveryId: string; reason: string }
  | { kind: "closed"; reason: string };

/** How listening ended: 0 when the session was closed (here or elsewhere), 1 when the service refused it. */
export interface ListenOutcome {
  code: 0 | 1;
  message: string;
}

export interface ListenHandle {
  /** Settles once listening has ended. */
  done: Promise<ListenOutcome>;
  /** Stops forwarding, closes the session (best effort) and settles `done` with code 0. */
  stop(): Promise<ListenOutcome>;
}

/** What the local handler answered, as reported to the service. */
export interface LocalAnswer {
  status: number | null;
  latencyMs: number;
  headers: Record<string, string>;
  body: string;
  error: string | null;
}

/** A delivery as the stream carries it. */
interface Delivery {
  deliveryId: string;
  /** Which attempt of the delivery: a redelivery from the portal is a new one, a resend after a reconnect is not. */
  attempt: number;
  eventId: string;
  type: string;
  test: boolean;
  headers: Record<string, string>;
  body: string;
}

interface Session {
  id: string;
  secret: string;
  application: ApplicationSummary;
  events: string[];
  stream: string;
  heartbeatSeconds: number;
}

/** A refusal from the service, with the message of its error envelope. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

class UsageError extends Error {}

const REPORTED_BODY_CHARS = 2048;
/** Headers that describe one hop's bytes, not the delivery: fetch sets its own. */
const HOP_HEADERS = new Set(["host", "content-length", "connection", "transfer-encoding", "keep-alive"]);

/* ---------------------------------------------------------------- text/event-stream */

/**
 * An incremental parser of text/event-stream (HTML, "Server-sent events", §9.2.6): lines end in
 * CRLF, LF or CR, a blank line dispatches, `:` starts a comment, and chunks may split anywhere,
 * a CRLF included.
 */
export function parseEventStream(): EventStreamParser {
  let pending = "";
  let afterCarriageReturn = false;
  let started = false;
  let type = "";
  let data: string | undefined;
  let lastId = "";

  function line(text: string, out: ServerSentEvent[]) {
    if (text === "") {
      if (data !== undefined) out.push({ type: type || "message", data, id: lastId });
      type = "";
      data = undefined;
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") type = value;
    else if (field === "data") data = data === undefined ? value : `${data}\n${value}`;
    else if (field === "id" && !value.includes("\0")) lastId = value;
  }

  return {
    push(chunk) {
      const out: ServerSentEvent[] = [];
      let text = chunk;
      if (!started && text.length > 0) {
        started = true;
        if (text.startsWith("\uFEFF")) text = text.slice(1);
      }
      let start = 0;
      for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (afterCarriageReturn) {
          afterCarriageReturn = false;
          if (char === "\n") {
            start = i + 1;
            continue;
          }
        }
        if (char !== "\r" && char !== "\n") continue;
        line(pending + text.slice(start, i), out);
        pending = "";
        afterCarriageReturn = char === "\r";
        start = i + 1;
      }
      pending += text.slice(start);
      return out;
    },
  };
}

/* ---------------------------------------------------------------- HTTP helpers */

/** The package's version, read from its manifest beside this file (`dev` in the repository). */
export function cliVersion(): string {
  try {
    const manifest = JSON.parse(fs.readFileSync(new URL("./package.json", import.meta.url), "utf8"));
    return typeof manifest.version === "string" ? manifest.version : "dev";
  } catch {
    return "dev";
  }
}

/** The Authorization header for these credentials. */
export function authorization(credentials: Credentials): string {
  if ("token" in credentials) return `Bearer ${credentials.token}`;
  // RFC 6749 §2.3.1: each half form-urlencoded before Base64.
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, "+");
  return `Basic ${Buffer.from(`${encode(credentials.clientId)}:${encode(credentials.clientSecret)}`).toString("base64")}`;
}

function serviceUrl(server: string, path: string): string {
  return new URL(path, server.endsWith("/") ? server : `${server}/`).href;
}

/** The error envelope's description (`{"error":{"code","description"}}`), or the status when there is none. */
async function refusal(response: Response): Promise<ServiceError> {
  let message = `HTTP ${response.status}`;
  try {
    const envelope = JSON.parse(await response.text());
    if (typeof envelope?.error?.description === "string") message = envelope.error.description;
  } catch {
    // Not an envelope: the status says what there is to say.
  }
  const retryAfter = Number(response.headers.get("retry-after"));
  return new ServiceError(response.status, message, Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : undefined);
}

/** The error code a failed fetch carries somewhere in its causes (`ECONNREFUSED`, …). */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; errors?: unknown[]; cause?: unknown };
    if (typeof candidate.code === "string") return candidate.code;
    if (Array.isArray(candidate.errors) && candidate.errors.length > 0) current = candidate.errors[0];
    else current = candidate.cause;
  }
  return undefined;
}

const ERROR_TEXTS: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host not found",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  UND_ERR_SOCKET: "connection closed",
  UND_ERR_HEADERS_OVERFLOW: "headers too large",
};

/** A network failure in a few words, for the terminal and the delivery log. */
export function describeFailure(error: unknown): string {
  const code = errorCode(error);
  if (code && ERROR_TEXTS[code]) return ERROR_TEXTS[code];
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** Waits `ms`, or less when the signal aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });
}

/** A signal that aborts after `ms` or with `parent`; `timedOut` tells which. */
function deadline(ms: number, parent?: AbortSignal) {
  const controller = new AbortController();
  const state = { timedOut: false };
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort();
  }, ms);
  const onParent = () => controller.abort();
  parent?.addEventListener("abort", onParent);
  if (parent?.aborted) controller.abort();
  const release = () => {
    clearTimeout(timer);
    parent?.removeEventListener("abort", onParent);
  };
  return { signal: controller.signal, state, release };
}

/** Exponential backoff from `base` doubling to `max`. */
/** A stream up this long before it dropped was a good one: the next reconnect starts from the shortest wait. */
const STABLE_STREAM_MS = 10_000;
/** Attempts remembered as forwarded. */
const FORWARDED_REMEMBERED = 10_000;

function backoff(attempt: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.min(attempt, 30));
}

/** Reads at most `limit` characters of a body, then lets the rest go. */
async function readPrefix(response: Response, limit: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
    if (text.length >= limit) {
      void reader.cancel().catch(() => undefined);
      // Not half a surrogate pair at the cut.
      return text.slice(0, /[\uD800-\uDBFF]/.test(text[limit - 1]) ? limit - 1 : limit);
    }
  }
}

/**
 * POSTs a delivery's body byte for byte, with its headers, to the local URL and measures the
 * answer (its status, headers and first 2 KB), or says why there was none.
 */
export async function forwardDelivery(
  url: string,
  delivery: { headers: Record<string, string>; body: string },
  options: { timeoutMs: number; userAgent: string; signal?: AbortSignal },
): Promise<LocalAnswer> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(delivery.headers)) if (!HOP_HEADERS.has(name.toLowerCase())) headers[name] = value;
  headers["user-agent"] = options.userAgent;
  const limit = deadline(options.timeoutMs, options.signal);
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, { method: "POST", headers, body: delivery.body, redirect: "manual", signal: limit.signal });
    const body = await readPrefix(response, REPORTED_BODY_CHARS);
    return { status: response.status, latencyMs: latency(), headers: Object.fromEntries(response.headers), body, error: null };
  } catch (error) {
    const text = limit.state.timedOut ? `timed out after ${options.timeoutMs / 1000} s` : describeFailure(error);
    return { status: null, latencyMs: latency(), headers: {}, body: "", error: text };
  } finally {
    limit.release();
  }
}

/* ---------------------------------------------------------------- listen */

const STOPPED: ListenOutcome = { code: 0, message: "stopped" };

type StreamOutcome =
  | { kind: "stopped" }
  | { kind: "closed"; reason: string }
  | { kind: "fatal"; message: string }
  | { kind: "wait"; ms: number }
  | { kind: "lost"; reason: string };

/** One listen session's life: create, stream, forward in order, report in order, reconnect, close. */
class Listener {
  private readonly timing: ListenTiming;
  private readonly lifetime = new AbortController();
  private readonly userAgent = `manager-data-listen/${cliVersion()}`;
  private session: Session | undefined;
  private lastEventId = "";
  private connected = false;
  private attempt = 0;
  /** When the current stream said `ready` (undefined: not yet, or it ended). */
  private readyAt: number | undefined;
  private readonly forwarded = new Set<string>();
  private readonly forwardQueue: Delivery[] = [];
  private readonly reportQueue: { deliveryId: string; attempt: number; answer: LocalAnswer }[] = [];
  private forwarding = false;
  private reporting = false;
  private closing: Promise<void> | undefined;

  constructor(private readonly options: ListenOptions) {
    this.timing = { ...DEFAULT_TIMING, ...options.timing };
  }

  /** Listens until the session is closed, refused or stopped. */
  async run(): Promise<ListenOutcome> {
    const outcome = await this.listen().catch((error: unknown) => ({ code: 1 as const, message: describeFailure(error) }));
    this.lifetime.abort();
    if (this.closing) await this.closing;
    return this.closing ? STOPPED : outcome;
  }

  /** Ends listening and closes the session, best effort within `closeTimeoutMs`. */
  stop(): void {
    if (this.closing) return;
    this.closing = this.closeSession();
    this.lifetime.abort();
  }

  private get stopped() {
    return this.lifetime.signal.aborted;
  }

  private emit(event: ListenEvent) {
    this.options.onEvent?.(event);
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { authorization: authorization(this.options.credentials), "user-agent": this.userAgent, ...extra };
  }

  private async listen(): Promise<ListenOutcome> {
    const session = await this.createSession();
    if ("code" in session) return session;
    this.session = session;
    for (;;) {
      if (this.stopped) return STOPPED;
      const outcome = await this.connect(session);
      if (outcome.kind === "stopped") return STOPPED;
      if (outcome.kind === "fatal") return { code: 1, message: outcome.message };
      if (outcome.kind === "closed") {
        this.emit({ kind: "closed", reason: outcome.reason });
        return { code: 0, message: outcome.reason };
      }
      if (outcome.kind === "wait") {
        await sleep(outcome.ms, this.lifetime.signal);
        continue;
      }
      // A stream that stayed up a while resets the backoff; one dropped at once does not, so a
      // service that accepts and drops is not called four times a second.
      if (this.readyAt !== undefined && Date.now() - this.readyAt >= STABLE_STREAM_MS) this.attempt = 0;
      this.readyAt = undefined;
      const base = backoff(this.attempt++, this.timing.reconnectBaseMs, this.timing.reconnectMaxMs);
      // Jitter keeps many listeners from returning to a restarted instance at one instant.
      const delayMs = Math.round(base / 2 + (Math.random() * base) / 2);
      this.emit({ kind: "reconnecting", attempt: this.attempt, delayMs, reason: outcome.reason });
      await sleep(delayMs, this.lifetime.signal);
    }
  }

  /** POST /v1/webhooks/listen, waiting out 429s; any other refusal ends listening. */
  private async createSession(): Promise<Session | ListenOutcome> {
    const body = JSON.stringify({ application: this.options.application, forwardTo: this.options.forwardTo, events: this.options.events });
    for (;;) {
      const limit = deadline(this.timing.requestTimeoutMs, this.lifetime.signal);
      try {
        const response = await fetch(serviceUrl(this.options.server, "/v1/webhooks/listen"), {
          method: "POST",
          headers: this.headers({ "content-type": "application/json", accept: "application/json" }),
          body,
          signal: limit.signal,
        });
        if (response.status === 201) return parseSession(await response.json());
        const error = await refusal(response);
        if (error.status !== 429) return { code: 1, message: error.message };
        await sleep(error.retryAfterMs ?? 1000, this.lifetime.signal);
      } catch (error) {
        if (this.stopped) return STOPPED;
        const reason = limit.state.timedOut ? "timed out" : describeFailure(error);
        return { code: 1, message: `Could not reach ${this.options.server}: ${reason}` };
      } finally {
        limit.release();
      }
    }
  }

  /** One connection to the session's stream, read until it ends, goes silent, or says `closed`. */
  private async connect(session: Session): Promise<StreamOutcome> {
    const controller = new AbortController();
    const stop = () => controller.abort();
    this.lifetime.signal.addEventListener("abort", stop);
    const idleMs = 2 * session.heartbeatSeconds * 1000 + this.timing.idleGraceMs;
    let silent = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        silent = true;
        controller.abort();
      }, idleMs);
    };
    arm();
    try {
      const headers = this.headers({ accept: "text/event-stream", "cache-control": "no-cache" });
      if (this.lastEventId) headers["last-event-id"] = this.lastEventId;
      const response = await fetch(serviceUrl(this.options.server, session.stream), { headers, signal: controller.signal });
      if (response.status !== 200 || !response.body) return await this.refused(response);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = parseEventStream();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return { kind: "lost", reason: "the stream ended" };
        arm();
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          const outcome = this.dispatch(session, event);
          if (outcome) return outcome;
        }
      }
    } catch (error) {
      if (this.stopped) return { kind: "stopped" };
      if (silent) return { kind: "lost", reason: `nothing heard for ${idleMs / 1000} s` };
      return { kind: "lost", reason: describeFailure(error) };
    } finally {
      clearTimeout(timer);
      this.lifetime.signal.removeEventListener("abort", stop);
      controller.abort();
    }
  }

  private async refused(response: Response): Promise<StreamOutcome> {
    const error = await refusal(response);
    if (error.status === 429) return { kind: "wait", ms: error.retryAfterMs ?? 1000 };
    // Closed (or lapsed) while this tool was reconnecting: the end of the session, as `closed` is.
    if (error.status === 409 && this.connected) return { kind: "closed", reason: error.message };
    if (error.status >= 400 && error.status < 500) return { kind: "fatal", message: error.message };
    return { kind: "lost", reason: `HTTP ${error.status}` };
  }

  private dispatch(session: Session, event: ServerSentEvent): StreamOutcome | undefined {
    if (event.id) this.lastEventId = event.id;
    if (event.type === "ready") {
      this.readyAt = Date.now();
      this.emit(this.connected ? { kind: "reconnected", sessionId: session.id } : this.ready(session));
      this.connected = true;
    } else if (event.type === "delivery") {
      const delivery = parseDelivery(event.data);
      if (delivery) {
        this.forwardQueue.push(delivery);
        void this.drainForwards();
      }
    } else if (event.type === "closed") {
      return { kind: "closed", reason: parseReason(event.data) };
    }
    return undefined;
  }

  private ready(session: Session): ListenEvent {
    return {
      kind: "ready",
      sessionId: session.id,
      secret: session.secret,
      application: session.application,
      forwardTo: this.options.forwardTo,
      events: session.events,
      heartbeatSeconds: session.heartbeatSeconds,
    };
  }

  /** Forwards queued deliveries one at a time, in the order received, each attempt of a delivery once. */
  private async drainForwards() {
    if (this.forwarding) return;
    this.forwarding = true;
    try {
      for (let delivery = this.forwardQueue.shift(); delivery && !this.stopped; delivery = this.forwardQueue.shift()) {
        // A delivery not yet reported comes again after a reconnect; its report is already queued.
        const key = `${delivery.deliveryId}#${delivery.attempt}`;
        if (this.forwarded.has(key)) {
          this.emit({ kind: "duplicate", deliveryId: delivery.deliveryId });
          continue;
        }
        this.forwarded.add(key);
        // Only recent attempts can come again (the service keeps at most 100 unanswered): forget the oldest.
        if (this.forwarded.size > FORWARDED_REMEMBERED) this.forwarded.delete(this.forwarded.values().next().value!);
        const answer = await forwardDelivery(this.options.forwardTo, delivery, {
          timeoutMs: this.timing.forwardTimeoutMs,
          userAgent: this.userAgent,
          signal: this.lifetime.signal,
        });
        if (this.stopped) return;
        const { deliveryId, eventId, type, test } = delivery;
        const at = new Date().toISOString();
        this.emit({
          kind: "delivery",
          at,
          deliveryId,
          eventId,
          type,
          test,
          status: answer.status,
          error: answer.error,
          latencyMs: answer.latencyMs,
        });
        this.reportQueue.push({ deliveryId, attempt: delivery.attempt, answer });
        void this.drainReports();
      }
    } finally {
      this.forwarding = false;
    }
  }

  /** Sends reports in order, retrying each through 5xx and network failures until it lands. */
  private async drainReports() {
    if (this.reporting) return;
    this.reporting = true;
    try {
      let attempt = 0;
      while (this.reportQueue.length > 0 && !this.stopped) {
        const { deliveryId, attempt: answered, answer } = this.reportQueue[0];
        const result = await this.report(deliveryId, answered, answer);
        if (result.kind === "retry") {
          const delayMs = result.ms ?? backoff(attempt, this.timing.reportBaseMs, this.timing.reportMaxMs);
          attempt++;
          this.emit({ kind: "report-retrying", deliveryId, attempt, delayMs, reason: result.reason });
          await sleep(delayMs, this.lifetime.signal);
          continue;
        }
        this.reportQueue.shift();
        attempt = 0;
        this.emit(
          result.kind === "done" ? { kind: "reported", deliveryId } : { kind: "report-dropped", deliveryId, reason: result.reason },
        );
      }
    } finally {
      this.reporting = false;
    }
  }

  private async report(
    deliveryId: string,
    attempt: number,
    answer: LocalAnswer,
  ): Promise<{ kind: "done" } | { kind: "dropped"; reason: string } | { kind: "retry"; reason: string; ms?: number }> {
    const session = this.session!;
    const path = `/v1/webhooks/listen/${encodeURIComponent(session.id)}/deliveries/${encodeURIComponent(deliveryId)}`;
    const limit = deadline(this.timing.requestTimeoutMs, this.lifetime.signal);
    try {
      const response = await fetch(serviceUrl(this.options.server, path), {
        method: "POST",
        headers: this.headers({ "content-type": "application/json" }),
        // The attempt it answers: a late answer never settles a redelivery made meanwhile.
        body: JSON.stringify({ attempt, ...answer }),
        signal: limit.signal,
      });
      if (response.ok) {
        await response.body?.cancel();
        return { kind: "done" };
      }
      const error = await refusal(response);
      if (error.status === 429) return { kind: "retry", reason: error.message, ms: error.retryAfterMs };
      if (error.status >= 500) return { kind: "retry", reason: `HTTP ${error.status}` };
      return { kind: "dropped", reason: error.message };
    } catch (error) {
      return { kind: "retry", reason: limit.state.timedOut ? "timed out" : describeFailure(error) };
    } finally {
      limit.release();
    }
  }

  private async closeSession() {
    const session = this.session;
    if (!session) return;
    const limit = deadline(this.timing.closeTimeoutMs);
    try {
      const response = await fetch(serviceUrl(this.options.server, `/v1/webhooks/listen/${encodeURIComponent(session.id)}/close`), {
        method: "POST",
        headers: this.headers(),
        signal: limit.signal,
      });
      await response.body?.cancel();
    } catch {
      // Best effort: the service ends an idle session on its own.
    } finally {
      limit.release();
    }
  }
}

/** The create answer, with the protocol's defaults where a field is missing. */
function parseSession(value: Partial<Session>): Session {
  const id = String(value.id ?? "");
  const heartbeatSeconds = typeof value.heartbeatSeconds === "number" && value.heartbeatSeconds > 0 ? value.heartbeatSeconds : 15;
  return {
    id,
    secret: String(value.secret ?? ""),
    application: value.application ?? { clientId: "", name: "your application", status: "" },
    events: Array.isArray(value.events) ? value.events : [],
    stream: typeof value.stream === "string" ? value.stream : `/v1/webhooks/listen/${encodeURIComponent(id)}/stream`,
    heartbeatSeconds,
  };
}

function parseDelivery(data: string): Delivery | undefined {
  try {
    const value = JSON.parse(data) as Partial<Delivery>;
    if (typeof value.deliveryId !== "string" || typeof value.body !== "string" || typeof value.headers !== "object" || !value.headers) {
      return undefined;
    }
    return {
      deliveryId: value.deliveryId,
      attempt: typeof value.attempt === "number" ? value.attempt : 1,
      eventId: String(value.eventId ?? ""),
      type: String(value.type ?? ""),
      test: value.test === true,
      headers: value.headers,
      body: value.body,
    };
  } catch {
    return undefined;
  }
}

function parseReason(data: string): string {
  try {
    const reason = JSON.parse(data)?.reason;
    return typeof reason === "string" ? reason : "closed";
  } catch {
    return "closed";
  }
}

/** Starts listening: creates a session, then forwards its deliveries until closed, refused or stopped. */
export function listen(options: ListenOptions): ListenHandle {
  const listener = new Listener(options);
  const done = listener.run();
  return {
    done,
    stop() {
      listener.stop();
      return done;
    },
  };
}

/* ---------------------------------------------------------------- trigger */

export interface TriggerOptions {
  server: string;
  credentials: Credentials;
  /** A webhook endpoint's id, or a listen session's. */
  endpoint: string;
  type: string;
  timeoutMs?: number;
}

export interface Triggered {
  deliveryId: string;
  eventId: string;
  type: string;
}

/** Sends a test event of `type` to an endpoint; a refusal throws a ServiceError with the service's message. */
export async function trigger(options: TriggerOptions): Promise<Triggered> {
  const path = `/v1/webhooks/endpoints/${encodeURIComponent(options.endpoint)}/trigger`;
  const response = await fetch(serviceUrl(options.server, path), {
    method: "POST",
    headers: {
      authorization: authorization(options.credentials),
      "content-type": "application/json",
      accept: "application/json",
      "user-agent": `manager-data-listen/${cliVersion()}`,
    },
    body: JSON.stringify({ type: options.type }),
    signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMING.requestTimeoutMs),
  });
  if (response.status !== 202 && response.status !== 200) throw await refusal(response);
  return (await response.json()) as Triggered;
}

/* ---------------------------------------------------------------- command line */

export const USAGE = `Usage: manager-data <command> [options]

Commands:
  listen --forward-to <url>     Forward your application's webhook deliveries to a local URL
      [--server <origin>]       The service (default: $MANAGER_DATA_URL)
      [--application <id>]      The application's client id, when your token has several
      [--events a,b,c]          Only these event types (default: every type)
      [--json]                  One JSON object a line instead of text
  trigger <event type> --endpoint <id> [--server <origin>]
                                Send a test event to an endpoint or a listen session
  help                          Show this help

Credentials come from the environment only (arguments show in \`ps\`):
  MANAGER_DATA_TOKEN            a personal token (gmpat_…) of the application's developer, or
  MANAGER_DATA_CLIENT_ID and MANAGER_DATA_CLIENT_SECRET
                                a confidential application's own credentials
  MANAGER_DATA_URL              the service's origin, when --server is not given

Example:
  MANAGER_DATA_TOKEN=gmpat_… npx manager-data listen --forward-to http://localhost:8080/webhooks
`;

interface CommandSpec {
  values: string[];
  switches: string[];
  positionals: string[];
}

const COMMANDS: Record<string, CommandSpec> = {
  listen: { values: ["forward-to", "server", "application", "events"], switches: ["json"], positionals: [] },
  trigger: { values: ["endpoint", "server"], switches: [], positionals: ["event type"] },
};

interface Invocation {
  command: string;
  positionals: string[];
  values: Record<string, string>;
  switches: Set<string>;
}

/** Reads `<command> [positionals] [--flag value | --flag=value | --switch]`; anything else is a UsageError. */
function parseArguments(argv: string[]): Invocation {
  const [command, ...rest] = argv;
  const spec = COMMANDS[command];
  if (!spec) throw new UsageError(`Unknown command "${command}".`);
  const invocation: Invocation = { command, positionals: [], values: {}, switches: new Set() };
  for (let i = 0; i < rest.length; i++) {
    const argument = rest[i];
    if (!argument.startsWith("--")) {
      invocation.positionals.push(argument);
      continue;
    }
    const equals = argument.indexOf("=");
    const name = argument.slice(2, equals === -1 ? undefined : equals);
    if (spec.switches.includes(name) && equals === -1) {
      invocation.switches.add(name);
    } else if (spec.values.includes(name)) {
      const value = equals === -1 ? rest[++i] : argument.slice(equals + 1);
      if (value === undefined || value === "" || (equals === -1 && value.startsWith("--")))
        throw new UsageError(`--${name} needs a value.`);
      invocation.values[name] = value;
    } else {
      throw new UsageError(`Unknown option --${name} for ${command}.`);
    }
  }
  if (invocation.positionals.length !== spec.positionals.length) {
    const wanted = spec.positionals.length === 0 ? "no arguments" : `<${spec.positionals.join("> <")}>`;
    throw new UsageError(`${command} takes ${wanted}, besides its options.`);
  }
  return invocation;
}

/** The credentials the environment holds: MANAGER_DATA_TOKEN first, else the client id and secret. */
export function credentialsFrom(env: Environment): Credentials {
  const token = env.MANAGER_DATA_TOKEN?.trim();
  if (token) return { token };
  const clientId = env.MANAGER_DATA_CLIENT_ID?.trim();
  const clientSecret = env.MANAGER_DATA_CLIENT_SECRET?.trim();
  if (clientId && clientSecret) return { clientId, clientSecret };
  if (clientId || clientSecret)
    throw new UsageError("Set both MANAGER_DATA_CLIENT_ID and MANAGER_DATA_CLIENT_SECRET, or MANAGER_DATA_TOKEN.");
  throw new UsageError(
    "No credentials: set MANAGER_DATA_TOKEN (a personal token), or MANAGER_DATA_CLIENT_ID and MANAGER_DATA_CLIENT_SECRET.",
  );
}

function serverFrom(invocation: Invocation, env: Environment): string {
  const server = invocation.values.server ?? env.MANAGER_DATA_URL;
  if (!server) throw new UsageError("No server: pass --server <origin> or set MANAGER_DATA_URL.");
  const url = httpUrl(server, invocation.values.server ? "--server" : "MANAGER_DATA_URL");
  // Credentials go in every request: in clear only to this machine.
  if (url.protocol === "http:" && !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) {
    throw new UsageError(`Use https:// for ${url.host}: your credentials would cross the network in clear.`);
  }
  return url.origin;
}

function httpUrl(text: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${what} is not a URL: ${text}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`${what} must be an http: or https: URL.`);
  return url;
}

/** Where the command line writes; main's caller may capture it. */
export interface MainIo {
  stdout(line: string): void;
  stderr(line: string): void;
  /** Listen's timings (tests shorten them). */
  timing?: Partial<ListenTiming>;
}

const processIo: MainIo = {
  stdout: (line) => void process.stdout.write(`${line}\n`),
  stderr: (line) => void process.stderr.write(`${line}\n`),
};

/** Every line out, with the credentials blotted out should a message ever echo them. */
function redacting(io: MainIo, env: Environment): MainIo {
  const secrets = [env.MANAGER_DATA_TOKEN, env.MANAGER_DATA_CLIENT_SECRET]
    .map((s) => s?.trim())
    .filter((s): s is string => !!s && s.length >= 4);
  const blot = (line: string) => secrets.reduce((text, secret) => text.split(secret).join("[redacted]"), line);
  return { ...io, stdout: (line) => io.stdout(blot(line)), stderr: (line) => io.stderr(blot(line)) };
}

function hintType(events: string[]): string {
  return events.length === 0 || events.includes("match.finished") ? "match.finished" : events[0];
}

/** One line of text for a listen event, or undefined for those the terminal need not see. */
/** The command that runs this tool again: from this server's package, or as installed when run from the repository. */
function thisTool(server: string): string {
  const version = cliVersion();
  return version === "dev" ? "manager-data" : `npx --yes --package=${server}/downloads/manager-data-client-${version}.tgz manager-data`;
}

function describeEvent(event: ListenEvent, server: string): { line: string; error?: boolean } | undefined {
  switch (event.kind) {
    case "ready":
      return {
        line:
          `Ready! Forwarding ${event.application.name} deliveries to ${event.forwardTo}. ` +
          `Your webhook signing secret is ${event.secret} (session ${event.sessionId})\n` +
          `Trigger an event: ${thisTool(server)} trigger ${hintType(event.events)} --endpoint ${event.sessionId}`,
      };
    case "delivery":
      return { line: `${event.at}  ${event.type}  ${event.eventId}  → ${event.status ?? event.error} (${event.latencyMs} ms)` };
    case "reconnecting":
      return { line: `Connection lost (${event.reason}); reconnecting in ${(event.delayMs / 1000).toFixed(1)} s…`, error: true };
    case "reconnected":
      return { line: "Reconnected.", error: true };
    case "report-retrying":
      // The first failure is news; the retries that follow are not.
      return event.attempt === 1
        ? { line: `Could not report delivery ${event.deliveryId} (${event.reason}); retrying.`, error: true }
        : undefined;
    case "report-dropped":
      return { line: `The service refused the report of delivery ${event.deliveryId}: ${event.reason}`, error: true };
    case "closed":
      return { line: `Session closed: ${event.reason}` };
    case "duplicate":
    case "reported":
      return undefined;
  }
}

const JSON_KINDS = new Set<ListenEvent["kind"]>(["ready", "delivery", "reconnecting", "reconnected", "closed"]);

function printer(io: MainIo, json: boolean, server: string) {
  return (event: ListenEvent) => {
    if (json && JSON_KINDS.has(event.kind)) return io.stdout(JSON.stringify(event));
    const text = describeEvent(event, server);
    if (!text) return;
    if (text.error || json) io.stderr(text.line);
    else io.stdout(text.line);
  };
}

async function runListen(invocation: Invocation, env: Environment, io: MainIo): Promise<number> {
  if (!invocation.values["forward-to"]) throw new UsageError("listen needs --forward-to <url>, where your webhook handler runs.");
  const forwardTo = httpUrl(invocation.values["forward-to"], "--forward-to").href;
  const server = serverFrom(invocation, env);
  const credentials = credentialsFrom(env);
  let events: string[] | undefined;
  if (invocation.values.events !== undefined) {
    events = invocation.values.events
      .split(",")
      .map((type) => type.trim())
      .filter(Boolean);
    if (events.length === 0) throw new UsageError("--events needs at least one event type.");
  }
  const json = invocation.switches.has("json");
  const handle = listen({
    server,
    credentials,
    forwardTo,
    application: invocation.values.application,
    events,
    timing: io.timing,
    onEvent: printer(io, json, server),
  });
  const onSignal = () => {
    io.stderr("Closing the session…");
    void handle.stop();
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const outcome = await handle.done;
    if (outcome.code !== 0) io.stderr(`Error: ${outcome.message}`);
    return outcome.code;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

async function runTrigger(invocation: Invocation, env: Environment, io: MainIo): Promise<number> {
  if (!invocation.values.endpoint) throw new UsageError("trigger needs --endpoint <id> (a webhook endpoint or a listen session).");
  const server = serverFrom(invocation, env);
  const credentials = credentialsFrom(env);
  try {
    const sent = await trigger({ server, credentials, endpoint: invocation.values.endpoint, type: invocation.positionals[0] });
    io.stdout(`Triggered ${sent.type} (event ${sent.eventId}, delivery ${sent.deliveryId})`);
    return 0;
  } catch (error) {
    io.stderr(`Error: ${error instanceof ServiceError ? error.message : `Could not reach ${server}: ${describeFailure(error)}`}`);
    return 1;
  }
}

/** Runs the command line and resolves with its exit code: 0 done, 1 refused or failed, 2 a usage error. */
export async function main(argv: string[], env: Environment, io: MainIo = processIo): Promise<number> {
  const out = redacting(io, env);
  if (argv.includes("--help") || argv.includes("-h") || argv[0] === "help") {
    out.stdout(USAGE.trimEnd());
    return 0;
  }
  if (argv[0] === "--version") {
    out.stdout(cliVersion());
    return 0;
  }
  try {
    if (argv.length === 0) throw new UsageError("No command given.");
    const invocation = parseArguments(argv);
    return invocation.command === "listen" ? await runListen(invocation, env, out) : await runTrigger(invocation, env, out);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    out.stderr(`manager-data: ${error.message}\nRun \`manager-data --help\` for usage.`);
    return 2;
  }
}

/** Whether this module is the program node was asked to run (through npm's bin link too). */
function invokedDirectly(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return pathToFileURL(fs.realpathSync(script)).href === import.meta.url;
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`manager-data: ${describeFailure(error)}\n`);
      process.exit(1);
    },
  );
}
