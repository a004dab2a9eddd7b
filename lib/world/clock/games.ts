import { param, prepareSql, sql, timeParam } from "@/lib/sql";
import { gateRevenue } from "../arena";
import type { Side } from "../boxscore";
import type { PlayerState } from "../clubs";
import { crowdOfGame, playGame } from "../matches";
import { fridayOnOrBefore } from "../season";
import { positionScore, skillsFromText } from "../skills";
import {
  SKILL_KEYS,
  type ArenaRow,
  type MatchKind,
  type Attendance,
  type BoxScoreLineRow,
  type MatchTeamRow,
  type PlayerRow,
} from "../types";
import { eventRng, type ClockContext } from "./context";
import { advanceCompetitions, type Decided } from "./postseason";
import { tellEvents, toManagerOf } from "./events";
import { copyRows, writeAll, type ClockDb } from "./sql";

/** Chance that a player who played a game comes out of it injured. */
const INJURY_PER_GAME = 0.004;

interface DueMatch {
  id: string;
  seasonId: string;
  competitionId: string;
  competitionKind: string;
  kind: MatchKind;
  level: number | null;
  /** The home club's league level (null for a national team). */
  homeLevel: number | null;
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
  season: number;
}

type PlayerRecord = Pick<PlayerRow, "id" | "skills" | "bestPosition" | "gameShape" | "injuryWeeks">;

/** A player as the match engine wants him; an injured player (any weeks left) sits out. */
function stateOf(record: PlayerRecord): PlayerState {
  return {
    row: record as PlayerRow,
    score: positionScore(record.skills, record.bestPosition),
    injuredSince: record.injuryWeeks !== null ? new Date(0) : null,
    formerClub: null,
  };
}

/** Between a roster's players, and between a player's fields, in `ROSTERS_OF_TEAMS`' text. */
const PLAYER_SEPARATOR = "|";
const FIELD_SEPARATOR = " ";

/**
 * A team's players from their text (`ROSTERS_OF_TEAMS`), in its order; a player already met (on
 * another team that plays at the same time) is the same state, so an injury in one game is
 * seen in the other.
 */
function rosterFromText(text: string, byId: Map<string, PlayerState>): PlayerState[] {
  const roster: PlayerState[] = [];
  for (const entry of text.split(PLAYER_SEPARATOR)) {
    const [id, skills, bestPosition, gameShape, injuryWeeks] = entry.split(FIELD_SEPARATOR);
    let state = byId.get(id);
    if (!state) {
      if (skills === "") throw new Error(`Player ${id} lacks a skill or a skill's trend.`);
      state = stateOf({
        id,
        skills: skillsFromText(skills),
        bestPosition: bestPosition as PlayerRow["bestPosition"],
        gameShape: Number(gameShape),
        injuryWeeks: injuryWeeks === "" ? null : Number(injuryWeeks),
      });
      byId.set(id, state);
    }
    roster.push(state);
  }
  return roster;
}

const DUE_GAME_TIMES = prepareSql<{ until: Date }, { startsAt: Date }>(
  "clock_due_game_times",
  sql`SELECT DISTINCT "startsAt" FROM "Match" WHERE "homeScore" IS NULL AND "startsAt" <= ${timeParam("until")} ORDER BY 1`,
);

const GAMES_AT = prepareSql<{ at: Date }, DueMatch>(
  "clock_games_at",
  sql`SELECT m."id", m."seasonId", m."competitionId", c."kind"::text AS "competitionKind", m."kind"::text AS "kind", c."level", hl."level" AS "homeLevel",
             m."homeTeamId", m."awayTeamId", m."startsAt", s."number" AS "season"
        FROM "Match" m JOIN "Competition" c ON c."id" = m."competitionId" JOIN "Season" s ON s."id" = m."seasonId"
        JOIN "Team" h ON h."id" = m."homeTeamId" LEFT JOIN "Competition" hl ON hl."id" = h."leagueId"
       WHERE m."startsAt" = ${timeParam("at")} AND m."homeScore" IS NULL ORDER BY m."id"`,
);

/**
 * A player's skills as `skillsFromText` reads them: each skill's level and its trend's first
 * letter, comma-separated; null when any skill or trend is missing.
 */
export const SKILLS_TEXT_SQL = sql<string | null>`(${sql.join(
  SKILL_KEYS.map((key) => sql`("skills"->${sql.lit(key)}->>'level') || left("skills"->${sql.lit(key)}->>'change', 1)`),
  sql` || ',' || `,
)})`;

/**
 * One player's fields in his roster's text: id, skills (`SKILLS_TEXT_SQL`, empty when one is
 * missing), best position, game shape, weeks injured (empty when healthy).
 */
const PLAYER_TEXT_SQL = sql<string>`("id"::text || ${sql.lit(FIELD_SEPARATOR)} || coalesce(${SKILLS_TEXT_SQL}, '') || ${sql.lit(FIELD_SEPARATOR)} || "bestPosition"
  || ${sql.lit(FIELD_SEPARATOR)} || "gameShape"::text || ${sql.lit(FIELD_SEPARATOR)} || coalesce("injuryWeeks"::text, ''))`;

/**
 * The players, retired ones left out, of the clubs and national teams that play: one row per
 * team, its players in one text ordered by id. A game hour at the game's size reads a hundred
 * thousand players; as rows, taking them apart cost more than the games they play.
 */
