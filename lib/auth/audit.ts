import type { Prisma } from "@/lib/generated/prisma/client";
/** Prisma, in a transaction or not (the client is one too). */
type Writer = Pick<Prisma.TransactionClient, "auditEvent">;

/** Appends to the credential audit log the manager can read in the portal. */
export async function recordAuditEvent(
  db: Writer,
  managerId: string,
  action: string,
  subject: string,
  detail: Prisma.InputJsonValue | null,
  now: Date = new Date(),
) {
  await db.auditEvent.create({
    data: { managerId, action, subject, detail: detail ?? undefined, createdAt: now },
  });
}
