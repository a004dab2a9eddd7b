import type { RawBuilder } from "kysely";
import { sql } from "@/lib/sql";
import { mayUseApplication, mayUseApplicationSql, type ApplicationStatus } from "@/lib/auth/application-access";

/**
 * May this application hear this event: the one rule of webhook visibility, as a TypeScript
 * function and the SQL predicate it builds (the fan-out, lib/webhooks/dispatch.ts, and each
 * attempt, lib/webhooks/deliver.ts, filter by it); its table test runs every row through both.
 *
 * An event about an application (no scope: its review, a revoked grant, a test event) reaches
 * that application. An event about a manager reaches an application that is not suspended and
 * holds a standing grant from that manager with the event's scope, while the manager may use it
 * (an application in development serves its owner and its testers alone, as its tokens do: lib/auth/application-access.ts).
 */

export interface HeardEvent {
  scope: string | null;
  managerId: string | null;
  applicationId: string | null;
}

export interface HearingApplication {
  id: string;
  status: ApplicationStatus;
  ownerId: string;
  /** The testers it names (lib/auth/application-access.ts). */
  testerIds: readonly string[];
  suspended: boolean;
}

export interface HearingGrant {
  applicationId: string;
  managerId: string;
  scopes: string[];
  revoked: boolean;
}

export function mayHearEvent(event: HeardEvent, application: HearingApplication, grants: readonly HearingGrant[]): boolean {
  if (event.scope === null) return event.applicationId === application.id;
  if (application.suspended || event.managerId === null) return false;
  const managerId = event.managerId;
  return grants.some(
    (g) =>
      g.applicationId === application.id &&
      g.managerId === managerId &&
      !g.revoked &&
      g.scopes.includes(event.scope!) &&
      mayUseApplication(application, managerId),
  );
}

/**
 * `mayHearEvent` as SQL, over an `Event` row named `event` and an `Application` row named
 * `application` (table aliases of the statement); the grants are the `"OAuthGrant"` table.
 */
export function mayHearEventSql(event: string, application: string): RawBuilder<boolean> {
  const e = (column: string) => sql.ref<string>(`${event}.${column}`);
  const a = (column: string) => sql.ref<string>(`${application}.${column}`);
  return sql<boolean>`(CASE WHEN ${e("scope")} IS NULL THEN ${e("applicationId")} IS NOT DISTINCT FROM ${a("id")}
    ELSE ${a("suspendedAt")} IS NULL AND EXISTS (
      SELECT 1 FROM "OAuthGrant" hg
       WHERE hg."applicationId" = ${a("id")} AND hg."managerId" = ${e("managerId")} AND hg."revokedAt" IS NULL
         AND ${e("scope")} = ANY (hg."scopes")
         AND ${mayUseApplicationSql({ id: a("id"), status: a("status"), ownerId: a("ownerId"), managerId: sql.ref("hg.managerId") })})
    END)`;
}

/**
 * The applications that may hear the event named `event`, or more (the candidates `mayHearEventSql`
 * then decides on): those its manager granted, and the one it is about. A lateral subquery, so
 * that the fan-out reaches the endpoints through the grants' index rather than every endpoint.
 */
export function eventAudienceCandidates(event: string): RawBuilder<{ id: string }> {
  const e = (column: string) => sql.ref<string>(`${event}.${column}`);
  return sql<{
    id: string;
  }>`(SELECT cg."applicationId" AS id FROM "OAuthGrant" cg WHERE cg."managerId" = ${e("managerId")} AND ${e("scope")} IS NOT NULL
     UNION ALL SELECT ${e("applicationId")} WHERE ${e("scope")} IS NULL AND ${e("applicationId")} IS NOT NULL)`;
}

/**
 * Is a delivery still due to its endpoint, over the `WebhookEndpoint`, `Event` and `Application`
 * rows named `endpoint`, `event` and `application`: the endpoint is on and takes the event's type
 * (a test event and `webhook.test` go to the one endpoint they were sent to, whatever it takes),
 * and the application may still hear the event. Each HTTP attempt (lib/webhooks/deliver.ts) and
 * each delivery a listen stream sends (lib/webhooks/listen.ts) checks it; one not due is given up.
 */
export function deliveryStillDueSql(endpoint: string, event: string, application: string): RawBuilder<boolean> {
  const w = (column: string) => sql.ref<string>(`${endpoint}.${column}`);
  const e = (column: string) => sql.ref<string>(`${event}.${column}`);
  return sql<boolean>`(${w("enabled")} AND ${w("disabledAt")} IS NULL
    AND (${e("type")} = ANY(${w("eventTypes")}) OR ${e("type")} = 'webhook.test' OR ${e("test")})
    AND ${mayHearEventSql(event, application)})`;
}
