import type { Context } from "hono";
import type { ServerResponse } from "node:http";
import type { Principal } from "@/lib/auth/authenticate";
import type { Services } from "@/lib/services";

/** The id a breadth-counted call is on, from its validated path parameter. */
export interface BreadthSubject {
  counted: "team" | "player";
  id: string;
}

export type ApiEnv = {
  Variables: {
    requestId: string;
    services: Services;
    principal: Principal;
    /** The matched endpoint's declared path, for usage reports. */
    endpoint?: string;
    /** The time of this call, read once as it arrives (every rule of the call sees the same instant). */
    now: Date;
    /** This call's answer headers (see `setHeader`). */
    headers: AnswerHeaders;
    /** The API's build, as its validators name it (a hash of its document). */
    build: string;
  };
};

/**
 * The headers of the answer being made, lowercased: the API's middleware sets them here (a
 * plain object, no `Headers` per call) and every answer takes them (see `Answer`).
 */
export type AnswerHeaders = Record<string, string>;

/** Sets a header of this call's answer, whatever the answer turns out to be (made already or not). */
export function setHeader(c: Context<ApiEnv>, name: string, value: string) {
  const key = name.toLowerCase();
  answerHeaders(c)[key] = value;
  if (!c.finalized) return;
  const made = c.res as unknown;
  if (made instanceof Answer && !made[REAL]) made.plainHeaders[key] = value;
  else c.res.headers.set(key, value);
}

function answerHeaders(c: Context<ApiEnv>): AnswerHeaders {
  let headers = c.get("headers");
  if (!headers) c.set("headers", (headers = {}));
  return headers;
}

const WebResponse = globalThis.Response;
const REAL = Symbol("real");

/**
 * A Response the API app made from a string it holds (every answer the API gives): its
 * status, headers and text, kept as they are. The server writes it to the socket in one go
 * (`writeTo`); a web Response (headers object, body stream) is only made if someone asks for
 * one, as a test reading `.json()` or a HEAD request's adapter does. It is `instanceof
 * Response`, like the lightweight Response of `@hono/node-server`, which this follows: Node's
 * own Response stays the global because Next.js shares the process.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- the prototype below makes it a Response
export interface Answer extends Response {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class Answer {
  [REAL]?: Response;
  constructor(
    readonly status: number,
    readonly bodyText: string | Buffer | null,
    readonly plainHeaders: AnswerHeaders,
  ) {}

  get ok() {
    return this.status >= 200 && this.status < 300;
  }

  /** The web Response, made once, on demand. */
  real(): Response {
    const body = typeof this.bodyText === "string" || this.bodyText === null ? this.bodyText : new Uint8Array(this.bodyText);
    return (this[REAL] ??= new WebResponse(body, { status: this.status, headers: this.plainHeaders }));
  }

  /** Writes the answer on a Node response: headers and body in one write (no body for HEAD). */
  writeTo(outgoing: ServerResponse, head: boolean) {
    const headers = this.plainHeaders;
    if (this.bodyText !== null) headers["content-length"] = String(Buffer.byteLength(this.bodyText));
    outgoing.writeHead(this.status, headers);
    if (head || this.bodyText === null) outgoing.end();
    else outgoing.end(this.bodyText);
  }
}
for (const key of ["headers", "body", "bodyUsed", "redirected", "statusText", "type", "url"] as const) {
  Object.defineProperty(Answer.prototype, key, {
    get(this: Answer) {
      return this.real()[key];
    },
  });
}
for (const key of ["arrayBuffer", "blob", "clone", "formData", "json", "text", "bytes"] as const) {
  Object.defineProperty(Answer.prototype, key, {
    value(this: Answer) {
      return (this.real() as unknown as Record<string, () => unknown>)[key]();
    },
  });
}
Object.setPrototypeOf(Answer.prototype, WebResponse.prototype);

/**
 * An answer of the API: `text` (JSON, or JSON in the content coding `extra` names, or no body
 * for null) with the headers the call has gathered and any `extra` ones.
 */
export function apiAnswer(c: Context<ApiEnv>, status: number, text: string | Buffer | null, extra?: Record<string, string>): Response {
  // The call's own headers object: a header set after this (setHeader) reaches the answer too.
  const headers = answerHeaders(c);
  if (text !== null) headers["content-type"] = "application/json";
  else delete headers["content-type"];
  if (extra) for (const name in extra) headers[name.toLowerCase()] = extra[name];
  return new Answer(status, text, headers);
}

/**
 * Writes an answer of the API app on a Node response, headers and body in one write (no body
 * for HEAD), and says so; false for any other Response, which takes the adapter's road.
 */
export function writeAnswer(response: unknown, outgoing: ServerResponse, head: boolean): boolean {
  if (!(response instanceof Answer)) return false;
  response.writeTo(outgoing, head);
  return true;
}
