import type { Database } from "@/lib/db";

/** The demo manager's own things, one of each kind an endpoint's path names. */
export type DemoIds = Record<"club" | "nationalTeam" | "player" | "listedPlayer" | "matchId" | "competitionId" | "countryId", string>;

/** The demo manager's club, national team, a player, a played game, its league and country, and a player on the list after `openAfter`. */
export async function demoIds(db: Database, openAfter: Date): Promise<DemoIds> {
  const demo = await db.prisma.manager.findUniqueOrThrow({ where: { username: "demo" }, include: { teams: true } });
  const club = demo.teams.find((t) => t.kind === "Club")!;
  const national = demo.teams.find((t) => t.kind !== "Club")!;
  const player = await db.prisma.player.findFirstOrThrow({ where: { clubId: club.id } });
  const match = await db.prisma.match.findFirstOrThrow({ where: { homeTeamId: club.id, homeScore: { not: null } } });
  const listing = await db.prisma.transferListing.findFirstOrThrow({ where: { status: "Open", endsAt: { gt: openAfter } } });
  return {
    club: club.id,
    nationalTeam: national.id,
    player: player.id,
    listedPlayer: listing.playerId,
    matchId: match.id,
    competitionId: club.leagueId!,
    countryId: club.countryId,
  };
}

/** A concrete `/v1` URL for a path template, on the demo manager's own things. */
export function demoUrl(path: string, ids: DemoIds): string {
  const pick = (name: string) => {
    if (name === "teamId") return path.startsWith("/national-teams") ? ids.nationalTeam : ids.club;
    if (name === "playerId") return path.startsWith("/market") ? ids.listedPlayer : ids.player;
    return ids[name as keyof DemoIds];
  };
  return "/v1" + path.replace(/\{(\w+)\}/g, (_, name: string) => pick(name));
}
