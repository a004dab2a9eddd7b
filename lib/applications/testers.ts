import { z } from "zod";
import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { recordAuditEvent } from "@/lib/auth/audit";
import { findOwnedApplication } from "@/lib/applications/access";
import { changingPrincipals } from "@/lib/auth/principal-cache";
import { MAX_TESTERS } from "@/lib/applications/schemas";

export { MAX_TESTERS };
import { param, prepareSql, rowsInTransaction, sql } from "@/lib/sql";

/*
 * An application's testers: managers its owner names so that they may sign in to it while it is
 * in development, as the owner may (the rule itself is lib/auth/application-access.ts, which
 * every sign-in, token and webhook reads). Named by username; at most MAX_TESTERS an
 * application. Removing one takes effect at once: their tokens of it stop working (the
 * principal caches hear of it), and so do its webhooks about them.
 */

export const TesterInputSchema = z.object({
  username: z
    .string({ message: "Give the tester's username." })
    .trim()
    .min(1, "Give the tester's username.")
    .max(40, "At most 40 characters."),
});
export type TesterInput = z.input<typeof TesterInputSchema>;

export interface TesterView {
  managerId: string;
  username: string;
  addedAt: Date;
}

const LOCK_APPLICATION = prepareSql<{ id: string }, { id: string }>(
  "applications_lock_for_testers",
  sql`SELECT id FROM "Application" WHERE id = ${param<string>("id")}::uuid FOR UPDATE`,
);

const fieldError = (message: string) => new z.ZodError([{ code: "custom", path: ["username"], message, input: undefined }]);

/** The owner's application's testers, the earliest named first. */
export async function listTesters(db: Database, ownerId: string, applicationId: string): Promise<TesterView[]> {
  const application = await findOwnedApplication(db.prisma, ownerId, applicationId);
  const rows = await db.prisma.applicationTester.findMany({
    where: { applicationId: application.id },
    orderBy: [{ addedAt: "asc" }, { managerId: "asc" }],
    select: { managerId: true, addedAt: true, manager: { select: { username: true } } },
  });
  return rows.map((row) => ({ managerId: row.managerId, username: row.manager.username, addedAt: row.addedAt }));
}

/**
 * Names a manager, by username, a tester of the owner's application in development. A username
 * no manager has, the owner's own, one named already, a full list or an approved application (open
 * to every manager) is refused with what to do; nothing is written then.
 */
export async function addTester(
  db: Database,
  ownerId: string,
  applicationId: string,
  input: TesterInput,
  now: Date = new Date(),
): Promise<TesterView> {
  const { username } = TesterInputSchema.parse(input);
  return db.prisma.$transaction(async (tx) => {
    const application = await findOwnedApplication(tx, ownerId, applicationId);
    if (application.status !== "Development") {
      throw new AppError("conflict", "This application is approved: every manager may sign in to it, so it needs no testers.");
    }
    // The username as typed; else the one manager it names whatever its case (two that differ by case only: neither).
    const exact = await tx.manager.findUnique({ where: { username }, select: { id: true, username: true } });
    const alike = exact
      ? [exact]
      : await tx.manager.findMany({
          where: { username: { equals: username, mode: "insensitive" } },
          select: { id: true, username: true },
          take: 2,
        });
    if (alike.length !== 1) throw fieldError(`No manager is called ${username}.`);
    const [manager] = alike;
    if (manager.id === ownerId) throw fieldError("You own this application: you may sign in to it already.");
    // One owner's requests at a time, so two at once cannot pass the limit together.
    await rowsInTransaction(tx, LOCK_APPLICATION, { id: application.id });
    const named = await tx.applicationTester.findMany({ where: { applicationId: application.id }, select: { managerId: true } });
    if (named.some((t) => t.managerId === manager.id)) throw fieldError(`${manager.username} is a tester already.`);
    if (named.length >= MAX_TESTERS) {
      throw new AppError("conflict", `An application in development can name at most ${MAX_TESTERS} testers: remove one first.`);
    }
    const added = await tx.applicationTester.create({
      data: { applicationId: application.id, managerId: manager.id, addedAt: now, addedById: ownerId },
      select: { addedAt: true },
    });
    await recordAuditEvent(
      tx,
      ownerId,
      "application.tester_added",
      application.id,
      { application: application.name, tester: manager.username },
      now,
    );
    return { managerId: manager.id, username: manager.username, addedAt: added.addedAt };
  });
}

/** Removes a tester of the owner's application: at once, they may no longer sign in to it or use its tokens. */
export async function removeTester(
  db: Database,
  ownerId: string,
  applicationId: string,
  managerId: string,
  now: Date = new Date(),
): Promise<void> {
  // This instance's cache of principals is emptied at once too, not when the notification returns.
  await changingPrincipals(
    db,
    db.prisma.$transaction(async (tx) => {
      const application = await findOwnedApplication(tx, ownerId, applicationId);
      const removed = isUuid(managerId)
        ? await tx.applicationTester.deleteMany({ where: { applicationId: application.id, managerId } })
        : { count: 0 };
      if (removed.count === 0) throw new AppError("not_found", "That tester was not found.");
      const tester = await tx.manager.findUnique({ where: { id: managerId }, select: { username: true } });
      await recordAuditEvent(
        tx,
        ownerId,
        "application.tester_removed",
        application.id,
        { application: application.name, tester: tester?.username ?? managerId },
        now,
      );
    }),
  );
}
