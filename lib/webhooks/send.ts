/**
 * One webhook delivery over HTTP: a POST to the application's URL that always ends in a
 * recorded outcome, never an exception. The address rules (address.ts) run inside the
 * connection's own DNS lookup, so the address checked is the address connected to, on every
 * new connection. Plain node:http/node:https: no proxy from the environment, no redirects.
 */
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { StringDecoder } from "node:string_decoder";
import { addressRefusal, parseWebhookUrl, resolveChecked, WebhookAddressError, type LookupFunction } from "@/lib/webhooks/address";

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Development only: lets deliveries reach this machine's loopback. */
  allowLoopback: boolean;
  lookup?: LookupFunction;
  /** Connect, response and body together. */
  timeoutMs?: number;
  /** For the connection (TLS included) to be made. */
  connectTimeoutMs?: number;
  /** From the request sent to the response's first byte (its status line). */
  firstByteTimeoutMs?: number;
  maxResponseBytes?: number;
}

export interface WebhookResponse {
  /** A 2xx, read to its end or to maxResponseBytes. */
  ok: boolean;
  status: number | null;
  /** From the call to the end of the exchange (body read, failure or timeout). */
  latencyMs: number;
  /** At most maxResponseBytes of the response body, as UTF-8. */
  body: string;
  error: string | null;
  /** The response's headers (lower-case names; a repeated one joined), when a response came. */
  headers?: Record<string, string>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/**
 * Inside the 10 s: a receiver that is not there, or that takes the request and says nothing, is
 * given up on after a few seconds, so it holds a worker's slot no longer than that.
 */
export const CONNECT_TIMEOUT_MS = 3_000;
export const FIRST_BYTE_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_RESPONSE_BYTES = 65_536;
const USER_AGENT = "ManagerDataAPI-Webhooks/1";

interface Agents {
  http: http.Agent;
  https: https.Agent;
}

function createAgents(): Agents {
  // An idle socket is closed after 4 s: servers often drop idle connections after 5 s, and
  // reusing one they are closing fails the delivery.
  const options = { keepAlive: true, maxSockets: 50, timeout: 4_000 };
  return { http: new http.Agent(options), https: new https.Agent({ ...options, rejectUnauthorized: true }) };
}

/**
 * Kept-alive sockets are reused by host and port alone, whatever lookup opened them; a socket
 * opened where loopback was allowed must never carry a delivery where it is not, hence two pairs.
 */
let strictAgents: Agents | undefined;
let loopbackAgents: Agents | undefined;

function agentsFor(allowLoopback: boolean): Agents {
  if (allowLoopback) return (loopbackAgents ??= createAgents());
  return (strictAgents ??= createAgents());
}

/** Closes every kept-alive socket (shutdown, tests); later deliveries open new ones. */
export function closeWebhookAgents(): void {
  for (const agents of [strictAgents, loopbackAgents]) {
    agents?.http.destroy();
    agents?.https.destroy();
  }
  strictAgents = undefined;
  loopbackAgents = undefined;
}

/** The connection's DNS lookup: resolve, check every address, hand back only the checked one. */
function checkedLookup(allowLoopback: boolean, lookup: LookupFunction | undefined): net.LookupFunction {
  return (hostname, options, callback) => {
    resolveChecked(hostname, { allowLoopback, lookup }).then(
      ({ address, family }) => (options.all ? callback(null, [{ address, family }]) : callback(null, address, family)),
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

const TLS_ERROR = /CERT|TLS|SSL|SIGNATURE|ISSUER/;

function describeError(error: unknown): string {
  if (error instanceof WebhookAddressError) return error.kind === "refused" ? `refused: ${error.message}` : error.message;
  const { code, message } = error as NodeJS.ErrnoException;
  if (message === "socket hang up") return "connection closed before a response";
  switch (code) {
    case "ECONNREFUSED":
      return "connection refused";
    case "ECONNRESET":
      return "connection reset";
    case "EHOSTUNREACH":
      return "host unreachable";
    case "ENETUNREACH":
      return "network unreachable";
    case "ETIMEDOUT":
      return "connection timed out";
  }
  if (code && TLS_ERROR.test(code)) return `TLS failed: ${message}`;
  return message || "request failed";
}

function statusError(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) return `redirect not followed (${status})`;
  return `answered ${status}`;
}

/**
 * The headers a webhook is sent with, as the delivery log shows them: the request's own (lower-case
 * names; Host stays the URL's, as it names the TLS server too), a JSON content type, our user agent
 * and the body's length.
 */
export function outgoingHeaders(given: Record<string, string>, body: string): Record<string, string> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  for (const [name, value] of Object.entries(given)) {
    if (name.toLowerCase() !== "host") headers[name.toLowerCase()] = value;
  }
  headers["user-agent"] = USER_AGENT;
  headers["content-length"] = String(Buffer.byteLength(body));
  return headers;
}

/** Response headers kept in the log: enough to debug with, never a flood. */
const MAX_LOGGED_HEADERS = 50;
const MAX_LOGGED_HEADER_CHARS = 1_000;

function loggedHeaders(raw: http.IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw).slice(0, MAX_LOGGED_HEADERS)) {
    if (value === undefined) continue;
    headers[name] = (Array.isArray(value) ? value.join(", ") : value).slice(0, MAX_LOGGED_HEADER_CHARS);
  }
  return headers;
}

