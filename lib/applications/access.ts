import type { Application, Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";

/** Anything that can run a query: the client or a transaction. */
export type DbClient = Prisma.TransactionClient;

/** An application as the portal sees it: everything but the secret's hash. */
export type ApplicationRecord = Omit<Application, "clientSecretHash">;
export const WITHOUT_SECRET_HASH = { clientSecretHash: true } as const;

export const applicationNotFound = () => new AppError("not_found", "That application was not found.");

/**
 * The owner's application, or not_found: another manager's id answers exactly as an unknown
 * one, so ids cannot be probed.
 */
export async function findOwnedApplication(db: DbClient, ownerId: string, applicationId: string): Promise<Application> {
  if (!isUuid(applicationId) || !isUuid(ownerId)) throw applicationNotFound();
  const application = await db.application.findFirst({ where: { id: applicationId, ownerId } });
  if (!application) throw applicationNotFound();
  return application;
}

export async function findApplicationById(db: DbClient, applicationId: string): Promise<Application> {
  if (!isUuid(applicationId)) throw applicationNotFound();
  const application = await db.application.findUnique({ where: { id: applicationId } });
  if (!application) throw applicationNotFound();
  return application;
}

/** Guard of every staff function: the actor must be a manager with role Staff. */
export async function requireStaff(db: DbClient, actorId: string): Promise<{ id: string; username: string }> {
  const actor = isUuid(actorId)
    ? await db.manager.findUnique({ where: { id: actorId }, select: { id: true, username: true, role: true } })
    : null;
  if (actor?.role !== "Staff") throw new AppError("forbidden", "Only staff can review and suspend applications.");
  return { id: actor.id, username: actor.username };
}

export function withoutSecretHash(application: Application): ApplicationRecord {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { clientSecretHash, ...rest } = application;
  return rest;
}
