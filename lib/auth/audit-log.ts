import type { Database } from "@/lib/db";
import type { AuditEvent, Prisma } from "@/lib/generated/prisma/client";
import { countOf } from "@/lib/text";

export const AUDIT_LOG_LIMIT = { default: 50, max: 200 } as const;

/**
 * Every kind of entry the log holds, with the words the filter shows. Writers use these
 * action names (lib/auth, lib/applications, lib/oauth); a kind missing here still shows, by name.
 */
export const AUDIT_KINDS = {
  "personal_token.created": "Personal token created",
  "personal_token.regenerated": "Personal token regenerated",
  "personal_token.revoked": "Personal token revoked",
  "application.created": "Application registered",
  "application.updated": "Application changed",
  "application.deleted": "Application deleted",
  "application.tokens_revoked": "Every token of an application revoked",
  "application.tester_added": "Tester named",
  "application.tester_removed": "Tester removed",
  "application.listed": "Listed in the directory",
  "staff.approved": "You approved an application",
  "staff.rejected": "You rejected a review request",
  "staff.suspended": "You suspended an application",
  "staff.unsuspended": "You lifted a suspension",
  "application.unlisted": "Taken off the directory",
  "client_secret.rotated": "Client secret rotated",
  "review.requested": "Review requested",
  "application.approved": "Application approved",
  "application.rejected": "Review rejected",
  "application.suspended": "Application suspended",
  "application.unsuspended": "Suspension lifted",
  "oauth_grant.consented": "Tool allowed",
  "grant.revoked": "Tool's access ended",
  "oauth_chain.revoked": "Sign-in revoked for safety",
  "portal_sessions.ended": "Signed out everywhere",
  "webhook_listener.opened": "Listen session opened",
  "webhook_listener.closed": "Listen session closed",
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === "string" && Object.hasOwn(AUDIT_KINDS, value);
}

export type AuditEntry = Pick<AuditEvent, "id" | "action" | "subject" | "detail" | "createdAt"> & {
  /** The application the entry concerns, looked up when the entry names it only by id (null when none or deleted). */
  applicationName: string | null;
};

export interface AuditQuery {
  limit?: number;
  /** How many of the newest entries to skip (paging). */
  offset?: number;
  kind?: AuditKind;
}

function applicationIdOf(detail: Prisma.JsonValue | null): string | null {
  const id = field(detail, "applicationId");
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

/** The manager's credential log, newest first, optionally one kind, a page at a time. */
export async function listAuditEvents(db: Database, managerId: string, options: AuditQuery = {}): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? AUDIT_LOG_LIMIT.default), 1), AUDIT_LOG_LIMIT.max);
  const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
  const rows = await db.prisma.auditEvent.findMany({
    where: { managerId, action: options.kind },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: offset,
    take: limit,
    select: { id: true, action: true, subject: true, detail: true, createdAt: true },
  });
  const ids = [...new Set(rows.map((r) => applicationIdOf(r.detail)).filter((id): id is string => id !== null))];
  const names = new Map(
    ids.length === 0
      ? []
      : (await db.prisma.application.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map(
          (a) => [a.id, a.name] as const,
        ),
  );
  return rows.map((row) => {
    const id = applicationIdOf(row.detail);
    return { ...row, applicationName: id ? (names.get(id) ?? null) : null };
  });
}

export async function countAuditEvents(db: Database, managerId: string, kind?: AuditKind): Promise<number> {
  return db.prisma.auditEvent.count({ where: { managerId, action: kind } });
}

function field(detail: Prisma.JsonValue | null, key: string): string | null {
  if (!detail || typeof detail !== "object" || Array.isArray(detail)) return null;
  const value = (detail as Prisma.JsonObject)[key];
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.filter((v) => typeof v === "string").join(", ");
  return null;
}

