import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Db } from "@/lib/db";
import type { Principal } from "@/lib/auth/authenticate";
import type { QuotaRuntime } from "@/lib/quota/runtime";
import type { RequestLogRecorder } from "@/lib/quota/request-log";

/** What the API app needs from outside: the database and the clock (tests move it). */
export interface ApiDeps {
  db: () => Db;
  now: () => Date;
  /** Log unexpected failures (never tokens). */
  logError?: (requestId: string, error: unknown) => void;
  /** Quota counting: a runtime (tests pass small limits), `false` to switch it off, or absent for the configured one. */
  quota?: QuotaRuntime | false;
  /** The developers' request log: a recorder, `false` to switch it off, or absent for one on the database's pool. */
  requestLog?: RequestLogRecorder | false;
}

/** Usage facts an endpoint reports for the quota layer (breadth reveals). */
export interface CallUsage {
  /** Set by endpoints that reveal another club's skills (an open auction). */
  revealedOtherClubSkills: boolean;
}

/** The id a breadth-counted call is on, from its validated path parameter. */
export interface BreadthSubject {
  counted: "team" | "player";
  id: string;
}

/** Charges this call's quota once; an endpoint calls it after its parameters are validated. */
export type ChargeCall = (breadth?: BreadthSubject) => Promise<void>;

export type ApiEnv = {
  Variables: {
    requestId: string;
    deps: ApiDeps;
    principal: Principal;
    usage: CallUsage;
    /** The matched endpoint's declared path, for usage reports. */
    endpoint?: string;
    chargeCall: ChargeCall;
  };
};

/**
 * On a Response the API app made from a string it holds (every JSON answer and error): that
 * string, so the server writes it to the socket in one go instead of reading the Response's
 * body stream (server/listener.ts). A Response replaced later (a header set after the handler,
 * a HEAD request) loses it and takes the ordinary road.
 */
export const RAW_BODY = Symbol.for("manager-data-api.raw-body");

export type WithRawBody = Response & { [RAW_BODY]?: string };

/** A JSON answer from its text, marked with it for the server (see RAW_BODY). */
export function jsonAnswer(c: Context<ApiEnv>, text: string, status: ContentfulStatusCode): Response {
  const response = c.body(text, status, { "Content-Type": "application/json" }) as WithRawBody;
  response[RAW_BODY] = text;
  return response;
}
