import { describe, expect, it } from "vitest";
import { JUNIOR_MAX_AGE } from "./national";
import { compareStandings } from "./postseason";
import { MARKET_PACE, OWNED_BEFORE_LISTING, SQUAD_MAX } from "./market";
import { DAY, WEEK } from "./season";
import { requiredMinutes } from "./training";
import { groupBy, TEST_OPTIONS, testWorld } from "./test-world";
import { POSITIONS, SKILL_KEYS, type BoxScoreLineRow, type EconomyWeekRow, type MatchRow, type World } from "./types";

const w: World = testWorld();
const ref = TEST_OPTIONS.referenceTime.getTime();
const played = w.matches.filter((m) => m.homeScore !== null);
const future = w.matches.filter((m) => m.homeScore === null);
const linesByMatch = groupBy(w.boxScoreLines, (l) => l.matchId);
const sidesByMatch = groupBy(w.matchTeams, (t) => t.matchId);
const clubs = w.teams.filter((t) => t.kind === "Club");
const playersById = new Map(w.players.map((p) => [p.id, p]));
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** Every failing item, so a failure names them instead of stopping at the first. */
function failures<T>(items: T[], ok: (item: T) => boolean): T[] {
  return items.filter((item) => !ok(item)).slice(0, 5);
}

describe("schedule", () => {
  it("has both played games (before the reference time) and scheduled ones", () => {
    expect(played.length).toBeGreaterThan(1000);
    expect(future.length).toBeGreaterThan(1000);
    expect(failures(played, (m) => m.startsAt.getTime() < ref)).toEqual([]);
    expect(failures(future, (m) => m.startsAt.getTime() >= ref && m.awayScore === null && m.attendance === null)).toEqual([]);
    expect(failures(future, (m) => !linesByMatch.has(m.id) && !sidesByMatch.has(m.id))).toEqual([]);
  });

  it("plays league games on Tuesday and Saturday, cup on Thursday, national teams on Monday", () => {
    const day = (m: MatchRow) => m.startsAt.getUTCDay();
    expect(new Set(w.matches.filter((m) => m.kind === "LeagueRegularSeason").map(day))).toEqual(new Set([2, 6]));
    expect(new Set(w.matches.filter((m) => m.kind === "Cup").map(day))).toEqual(new Set([4]));
    expect(new Set(w.matches.filter((m) => m.kind === "NationalTeamRoundRobin").map(day))).toEqual(new Set([1]));
  });

  it("gives every club 22 league games in 22 rounds in each season the world keeps", () => {
    const league = w.matches.filter((m) => m.kind === "LeagueRegularSeason");
    const games = groupBy(
      league.flatMap((m) => [`${m.seasonId}/${m.homeTeamId}`, `${m.seasonId}/${m.awayTeamId}`]),
      (key) => key,
    );
    const clubSeasons = w.seasons.flatMap((s) => clubs.map((c) => `${s.id}/${c.id}`));
    expect(failures(clubSeasons, (key) => games.get(key)?.length === 22)).toEqual([]);
    expect(new Set(league.map((m) => m.round))).toEqual(new Set(Array.from({ length: 22 }, (_, i) => i + 1)));
  });

  it("draws a cup round only when the previous one is over", () => {
    const cup = groupBy(
      w.matches.filter((m) => m.kind === "Cup"),
      (m) => `${m.competitionId}/${m.round}`,
    );
    for (const key of cup.keys()) {
      const [competitionId, round] = key.split("/");
      const previous = cup.get(`${competitionId}/${Number(round) - 1}`);
      if (previous) expect(previous.every((m) => m.homeScore !== null)).toBe(true);
    }
  });
});

