import type { Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAuditEvent } from "@/lib/auth/audit";
import { ApplicationInputSchema, type ApplicationInput } from "@/lib/applications/schemas";
import { findOwnedApplication, WITHOUT_SECRET_HASH, type ApplicationRecord } from "@/lib/applications/access";

const EDITABLE = ["name", "description", "website", "privacyPolicyUrl", "termsUrl", "redirectUris"] as const;

/**
 * Changes an application's details and redirect URIs. The kind is fixed at registration: a
 * public client has no secret to switch to, and a confidential one's tokens were issued on the
 * strength of its secret. Review and approval state are kept as they are.
 */
export async function updateApplication(
  db: Db,
  ownerId: string,
  applicationId: string,
  input: ApplicationInput,
  now: Date = new Date(),
): Promise<ApplicationRecord> {
  const data = ApplicationInputSchema.parse(input);
  return db.$transaction(async (tx) => {
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
