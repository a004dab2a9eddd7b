/** Pairings only: who plays whom, at whose home, in which round. */

export interface Pairing {
  home: string;
  away: string;
}

/**
 * Single round robin. An even count uses de Werra's canonical schedule, in which home and
 * away alternate with at most one break per team; with an odd count (the circle method) one
 * team rests each round.
 */
export function roundRobin(teams: string[]): Pairing[][] {
  if (teams.length % 2 === 1) return circleRoundRobin(teams);
  const m = teams.length - 1;
  const fixed = teams[m];
  const rounds: Pairing[][] = [];
  for (let r = 0; r < m; r++) {
    const round: Pairing[] = [r % 2 === 0 ? { home: teams[r], away: fixed } : { home: fixed, away: teams[r] }];
    for (let k = 1; k < teams.length / 2; k++) {
      const x = teams[(r + k) % m];
      const y = teams[(r - k + m) % m];
      round.push(k % 2 === 1 ? { home: x, away: y } : { home: y, away: x });
    }
    rounds.push(round);
  }
  return rounds;
}

function circleRoundRobin(teams: string[]): Pairing[][] {
  const slots: (string | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = slots.length;
  const rounds: Pairing[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = slots[i];
      const b = slots[n - 1 - i];
      if (a === null || b === null) continue;
      const aAtHome = i === 0 ? r % 2 === 0 : (r + i) % 2 === 0;
      round.push(aAtHome ? { home: a, away: b } : { home: b, away: a });
    }
    rounds.push(round);
    slots.splice(1, 0, slots.pop()!);
  }
  return rounds;
}

export function doubleRoundRobin(teams: string[]): Pairing[][] {
  const first = roundRobin(teams);
  return [...first, ...first.map((round) => round.map(({ home, away }) => ({ home: away, away: home })))];
}

/** Each team of one conference meets each of the other once; half of them at home. */
function crossConference(a: string[], b: string[]): Pairing[][] {
  return a.map((_, j) =>
    a.map((teamA, i) => {
      const teamB = b[(i + j) % b.length];
      // Rounds alternate which conference hosts: every team hosts half its cross games, alternately.
      return j % 2 === 0 ? { home: teamA, away: teamB } : { home: teamB, away: teamA };
    }),
  );
}

/**
 * The 22 rounds of a league of two conferences of eight: every conference rival twice
 * (14 rounds) and every team of the other conference once (8 rounds).
 */
export function leagueRounds(conferenceA: string[], conferenceB: string[]): Pairing[][] {
  const inA = doubleRoundRobin(conferenceA);
  const inB = doubleRoundRobin(conferenceB);
  const within = inA.map((round, r) => [...round, ...inB[r]]);
  const cross = crossConference(conferenceA, conferenceB);
  const half = within.length / 2;
  return [...within.slice(0, half), ...cross.slice(0, 4), ...within.slice(half), ...cross.slice(4)];
}