describe("box scores", () => {
  const sides = played.flatMap((m) =>
    (sidesByMatch.get(m.id) ?? []).map((side) => ({
      m,
      side,
      lines: (linesByMatch.get(m.id) ?? []).filter((l) => l.teamId === side.teamId),
    })),
  );

  it("has two sides per played game, and no tie", () => {
    expect(failures(played, (m) => sidesByMatch.get(m.id)?.length === 2 && m.homeScore !== m.awayScore)).toEqual([]);
  });

  it("adds players' points up to the team's score, and partials too", () => {
    expect(
      failures(sides, ({ m, side, lines }) => {
        const score = side.isHome ? m.homeScore : m.awayScore;
        return sum(lines.map((l) => l.pts)) === score && side.score === score && sum(side.partials) === score && side.partials.length >= 4;
      }),
    ).toEqual([]);
  });

  it("scores each line as 2 per two, 3 per three and 1 per free throw, made never above attempted", () => {
    const bad = (l: BoxScoreLineRow) =>
      l.pts !== 2 * (l.fgm - l.tpm) + 3 * l.tpm + l.ftm ||
      l.fgm > l.fga ||
      l.tpm > l.tpa ||
      l.ftm > l.fta ||
      l.tpm > l.fgm ||
      l.tpa > l.fga ||
      l.oreb > l.reb;
    expect(w.boxScoreLines.filter(bad).slice(0, 5)).toEqual([]);
  });

  it("gives each team 240 minutes plus 25 per overtime, 48 (+5) per position", () => {
    expect(
      failures(sides, ({ side, lines }) => {
        const overtimes = side.partials.length - 4;
        const perPosition = POSITIONS.every((pos) => sum(lines.map((l) => l.minutes[pos])) === 48 + 5 * overtimes);
        return sum(lines.map((l) => l.totalMinutes)) === 240 + 25 * overtimes && perPosition;
      }),
    ).toEqual([]);
    expect(failures(w.boxScoreLines, (l) => sum(POSITIONS.map((p) => l.minutes[p])) === l.totalMinutes)).toEqual([]);
  });

  it("has five starters per side, and did-not-play lines all zero", () => {
    expect(failures(sides, ({ lines }) => lines.filter((l) => l.isStarter).length === 5)).toEqual([]);
    const numbers = (l: BoxScoreLineRow) => [
      l.totalMinutes,
      l.fga,
      l.fta,
      l.reb,
      l.ast,
      l.to,
      l.stl,
      l.blk,
      l.pf,
      l.pts,
      l.plusMinus,
      l.rating,
    ];
    expect(
      failures(
        w.boxScoreLines.filter((l) => l.didNotPlay),
        (l) => numbers(l).every((n) => n === 0) && !l.isStarter,
      ),
    ).toEqual([]);
  });

  it("keeps each side's steals within the opponent's turnovers, and rebounds within the misses", () => {
    const total = (lines: BoxScoreLineRow[], f: (l: BoxScoreLineRow) => number) => sum(lines.map(f));
    const opponentOf = (s: (typeof sides)[number]) => sides.find((o) => o.m === s.m && o.side.teamId !== s.side.teamId)!;
    expect(failures(sides, (s) => total(s.lines, (l) => l.stl) <= total(opponentOf(s).lines, (l) => l.to))).toEqual([]);
    expect(
      failures(sides, (s) => {
        const misses = total(s.lines, (l) => l.fga - l.fgm);
        const opponentDefensive = total(opponentOf(s).lines, (l) => l.reb - l.oreb);
        return total(s.lines, (l) => l.oreb) + opponentDefensive <= misses;
      }),
    ).toEqual([]);
  });

  it("shoots in basketball's ranges, and centres rarely from three", () => {
    const lines = w.boxScoreLines;
    const share = (made: (l: BoxScoreLineRow) => number, tried: (l: BoxScoreLineRow) => number, of = lines) =>
      sum(of.map(made)) / sum(of.map(tried));
    expect(
      share(
        (l) => l.fgm,
        (l) => l.fga,
      ),
    ).toBeGreaterThanOrEqual(0.42);
    expect(
      share(
        (l) => l.fgm,
        (l) => l.fga,
      ),
    ).toBeLessThanOrEqual(0.5);
    expect(
      share(
        (l) => l.tpm,
        (l) => l.tpa,
      ),
    ).toBeGreaterThanOrEqual(0.3);
    expect(
      share(
        (l) => l.tpm,
        (l) => l.tpa,
      ),
    ).toBeLessThanOrEqual(0.4);
    expect(
      share(
        (l) => l.ftm,
        (l) => l.fta,
      ),
    ).toBeGreaterThanOrEqual(0.65);
    expect(
      share(
        (l) => l.ftm,
        (l) => l.fta,
      ),
    ).toBeLessThanOrEqual(0.8);
    expect(
      share(
        (l) => l.oreb,
        (l) => l.reb,
      ),
    ).toBeGreaterThanOrEqual(0.22);
    expect(
      share(
        (l) => l.oreb,
        (l) => l.reb,
      ),
    ).toBeLessThanOrEqual(0.32);
    const centres = lines.filter((l) => playersById.get(l.playerId)?.bestPosition === "C");
    expect(
      share(
        (l) => l.tpa,
        (l) => l.fga,
        centres,
      ),
    ).toBeLessThan(0.03);
  });

  it("sums plus-minus to five times the margin", () => {
    expect(
      failures(sides, ({ m, side, lines }) => {
        const margin = side.isHome ? m.homeScore! - m.awayScore! : m.awayScore! - m.homeScore!;
        return sum(lines.map((l) => l.plusMinus)) === 5 * margin;
      }),
    ).toEqual([]);
  });

  it("records strategies and ratings in thirds of a level", () => {
    const thirds = (x: number) => Math.abs(Math.round(x * 3) / 3 - x) < 0.05;
    expect(failures(w.matchTeams, (t) => Object.values(t.ratings).every(thirds) && t.offensiveStrategy.length > 0)).toEqual([]);
  });

  it("fields the club's or squad's own players, and attendance within the arena", () => {
    const arenas = new Map(w.arenas.map((a) => [a.teamId, a]));
    const listings = w.listings.filter((l) => l.status === "Sold");
    const formerClub = new Map(listings.map((l) => [l.playerId, l.listingClubId]));
    expect(
      failures(w.boxScoreLines, (l) => {
        const p = playersById.get(l.playerId)!;
        return p.clubId === l.teamId || p.nationalTeamId === l.teamId || formerClub.get(p.id) === l.teamId;
      }),
    ).toEqual([]);
    expect(
      failures(
        played.filter((m) => arenas.has(m.homeTeamId)),
        (m) => {
          const a = arenas.get(m.homeTeamId)!;
          const at = m.attendance!;
          return (
            at.bleachers <= a.bleachers && at.lowerTier <= a.lowerTier && at.courtside <= a.courtside && at.luxuryBoxes <= a.luxuryBoxes
          );
        },
      ),
    ).toEqual([]);
  });
});

