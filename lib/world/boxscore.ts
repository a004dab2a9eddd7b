import type { PlayerState } from "./clubs";
import { clamp, round1, type Rng } from "./random";
import { teamRatings } from "./skills";
import { POSITIONS, type BoxScoreLineRow, type MatchTeamRow, type PlayerTendencies, type PositionMinutes, type TeamRatings } from "./types";

export const REGULATION_MINUTES = 48;
export const OVERTIME_MINUTES = 5;

const OFFENSIVE: [string, number][] = [
  ["Base", 30],
  ["Motion", 12],
  ["Push", 8],
  ["Patient", 8],
  ["Princeton", 6],
  ["RunAndGun", 6],
  ["LowPost", 8],
  ["LookInside", 10],
  ["OutsideIsolation", 6],
  ["InsideIsolation", 6],
];
const DEFENSIVE: [string, number][] = [
  ["ManToMan", 45],
  ["23Zone", 12],
  ["32Zone", 12],
  ["131Zone", 6],
  ["Press", 8],
  ["InsideBoxAndOne", 9],
  ["OutsideBoxAndOne", 8],
];
const EFFORT: [string, number][] = [
  ["Normal", 80],
  ["CrunchTime", 10],
  ["TakeItEasy", 10],
];
/** How readily each position shoots from three: centres rarely do. */
const THREE_POINT_HABIT: Record<string, number> = { PG: 1, SG: 1.2, SF: 1, PF: 0.3, C: 0.01 };

export interface Side {
  teamId: string;
  /** Everyone on the team at game time; injured players sit out. */
  players: PlayerState[];
}

export interface PlayedMatch {
  homeScore: number;
  awayScore: number;
  matchTeams: [MatchTeamRow, MatchTeamRow];
  lines: BoxScoreLineRow[];
}

/** A player's per-minute tendencies, made from his skills on first use and kept on his state. */
function tendencies(p: PlayerState): PlayerTendencies {
  if (p.tendencies) return p.tendencies;
  const s = p.row.skills;
  return (p.tendencies = {
    two: (s.insideShot.level + s.driving.level + s.jumpShot.level / 2) ** 2,
    three: (s.jumpRange.level + s.jumpShot.level) ** 2 * THREE_POINT_HABIT[p.row.bestPosition],
    drawFoul: s.driving.level + s.insideShot.level,
    rebound: s.rebounding.level ** 1.5,
    pass: s.passing.level ** 1.5,
    turnover: 1 + 8 / s.handling.level,
    steal: s.outsideDefense.level,
    block: s.shotBlocking.level ** 1.5,
    twoPct: clamp(0.51 + (s.insideShot.level - 10) * 0.01, 0.44, 0.63),
    threePct: clamp(0.36 + (s.jumpRange.level - 10) * 0.008, 0.3, 0.44),
    freePct: clamp(0.72 + (s.freeThrow.level - 10) * 0.012, 0.58, 0.9),
  });
}

const isAvailable = (p: PlayerState, at: number) => p.injuredSince === null || p.injuredSince.getTime() > at;

/** Team strength: the mean worth of its best eight available players. */
export function strengthOf(players: PlayerState[], at: Date): number {
  const scores = players
    .filter((p) => isAvailable(p, at.getTime()))
    .map((p) => p.score)
    .sort((a, b) => b - a)
    .slice(0, 8);
  return scores.length ? scores.reduce((s, x) => s + x, 0) / scores.length : 1;
}

/** `count` units spread over the players who played, in proportion to `weights`; `cap` limits any one (fouls). */
function distribute(rng: Rng, count: number, weights: number[], active: number[], cap = Infinity): number[] {
  const out = new Array<number>(weights.length).fill(0);
  const w = active.map((i) => weights[i]);
  let total = 0;
  for (const x of w) total += x;
  for (let k = 0; k < count && total > 0; k++) {
    const j = rng.weightedIndex(w, total);
    if (++out[active[j]] >= cap) {
      total -= w[j];
      w[j] = 0;
    }
  }
  return out;
}

function splitInto(rng: Rng, total: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => Math.max(0.3, 1 + rng.normal(0, 0.15)));
  const sum = weights.reduce((s, x) => s + x, 0);
  const out = weights.map((w) => Math.floor((total * w) / sum));
  for (let left = total - out.reduce((s, x) => s + x, 0); left > 0; left--) out[rng.int(0, parts - 1)]++;
  return out;
}

