import type { Config } from "@/lib/config";
import type { QuotaTier } from "@/lib/auth/authenticate";

export interface TierLimits {
  perMinute: number;
  perDay: number;
  breadthPerDay: number;
}

export type QuotaLimits = Record<QuotaTier, TierLimits>;

/** The tiers of the configuration (lib/config.ts). */
export function configuredLimits(quota: Config["quota"]): QuotaLimits {
  const { development, full, tryIt } = quota;
  return { development, full, tryIt };
}

/** Limits no test reaches: counting still runs, nothing is ever refused. */
export const UNLIMITED: QuotaLimits = {
  development: { perMinute: 1e9, perDay: 1e9, breadthPerDay: 1e9 },
  full: { perMinute: 1e9, perDay: 1e9, breadthPerDay: 1e9 },
  tryIt: { perMinute: 1e9, perDay: 1e9, breadthPerDay: 1e9 },
};
