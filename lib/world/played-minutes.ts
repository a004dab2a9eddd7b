import { fridayOnOrBefore, TRAINING_WEEKS, WEEK, type Calendar } from "./season";
import { POSITIONS, type BoxScoreLineRow, type PositionMinutes } from "./types";

const SLOT = POSITIONS.length;

/**
 * Minutes by position each player played in each week training counts (the six game weeks before
 * the reference week's Friday), summed as the games are played: training needs no more of a box
 * score than this, so the lines themselves can be written out and forgotten.
 */
export class PlayedMinutes {
  private readonly byPlayer = new Map<string, Float64Array>();
  private readonly currentWeek: number;

  constructor(calendar: Calendar) {
    this.currentWeek = calendar.currentWeekStart.getTime();
  }

  /** The slot of the game week a game starting at `startsAt` falls in (weeks ago, less one), or -1 when training never looks at it. */
  slotOf(startsAt: Date): number {
    const weeksAgo = (this.currentWeek - fridayOnOrBefore(startsAt).getTime()) / WEEK - 1;
    return weeksAgo >= 0 && weeksAgo < TRAINING_WEEKS ? weeksAgo : -1;
  }

  add(slot: number, line: BoxScoreLineRow): void {
    if (slot < 0 || line.totalMinutes === 0) return;
    let sums = this.byPlayer.get(line.playerId);
    if (!sums) this.byPlayer.set(line.playerId, (sums = new Float64Array(TRAINING_WEEKS * SLOT)));
    for (let p = 0; p < SLOT; p++) sums[slot * SLOT + p] += line.minutes[POSITIONS[p]];
  }

  /** What the player played in the game week that starts at `windowStart`, or undefined when he did not play. */
  of(playerId: string, windowStart: Date): PositionMinutes | undefined {
    const sums = this.byPlayer.get(playerId);
    const slot = this.slotOf(windowStart);
    if (!sums || slot < 0) return undefined;
    const at = slot * SLOT;
    if (!sums.subarray(at, at + SLOT).some((m) => m !== 0)) return undefined;
    return { PG: sums[at], SG: sums[at + 1], SF: sums[at + 2], PF: sums[at + 3], C: sums[at + 4] };
  }
}