/** POSTs one webhook and records what happened. Never throws. */
export async function postWebhook(request: WebhookRequest): Promise<WebhookResponse> {
  const started = performance.now();
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxResponseBytes = request.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  let responseHeaders: Record<string, string> | undefined;
  const outcome = (status: number | null, body: string, error: string | null): WebhookResponse => ({
    ok: error === null && status !== null && status >= 200 && status < 300,
    status,
    latencyMs: Math.round(performance.now() - started),
    body,
    error,
    ...(responseHeaders ? { headers: responseHeaders } : {}),
  });

  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return outcome(null, "", "refused: not a valid URL");
  }
  // The connection skips its lookup for an IP literal, so a literal is checked here.
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const refusal = net.isIP(hostname) ? addressRefusal(hostname, { allowLoopback: request.allowLoopback }) : null;
  if (refusal) return outcome(null, "", `refused: ${hostname} is ${refusal}`);
  const parsed = parseWebhookUrl(request.url, { development: request.allowLoopback });
  if ("error" in parsed) return outcome(null, "", `refused: ${parsed.error}`);

  const headers = outgoingHeaders(request.headers, request.body);

  const isHttps = url.protocol === "https:";
  const agents = agentsFor(request.allowLoopback);
  const options: https.RequestOptions = {
    method: "POST",
    hostname,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    headers,
    agent: isHttps ? agents.https : agents.http,
    lookup: checkedLookup(request.allowLoopback, request.lookup),
  };

  return new Promise<WebhookResponse>((resolve) => {
    let settled = false;
    let outgoing: http.ClientRequest | undefined;
    let status: number | null = null;
    const chunks: Buffer[] = [];
    let received = 0;

    const bodyText = (complete: boolean) => {
      const decoder = new StringDecoder("utf8");
      const text = decoder.write(Buffer.concat(chunks));
      // A cut body may end inside a character: leave those bytes out rather than guess.
      return complete ? text + decoder.end() : text;
    };
    const giveUp = (error: string) => {
      finish(error);
      outgoing?.destroy();
    };
    const timer = setTimeout(() => giveUp(`timed out after ${timeoutMs / 1000} s`), timeoutMs);
    const connectMs = Math.min(request.connectTimeoutMs ?? CONNECT_TIMEOUT_MS, timeoutMs);
    let phase: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => giveUp(`connection not made within ${connectMs / 1000} s`),
      connectMs,
    );
    /** The connection is made: the response's first byte is due within its own bound. */
    const connected = () => {
      clearTimeout(phase);
      const firstByteMs = request.firstByteTimeoutMs ?? FIRST_BYTE_TIMEOUT_MS;
      phase = setTimeout(() => giveUp(`no response within ${firstByteMs / 1000} s of the request`), firstByteMs);
    };
    const finish = (error: string | null, complete = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(phase);
      resolve(outcome(status, bodyText(complete), error));
    };

    try {
      outgoing = (isHttps ? https : http).request(options, (response) => {
        clearTimeout(phase);
        phase = undefined;
        status = response.statusCode ?? 0;
        responseHeaders = loggedHeaders(response.headers);
        const verdict = statusError(status);
        response.on("data", (chunk: Buffer) => {
          if (settled) return;
          const room = maxResponseBytes - received;
          if (chunk.length > room) {
            // Enough read: the status stands, the rest of the body is not wanted.
            chunks.push(chunk.subarray(0, room));
            received = maxResponseBytes;
            finish(verdict);
            response.destroy();
            return;
          }
          chunks.push(chunk);
          received += chunk.length;
        });
        response.on("end", () => finish(verdict, true));
        response.on("error", (error) => finish(`response cut off: ${describeError(error)}`));
        response.on("close", () => finish("response cut off: connection closed"));
      });
    } catch (error) {
      // Thrown at once for a header value Node will not send.
      finish(describeError(error));
      return;
    }
    outgoing.on("error", (error) => finish(describeError(error)));
    // A kept-alive socket is connected already; a new one says when it is (after TLS, for https).
    outgoing.on("socket", (socket) => {
      const ready = isHttps ? "secureConnect" : "connect";
      if ((socket as net.Socket).connecting === false && !(socket as net.Socket).pending) connected();
      else socket.once(ready, connected);
    });
    outgoing.end(request.body);
  });
}