const ROSTERS_OF_TEAMS = prepareSql<{ teamIds: string[] }, { teamId: string; players: string }>(
  "clock_rosters_of_teams",
  sql`SELECT "clubId" AS "teamId", string_agg(${PLAYER_TEXT_SQL}, ${sql.lit(PLAYER_SEPARATOR)} ORDER BY "id") AS "players" FROM "Player"
       WHERE NOT "isRetired" AND "clubId" = ANY(${param<string[]>("teamIds")}::uuid[]) GROUP BY "clubId"
      UNION ALL
      SELECT "nationalTeamId", string_agg(${PLAYER_TEXT_SQL}, ${sql.lit(PLAYER_SEPARATOR)} ORDER BY "id") FROM "Player"
       WHERE NOT "isRetired" AND "nationalTeamId" = ANY(${param<string[]>("teamIds")}::uuid[]) GROUP BY "nationalTeamId"`,
);

const ARENAS_OF_TEAMS = prepareSql<{ teamIds: string[] }, ArenaRow>(
  "clock_arenas_of_teams",
  sql`SELECT * FROM "Arena" WHERE "teamId" = ANY(${param<string[]>("teamIds")}::uuid[])`,
);

/** The instants (start times) of the games not yet played up to `until`, oldest first. */
export async function dueGameTimes(db: ClockDb, until: Date): Promise<Date[]> {
  return (await db.sql.rows(DUE_GAME_TIMES, { until })).map((r) => r.startsAt);
}

/**
 * Plays every game that starts at `at`: result, box score, attendance and gate money,
 * injuries; then draws what those results decide (playoff rounds, cup rounds).
 */
export async function playGamesAt(db: ClockDb, ctx: ClockContext, at: Date): Promise<void> {
  const matches = await db.sql.rows(GAMES_AT, { at });
  if (matches.length === 0) return;
  const teamIds = [...new Set(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
  const arenas = new Map((await db.sql.rows(ARENAS_OF_TEAMS, { teamIds })).map((a) => [a.teamId, a]));
  const byId = new Map<string, PlayerState>();
  // Each team's players, built once: a game hour at the game's size has thousands of games.
  const rosters = new Map<string, PlayerState[]>();
  for (const { teamId, players } of await db.sql.rows(ROSTERS_OF_TEAMS, { teamIds })) rosters.set(teamId, rosterFromText(players, byId));
  const rosterOf = (teamId: string) => [...(rosters.get(teamId) ?? [])];

  const results: { id: string; home: number; away: number; attendance: Attendance }[] = [];
  const matchTeams: MatchTeamRow[] = [];
  const lines: BoxScoreLineRow[] = [];
  const injuries: { id: string; weeks: number }[] = [];
  const revenue: { teamId: string; weekStart: Date; amount: number }[] = [];
  for (const match of matches) {
    const rng = eventRng(ctx, `game:${match.id}`);
    const side = (teamId: string): Side => ({ teamId, players: rosterOf(teamId) });
    const arena = arenas.get(match.homeTeamId) ?? null;
    const played = playGame(
      rng,
      match.id,
      at,
      side(match.homeTeamId),
      side(match.awayTeamId),
      arena,
      crowdOfGame(match.kind, match.level, match.homeLevel),
    );
    const attendance = played.attendance;
    results.push({ id: match.id, home: played.homeScore, away: played.awayScore, attendance });
    matchTeams.push(...played.matchTeams);
    lines.push(...played.lines);
    if (arena) revenue.push({ teamId: match.homeTeamId, weekStart: fridayOnOrBefore(at), amount: gateRevenue(arena, attendance) });
    for (const line of played.lines) {
      const player = byId.get(line.playerId)!;
      if (line.totalMinutes > 0 && player.row.injuryWeeks === null && rng.chance(INJURY_PER_GAME)) {
        player.row.injuryWeeks = rng.int(1, 6);
        player.injuredSince = at;
        injuries.push({ id: player.row.id, weeks: player.row.injuryWeeks });
      }
    }
  }

  await copyRows(db, "MatchTeam", matchTeams);
  await copyRows(db, "BoxScoreLine", lines);
  await writeAll(
    db,
    [
      {
        sql: (from) => sql`UPDATE "Match" m SET "homeScore" = r.home, "awayScore" = r.away, "attendance" = r.attendance
           FROM ${from("id uuid, home int, away int, attendance jsonb")} WHERE m."id" = r.id`,
        rows: results,
      },
      {
        sql: (from) => sql`UPDATE "Player" p SET "injuryWeeks" = r.weeks FROM ${from("id uuid, weeks int")} WHERE p."id" = r.id`,
        rows: injuries,
      },
    ],
    { kind: "MatchRevenue", entries: revenue },
  );
  await tellEvents(
    db,
    ctx,
    matches.flatMap((m, i) => finishedEvents(ctx, m, results[i])),
  );
  if (revenue.length > 0) ctx.balances = undefined;

  const decided = new Map<string, Decided>();
  for (const m of matches) decided.set(`${m.competitionId}|${m.seasonId}`, m);
  await advanceCompetitions(db, ctx, [...decided.values()]);
}

/** `match.finished`, to the manager of each side (when a person manages it). */
function finishedEvents(ctx: ClockContext, match: DueMatch, result: { home: number; away: number }) {
  return [match.homeTeamId, match.awayTeamId].flatMap((teamId) =>
    toManagerOf(ctx, teamId, {
      type: "match.finished",
      key: match.id,
      at: match.startsAt,
      data: {
        matchId: match.id,
        teamId,
        competitionId: match.competitionId,
        competitionKind: match.competitionKind,
        season: match.season,
        homeTeamId: match.homeTeamId,
        awayTeamId: match.awayTeamId,
        homeScore: result.home,
        awayScore: result.away,
      },
    }),
  );
}
