import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAuditEvent } from "@/lib/auth/audit";
import { ApplicationInputSchema, MAX_REDIRECT_URIS, type ApplicationInput } from "@/lib/applications/schemas";
import { findOwnedApplication, WITHOUT_SECRET_HASH, type ApplicationRecord } from "@/lib/applications/access";

const EDITABLE = ["name", "description", "website", "privacyPolicyUrl", "termsUrl", "redirectUris"] as const;

/**
 * Changes an application's details and redirect URIs. The kind is fixed at registration: a
 * public client has no secret to switch to, and a confidential one's tokens were issued on the
 * strength of its secret. Review and approval state are kept as they are.
 */
export async function updateApplication(
  db: Database,
  ownerId: string,
  applicationId: string,
  input: ApplicationInput,
  now: Date = new Date(),
): Promise<ApplicationRecord> {
  const data = ApplicationInputSchema.parse(input);
  return db.prisma.$transaction(async (tx) => {
    const current = await findOwnedApplication(tx, ownerId, applicationId);
    if (data.kind !== current.kind) {
      throw new AppError(
        "conflict",
        `The kind cannot change after registration: this application stays ${current.kind}. Register a new one instead.`,
      );
    }
    const changed = EDITABLE.filter((field) => JSON.stringify(data[field]) !== JSON.stringify(current[field]));
    const updated = await tx.application.update({
      where: { id: current.id },
      data: {
        name: data.name,
        description: data.description,
        website: data.website,
        privacyPolicyUrl: data.privacyPolicyUrl,
        termsUrl: data.termsUrl,
        redirectUris: data.redirectUris,
        updatedAt: now,
      },
      omit: WITHOUT_SECRET_HASH,
    });
    const detail = changed.includes("redirectUris")
      ? { name: data.name, changed, redirectUris: data.redirectUris }
      : { name: data.name, changed };
    await recordAuditEvent(tx, ownerId, "application.updated", current.id, detail, now);
    return updated;
  });
}

/**
 * Adds one redirect URI the service itself names (the portal's test-sign-in callback) to the
 * owner's application, under the same rules as the edit form: at most MAX_REDIRECT_URIS, none
 * twice. Already listed: nothing changes. Recorded like any edit of the redirect URIs.
 */
export async function addRedirectUri(db: Database, ownerId: string, applicationId: string, uri: string, now: Date = new Date()) {
  return db.prisma.$transaction(async (tx) => {
    const current = await findOwnedApplication(tx, ownerId, applicationId);
    if (current.redirectUris.includes(uri)) return { added: false };
    if (current.redirectUris.length >= MAX_REDIRECT_URIS) {
      throw new AppError(
        "conflict",
        `This application already has ${MAX_REDIRECT_URIS} redirect URIs, the most it may have: remove one on the edit page, then add this one.`,
      );
    }
    const redirectUris = ApplicationInputSchema.shape.redirectUris.parse([...current.redirectUris, uri]);
    await tx.application.update({ where: { id: current.id }, data: { redirectUris, updatedAt: now } });
    await recordAuditEvent(
      tx,
      ownerId,
      "application.updated",
      current.id,
      { name: current.name, changed: ["redirectUris"], redirectUris },
      now,
    );
    return { added: true };
  });
}