/**
 * Who plays where: one starter per position and a short bench, every position getting
 * exactly its slot's minutes. Returns minutes by position per index of `players`.
 */
function rotation(rng: Rng, players: PlayerState[], available: number[], slotMinutes: number) {
  const order = available.slice().sort((a, b) => players[b].score - players[a].score);
  const starters: number[] = [];
  for (const pos of POSITIONS) {
    const pick =
      order.find((i) => players[i].row.bestPosition === pos && !starters.includes(i)) ?? order.find((i) => !starters.includes(i));
    if (pick !== undefined) starters.push(pick);
  }
  const bench = order.filter((i) => !starters.includes(i)).slice(0, rng.int(3, 6));
  const backups: number[][] = POSITIONS.map(() => []);
  for (const b of bench) {
    const own = POSITIONS.indexOf(players[b].row.bestPosition);
    const slot = backups[own].length === 0 ? own : backups.reduce((best, list, i) => (list.length < backups[best].length ? i : best), own);
    backups[slot].push(b);
  }
  // A thin bench covers the positions nobody backs up.
  const load = new Map(bench.map((b) => [b, 1]));
  backups.forEach((list) => {
    if (list.length > 0 || bench.length === 0) return;
    const helper = bench.reduce((best, b) => (load.get(b)! < load.get(best)! ? b : best));
    load.set(helper, load.get(helper)! + 1);
    list.push(helper);
  });
  const minutes: PositionMinutes[] = players.map(() => ({ PG: 0, SG: 0, SF: 0, PF: 0, C: 0 }));
  POSITIONS.forEach((pos, slot) => {
    const backupMinutes = backups[slot].length === 0 ? 0 : rng.int(10, 22);
    const starter = starters[slot] ?? backups[slot][0];
    minutes[starter][pos] += slotMinutes - backupMinutes;
    const shares = splitInto(rng, backupMinutes, backups[slot].length || 1);
    backups[slot].forEach((b, k) => (minutes[b][pos] += shares[k]));
  });
  return { starters, minutes };
}

/** Made shots split into threes, twos and free throws so that the points add up to `score`. */
function shotMix(rng: Rng, score: number): { twos: number; threes: number; frees: number } {
  const threes = clamp(Math.round(rng.normal(0.1 * score, 2.2)), 0, Math.floor(score / 3));
  let frees = clamp(Math.round(rng.normal(0.17 * score, 3.5)), 0, score - 3 * threes);
  if ((score - 3 * threes - frees) % 2 !== 0) frees += frees > 0 ? -1 : 1;
  return { twos: (score - 3 * threes - frees) / 2, threes, frees };
}

/** A team's plus-minus adds up to five times its margin; spread by minutes. */
function plusMinus(rng: Rng, minutes: number[], margin: number, slotMinutes: number): number[] {
  const out = minutes.map((m) => (m > 0 ? Math.round((margin * m) / slotMinutes + rng.normal(0, 4) * (m / slotMinutes)) : 0));
  let residual = 5 * margin - out.reduce((s, x) => s + x, 0);
  const order = minutes
    .map((m, i) => [m, i])
    .filter(([m]) => m > 0)
    .sort((a, b) => b[0] - a[0])
    .map(([, i]) => i);
  for (let k = 0; residual !== 0 && order.length > 0; k++) {
    out[order[k % order.length]] += Math.sign(residual);
    residual -= Math.sign(residual);
  }
  return out;
}

/** Misses around `made` shots at `pct`; a player who made none may still have tried, as often as he is `willing`. */
function missesFor(rng: Rng, made: number, pct: number, minutes: number, willing = 1): number {
  if (minutes <= 0) return 0;
  if (made === 0) return rng.chance(willing) ? rng.int(0, Math.ceil(minutes / 16)) : 0;
  return Math.max(0, Math.round(made * (1 / pct - 1) + rng.normal(0, 0.8)));
}

interface TeamGame {
  lines: BoxScoreLineRow[];
  ratings: TeamRatings;
}

/** One side's shooting and ball losses: what the other side's rebounds and steals depend on. */
interface Shooting {
  players: PlayerState[];
  minutes: PositionMinutes[];
  played: number[];
  starters: number[];
  active: number[];
  t: PlayerTendencies[];
  twos: number[];
  threes: number[];
  frees: number[];
  twoMisses: number[];
  threeMisses: number[];
  freeMisses: number[];
  turnovers: number[];
  /** Missed field goals: the rebounds there are to take. */
  missedShots: number;
  turnoverCount: number;
}

