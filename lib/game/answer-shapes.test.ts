/**
 * The answers' SQL is typed by their schemas: a wrong key fails to compile (the
 * `@ts-expect-error` lines below are checked by `tsc`), and the one `apiTeamKind` table gives
 * the same kind in TS and in SQL.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { RawBuilder } from "kysely";
import {
  JsonText,
  jsonObject,
  jsonPiece,
  objectText,
  param,
  prepareSql,
  refJson,
  sql,
  Sql,
  withFields,
  type JsonFields,
  type JsonString,
} from "@/lib/sql";
import { API_TEAM_KINDS, apiTeamKind, apiTeamKindSql } from "@/lib/game/manager-teams";
import type { ApiPlayerSeasonStats, ApiRoster, ApiTeam } from "@/lib/game/schemas/teams";
import type { ApiBoxScore, ApiStandings } from "@/lib/game/schemas/matches";
import type { PlayerTraining } from "@/lib/game/schemas/training";
import type { EventFeed } from "@/lib/game/schemas/events";
import type { SquadTrainingHistory } from "@/lib/game/schemas/national";
import type { ApiPlayer } from "@/lib/game/schemas/player";
import type { PublicPlayer } from "@/lib/game/player-public-json";
import type { TeamKind } from "@/lib/generated/kysely/enums";

const players = sql<JsonString<ApiPlayer[]>>`'[]'`;
const team = refJson("t").$notNull();
const n = sql<number>`1`;
const player = sql<{ id: string; name: string }>`p.ref`;
type StandingsLine = ApiStandings["conferences"][number]["teams"][number];
type Ratings = ApiBoxScore["home"]["ratings"];
type Week = PlayerTraining["weeks"][number];
type SquadWeek = SquadTrainingHistory["weeks"][number];
const statLine = (pct: RawBuilder<number | null>): JsonFields<Omit<ApiPlayerSeasonStats, "player" | "games" | "fgPercent">> => ({
  minutes: n,
  fgm: n,
  fga: n,
  tpm: n,
  tpa: n,
  tpPercent: pct,
  ftm: n,
  fta: n,
  ftPercent: pct,
  oreb: n,
  reb: n,
  ast: n,
  to: n,
  stl: n,
  blk: n,
  pf: n,
  pts: n,
  rating: n,
});

describe("an answer's projection", () => {
  it("takes exactly the schema's keys, with their types", () => {
    objectText<ApiRoster>({ team: jsonPiece.value(team), players: jsonPiece.text(players) });
    // @ts-expect-error a key the schema does not have (a renamed one)
    objectText<ApiRoster>({ team: jsonPiece.value(team), playerz: jsonPiece.text(players) });
    // @ts-expect-error a key of the schema left out
    objectText<ApiRoster>({ team: jsonPiece.value(team) });
    // @ts-expect-error a value of another type (a number where the players are)
    objectText<ApiRoster>({ team: jsonPiece.value(team), players: jsonPiece.value(sql<number>`1`) });
    // @ts-expect-error a renamed key in an object PostgreSQL builds
    jsonObject<Pick<ApiTeam, "id" | "name">>({ id: sql<string>`t.id`, nam: sql<string>`t.name` });
    withFields<ApiPlayer, "isTransferListed" | "skills">(sql<JsonString<PublicPlayer>>`p."publicJson"`, {
      isTransferListed: jsonPiece.constant(true),
      skills: jsonPiece.constant(null),
      // @ts-expect-error a field added to the public figures that the Player answer does not have
      extra: jsonPiece.constant(1),
    });
  });

  it("holds the box score, standings, training and team stats to their schemas", () => {
    jsonObject<Ratings>({ outsideScoring: n, insideScoring: n, outsideDefense: n, insideDefense: n, rebounding: n, offensiveFlow: n });
    // @ts-expect-error a box score's team rating renamed
    jsonObject<Ratings>({ outsideScoring: n, insideScoring: n, outsideDefense: n, insideDefense: n, rebound: n, offensiveFlow: n });
    const line = {
      position: n,
      team,
      isBot: sql<boolean>`true`,
      played: n,
      wins: n,
      losses: n,
      pointsFor: n,
      pointsAgainst: n,
      pointDifference: n,
    };
    jsonObject<StandingsLine>({ ...line, forfeits: n });
    // @ts-expect-error a standings line without its forfeits
    jsonObject<StandingsLine>(line);
    jsonObject<SquadWeek>({ trainedAt: sql<string>`w.at`, changes: sql<SquadWeek["changes"]>`'[]'` });
    // @ts-expect-error a squad's week whose changes are a count
    jsonObject<SquadWeek>({ trainedAt: sql<string>`w.at`, changes: n });
    const week = {
      trainedAt: sql<string>`w.at`,
      type: sql<Week["type"]>`s.drill`,
      positions: sql<Week["positions"]>`'[]'`,
      minutes: n,
      trainingMinutes: n,
    };
    jsonObject<Week>({
      ...week,
      hasFullMinutes: sql<boolean>`true`,
      skillChanges: sql<Week["skillChanges"]>`'[]'`,
      breakthroughs: sql<Week["breakthroughs"]>`'[]'`,
    });
    jsonObject<Week>({
      ...week,
      hasFullMinutes: sql<boolean>`true`,
      skillChanges: sql<Week["skillChanges"]>`'[]'`,
      breakthroughs: sql<Week["breakthroughs"]>`'[]'`,
      // @ts-expect-error a player's week with a key the schema does not have
      extra: n,
    });
    const pct = sql<number | null>`NULL`;
    jsonObject<ApiPlayerSeasonStats>({ player, games: n, fgPercent: pct, ...statLine(pct) });
    // @ts-expect-error a team stats line with its field-goal percentage renamed
    jsonObject<ApiPlayerSeasonStats>({ player, games: n, fgPct: pct, ...statLine(pct) });
    // @ts-expect-error a team stats line whose percentage may be null where the schema says a number
    jsonObject<Pick<ApiPlayerSeasonStats, "pts">>({ pts: pct });
  });

  it("holds the events feed to its schema", () => {
    const events = sql<EventFeed["events"]>`'[]'`;
    jsonObject<EventFeed>({ events, next: sql<string>`'0'`, hasMore: sql<boolean>`false` });
    // @ts-expect-error the feed's hasMore renamed
    jsonObject<EventFeed>({ events, next: sql<string>`'0'`, more: sql<boolean>`false` });
    // @ts-expect-error a cursor written as a number where the schema says a string
    jsonObject<EventFeed>({ events, next: n, hasMore: sql<boolean>`false` });
  });

  it("sends a body only as the answer it was written for", () => {
    const rosterBody: JsonString<ApiRoster> = '{"team":null,"players":[]}';
    expect(new JsonText<ApiRoster>(rosterBody).text).toBe(rosterBody);
    // @ts-expect-error a roster's body sent as a team
    expect(new JsonText<ApiTeam>(rosterBody).text).toBe(rosterBody);
  });

  it("writes the keys in the order given", () => {
    const compiled = prepareSql(
      "shapes_test",
      sql`SELECT ${jsonObject<{ b: number; a: string }>({ b: sql<number>`1`, a: sql<string>`'x'` })}`,
    );
    expect(compiled.text).toBe(`SELECT json_build_object('b', 1, 'a', 'x')`);
  });
});

describe("apiTeamKind", () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: inject("testDatabase").adminUrl });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
  });

  const KIND_SQL = prepareSql<{ kind: TeamKind; isBot: boolean }, { kind: string }>(
    "shapes_test_team_kind",
    sql`SELECT ${apiTeamKindSql("t")} AS kind FROM (SELECT ${param("kind")}::text AS kind, ${param("isBot")}::boolean AS "isBot") t`,
  );
  const rows = (Object.keys(API_TEAM_KINDS) as TeamKind[]).flatMap((kind) => [true, false].map((isBot) => [kind, isBot] as const));

  it.each(rows)("%s, bot %s: the same kind in TS and SQL", async (kind, isBot) => {
    const [row] = await new Sql(client).rows(KIND_SQL, { kind, isBot });
    expect(row.kind).toBe(apiTeamKind({ kind, isBot }));
  });

  it("names a club by who runs it and a national team by its kind", () => {
    expect(rows.map(([kind, isBot]) => apiTeamKind({ kind, isBot }))).toEqual([
      "BotTeam",
      "ManagedTeam",
      "NationalTeam",
      "NationalTeam",
      "JuniorNationalTeam",
      "JuniorNationalTeam",
    ]);
  });
});
