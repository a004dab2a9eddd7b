import type { Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { coaches, ownsClub, type Viewer } from "@/lib/game/viewer";

/**
 * Owner-only endpoints (training, staff, facilities, finances): an unknown club is 404,
 * a club the manager does not own is 403 `forbidden`.
 */
export async function requireOwnClub(db: Db, viewer: Viewer, teamId: string): Promise<void> {
  if (ownsClub(viewer, teamId)) return;
  const team = await db.team.findUnique({ where: { id: teamId }, select: { kind: true } });
  if (!team || team.kind !== "Club") throw new AppError("not_found", "Club was not found.");
  throw new AppError("forbidden", "Only the club's own manager can read this; the club is not yours.");
}

/** The national training history is for the team's coach only. */
export async function requireCoachedNationalTeam(db: Db, viewer: Viewer, teamId: string): Promise<void> {
  if (coaches(viewer, teamId)) return;
  const team = await db.team.findUnique({ where: { id: teamId }, select: { kind: true } });
  if (!team || team.kind === "Club") throw new AppError("not_found", "National team was not found.");
  throw new AppError("forbidden", "Only the national team's coach can read this.");
}