function weighOf(s: Pick<Shooting, "played" | "t">) {
  return (f: (x: PlayerTendencies) => number) => s.played.map((m, i) => (m > 0 ? m * f(s.t[i]) : 0));
}

function shoot(rng: Rng, side: Side, at: Date, score: number, slotMinutes: number): Shooting {
  const players = side.players;
  const healthy = players.map((_, i) => i).filter((i) => isAvailable(players[i], at.getTime()));
  const { starters, minutes } = rotation(rng, players, healthy.length >= 5 ? healthy : players.map((_, i) => i), slotMinutes);
  const played = minutes.map((m) => m.PG + m.SG + m.SF + m.PF + m.C);
  const t = players.map(tendencies);
  const active = played.map((_, i) => i).filter((i) => played[i] > 0);
  const weigh = weighOf({ played, t });
  const mix = shotMix(rng, score);
  const twos = distribute(
    rng,
    mix.twos,
    weigh((x) => x.two),
    active,
  );
  const threes = distribute(
    rng,
    mix.threes,
    weigh((x) => x.three),
    active,
  );
  const frees = distribute(
    rng,
    mix.frees,
    weigh((x) => x.drawFoul),
    active,
  );
  const twoMisses = twos.map((made, i) => missesFor(rng, made, t[i].twoPct, played[i]));
  const threeMisses = threes.map((made, i) =>
    missesFor(rng, made, t[i].threePct, played[i], 0.5 * Math.min(1, THREE_POINT_HABIT[players[i].row.bestPosition])),
  );
  const freeMisses = frees.map((made, i) => (made === 0 ? 0 : missesFor(rng, made, t[i].freePct, played[i])));
  let missedShots = 0;
  for (let i = 0; i < players.length; i++) missedShots += twoMisses[i] + threeMisses[i];
  const turnoverCount = clamp(Math.round(rng.normal(13, 3)), 4, 25);
  const turnovers = distribute(
    rng,
    turnoverCount,
    weigh((x) => x.turnover),
    active,
  );
  return {
    players,
    minutes,
    played,
    starters,
    active,
    t,
    twos,
    threes,
    frees,
    twoMisses,
    threeMisses,
    freeMisses,
    turnovers,
    missedShots,
    turnoverCount,
  };
}

/**
 * The rest of a side's line, bounded by the opponent: its steals are some of the
 * opponent's turnovers, and its defensive rebounds what the opponent's misses leave after
 * the opponent's own offensive rebounds (a few go out of bounds to nobody).
 */
function teamGame(
  rng: Rng,
  matchId: string,
  side: Side,
  own: Shooting,
  opponent: Shooting,
  score: number,
  opponentScore: number,
  slotMinutes: number,
  offensiveRebounds: number,
  defensiveRebounds: number,
): TeamGame {
  const { players, minutes, played, starters, active, twos, threes, frees, twoMisses, threeMisses, freeMisses } = own;
  const weigh = weighOf(own);
  const oreb = distribute(
    rng,
    offensiveRebounds,
    weigh((x) => x.rebound),
    active,
  );
  const dreb = distribute(
    rng,
    defensiveRebounds,
    weigh((x) => x.rebound),
    active,
  );
  const ast = distribute(
    rng,
    Math.round((twos.reduce((s, x) => s + x, 0) + threes.reduce((s, x) => s + x, 0)) * rng.float(0.45, 0.65)),
    weigh((x) => x.pass),
    active,
  );
  const to = own.turnovers;
  const stl = distribute(
    rng,
    Math.round(opponent.turnoverCount * rng.float(0.35, 0.6)),
    weigh((x) => x.steal),
    active,
  );
  const blk = distribute(
    rng,
    Math.min(opponent.missedShots, clamp(Math.round(rng.normal(3.5, 2)), 0, 12)),
    weigh((x) => x.block),
    active,
  );
  const pf = distribute(
    rng,
    clamp(Math.round(rng.normal(19, 3.5)), 8, 30),
    weigh(() => 1),
    active,
    5,
  );
  const pm = plusMinus(rng, played, score - opponentScore, slotMinutes);

  const lines = players.map((p, i): BoxScoreLineRow => {
    const fgm = twos[i] + threes[i];
    const fga = fgm + twoMisses[i] + threeMisses[i];
    const fta = frees[i] + freeMisses[i];
    const reb = oreb[i] + dreb[i];
    const pts = 2 * twos[i] + 3 * threes[i] + frees[i];
    const eff = pts + reb + ast[i] + stl[i] + blk[i] - (fga - fgm) - (fta - frees[i]) - to[i];
    return {
      matchId,
      teamId: side.teamId,
      playerId: p.row.id,
      isStarter: starters.includes(i),
      didNotPlay: played[i] === 0,
      minutes: minutes[i],
      totalMinutes: played[i],
      fgm,
      fga,
      tpm: threes[i],
      tpa: threes[i] + threeMisses[i],
      ftm: frees[i],
      fta,
      oreb: oreb[i],
      reb,
      ast: ast[i],
      to: to[i],
      stl: stl[i],
      blk: blk[i],
      pf: pf[i],
      pts,
      plusMinus: pm[i],
      rating: played[i] === 0 ? 0 : round1(clamp(5 + (eff - played[i] * 0.3) / 4, 0, 10)),
    };
  });
  const ratings = teamRatings(players.map((p, i) => ({ skills: p.row.skills, minutes: played[i], shape: p.row.gameShape })));
  // Starters first, then the bench by minutes played.
  const rank = (l: BoxScoreLineRow) => (l.isStarter ? 1000 : 0) + l.totalMinutes;
  return { lines: lines.sort((a, b) => rank(b) - rank(a)), ratings };
}

