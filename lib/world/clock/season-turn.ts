import { param, prepareSql, sql } from "@/lib/sql";
import { newMatchRow, scrimmagePairings } from "../matches";
import { makeFriendlies } from "../competitions";
import { pickNationalSquads, SquadShortlist } from "../national";
import { doubleRoundRobin, leagueRounds } from "../schedule";
import { DAY, HOUR, leagueDayOf, nationalTeamHourOf, OFFSEASON_WEEK, SEASON_WEEKS, TIMETABLE, WEEK } from "../season";
import { positionScore } from "../skills";
import type { MatchRow, PlayerSkills, Position } from "../types";
import { eventRng, peopleTeams, squadSizes, type ClockContext } from "./context";
import { turnCareers } from "./careers";
import { tellEvents } from "./events";
import { finalLines, leagueOutcome, promotionMoves, type FinalLine, type LeagueOutcome, type LeaguePlace } from "../postseason";
import { competitionsInSeason, keyOf, LEAGUES_PER_READ, type SeasonInfo } from "./postseason";
import { groupBy } from "../group";
import { copyRows, json, type ClockDb, type NoArgs } from "./sql";

const NATIONAL_GROUP = 8;
const DEFAULT_HOUR = 18;
/** Players per read for the squads; games per write of the schedule. */
const PLAYERS_PER_READ = 20_000;
const GAMES_PER_WRITE = 20_000;

type League = LeaguePlace;

const LEAGUES = prepareSql<NoArgs, League>(
  "clock_leagues",
  sql`SELECT "id", "countryId", "level", "division" FROM "Competition" WHERE "kind" = 'League' ORDER BY "countryId", "level", "division"`,
);

/** A season's final lines and places, given as JSON rows. */
const STORE_FINAL_LINES = prepareSql<{ finals: string; seasonId: string }, never>(
  "clock_store_final_lines",
  sql`UPDATE "LeagueMembership" m SET "finalPosition" = r."finalPosition", "wins" = r.wins, "losses" = r.losses,
             "pointsFor" = r."pointsFor", "pointsAgainst" = r."pointsAgainst", "forfeits" = 0
        FROM jsonb_to_recordset(${param<string>("finals")}::jsonb)
             AS r("teamId" uuid, "competitionId" uuid, "finalPosition" int, wins int, losses int, "pointsFor" int, "pointsAgainst" int)
       WHERE m."seasonId" = ${param<string>("seasonId")} AND m."competitionId" = r."competitionId" AND m."teamId" = r."teamId"`,
);

/** Clubs moved between leagues, given as JSON rows. */
const MOVE_CLUBS = prepareSql<{ moves: string }, never>(
  "clock_move_clubs",
  sql`UPDATE "Team" t SET "leagueId" = r."leagueId", "conference" = r.conference
        FROM jsonb_to_recordset(${param<string>("moves")}::jsonb) AS r("teamId" uuid, "leagueId" uuid, conference text)
       WHERE t."id" = r."teamId"`,
);

const AGE_PLAYERS = prepareSql<NoArgs, never>("clock_age_players", sql`UPDATE "Player" SET "age" = "age" + 1 WHERE NOT "isRetired"`);

/** The players a national squad may call up (not retired), a page at a time in id order. */
const SQUAD_CANDIDATES = prepareSql<
  { after: string; limit: number },
  { id: string; countryId: string; age: number; skills: PlayerSkills; bestPosition: Position }
>(
  "clock_squad_candidates",
  sql`SELECT "id", "countryId", "age", "skills", "bestPosition"::text AS "bestPosition"
        FROM "Player" WHERE NOT "isRetired" AND "id" > ${param<string>("after")}::uuid ORDER BY "id" LIMIT ${param<number>("limit")}`,
);

/** The players in a national squad now, retired or not. */
const SQUAD_MEMBERS = prepareSql<NoArgs, { id: string; nationalTeamId: string }>(
  "clock_squad_members",
  sql`SELECT "id", "nationalTeamId" FROM "Player" WHERE "nationalTeamId" IS NOT NULL ORDER BY "id"`,
);

