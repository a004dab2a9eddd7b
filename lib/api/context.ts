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
