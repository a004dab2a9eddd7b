import type { Viewer } from "@/lib/auth/viewer";
import type { TeamKind } from "@/lib/generated/kysely/enums";

/** Development and full: an application's (personal tokens count as development); try-it: the reference's one-click token. */
export type QuotaTier = "development" | "full" | "tryIt";

/** What a valid bearer token stands for. */
export interface Principal {
  viewer: Viewer;
  tokenKind: "personal" | "application";
  tokenId: string;
  /**
   * Who is counted for quotas: the manager's personal tokens together are one client
   * (`personal:<managerId>`), their try-it token another (`tryit:<managerId>`).
   */
  clientKey: string;
  tier: QuotaTier;
  /** The manager's clubs and national teams, as /me lists them (read with the token, so /me costs no query of its own). */
  teams: PrincipalTeam[];
}

export interface PrincipalTeam {
  id: string;
  name: string;
  shortName: string;
  kind: TeamKind;
  isBot: boolean;
}
