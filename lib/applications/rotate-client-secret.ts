import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { generateCredential } from "@/lib/auth/credentials";
import { recordAuditEvent } from "@/lib/auth/audit";
import { findOwnedApplication } from "@/lib/applications/access";

/**
 * Gives a confidential application a new secret, shown this once. The old hash is overwritten
 * in the same statement, so the old secret stops working at once (spec › Application
 * registration). Tokens already issued stay valid: they belong to the manager's sign-in.
 */
export async function rotateClientSecret(
  db: Database,
  ownerId: string,
  applicationId: string,
  now: Date = new Date(),
): Promise<{ clientSecret: string; clientSecretHint: string }> {
  const secret = generateCredential("clientSecret");
  await db.prisma.$transaction(async (tx) => {
    const application = await findOwnedApplication(tx, ownerId, applicationId);
    if (application.kind !== "Confidential") {
      throw new AppError("conflict", "A public application has no client secret: it proves itself with PKCE alone.");
    }
    await tx.application.update({
      where: { id: application.id },
      data: { clientSecretHash: secret.hash, clientSecretHint: secret.hint, secretRotatedAt: now, updatedAt: now },
    });
    await recordAuditEvent(tx, ownerId, "client_secret.rotated", application.id, { name: application.name, hint: secret.hint }, now);
  });
  return { clientSecret: secret.value, clientSecretHint: secret.hint };
}
