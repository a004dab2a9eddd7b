import { describe, expect, it } from "vitest";
import { countRows, generateWorld } from "./generate";
import { TEST_OPTIONS, testWorld } from "./test-world";
import type { World } from "./types";

/** Whole-world generations take seconds, more on a busy machine. */
const SLOW = 120_000;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("determinism", () => {
  it(
    "gives the same world, ids included, for the same seed, time and size",
    () => {
      expect(JSON.stringify(generateWorld(TEST_OPTIONS))).toBe(JSON.stringify(testWorld()));
    },
    SLOW,
  );

  it(
    "gives another world for another seed",
    () => {
      const small = { ...TEST_OPTIONS, size: 0.25 };
      const one = generateWorld(small);
      const other = generateWorld({ ...small, seed: 43 });
      expect(other.players[0].id).not.toBe(one.players[0].id);
      expect(other.teams.map((t) => t.name)).not.toEqual(one.teams.map((t) => t.name));
    },
    SLOW,
  );

  it("builds version-4 UUIDs", () => {
    const w = testWorld();
    const ids = [...w.players.map((p) => p.id), ...w.matches.map((m) => m.id), ...w.managers.map((m) => m.id)];
    expect(ids.filter((id) => !UUID_V4.test(id))).toEqual([]);
  });
});

describe("size", () => {
  it("has about four countries with two or three levels at size 1", () => {
    const w = testWorld();
    expect(w.countries).toHaveLength(4);
    for (const c of w.countries) expect([2, 3]).toContain(c.levels);
    expect(w.countries.some((c) => c.levels === 3)).toBe(true);
  });

  it("scales the number of countries with size", () => {
    const small = generateWorld({ ...TEST_OPTIONS, size: 0.25, withDemoAccounts: false });
    expect(small.countries).toHaveLength(1);
    expect(small.managers.some((m) => m.username === "demo")).toBe(false);
  });

  it("fills every table of the world", () => {
    for (const [table, count] of Object.entries(countRows(testWorld()))) expect(count, table).toBeGreaterThan(0);
  });
});

function keysUnique<T>(rows: T[], key: (row: T) => string, label: string) {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const row of rows) {
    const k = key(row);
    if (seen.has(k)) twice.push(k);
    seen.add(k);
  }
  expect(twice, label).toEqual([]);
}

describe("integrity", () => {
  const w: World = testWorld();
  const ids = <T extends { id: string }>(rows: T[]) => new Set(rows.map((r) => r.id));
  const teams = ids(w.teams);
  const players = ids(w.players);
  const managers = ids(w.managers);
  const matches = ids(w.matches);
  const sessions = ids(w.trainingSessions);
  const competitions = ids(w.competitions);
  const countries = ids(w.countries);
  const seasons = ids(w.seasons);

  it("has unique primary and unique keys", () => {
    keysUnique(w.managers, (m) => m.id, "manager");
    keysUnique(w.managers, (m) => m.username, "username");
    keysUnique(w.countries, (c) => c.name, "country name");
    keysUnique(w.countries, (c) => c.code, "country code");
    keysUnique(w.seasons, (s) => String(s.number), "season number");
    keysUnique(w.players, (p) => p.id, "player");
    keysUnique(w.teams, (t) => t.id, "team");
    keysUnique(w.matches, (m) => m.id, "match");
    keysUnique(w.matchTeams, (m) => `${m.matchId}/${m.teamId}`, "match team");
    keysUnique(w.boxScoreLines, (l) => `${l.matchId}/${l.playerId}`, "box score line");
    keysUnique(w.memberships, (m) => `${m.seasonId}/${m.competitionId}/${m.teamId}`, "membership");
    keysUnique(w.facilities, (f) => `${f.teamId}/${f.building}`, "facility");
    keysUnique(w.economyWeeks, (e) => `${e.teamId}/${e.weekStart.toISOString()}`, "economy week");
    keysUnique(w.economyLines, (l) => `${l.weekId}/${l.kind}`, "economy line");
    keysUnique(w.trainingParticipants, (p) => `${p.sessionId}/${p.playerId}`, "participant");
    keysUnique(w.skillChanges, (c) => `${c.sessionId}/${c.playerId}/${c.skill}`, "skill change");
    keysUnique(w.breakthroughs, (b) => `${b.sessionId}/${b.playerId}/${b.skill}`, "breakthrough");
    keysUnique(w.arenas, (a) => a.teamId, "arena");
    keysUnique(w.trainingPlans, (p) => p.teamId, "training plan");
  });

  it("points every foreign key at an existing row", () => {
    const has = (set: Set<string>, id: string | null) => id === null || set.has(id);
    const broken = (label: string, rows: object[], ok: (row: never) => boolean) =>
      expect(rows.filter((r) => !ok(r as never)).length, label).toBe(0);
    broken("competition", w.competitions, (c: World["competitions"][0]) => has(countries, c.countryId));
    broken(
      "team",
      w.teams,
      (t: World["teams"][0]) => countries.has(t.countryId) && has(competitions, t.leagueId) && has(managers, t.managerId),
    );
    broken(
      "membership",
      w.memberships,
      (m: World["memberships"][0]) => seasons.has(m.seasonId) && competitions.has(m.competitionId) && teams.has(m.teamId),
    );
    broken(
      "player",
      w.players,
      (p: World["players"][0]) => countries.has(p.countryId) && has(teams, p.clubId) && has(teams, p.nationalTeamId),
    );
    broken(
      "club asset",
      [...w.arenas, ...w.staff, ...w.facilities, ...w.economyWeeks, ...w.trainingPlans, ...w.trainingSessions],
      (r: { teamId: string }) => teams.has(r.teamId),
    );
    const weeks = ids(w.economyWeeks);
    broken("economy line", w.economyLines, (l: World["economyLines"][0]) => weeks.has(l.weekId));
    broken(
      "training row",
      [...w.trainingParticipants, ...w.skillChanges, ...w.breakthroughs],
      (r: { sessionId: string; playerId: string }) => sessions.has(r.sessionId) && players.has(r.playerId),
    );
    broken(
      "match",
      w.matches,
      (m: World["matches"][0]) =>
        seasons.has(m.seasonId) && competitions.has(m.competitionId) && teams.has(m.homeTeamId) && teams.has(m.awayTeamId),
    );
    broken(
      "match side",
      [...w.matchTeams, ...w.boxScoreLines],
      (r: { matchId: string; teamId: string }) => matches.has(r.matchId) && teams.has(r.teamId),
    );
    broken("box score player", w.boxScoreLines, (l: World["boxScoreLines"][0]) => players.has(l.playerId));
    const listings = ids(w.listings);
    broken(
      "listing",
      w.listings,
      (l: World["listings"][0]) => players.has(l.playerId) && teams.has(l.listingClubId) && has(teams, l.buyerTeamId),
    );
    broken("bid", w.bids, (b: World["bids"][0]) => listings.has(b.listingId) && teams.has(b.teamId) && has(managers, b.managerId));
  });
});
