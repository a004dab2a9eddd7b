/** A counter as a store knows it: its key, and when its window ends (the store may forget it then). */
export type CounterRef = { key: string; resetAt: Date };

/** Where counters live: shared by every instance of the service. */
export interface QuotaStore {
  /** Adds one to each counter, atomically for the set, and answers the counts in the given order. */
  increment(counters: CounterRef[], now: Date): Promise<number[]>;
  /** Takes back one from each (a refused call spends nothing). */
  refund(counters: CounterRef[], now: Date): Promise<void>;
  /** The current counts, without counting (the portal's "quota at a glance"); 0 for a counter not started. */
  read(keys: string[], now: Date): Promise<number[]>;
  close(): Promise<void>;
}

/**
 * Calls counted together: `add` adds to each counter, at once, how many of the calls took it
 * (and answers each counter's count after), and each call gets its own place in that run (a
 * counter that went from 95 to 98 answers 96, 97 and 98, in the calls' order), exactly as if
 * they had been counted one by one in that order. A counter `add` did not answer counts 0.
 */
export async function countTogether(
  calls: CounterRef[][],
  add: (totals: Map<string, { resetAt: Date; n: number }>) => Promise<Map<string, number>>,
): Promise<number[][]> {
  const totals = new Map<string, { resetAt: Date; n: number }>();
  for (const counters of calls) {
    for (const { key, resetAt } of counters) {
      const total = totals.get(key);
      if (total) total.n++;
      else totals.set(key, { resetAt, n: 1 });
    }
  }
  const after = await add(totals);
  // The next count each key hands out: the first of the run the addition made.
  const next = new Map<string, number>();
  for (const [key, count] of after) next.set(key, count - totals.get(key)!.n + 1);
  return calls.map((counters) =>
    counters.map(({ key }) => {
      const count = next.get(key);
      if (count === undefined) return 0;
      next.set(key, count + 1);
      return count;
    }),
  );
}