function count(detail: Prisma.JsonValue | null, key: string): number | null {
  const value = field(detail, key);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

const FIELD_NAMES: Record<string, string> = {
  name: "name",
  description: "description",
  website: "website",
  redirectUris: "redirect URIs",
  privacyPolicyUrl: "privacy-policy URL",
  termsUrl: "terms URL",
  logo: "logo",
};

type Describable = Pick<AuditEvent, "action" | "detail"> & { applicationName?: string | null };

/** One sentence for the portal's log page. Unknown actions fall back to their name. */
export function describeAuditEvent(event: Describable): string {
  const d = event.detail;
  const app = field(d, "name") ?? field(d, "application") ?? event.applicationName ?? null;
  const named = app ? `"${app}"` : "an application";
  const reason = field(d, "reason");
  const tokenName = field(d, "name");
  switch (event.action) {
    case "personal_token.created":
    case "personal_token.regenerated": {
      const scopes = field(d, "scopes");
      const days = count(d, "days");
      const facts = [scopes && `scopes ${scopes}`, days !== null && countOf(days, "day")].filter(Boolean).join(", ");
      const what = `the personal token${tokenName ? ` "${tokenName}"` : ""}${facts ? ` (${facts})` : ""}`;
      return event.action === "personal_token.created"
        ? `Created ${what}.`
        : `Regenerated ${what}: it has a new value, and the old one stopped working.`;
    }
    case "portal_sessions.ended": {
      const ended = count(d, "sessions") ?? 0;
      return `Signed out everywhere: ${countOf(ended, "portal session")} ended.`;
    }
    case "personal_token.revoked":
      return tokenName ? `Revoked the personal token "${tokenName}".` : "Revoked a personal token.";
    case "application.created":
      return `Registered the application ${named}${field(d, "kind") ? ` (${field(d, "kind")})` : ""}.`;
    case "application.updated": {
      const changed = d && typeof d === "object" && !Array.isArray(d) && Array.isArray(d.changed) ? d.changed : [];
      const names = changed.filter((c): c is string => typeof c === "string").map((c) => FIELD_NAMES[c] ?? c);
      return names.length ? `Changed the ${names.join(", ")} of ${named}.` : `Saved ${named} without changes.`;
    }
    case "application.deleted":
      return `Deleted the application ${named}.`;
    case "application.tokens_revoked": {
      const signIns = count(d, "signIns") ?? 0;
      const managers = count(d, "managers") ?? 0;
      return signIns === 0
        ? `Revoked every token of ${named}; no manager was signed in.`
        : `Revoked every token of ${named}: ${countOf(signIns, "sign-in")} of ${countOf(managers, "manager")} ended.`;
    }
    case "application.tester_added":
      return `Named ${field(d, "tester") ?? "a manager"} a tester of ${named}: they may sign in to it while it is in development.`;
    case "application.tester_removed":
      return `Removed ${field(d, "tester") ?? "a manager"} from the testers of ${named}.`;
    case "staff.approved":
      return `You approved ${named} at its review.`;
    case "staff.rejected":
      return `You rejected the review request of ${named}${reason ? `: ${reason}` : "."}`;
    case "staff.suspended":
      return `You suspended ${named}${reason ? `: ${reason}` : "."}`;
    case "staff.unsuspended":
      return `You lifted the suspension of ${named}.`;
    case "application.listed":
      return `Listed ${named} in the directory of approved tools.`;
    case "application.unlisted":
      return `Took ${named} off the directory of approved tools.`;
    case "webhook_listener.opened":
      return `Opened a listen session for ${named}: its webhook deliveries go to the command line's listen.`;
    case "webhook_listener.closed":
      return "Closed a listen session.";
    case "client_secret.rotated":
      return `Rotated the client secret of ${named}; the old secret stopped working.`;
    case "review.requested":
      return `Requested a review of ${named}.`;
    case "application.approved":
      return field(d, "actor") === "operator" ? `An operator approved ${named}.` : `Staff approved ${named}.`;
    case "application.rejected":
      return `Staff rejected the review request of ${named}${reason ? `: ${reason}` : "."}`;
    case "application.suspended":
      return `Staff suspended ${named}${reason ? `: ${reason}` : "."}`;
    case "application.unsuspended":
      return `Staff lifted the suspension of ${named}.`;
    case "oauth_grant.consented": {
      const scopes = field(d, "scopes");
      return `Allowed ${named} to read your game data${scopes ? ` (scopes ${scopes})` : ""}.`;
    }
    case "grant.revoked":
      return reason === "application_deleted"
        ? `${app ? named : "An application"} was deleted by its developer, so its access to your account ended.`
        : `Revoked the access of ${named} to your account.`;
    case "oauth_chain.revoked":
      switch (reason) {
        case "authorization_code_reuse":
          return `A sign-in code issued to ${named} was used twice, so every token of that sign-in was revoked. A tool should use each code once: if you did not sign in twice, someone may have copied it. Sign in again to keep using the tool.`;
        case "refresh_token_reuse":
          return `A refresh token of ${named} was used twice, so every token of that sign-in was revoked. A tool should use each refresh token once: if it did not, someone may have copied it. Sign in again to keep using the tool.`;
        case "revoked_by_developer":
          return `The developer of ${named} revoked every manager's tokens. Sign in again to keep using the tool.`;
        default:
          return `Every token of one sign-in to ${named} was revoked. Sign in again to keep using the tool.`;
      }
    default:
      return event.action;
  }
}

/** Who or what acted: the channel through which the change came, and the application it was about. */
export function auditActor(event: Describable): string {
  const app = field(event.detail, "name") ?? field(event.detail, "application") ?? event.applicationName ?? null;
  if (field(event.detail, "via") === "operator") return "Operator command line";
  switch (event.action) {
    case "application.approved":
      return field(event.detail, "actor") === "operator" ? "Operator command line" : "Staff review";
    case "application.rejected":
    case "application.suspended":
    case "application.unsuspended":
      return "Staff review";
    case "oauth_grant.consented":
      return app ? `Sign-in page, for ${app}` : "Sign-in page";
    case "oauth_chain.revoked":
      return field(event.detail, "reason") === "revoked_by_developer"
        ? `The developer of ${app ?? "the application"}`
        : `Token endpoint, client ${app ?? "since deleted"}`;
    case "grant.revoked":
      return field(event.detail, "reason") === "application_deleted" ? `The developer of ${app ?? "the application"}` : "Developer portal";
    default:
      return "Developer portal";
  }
}
