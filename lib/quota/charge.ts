import { refusedBy, type Counted } from "@/lib/quota/decision";
import type { QuotaStore } from "@/lib/quota/store";
import type { Counter } from "@/lib/quota/windows";

export interface Charge {
  counted: Counted[];
  /** The counter that refused the call, if any; the call then spent nothing. */
  refused?: Counted;
}

/**
 * Takes one from each counter in one round trip; a refused call spends nothing: every counter
 * it took is given back (one more statement). Data calls and the OAuth endpoints alike.
 */
export async function charge(store: QuotaStore, counters: Counter[], now: Date): Promise<Charge> {
  const counts = await store.increment(counters, now);
  const counted = counters.map((counter, i) => ({ counter, count: counts[i] }));
  const refused = refusedBy(counted);
  if (refused) await store.refund(counters, now);
  return { counted, refused };
}
