import { param, prepareSql, sql } from "@/lib/sql";
import { contractSalary, marketValue, MIN_SALARY, playerRating, retirementChance } from "../careers";
import { regionOfCountry } from "../countries";
import { draftFor, type DraftClub } from "../draft";
import { MIN_AT_POSITION, overSquad, SQUAD_COMFORT, type SquadMember } from "../manager";
import { SQUAD_MAX } from "../market";
import { NameBook } from "../names";
import { positionScore, skillsFromText } from "../skills";
import type { StaffLevel } from "@/lib/vocabulary";
import { POSITIONS, type PlayerRow, type Position } from "../types";
import { eventRng, type ClockContext } from "./context";
import { wageBudgets } from "./market";
import { tellEvents, toManagerOf, type WorldEventDraft } from "./events";
import { SKILLS_TEXT_SQL } from "./games";
import { copyRows, json, type ClockDb, type NoArgs } from "./sql";

/*
 * The careers' part of a season's turn, once the players are a year older (docs/world.md, "Over
 * seasons"): players retire from their thirties, free agents leave the game, every contract is
 * set again by skill and age (and DMI and rating with it), the draft brings every club its
 * 18- and 19-year-olds, and a club the clock runs lets go of what its squad has no room for.
 */

const PLAYERS_PER_READ = 20_000;
const UPDATES_PER_STATEMENT = 5_000;

interface TurnPlayer {
  id: string;
  clubId: string | null;
  age: number;
  potential: number;
  skills: string;
  position: Position;
  number: number;
  salary: number;
  dmi: number;
  rating: number;
  listed: boolean;
}

/** Players not retired, a page at a time in id order, each with whether he is on an open auction. */
const ACTIVE_PLAYERS = prepareSql<{ after: string; limit: number }, TurnPlayer>(
  "clock_turn_players",
  sql`SELECT p."id", p."clubId", p."age", p."potential", ${SKILLS_TEXT_SQL} AS "skills", p."bestPosition"::text AS "position", p."number",
             p."salary", p."dmi", p."buzzerBeaterRating" AS "rating",
             EXISTS (SELECT 1 FROM "TransferListing" l WHERE l."playerId" = p."id" AND l."status" = 'Open') AS "listed"
        FROM "Player" p WHERE NOT p."isRetired" AND p."id" > ${param<string>("after")}::uuid ORDER BY p."id" LIMIT ${param<number>("limit")}`,
);

const RETIRE = prepareSql<{ ids: string[] }, never>(
  "clock_retire_players",
  sql`UPDATE "Player" SET "isRetired" = true, "clubId" = NULL, "nationalTeamId" = NULL WHERE "id" = ANY(${param<string[]>("ids")}::uuid[])`,
);

const RELEASE = prepareSql<{ ids: string[] }, never>(
  "clock_release_players",
  sql`UPDATE "Player" SET "clubId" = NULL WHERE "id" = ANY(${param<string[]>("ids")}::uuid[])`,
);

const HOLD_SALARIES = prepareSql<{ updates: string }, never>(
  "clock_hold_salaries",
  sql`UPDATE "Player" p SET "salary" = r.salary FROM jsonb_to_recordset(${param<string>("updates")}::jsonb) AS r(id uuid, salary int) WHERE p."id" = r.id`,
);

const RECONTRACT = prepareSql<{ updates: string }, never>(
  "clock_recontract",
  sql`UPDATE "Player" p SET "salary" = r.salary, "dmi" = r.dmi, "buzzerBeaterRating" = r.rating
        FROM jsonb_to_recordset(${param<string>("updates")}::jsonb) AS r(id uuid, salary int, dmi int, rating float8) WHERE p."id" = r.id`,
);

/** A club with what the draft needs of it, and who runs it. */
interface DraftingClub {
  id: string;
  countryId: string;
  level: number | null;
  youthTrainer: StaffLevel | null;
  runBy: "person" | "simulated" | "bot";
}

