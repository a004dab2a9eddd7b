import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { generateCredential } from "@/lib/auth/credentials";
import { recordAuditEvent } from "@/lib/auth/audit";
import { ApplicationInputSchema, type ApplicationInput } from "@/lib/applications/schemas";
import { isUuid } from "@/lib/ids";
import { WITHOUT_SECRET_HASH, type ApplicationRecord } from "@/lib/applications/access";

export interface RegisteredApplication {
  application: ApplicationRecord;
  /** `gmc_…`: public, stored as is. */
  clientId: string;
  /** `gmcs_…` for a confidential application, shown this once (only its hash is kept); null for a public one. */
  clientSecret: string | null;
}

/**
 * Registers an application for its owner. It starts in development: only the owner can sign
 * in to it, on the development quota, until staff approve a review request.
 */
export async function registerApplication(
  db: Database,
  ownerId: string,
  input: ApplicationInput,
  now: Date = new Date(),
): Promise<RegisteredApplication> {
  const { name, description, website, privacyPolicyUrl, termsUrl, kind, redirectUris } = ApplicationInputSchema.parse(input);
  if (!isUuid(ownerId)) throw new AppError("not_found", "That manager does not exist.");
  const clientId = generateCredential("clientId").value;
  const secret = kind === "Confidential" ? generateCredential("clientSecret") : null;

  const application = await db.prisma.$transaction(async (tx) => {
    const owner = await tx.manager.findUnique({ where: { id: ownerId }, select: { id: true } });
    if (!owner) throw new AppError("not_found", "That manager does not exist.");
    const created = await tx.application.create({
      data: {
        ownerId,
        name,
        description,
        website,
        privacyPolicyUrl,
        termsUrl,
        kind,
        redirectUris,
        clientId,
        clientSecretHash: secret?.hash ?? null,
        clientSecretHint: secret?.hint ?? null,
        createdAt: now,
        updatedAt: now,
      },
      omit: WITHOUT_SECRET_HASH,
    });
    await recordAuditEvent(tx, ownerId, "application.created", created.id, { name, kind, clientId, redirectUris }, now);
    return created;
  });
  return { application, clientId, clientSecret: secret?.value ?? null };
}
