import type { Db } from "@/lib/db";
import type { AuditEvent, Prisma } from "@/lib/generated/prisma/client";

export const AUDIT_LOG_LIMIT = { default: 50, max: 200 } as const;

export type AuditEntry = Pick<AuditEvent, "id" | "action" | "subject" | "detail" | "createdAt">;

/** The manager's credential log, newest first. */
export async function listAuditEvents(
  db: Db,
  managerId: string,
  options: { limit?: number } = {},
): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? AUDIT_LOG_LIMIT.default), 1), AUDIT_LOG_LIMIT.max);
  return db.auditEvent.findMany({
    where: { managerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, action: true, subject: true, detail: true, createdAt: true },
  });
}

function field(detail: Prisma.JsonValue | null, key: string): string | null {
  if (!detail || typeof detail !== "object" || Array.isArray(detail)) return null;
  const value = (detail as Prisma.JsonObject)[key];
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.filter((v) => typeof v === "string").join(", ");
  return null;
}

const FIELD_NAMES: Record<string, string> = {
  name: "name",
  description: "description",
  website: "website",
  redirectUris: "redirect URIs",
};

/** One sentence for the portal's log page. Unknown actions fall back to their name. */
export function describeAuditEvent(event: Pick<AuditEvent, "action" | "detail">): string {
  const d = event.detail;
  const app = field(d, "name") ?? field(d, "application");
  const named = app ? `"${app}"` : "an application";
  const reason = field(d, "reason");
  switch (event.action) {
    case "personal_token.created": {
      const name = field(d, "name");
      const scopes = field(d, "scopes");
      const days = field(d, "days");
      const facts = [scopes && `scopes ${scopes}`, days && `${days} days`].filter(Boolean).join(", ");
      return `Created the personal token${name ? ` "${name}"` : ""}${facts ? ` (${facts})` : ""}.`;
    }
    case "personal_token.revoked":
      return "Revoked a personal token.";
    case "application.created":
      return `Registered the application ${named}${field(d, "kind") ? ` (${field(d, "kind")})` : ""}.`;
    case "application.updated": {
      const changed = d && typeof d === "object" && !Array.isArray(d) && Array.isArray(d.changed) ? d.changed : [];
      const names = changed.filter((c): c is string => typeof c === "string").map((c) => FIELD_NAMES[c] ?? c);
      return names.length ? `Changed the ${names.join(", ")} of ${named}.` : `Saved ${named} without changes.`;
    }
    case "application.deleted":
      return `Deleted the application ${named}.`;
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
      return `Allowed ${named} to read your account${scopes ? ` (scopes ${scopes})` : ""}.`;
    }
    case "grant.revoked":
      return reason === "application_deleted"
        ? `${app ? named : "An application"} was deleted by its developer, so its access to your account ended.`
        : `Revoked the access of ${named} to your account.`;
    default:
      return event.action;
  }
}
