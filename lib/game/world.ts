import type { Db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { CountryList, LeagueList, NationalTeamList, SeasonList } from "@/lib/game/schemas/world";

/**
 * The seasons with a history to show, newest first: those with standings and games (older
 * season numbers without either are left out). The current one is the latest that has
 * started at `now`.
 */
export async function listSeasons(db: Db, now: Date): Promise<SeasonList> {
  const rows = await db.season.findMany({
    where: { memberships: { some: {} }, matches: { some: {} } },
    orderBy: { number: "desc" },
    select: { number: true, startsAt: true, endsAt: true },
  });
  const current = rows.find((s) => s.startsAt <= now)?.number;
  return {
    seasons: rows.map((s) => ({
      number: s.number,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      isCurrent: s.number === current,
    })),
  };
}

export async function listCountries(db: Db): Promise<CountryList> {
  const countries = await db.country.findMany({
    orderBy: { name: "asc" },
    select: { id: true, name: true, code: true, levels: true },
  });
  return { countries };
}

/** A country's leagues by level and division; a level it lacks gives an empty list, not 404. */
export async function listLeagues(db: Db, countryId: string, level: number | undefined): Promise<LeagueList> {
  const country = await db.country.findUnique({
    where: { id: countryId },
    select: {
      id: true,
      name: true,
      competitions: {
        where: { kind: "League", level: level ?? { not: null } },
        orderBy: [{ level: "asc" }, { division: "asc" }],
        select: { id: true, name: true, level: true, division: true },
      },
    },
  });
  if (!country) throw notFound("Country");
  return {
    country: { id: country.id, name: country.name },
    leagues: country.competitions.map((l) => ({ id: l.id, name: l.name, level: l.level ?? 1, division: l.division ?? 1 })),
  };
}

/** The senior team first, then the U21 team. */
export async function listNationalTeams(db: Db, countryId: string): Promise<NationalTeamList> {
  const country = await db.country.findUnique({
    where: { id: countryId },
    select: {
      id: true,
      name: true,
      teams: {
        where: { kind: { in: ["NationalTeam", "JuniorNationalTeam"] } },
        orderBy: [{ kind: "asc" }, { name: "asc" }],
        select: { id: true, name: true, shortName: true, kind: true, manager: { select: { id: true, username: true } } },
      },
    },
  });
  if (!country) throw notFound("Country");
  return {
    country: { id: country.id, name: country.name },
    nationalTeams: country.teams.map((t) => ({
      id: t.id,
      name: t.name,
      shortName: t.shortName,
      kind: t.kind === "JuniorNationalTeam" ? "JuniorNationalTeam" : "NationalTeam",
      coach: t.manager,
    })),
  };
}
