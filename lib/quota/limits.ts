import { config } from "@/lib/config";
import type { QuotaTier } from "@/lib/auth/authenticate";

export interface TierLimits {
  perMinute: number;
  perDay: number;
  breadthPerDay: number;
}

export type QuotaLimits = Record<QuotaTier, TierLimits>;

/** The tiers from the environment (lib/config.ts). */
export function configuredLimits(): QuotaLimits {
  const { development, full, tryIt } = config().quota;
  return { development, full, tryIt };
}

/** Limits no test reaches: counting still runs, nothing is ever refused. */
export const UNLIMITED: QuotaLimits = {
  development: { perMinute: 1e9, perDay: 1e9, breadthPerDay: 1e9 },
  full: { perMinute: 1e9, perDay: 1e9, breadthPerDay: 1e9 },
  tryIt: { perMinute: 1e9, perDay: 1e9, breadthPerDay: 1e9 },
};
