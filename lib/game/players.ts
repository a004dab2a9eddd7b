import type { Prisma } from "@/lib/generated/prisma/client";
import type { ApiPlayer, ApiSkills } from "@/lib/game/schemas/player";
import { canSeeSkills } from "@/lib/game/privacy";
import type { Viewer } from "@/lib/auth/viewer";

/** The columns every Player answer needs, in one select (no per-player queries). */
export const playerSelect = {
  id: true,
  firstName: true,
  lastName: true,
  nickname: true,
  number: true,
  countryId: true,
  country: { select: { id: true, name: true } },
  age: true,
  height: true,
  salary: true,
  dmi: true,
  potential: true,
  gameShape: true,
  buzzerBeaterRating: true,
  bestPosition: true,
  isRetired: true,
  injuryWeeks: true,
  skills: true,
  clubId: true,
  nationalTeamId: true,
  club: { select: { id: true, name: true } },
  nationalTeam: { select: { id: true, name: true } },
  listings: { where: { status: "Open" }, select: { id: true }, take: 1 },
} satisfies Prisma.PlayerSelect;

export type PlayerRow = Prisma.PlayerGetPayload<{ select: typeof playerSelect }>;

/** A player's public figures: everything the API shows of any player, skills aside. */
export function toPublicPlayer(row: Omit<PlayerRow, "skills">): Omit<ApiPlayer, "skills"> {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    nickname: row.nickname,
    number: row.number,
    countryId: row.countryId,
    country: row.country,
    age: row.age,
    height: row.height,
    salary: row.salary,
    dmi: row.dmi,
    potential: row.potential,
    gameShape: row.gameShape,
    buzzerBeaterRating: row.buzzerBeaterRating,
    bestPosition: row.bestPosition as ApiPlayer["bestPosition"],
    isTransferListed: row.listings.length > 0,
    isRetired: row.isRetired,
    injury: row.injuryWeeks ? { weeksRemaining: row.injuryWeeks } : null,
    club: row.club,
    nationalTeam: row.nationalTeam,
  };
}

/**
 * A player as the API shows it to this viewer. `revealSkills` is the open-auction
 * exception, decided by the caller through lib/game/privacy.
 */
export function toApiPlayer(row: PlayerRow, viewer: Viewer, options: { revealSkills?: boolean } = {}): ApiPlayer {
  const showSkills = options.revealSkills || canSeeSkills(viewer, row);
  return { ...toPublicPlayer(row), skills: showSkills ? (row.skills as ApiSkills) : null };
}

export function playerName(p: { firstName: string; lastName: string }) {
  return `${p.firstName} ${p.lastName}`;
}