const NATIONAL_SQUADS = prepareSql<NoArgs, { id: string; countryId: string; isJunior: boolean }>(
  "clock_national_squads",
  sql`SELECT "id", "countryId", "kind" = 'JuniorNationalTeam' AS "isJunior" FROM "Team"
       WHERE "kind" IN ('NationalTeam', 'JuniorNationalTeam') ORDER BY "id"`,
);

/** Players whose national squad changes (a null team: none), given as JSON rows. */
const MOVE_SQUADS = prepareSql<{ moves: string }, never>(
  "clock_move_squads",
  sql`UPDATE "Player" p SET "nationalTeamId" = r.team
        FROM jsonb_to_recordset(${param<string>("moves")}::jsonb) AS r(id uuid, team uuid)
       WHERE p."id" = r.id`,
);

/**
 * Every country's national squads picked again, by the generator's rule (`pickNationalSquads`),
 * from the players' ages and skills as they are now: a U21 squad keeps no one who has turned 22.
 * The players are read a page at a time and only each country's shortlist is kept.
 */
async function pickSquads(db: ClockDb): Promise<void> {
  const shortlist = new SquadShortlist();
  for (let after = "00000000-0000-0000-0000-000000000000"; ;) {
    const page = await db.sql.rows(SQUAD_CANDIDATES, { after, limit: PLAYERS_PER_READ });
    for (const p of page) shortlist.add({ id: p.id, countryId: p.countryId, age: p.age, score: positionScore(p.skills, p.bestPosition) });
    if (page.length < PLAYERS_PER_READ) break;
    after = page[page.length - 1].id;
  }
  const squadOf = pickNationalSquads(shortlist.candidates(), await db.sql.rows(NATIONAL_SQUADS, {}));
  const now = new Map((await db.sql.rows(SQUAD_MEMBERS, {})).map((p) => [p.id, p.nationalTeamId]));
  const moves = [
    ...[...now].filter(([id, team]) => squadOf.get(id) !== team).map(([id]) => ({ id, team: squadOf.get(id) ?? null })),
    ...[...squadOf].filter(([id]) => !now.has(id)).map(([id, team]) => ({ id, team })),
  ];
  if (moves.length > 0) await db.sql.rows(MOVE_SQUADS, { moves: json(moves) });
}

/** Every club in a league joins its league's season. */
const OPEN_MEMBERSHIPS = prepareSql<{ seasonId: string }, never>(
  "clock_open_memberships",
  sql`INSERT INTO "LeagueMembership" ("seasonId", "competitionId", "teamId", "conference")
      SELECT ${param<string>("seasonId")}, "leagueId", "id", "conference" FROM "Team" WHERE "kind" = 'Club' AND "leagueId" IS NOT NULL`,
);

const LEAGUE_CLUBS = prepareSql<NoArgs, { id: string; leagueId: string; conference: string; countryId: string }>(
  "clock_league_clubs",
  sql`SELECT "id", "leagueId", "conference", "countryId" FROM "Team" WHERE "kind" = 'Club' AND "leagueId" IS NOT NULL ORDER BY "id"`,
);

const CUPS = prepareSql<NoArgs, { id: string; countryId: string }>(
  "clock_cups",
  sql`SELECT "id", "countryId" FROM "Competition" WHERE "kind" = 'Cup' ORDER BY "id"`,
);

const NATIONAL_EVENTS = prepareSql<NoArgs, { id: string; isJunior: boolean }>(
  "clock_national_events",
  sql`SELECT "id", "isJunior" FROM "Competition" WHERE "kind" = 'NationalTeamChampionship' ORDER BY "isJunior", "id"`,
);

/** National teams of a kind with at least five players, who play the championship. */
const NATIONAL_TEAMS = prepareSql<{ kind: string }, { id: string }>(
  "clock_national_teams",
  sql`SELECT t."id" FROM "Team" t
       WHERE t."kind" = ${param<string>("kind")} AND (SELECT count(*) FROM "Player" p WHERE p."nationalTeamId" = t."id") >= 5
       ORDER BY t."id"`,
);