describe("standings and memberships", () => {
  const current = w.seasons[w.seasons.length - 1];
  const previous = w.seasons[w.seasons.length - 2];

  it("keeps the last full season and the current one (about the 70th), back to back, the current one holding the reference time", () => {
    expect(w.seasons.map((s) => s.number)).toEqual([current.number - 1, current.number]);
    expect(current.number).toBeGreaterThanOrEqual(65);
    expect(current.startsAt.getTime()).toBeLessThan(ref);
    expect(current.endsAt.getTime()).toBeGreaterThan(ref);
    expect(current.startsAt).toEqual(previous.endsAt);
    expect(previous.endsAt.getTime()).toBeLessThan(ref);
  });

  it("gives every club of a league its own short name", () => {
    const byLeague = groupBy(clubs, (c) => c.leagueId);
    expect(failures([...byLeague.values()], (members) => new Set(members.map((c) => c.shortName)).size === members.length)).toEqual([]);
  });

  it("gives no club a line for a season that began before it was founded", () => {
    const seasons = new Map(w.seasons.map((s) => [s.id, s]));
    const teams = new Map(w.teams.map((t) => [t.id, t]));
    expect(failures(w.memberships, (m) => teams.get(m.teamId)!.createdAt.getTime() <= seasons.get(m.seasonId)!.startsAt.getTime())).toEqual(
      [],
    );
  });

  it("places every club in its league and conference for the current season", () => {
    const now = new Map(w.memberships.filter((m) => m.seasonId === current.id).map((m) => [m.teamId, m]));
    expect(failures(clubs, (c) => now.get(c.id)?.competitionId === c.leagueId && now.get(c.id)?.conference === c.conference)).toEqual([]);
    expect([...now.values()].every((m) => m.wins === null && m.finalPosition === null)).toBe(true);
  });

  it("closes the previous season with 22 games each and ranks 1 to 8 per conference", () => {
    const last = w.memberships.filter((m) => m.seasonId === previous.id);
    expect(last).toHaveLength(clubs.length);
    expect(failures(last, (m) => m.wins! + m.losses! === 22)).toEqual([]);
    for (const [, league] of groupBy(last, (m) => m.competitionId)) {
      expect(sum(league.map((m) => m.wins!))).toBe(176);
      expect(sum(league.map((m) => m.pointsFor!))).toBe(sum(league.map((m) => m.pointsAgainst!)));
      for (const [, conference] of groupBy(league, (m) => m.conference)) {
        const ranked = [...conference].sort((a, b) => a.finalPosition! - b.finalPosition!);
        expect(ranked.map((m) => m.finalPosition)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
        for (let i = 1; i < ranked.length; i++) {
          expect(compareStandings(ranked[i - 1] as never, ranked[i] as never)).toBeLessThanOrEqual(0);
        }
      }
    }
  });

  it("plays the last full season out: every game with its box score, each league's post-season, the cup to its final", () => {
    const past = w.matches.filter((m) => m.seasonId === previous.id);
    expect(failures(past, (m) => m.homeScore !== null && sidesByMatch.get(m.id)?.length === 2 && linesByMatch.has(m.id))).toEqual([]);
    for (const league of w.competitions.filter((c) => c.kind === "League")) {
      const n = (kind: MatchRow["kind"]) => past.filter((m) => m.competitionId === league.id && m.kind === kind).length;
      expect([n("LeagueQuarterfinal"), n("LeagueSemifinal")], league.name).toEqual([4, 2]);
      expect(n("LeagueFinal")).toBeGreaterThanOrEqual(2);
      expect(n("LeagueFinal")).toBeLessThanOrEqual(3);
      expect(n("Relegation")).toBeGreaterThanOrEqual(4);
      expect(n("Relegation")).toBeLessThanOrEqual(6);
    }
    for (const cup of w.competitions.filter((c) => c.kind === "Cup")) {
      const rounds = groupBy(
        past.filter((m) => m.competitionId === cup.id),
        (m) => m.round,
      );
      expect(rounds.get(Math.max(...rounds.keys()))).toHaveLength(1);
    }
  });

  it("sends each lower league's champion of the last season up, swapped with a club from above", () => {
    const level = new Map(w.competitions.map((c) => [c.id, c.level]));
    const was = new Map(w.memberships.filter((m) => m.seasonId === previous.id).map((m) => [m.teamId, m.competitionId]));
    const moved = clubs.filter((c) => was.get(c.id) !== c.leagueId);
    const up = moved.filter((c) => level.get(c.leagueId!)! === level.get(was.get(c.id)!)! - 1);
    const down = moved.filter((c) => level.get(c.leagueId!)! === level.get(was.get(c.id)!)! + 1);
    const lower = w.competitions.filter((c) => c.kind === "League" && c.level! > 1).length;
    expect([up.length, down.length, moved.length]).toEqual([lower, lower, 2 * lower]);
    const finalWins = (teamId: string) =>
      w.matches.filter(
        (m) =>
          m.seasonId === previous.id && m.kind === "LeagueFinal" && (m.homeScore! > m.awayScore! ? m.homeTeamId : m.awayTeamId) === teamId,
      ).length;
    expect(failures(up, (c) => finalWins(c.id) === 2)).toEqual([]);
  });

  it("has standings that follow from this season's results: equal games played, wins matching games", () => {
    const league = played.filter((m) => m.kind === "LeagueRegularSeason" && m.seasonId === current.id);
    for (const [, games] of groupBy(league, (m) => m.competitionId)) {
      const record = new Map<string, { w: number; l: number }>();
      for (const m of games) {
        const winner = m.homeScore! > m.awayScore! ? m.homeTeamId : m.awayTeamId;
        for (const id of [m.homeTeamId, m.awayTeamId]) {
          const r = record.get(id) ?? { w: 0, l: 0 };
          if (id === winner) r.w++;
          else r.l++;
          record.set(id, r);
        }
      }
      const lines = [...record.values()];
      expect(lines).toHaveLength(16);
      expect(new Set(lines.map((r) => r.w + r.l)).size).toBe(1);
      expect(sum(lines.map((r) => r.w))).toBe(games.length);
    }
  });
});

describe("clubs and players", () => {
  it("names players from whole real names: at least 95% distinct, never twice in a club", () => {
    const fullName = (p: (typeof w.players)[number]) => `${p.firstName} ${p.lastName}`;
    expect(new Set(w.players.map(fullName)).size / w.players.length).toBeGreaterThanOrEqual(0.95);
    const byClub = groupBy(w.players, (p) => p.clubId);
    expect(failures([...byClub.values()], (squad) => new Set(squad.map(fullName)).size === squad.length)).toEqual([]);
    expect(failures(w.players, (p) => !["De", "Van", "Da", "Dos"].includes(p.lastName) && p.firstName !== p.lastName)).toEqual([]);
  });

  it("gives most clubs a manager and leaves some to bots", () => {
    const bots = clubs.filter((c) => c.isBot);
    expect(bots.length).toBeGreaterThan(0);
    expect(bots.length).toBeLessThan(clubs.length / 3);
    expect(failures(clubs, (c) => c.isBot === (c.managerId === null))).toEqual([]);
  });

  it("has 12 to 15 players per club (16 after a purchase) with unique jersey numbers", () => {
    for (const [, roster] of groupBy(w.players, (p) => p.clubId)) {
      expect(roster.length).toBeGreaterThanOrEqual(11);
      expect(roster.length).toBeLessThanOrEqual(16);
      expect(new Set(roster.map((p) => p.number)).size).toBe(roster.length);
    }
  });

  it("keeps every figure in the game's range", () => {
    expect(
      failures(
        w.players,
        (p) =>
          SKILL_KEYS.every((k) => Number.isInteger(p.skills[k].level) && p.skills[k].level >= 1 && p.skills[k].level <= 30) &&
          p.potential >= 0 &&
          p.potential <= 11 &&
          p.gameShape >= 1 &&
          p.gameShape <= 10 &&
          p.height >= 180 &&
          p.height <= 218 &&
          p.age >= 18 &&
          p.age <= 36 &&
          p.salary >= 3000 &&
          p.salary <= 280_000 &&
          p.dmi >= 4500 &&
          p.dmi <= 6_500_000 &&
          (POSITIONS as readonly string[]).includes(p.bestPosition) &&
          (p.injuryWeeks === null || p.injuryWeeks > 0),
      ),
    ).toEqual([]);
    expect(w.players.filter((p) => p.injuryWeeks !== null).length).toBeLessThan(w.players.length * 0.1);
  });

  it("pays better players more and values young good ones highest", () => {
    const mean = (xs: number[]) => sum(xs) / xs.length;
    const top = w.players.filter((p) => p.buzzerBeaterRating >= 55);
    const low = w.players.filter((p) => p.buzzerBeaterRating < 35);
    expect(mean(top.map((p) => p.salary))).toBeGreaterThan(3 * mean(low.map((p) => p.salary)));
    const young = w.players.filter((p) => p.age <= 22 && p.buzzerBeaterRating >= 40);
    const old = w.players.filter((p) => p.age >= 32 && p.buzzerBeaterRating >= 40);
    expect(mean(young.map((p) => p.dmi))).toBeGreaterThan(mean(old.map((p) => p.dmi)));
  });
});

describe("national teams and accounts", () => {
  const nationals = w.teams.filter((t) => t.kind !== "Club");
  const managers = new Map(w.managers.map((m) => [m.username, m]));

  it("has a senior and a junior team per country, each coached by a manager who runs a club there", () => {
    expect(nationals).toHaveLength(2 * w.countries.length);
    const clubManagers = new Map(clubs.filter((c) => c.managerId).map((c) => [c.managerId!, c.countryId]));
    expect(failures(nationals, (t) => t.managerId !== null && clubManagers.get(t.managerId) === t.countryId)).toEqual([]);
    expect(new Set(nationals.map((t) => t.managerId)).size).toBe(nationals.length);
  });

  it("calls up about twelve of the country's players, juniors only to the U21 team", () => {
    for (const team of nationals) {
      const squad = w.players.filter((p) => p.nationalTeamId === team.id);
      expect(squad.length).toBeGreaterThanOrEqual(10);
      expect(squad.length).toBeLessThanOrEqual(15);
      expect(failures(squad, (p) => p.countryId === team.countryId)).toEqual([]);
      if (team.kind === "JuniorNationalTeam") expect(failures(squad, (p) => p.age <= JUNIOR_MAX_AGE)).toEqual([]);
    }
  });

  it("has demo (supporter, club, coach of a squad), rookie (club only) and staff (nothing)", () => {
    const demo = managers.get("demo")!;
    const rookie = managers.get("rookie")!;
    const staff = managers.get("staff")!;
    expect(demo.isSupporter).toBe(true);
    expect(rookie.isSupporter).toBe(false);
    expect(staff.role).toBe("Staff");
    const runs = (id: string) => w.teams.filter((t) => t.managerId === id);
    expect(
      runs(demo.id)
        .map((t) => t.kind)
        .sort(),
    ).toEqual(["Club", "NationalTeam"]);
    const coached = runs(demo.id).find((t) => t.kind === "NationalTeam")!;
    expect(w.players.filter((p) => p.nationalTeamId === coached.id).length).toBeGreaterThan(0);
    expect(runs(rookie.id).map((t) => t.kind)).toEqual(["Club"]);
    expect(runs(staff.id)).toEqual([]);
    expect(w.demoUsernames.sort()).toEqual(["demo", "rookie", "staff"]);
    expect(failures(w.managers, (m) => m.passwordHash === "!")).toEqual([]);
  });

  it("simulates every generated manager, and none of the demo accounts", () => {
    expect(
      w.managers
        .filter((m) => !m.isSimulated)
        .map((m) => m.username)
        .sort(),
    ).toEqual(["demo", "rookie", "staff"]);
  });
});

describe("training", () => {
  const sessions = new Map(w.trainingSessions.map((s) => [s.id, s]));
  const newest = Math.max(...w.trainingSessions.map((s) => s.trainedAt.getTime()));

  it("trains every club weekly on Fridays for six weeks, conditions absent before the API launched", () => {
    const launch = ref - 4 * WEEK;
    for (const [, list] of groupBy(w.trainingSessions, (s) => s.teamId)) expect(list).toHaveLength(6);
    expect(failures(w.trainingSessions, (s) => s.trainedAt.getUTCDay() === 5 && s.trainedAt.getTime() <= ref)).toEqual([]);
    expect(failures(w.trainingSessions, (s) => (s.conditions === null) === s.trainedAt.getTime() < launch)).toEqual([]);
    const weeks = [...new Set(w.trainingSessions.map((s) => s.trainedAt.getTime()))].sort();
    expect(weeks.filter((t) => t < launch)).toHaveLength(2);
  });

  it("marks full minutes by the 45/48/40 rule", () => {
    expect(
      failures(
        w.trainingParticipants,
        (p) =>
          p.hasFullMinutes === p.trainingMinutes >= requiredMinutes(playersById.get(p.playerId)!.age) && p.trainingMinutes <= p.minutes,
      ),
    ).toEqual([]);
  });

  it("counts the minutes played in the week before the session", () => {
    const startsAt = new Map(w.matches.map((m) => [m.id, m.startsAt.getTime()]));
    const seasonStart = w.seasons[w.seasons.length - 1].startsAt.getTime();
    const minutes = new Map<string, number>();
    for (const l of w.boxScoreLines) {
      const t = startsAt.get(l.matchId)!;
      const friday = t - ((t - seasonStart) % WEEK) + WEEK;
      minutes.set(`${l.playerId}/${friday}`, (minutes.get(`${l.playerId}/${friday}`) ?? 0) + l.totalMinutes);
    }
    const inSeason = w.trainingParticipants.filter((p) => sessions.get(p.sessionId)!.trainedAt.getTime() - WEEK >= seasonStart);
    expect(
      failures(inSeason, (p) => (minutes.get(`${p.playerId}/${sessions.get(p.sessionId)!.trainedAt.getTime()}`) ?? 0) === p.minutes),
    ).toEqual([]);
  });

  it("chains skill changes back from today's levels, one step each, and marks last week's change", () => {
    expect(w.skillChanges.filter((c) => c.to - c.from === -1).length).toBeGreaterThan(0);
    const byPlayerSkill = groupBy(w.skillChanges, (c) => `${c.playerId}/${c.skill}`);
    for (const [key, changes] of byPlayerSkill) {
      const [playerId, skill] = key.split("/");
      const ordered = [...changes].sort(
        (a, b) => sessions.get(b.sessionId)!.trainedAt.getTime() - sessions.get(a.sessionId)!.trainedAt.getTime(),
      );
      let level = playersById.get(playerId)!.skills[skill as (typeof SKILL_KEYS)[number]].level;
      for (const c of ordered) {
        expect(Math.abs(c.to - c.from), key).toBe(1);
        expect(c.to, key).toBe(level);
        level = c.from;
      }
    }
    const latest = new Map(
      w.skillChanges.filter((c) => sessions.get(c.sessionId)!.trainedAt.getTime() === newest).map((c) => [`${c.playerId}/${c.skill}`, c]),
    );
    expect(
      failures(
        w.players.flatMap((p) => SKILL_KEYS.map((k) => ({ p, k }))),
        ({ p, k }) => {
          const c = latest.get(`${p.id}/${k}`);
          const expected = !c ? "Unchanged" : c.to > c.from ? "Improved" : "Worsened";
          return p.skills[k].change === expected;
        },
      ),
    ).toEqual([]);
  });

  it("records a few breakthroughs that match a rise", () => {
    const changes = new Set(w.skillChanges.map((c) => `${c.sessionId}/${c.playerId}/${c.skill}/${c.from}/${c.to}`));
    expect(w.breakthroughs.length).toBeGreaterThan(0);
    expect(
      failures(
        w.breakthroughs,
        (b) => changes.has(`${b.sessionId}/${b.playerId}/${b.skill}/${b.oldLevel}/${b.newLevel}`) && b.kinds.length > 0,
      ),
    ).toEqual([]);
  });

  it("has one plan per club", () => {
    expect(w.trainingPlans).toHaveLength(clubs.length);
  });
});

describe("transfer market", () => {
  const open = w.listings.filter((l) => l.status === "Open");
  const bidsByListing = groupBy(w.bids, (b) => b.listingId);

  it("lists the market's share of players in open auctions that started before and end within three days after", () => {
    expect(open.length).toBeGreaterThan(w.players.length * MARKET_PACE.openShare * 0.8);
    expect(open.length).toBeLessThan(w.players.length * MARKET_PACE.openShare * 1.2);
    expect(
      failures(open, (l) => l.startedAt.getTime() < ref && l.endsAt.getTime() > ref && l.endsAt.getTime() <= ref + 3 * DAY + 3_600_000),
    ).toEqual([]);
    expect(open.some((l) => bidsByListing.has(l.id)) && open.some((l) => !bidsByListing.has(l.id))).toBe(true);
  });

  it("lists players owned for four days by the listing club", () => {
    expect(
      failures(open, (l) => {
        const p = playersById.get(l.playerId)!;
        return p.clubId === l.listingClubId && p.joinedClubAt.getTime() <= l.startedAt.getTime() - OWNED_BEFORE_LISTING;
      }),
    ).toEqual([]);
  });

  it("takes rising bids from other clubs, each at least the minimum raise, while the auction runs", () => {
    for (const [listingId, bids] of bidsByListing) {
      const listing = w.listings.find((l) => l.id === listingId)!;
      const ordered = [...bids].sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
      expect(ordered[0].amount).toBeGreaterThanOrEqual(listing.startingPrice);
      for (let i = 1; i < ordered.length; i++) {
        expect(ordered[i].amount).toBeGreaterThanOrEqual(ordered[i - 1].amount * (1 + listing.minIncrementPercent / 100));
      }
      expect(
        failures(
          ordered,
          (b) =>
            b.teamId !== listing.listingClubId &&
            b.placedAt > listing.startedAt &&
            b.placedAt < listing.endsAt &&
            b.placedAt.getTime() < ref,
        ),
      ).toEqual([]);
    }
  });

  it("has closed auctions in the past: sold ones to the last bidder, who now owns the player", () => {
    const closed = w.listings.filter((l) => l.status !== "Open");
    expect(closed.some((l) => l.status === "Sold") && closed.some((l) => l.status === "Unsold")).toBe(true);
    expect(failures(closed, (l) => l.endsAt.getTime() < ref)).toEqual([]);
    for (const l of closed.filter((x) => x.status === "Sold")) {
      const bids = [...bidsByListing.get(l.id)!].sort((a, b) => b.amount - a.amount);
      expect(l.buyerTeamId).toBe(bids[0].teamId);
      expect(l.finalPrice).toBe(bids[0].amount);
      expect(playersById.get(l.playerId)!.clubId).toBe(l.buyerTeamId);
    }
    expect(
      failures(
        closed.filter((l) => l.status === "Unsold"),
        (l) => !bidsByListing.has(l.id) && l.finalPrice === null,
      ),
    ).toEqual([]);
  });

  it("keeps every squad, with the auctions its club leads, within 16 players", () => {
    const squads = groupBy(
      w.players.filter((p) => p.clubId !== null),
      (p) => p.clubId!,
    );
    const leads = groupBy(
      open.filter((l) => l.leaderTeamId !== null),
      (l) => l.leaderTeamId!,
    );
    expect(failures(clubs, (c) => (squads.get(c.id)?.length ?? 0) + (leads.get(c.id)?.length ?? 0) <= SQUAD_MAX)).toEqual([]);
    expect(SQUAD_MAX).toBe(16);
  });

  it("has clubs lead auctions only for what their bank holds, and buy none into debt", () => {
    const latest = new Map<string, EconomyWeekRow>();
    for (const wk of w.economyWeeks) {
      const last = latest.get(wk.teamId);
      if (!last || last.weekStart < wk.weekStart) latest.set(wk.teamId, wk);
    }
    const committed = new Map<string, number>();
    for (const l of open) if (l.leaderTeamId) committed.set(l.leaderTeamId, (committed.get(l.leaderTeamId) ?? 0) + l.currentPrice);
    expect(failures([...committed], ([club, amount]) => amount <= latest.get(club)!.closingBalance)).toEqual([]);
    const transfers = new Map(w.economyLines.filter((l) => l.kind === "Transfers").map((l) => [l.weekId, l.amount]));
    expect(failures(w.economyWeeks, (wk) => !(wk.closingBalance < 0 && (transfers.get(wk.id) ?? 0) < 0))).toEqual([]);
  });

  it("involves the demo accounts: demo lists a player and bids, rookie bids", () => {
    const id = (u: string) => w.managers.find((m) => m.username === u)!.id;
    const demoClub = clubs.find((c) => c.managerId === id("demo"))!;
    expect(open.some((l) => l.listingClubId === demoClub.id && bidsByListing.has(l.id))).toBe(true);
    expect(w.bids.some((b) => b.managerId === id("demo"))).toBe(true);
    expect(w.bids.some((b) => b.managerId === id("rookie"))).toBe(true);
  });

  it("trades for the clubs of simulated managers, as the clock does, besides the demo accounts' own listing and bids", () => {
    const simulated = new Set(w.managers.filter((m) => m.isSimulated).map((m) => m.id));
    const managerOf = new Map(clubs.map((c) => [c.id, c.managerId]));
    const trades = (clubId: string) => simulated.has(managerOf.get(clubId) ?? "");
    const demoAccounts = new Set(w.managers.filter((m) => m.username === "demo" || m.username === "rookie").map((m) => m.id));
    const byAccounts = (clubId: string) => demoAccounts.has(managerOf.get(clubId) ?? "");
    const listed = w.listings.filter((l) => !trades(l.listingClubId));
    expect(listed.map((l) => [l.status, byAccounts(l.listingClubId)])).toEqual([["Open", true]]);
    const bids = w.bids.filter((b) => !trades(b.teamId));
    expect(bids.length).toBeGreaterThan(0);
    // Demo twice and rookie once enter an auction (and may raise there when outbid).
    expect(new Set(bids.map((b) => b.listingId)).size).toBeLessThanOrEqual(3);
    expect(failures(bids, (b) => byAccounts(b.teamId))).toEqual([]);
  });
});

describe("economy", () => {
  const linesByWeek = groupBy(w.economyLines, (l) => l.weekId);

  it("books the real game's figures: payroll, staff, a full top arena, clubs that lose money and clubs that make it", () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const amounts = (kind: string) => w.economyLines.filter((l) => l.kind === kind).map((l) => l.amount);
    expect(median(amounts("PlayerSalaries"))).toBeGreaterThanOrEqual(-210_000);
    expect(median(amounts("PlayerSalaries"))).toBeLessThanOrEqual(-100_000);
    expect(median(amounts("StaffSalaries"))).toBeGreaterThanOrEqual(-60_000);
    expect(median(amounts("StaffSalaries"))).toBeLessThanOrEqual(-45_000);
    const topLeagues = new Set(w.competitions.filter((c) => c.level === 1).map((c) => c.id));
    const topClubs = new Set(clubs.filter((c) => topLeagues.has(c.leagueId!)).map((c) => c.id));
    expect(median(w.arenas.filter((a) => topClubs.has(a.teamId)).map((a) => a.bleachers))).toBeGreaterThanOrEqual(12_000);
    const losing = w.economyWeeks.filter((x) => x.closingBalance < x.openingBalance).length / w.economyWeeks.length;
    expect(losing).toBeGreaterThan(0.2);
    expect(losing).toBeLessThan(0.6);
  });

  it("chains balances: closing is opening plus the lines, and opens the next week", () => {
    expect(
      failures(w.economyWeeks, (wk) => wk.closingBalance === wk.openingBalance + sum((linesByWeek.get(wk.id) ?? []).map((l) => l.amount))),
    ).toEqual([]);
    for (const [, weeks] of groupBy(w.economyWeeks, (wk) => wk.teamId)) {
      const ordered = [...weeks].sort((a, b) => a.weekStart.getTime() - b.weekStart.getTime());
      expect(ordered).toHaveLength(6);
      for (let i = 1; i < ordered.length; i++) expect(ordered[i].openingBalance).toBe(ordered[i - 1].closingBalance);
      expect(ordered.every((wk) => wk.weekStart.getUTCDay() === 5)).toBe(true);
    }
  });

  it("charges the staff's salaries, the facilities' upkeep and the week's roster salaries", () => {
    const staff = groupBy(w.staff, (s) => s.teamId);
    const upkeep = groupBy(w.facilities, (f) => f.teamId);
    const sold = w.listings.filter((l) => l.status === "Sold");
    const rosters = groupBy(w.players, (p) => p.clubId);
    expect(
      failures(w.economyWeeks, (wk) => {
        const line = (kind: string) => linesByWeek.get(wk.id)!.find((l) => l.kind === kind)?.amount ?? 0;
        const at = wk.weekStart.getTime();
        const roster = rosters.get(wk.teamId)!.filter((p) => p.joinedClubAt.getTime() <= at);
        const gone = sold.filter((l) => l.listingClubId === wk.teamId && l.endsAt.getTime() > at).map((l) => playersById.get(l.playerId)!);
        return (
          line("StaffSalaries") === -sum(staff.get(wk.teamId)!.map((s) => s.salary)) &&
          line("FacilityUpkeep") === -sum(upkeep.get(wk.teamId)!.map((f) => f.weeklyUpkeep)) &&
          line("PlayerSalaries") === -sum([...roster, ...gone].map((p) => p.salary))
        );
      }),
    ).toEqual([]);
  });

  it("earns match revenue only in weeks with a played home game", () => {
    const homeWeeks = new Set(
      played
        .filter((m) => m.attendance)
        .map(
          (m) =>
            `${m.homeTeamId}/${m.startsAt.getTime() - ((((m.startsAt.getTime() - w.economyWeeks[0].weekStart.getTime()) % WEEK) + WEEK) % WEEK)}`,
        ),
    );
    expect(
      failures(
        w.economyWeeks,
        (wk) => linesByWeek.get(wk.id)!.some((l) => l.kind === "MatchRevenue") === homeWeeks.has(`${wk.teamId}/${wk.weekStart.getTime()}`),
      ),
    ).toEqual([]);
  });
});
