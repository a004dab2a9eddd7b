/** Where counters live: shared by every instance of the service. */
export interface QuotaStore {
  /** Adds one to each counter, atomically for the set, and answers the counts in the given order. */
  increment(counters: { key: string; resetAt: Date }[], now: Date): Promise<number[]>;
  /** Takes back one from each (a refused call spends nothing). */
  refund(counters: { key: string; resetAt: Date }[], now: Date): Promise<void>;
  /** The current counts, without counting (the portal's "quota at a glance"); 0 for a counter not started. */
  read(keys: string[], now: Date): Promise<number[]>;
  close(): Promise<void>;
}
