import type { Db } from "@/lib/db";
import type { Principal } from "@/lib/auth/authenticate";

/** What the API app needs from outside: the database and the clock (tests move it). */
export interface ApiDeps {
  db: () => Db;
  now: () => Date;
  /** Log unexpected failures (never tokens). */
  logError?: (requestId: string, error: unknown) => void;
}

/** Usage facts an endpoint reports for the quota layer (breadth reveals). */
export interface CallUsage {
  /** Set by endpoints that reveal another club's skills (an open auction). */
  revealedOtherClubSkills: boolean;
}

export type ApiEnv = {
  Variables: {
    requestId: string;
    deps: ApiDeps;
    principal: Principal;
    usage: CallUsage;
  };
};
