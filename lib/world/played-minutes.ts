import { fridayOnOrBefore, TRAINING_WEEKS, WEEK, type Calendar } from "./season";
import { POSITIONS, type BoxScoreLineRow, type PositionMinutes } from "./types";

const SLOT = POSITIONS.length;

/** Players' rows per block of the store: blocks, not one array grown and copied, keep the peak at the rows in use. */
const BLOCK_ROWS = 1 << 14;
const ROW = TRAINING_WEEKS * SLOT;

/**
 * Minutes by position each player played in each week training counts (the six game weeks before
 * the reference week's Friday), summed as the games are played: training needs no more of a box
 * score than this, so the lines themselves can be written out and forgotten. Minutes are whole
 * numbers and a week's sum stays far below 65,536, so a player's weeks are 30 16-bit counters in
 * a shared block (60 bytes, where an array of his own would cost seven times that at the game's size).
 */
export class PlayedMinutes {
  private readonly rowOf = new Map<string, number>();
  private readonly blocks: Uint16Array[] = [];
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
    let row = this.rowOf.get(line.playerId);
    if (row === undefined) {
      row = this.rowOf.size;
      this.rowOf.set(line.playerId, row);
      if (row % BLOCK_ROWS === 0) this.blocks.push(new Uint16Array(BLOCK_ROWS * ROW));
    }
    const block = this.blocks[Math.floor(row / BLOCK_ROWS)];
    const at = (row % BLOCK_ROWS) * ROW + slot * SLOT;
    for (let p = 0; p < SLOT; p++) {
      const sum = block[at + p] + line.minutes[POSITIONS[p]];
      if (!Number.isInteger(sum) || sum > 0xffff) throw new Error(`PlayedMinutes counts whole minutes below 65,536 a week (got ${sum}).`);
      block[at + p] = sum;
    }
  }

  /** Lets the counters go, once training has read them: the rest of the generation runs without them. */
  clear(): void {
    this.rowOf.clear();
    this.blocks.length = 0;
  }

  /** What the player played in the game week that starts at `windowStart`, or undefined when he did not play. */
  of(playerId: string, windowStart: Date): PositionMinutes | undefined {
    const row = this.rowOf.get(playerId);
    const slot = this.slotOf(windowStart);
    if (row === undefined || slot < 0) return undefined;
    const block = this.blocks[Math.floor(row / BLOCK_ROWS)];
    const at = (row % BLOCK_ROWS) * ROW + slot * SLOT;
    if (!block.subarray(at, at + SLOT).some((m) => m !== 0)) return undefined;
    return { PG: block[at], SG: block[at + 1], SF: block[at + 2], PF: block[at + 3], C: block[at + 4] };
  }
}