/** Who takes the rebounds of one side's misses: its offence (22-32%), the defence, or nobody. */
function reboundsOf(rng: Rng, missedShots: number): { offensive: number; defensive: number } {
  const offensive = Math.round(missedShots * rng.float(0.22, 0.32));
  const loose = Math.min(missedShots - offensive, rng.int(0, 3));
  return { offensive, defensive: missedShots - offensive - loose };
}

function matchTeam(rng: Rng, matchId: string, side: Side, isHome: boolean, partials: number[], game: TeamGame): MatchTeamRow {
  return {
    matchId,
    teamId: side.teamId,
    isHome,
    score: partials.reduce((s, x) => s + x, 0),
    partials,
    offensiveStrategy: rng.weighted(OFFENSIVE),
    defensiveStrategy: rng.weighted(DEFENSIVE),
    effort: rng.weighted(EFFORT),
    ratings: game.ratings,
  };
}

/** A played game: a final score with no tie, quarter partials and every player's line. */
export function playMatch(rng: Rng, matchId: string, at: Date, home: Side, away: Side, homeAdvantage: number): PlayedMatch {
  const diff = strengthOf(home.players, at) - strengthOf(away.players, at);
  const regulation = (mean: number) => clamp(Math.round(rng.normal(mean, 9)), 45, 135);
  const homePartials = splitInto(rng, regulation(78 + 2.5 * diff + homeAdvantage), 4);
  const awayPartials = splitInto(rng, regulation(78 - 2.5 * diff), 4);
  const total = (p: number[]) => p.reduce((s, x) => s + x, 0);
  let overtimes = 0;
  while (total(homePartials) === total(awayPartials)) {
    homePartials.push(rng.int(5, 16));
    awayPartials.push(rng.int(5, 16));
    overtimes++;
  }
  const homeScore = total(homePartials);
  const awayScore = total(awayPartials);
  const slotMinutes = REGULATION_MINUTES + OVERTIME_MINUTES * overtimes;
  const homeShots = shoot(rng, home, at, homeScore, slotMinutes);
  const awayShots = shoot(rng, away, at, awayScore, slotMinutes);
  const onHomeMisses = reboundsOf(rng, homeShots.missedShots);
  const onAwayMisses = reboundsOf(rng, awayShots.missedShots);
  const homeGame = teamGame(
    rng,
    matchId,
    home,
    homeShots,
    awayShots,
    homeScore,
    awayScore,
    slotMinutes,
    onHomeMisses.offensive,
    onAwayMisses.defensive,
  );
  const awayGame = teamGame(
    rng,
    matchId,
    away,
    awayShots,
    homeShots,
    awayScore,
    homeScore,
    slotMinutes,
    onAwayMisses.offensive,
    onHomeMisses.defensive,
  );
  return {
    homeScore,
    awayScore,
    matchTeams: [matchTeam(rng, matchId, home, true, homePartials, homeGame), matchTeam(rng, matchId, away, false, awayPartials, awayGame)],
    lines: [...homeGame.lines, ...awayGame.lines],
  };
}