/**
 * The end of a season, at its `endsAt`: final lines and places are stored, the champion of
 * each league goes up and its last two and the losers of its relegation series go down (as
 * swaps, so every league keeps eight clubs a conference), players age a year, retire, sign new
 * contracts and are drafted (./careers.ts), national squads are picked again, and the next season
 * begins with its memberships and schedule (league rounds, cup first round, national teams' round
 * robin, the off-season's scrimmages).
 */
export async function turnSeason(db: ClockDb, ctx: ClockContext, season: SeasonInfo): Promise<SeasonInfo> {
  const rng = eventRng(ctx, `season:${season.number + 1}`);
  const leagues = await db.sql.rows(LEAGUES, {});
  const finals: FinalLine[] = [];
  const outcomes = new Map<string, LeagueOutcome>();
  const hours = new Map<string, number>();
  for (let at = 0; at < leagues.length; at += LEAGUES_PER_READ) {
    const chunk = leagues.slice(at, at + LEAGUES_PER_READ);
    const read = await competitionsInSeason(
      db,
      chunk.map((league) => ({ competitionId: league.id, seasonId: season.id })),
    );
    for (const league of chunk) {
      const games = read.games.get(keyOf(league.id, season.id)) ?? [];
      const members = read.members.get(keyOf(league.id, season.id)) ?? [];
      if (members.length === 0) continue;
      const regular = games.find((g) => g.kind === "LeagueRegularSeason");
      if (regular) hours.set(league.id, regular.startsAt.getUTCHours());
      const outcome = leagueOutcome(members, games);
      outcomes.set(league.id, outcome);
      finals.push(...finalLines(league.id, outcome.ranked));
    }
  }
  await db.sql.rows(STORE_FINAL_LINES, { finals: json(finals), seasonId: season.id });
  const moves = promotionMoves(leagues, outcomes);
  if (moves.length > 0) await db.sql.rows(MOVE_CLUBS, { moves: json(moves) });
  await db.sql.rows(AGE_PLAYERS, {});
  await turnCareers(db, ctx, season.endsAt, season.number + 1);
  // Before the schedule: the national teams' round robin is for the teams the new squads fill.
  await pickSquads(db);

  const next: SeasonInfo = {
    id: rng.uuid(),
    number: season.number + 1,
    startsAt: season.endsAt,
    endsAt: new Date(season.endsAt.getTime() + SEASON_WEEKS * WEEK),
  };
  await copyRows(db, "Season", [next]);
  await db.sql.rows(OPEN_MEMBERSHIPS, { seasonId: next.id });
  await scheduleSeason(db, rng, next, leagues, hours);
  // National teams may have new coaches: the events' managers are read again; squads have changed.
  ctx.people = await peopleTeams(db);
  ctx.squads = await squadSizes(db);
  ctx.incomeFacts = undefined;
  ctx.memo = {};
  const managers = [...new Set(ctx.people.values())].sort();
  await tellEvents(
    db,
    ctx,
    managers.map((managerId) => ({
      type: "season.started" as const,
      key: next.id,
      at: next.startsAt,
      managerId,
      data: { seasonId: next.id, season: next.number, startsAt: next.startsAt.toISOString(), endsAt: next.endsAt.toISOString() },
    })),
  );
  return next;
}

const FRIENDLIES = prepareSql<NoArgs, { id: string }>(
  "clock_friendlies",
  sql`SELECT "id" FROM "Competition" WHERE "kind" = 'Friendly' ORDER BY "id" LIMIT 1`,
);

/** The competition of scrimmages (a world generated before scrimmages were games gets it now). */
async function friendliesOf(db: ClockDb, rng: ReturnType<typeof eventRng>): Promise<string> {
  const found = await db.sql.one(FRIENDLIES, {});
  if (found) return found.id;
  const made = makeFriendlies(rng);
  await copyRows(db, "Competition", [made]);
  return made.id;
}