/** Every club with what the draft needs of it, and who runs it. */
const DRAFT_CLUBS = prepareSql<NoArgs, DraftingClub>(
  "clock_draft_clubs",
  sql`SELECT t."id", t."countryId", c."level", y."level"::text AS "youthTrainer",
             CASE WHEN t."managerId" IS NULL THEN 'bot' WHEN m."isSimulated" THEN 'simulated' ELSE 'person' END AS "runBy"
        FROM "Team" t
        LEFT JOIN "Manager" m ON m."id" = t."managerId"
        LEFT JOIN "Competition" c ON c."id" = t."leagueId"
        LEFT JOIN (SELECT DISTINCT ON ("teamId") "teamId", "level" FROM "Staff" WHERE "type"::text = 'YouthTrainer' ORDER BY "teamId", "id") y ON y."teamId" = t."id"
       WHERE t."kind" = 'Club' ORDER BY t."id"`,
);

const COUNTRIES = prepareSql<NoArgs, { id: string; code: string }>(
  "clock_countries",
  sql`SELECT "id", "code" FROM "Country" ORDER BY "id"`,
);

/** A club's squad after the retirements, as the draft and the trim see it. */
interface Squad {
  players: SquadMember[];
  numbers: Set<number>;
}

/**
 * Retirements, contracts, the draft and the trim, at the turn `at` (the new season's start),
 * for the season numbered `season`; a person's club's draftees and retirements are told.
 */
export async function turnCareers(db: ClockDb, ctx: ClockContext, at: Date, season: number): Promise<void> {
  const rng = eventRng(ctx, `careers:${season}`);
  const squads = new Map<string, Squad>();
  const retired: TurnPlayer[] = [];
  let updates: { id: string; salary: number; dmi: number; rating: number }[] = [];
  const flush = async (atLeast: number) => {
    if (updates.length < atLeast) return;
    for (let i = 0; i < updates.length; i += UPDATES_PER_STATEMENT) {
      await db.sql.rows(RECONTRACT, { updates: json(updates.slice(i, i + UPDATES_PER_STATEMENT)) });
    }
    updates = [];
  };
  for (let after = "00000000-0000-0000-0000-000000000000"; ;) {
    const page = await db.sql.rows(ACTIVE_PLAYERS, { after, limit: PLAYERS_PER_READ });
    for (const p of page) {
      // Free agents leave the game at the turn; a player on an open auction retires a season later.
      const retires = !p.listed && (p.clubId === null || rng.chance(retirementChance(p.age)));
      if (retires) {
        retired.push(p);
        continue;
      }
      const score = positionScore(skillsFromText(p.skills), p.position);
      const salary = contractSalary(score, p.age, p.id);
      const dmi = marketValue(score, p.age, p.potential, p.id);
      const rating = playerRating(score, p.id);
      if (salary !== p.salary || dmi !== p.dmi || rating !== p.rating) updates.push({ id: p.id, salary, dmi, rating });
      if (p.clubId === null) continue;
      let squad = squads.get(p.clubId);
      if (!squad) squads.set(p.clubId, (squad = { players: [], numbers: new Set() }));
      squad.numbers.add(p.number);
      squad.players.push({ id: p.id, position: p.position, score, age: p.age, salary, dmi, listed: p.listed, listable: false });
    }
    await flush(PLAYERS_PER_READ);
    if (page.length < PLAYERS_PER_READ) break;
    after = page[page.length - 1].id;
  }
  await flush(1);
  if (retired.length > 0) await db.sql.rows(RETIRE, { ids: retired.map((p) => p.id) });

  const clubs = await db.sql.rows(DRAFT_CLUBS, {});
  await holdToBudget(db, ctx, clubs, squads);
  const draftees = await draft(db, ctx, at, season, clubs, squads);
  // A club the clock runs lets go of what it has no room for; a person's took only what fitted.
  const fresh = new Set(draftees.map((p) => p.id));
  const released = clubs.filter((c) => c.runBy !== "person").flatMap((c) => cutSquad(squads.get(c.id)?.players ?? [], fresh));
  if (released.length > 0) await db.sql.rows(RELEASE, { ids: released });

  const told: WorldEventDraft[] = [
    ...retired.flatMap((p) =>
      toManagerOf(ctx, p.clubId, {
        type: "player.retired" as const,
        key: p.id,
        at,
        data: { playerId: p.id, teamId: p.clubId!, age: p.age },
      }),
    ),
    ...draftees.flatMap((p) =>
      toManagerOf(ctx, p.clubId, {
        type: "player.drafted" as const,
        key: p.id,
        at,
        data: { playerId: p.id, teamId: p.clubId!, age: p.age, position: p.bestPosition },
      }),
    ),
  ];
  await tellEvents(db, ctx, told);
}

/**
 * A person's club cannot sell while its manager is away, and its wages would outgrow what it earns
 * (after a relegation, say) until its bank ran dry: its new contracts are held to its wage budget
 * (`wageBudget`), each cut in the same proportion, none below the game's least salary. The clubs
 * the clock runs hold their wages by selling (lib/world/manager.ts).
 */
async function holdToBudget(db: ClockDb, ctx: ClockContext, clubs: { id: string; runBy: string }[], squads: Map<string, Squad>) {
  const people = clubs.filter((c) => c.runBy === "person" && squads.has(c.id)).map((c) => c.id);
  const budgets = await wageBudgets(db, ctx, people);
  const held: { id: string; salary: number }[] = [];
  for (const id of people) {
    const players = squads.get(id)!.players;
    const payroll = players.reduce((sum, p) => sum + p.salary, 0);
    const budget = Math.max(0, budgets.get(id) ?? 0);
    if (payroll <= budget) continue;
    for (const p of players) {
      p.salary = Math.max(MIN_SALARY, Math.floor((p.salary * budget) / payroll / 10) * 10);
      held.push({ id: p.id, salary: p.salary });
    }
  }
  for (let i = 0; i < held.length; i += UPDATES_PER_STATEMENT) {
    await db.sql.rows(HOLD_SALARIES, { updates: json(held.slice(i, i + UPDATES_PER_STATEMENT)) });
  }
}

/**
 * Whom a club the clock runs lets go after the draft: while it has more than `SQUAD_COMFORT`,
 * its weakest new draftee (one its position can spare: a draftee who did not make it), then
 * whoever it needs least while it has more than `SQUAD_MAX` (`overSquad`).
 */
function cutSquad(players: SquadMember[], fresh: Set<string>): string[] {
  const cut: string[] = [];
  const drafted = players.filter((p) => fresh.has(p.id)).sort((a, b) => a.score - b.score || (a.id < b.id ? -1 : 1));
  for (const flop of drafted) {
    if (players.length <= SQUAD_COMFORT) break;
    if (players.filter((p) => p.position === flop.position).length <= MIN_AT_POSITION) continue;
    players.splice(players.indexOf(flop), 1);
    cut.push(flop.id);
  }
  return [...cut, ...overSquad(players).map((p) => p.id)];
}

/** Every club's draftees, written; returned for the events. */
async function draft(
  db: ClockDb,
  ctx: ClockContext,
  at: Date,
  season: number,
  clubs: DraftingClub[],
  squads: Map<string, Squad>,
): Promise<PlayerRow[]> {
  const rng = eventRng(ctx, `draft:${season}`);
  const countries = (await db.sql.rows(COUNTRIES, {})).map((c) => ({ id: c.id, region: regionOfCountry(c.code) }));
  const names = new NameBook();
  const rows: PlayerRow[] = [];
  for (const club of clubs) {
    let squad = squads.get(club.id);
    if (!squad) squads.set(club.id, (squad = { players: [], numbers: new Set() }));
    const positions = Object.fromEntries(POSITIONS.map((pos) => [pos, 0])) as Record<Position, number>;
    for (const p of squad.players) positions[p.position]++;
    const drafting: DraftClub = {
      id: club.id,
      countryId: club.countryId,
      level: club.level ?? 3,
      youthTrainer: club.youthTrainer,
      positions,
      numbers: squad.numbers,
      // A person's club takes what its squad has room for; one the clock runs lets go of the rest after.
      room: club.runBy === "person" ? Math.max(0, SQUAD_MAX - squad.players.length) : SQUAD_MAX,
    };
    for (const row of draftFor(rng, drafting, countries, names, at)) {
      rows.push(row);
      const score = positionScore(row.skills, row.bestPosition);
      squad.players.push({
        id: row.id,
        position: row.bestPosition,
        score,
        age: row.age,
        salary: row.salary,
        dmi: row.dmi,
        listed: false,
        listable: false,
      });
    }
  }
  await copyRows(db, "Player", rows);
  return rows;
}