async function scheduleSeason(
  db: ClockDb,
  rng: ReturnType<typeof eventRng>,
  season: SeasonInfo,
  leagues: League[],
  hours: Map<string, number>,
) {
  const at = (week: number, day: number, hour: number) => new Date(season.startsAt.getTime() + week * WEEK + day * DAY + hour * HOUR);
  let matches: MatchRow[] = [];
  const flush = async (atLeast: number) => {
    if (matches.length < atLeast) return;
    await copyRows(db, "Match", matches);
    matches = [];
  };
  const game = (competitionId: string, kind: MatchRow["kind"], round: number, startsAt: Date, home: string, away: string, isOnTv = false) =>
    matches.push(
      newMatchRow({
        id: rng.uuid(),
        seasonId: season.id,
        competitionId,
        kind,
        round,
        startsAt,
        homeTeamId: home,
        awayTeamId: away,
        isOnTv,
      }),
    );
  const friendlies = await friendliesOf(db, rng);
  const clubs = await db.sql.rows(LEAGUE_CLUBS, {});
  const clubsOfLeague = groupBy(clubs, (c) => c.leagueId);
  const clubsOfCountry = groupBy(clubs, (c) => c.countryId);
  const countryHour = new Map<string, number>();
  for (const league of leagues) {
    const hour = hours.get(league.id) ?? countryHour.get(league.countryId) ?? DEFAULT_HOUR;
    countryHour.set(league.countryId, hour);
    const members = clubsOfLeague.get(league.id) ?? [];
    const side = (conference: string) => rng.shuffle(members.filter((c) => c.conference === conference).map((c) => c.id));
    const [a, b] = [side("A"), side("B")];
    if (a.length !== 8 || b.length !== 8) continue;
    leagueRounds(a, b).forEach((pairings, r) => {
      const startsAt = at(Math.floor(r / 2), leagueDayOf(r), hour);
      const onTv = rng.int(0, pairings.length - 1);
      pairings.forEach((p, i) => game(league.id, "LeagueRegularSeason", r + 1, startsAt, p.home, p.away, i === onTv));
    });
    // The off-season week's scrimmages, as the generator draws them (lib/world/matches.ts).
    scrimmagePairings(rng, [...a, ...b]).forEach((pairings, r) => {
      for (const p of pairings) game(friendlies, "Scrimmage", r + 1, at(OFFSEASON_WEEK, leagueDayOf(r), hour), p.home, p.away);
    });
    await flush(GAMES_PER_WRITE);
  }
  const cups = await db.sql.rows(CUPS, {});
  for (const cup of cups) {
    const drawn = rng.shuffle((clubsOfCountry.get(cup.countryId) ?? []).map((c) => c.id));
    for (let i = 0; i + 1 < drawn.length; i += 2) {
      game(cup.id, "Cup", 1, at(0, TIMETABLE.cupDay, countryHour.get(cup.countryId) ?? DEFAULT_HOUR), drawn[i], drawn[i + 1]);
    }
  }
  const events = await db.sql.rows(NATIONAL_EVENTS, {});
  for (const event of events) {
    const teams = await db.sql.rows(NATIONAL_TEAMS, { kind: event.isJunior ? "JuniorNationalTeam" : "NationalTeam" });
    const ids = teams.map((t) => t.id);
    for (let g = 0; g < ids.length; g += NATIONAL_GROUP) {
      const group = ids.slice(g, g + NATIONAL_GROUP);
      if (group.length < 2) continue;
      doubleRoundRobin(group).forEach((pairings, r) => {
        if (r >= SEASON_WEEKS - 1) return;
        for (const p of pairings)
          game(
            event.id,
            "NationalTeamRoundRobin",
            r + 1,
            at(r, TIMETABLE.nationalTeamDay, nationalTeamHourOf(event.isJunior)),
            p.home,
            p.away,
          );
      });
    }
  }
  await flush(1);
}
