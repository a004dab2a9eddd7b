import { describe, expect, it } from "vitest";
import { quotaWarnings, type LimitStanding, type QuotaStanding } from "@/lib/quota/standing";

const resetAt = new Date("2026-11-27T13:00:00Z");
const limit = (resource: LimitStanding["resource"], used: number, of: number): LimitStanding => ({
  resource,
  limit: of,
  used,
  remaining: Math.max(0, of - used),
  resetAt,
});
const standing = (title: string, applicationId: string | null, limits: LimitStanding[]): QuotaStanding => ({
  title,
  applicationId,
  tier: "development",
  limits,
});

describe("quota warnings", () => {
  it.each<[string, LimitStanding, "spent" | "low" | null]>([
    ["nothing used", limit("minute", 0, 30), null],
    ["just under 80 %", limit("minute", 23, 30), null],
    ["exactly 80 %", limit("day", 800, 1000), "low"],
    ["above 80 %", limit("day", 999, 1000), "low"],
    ["every call used", limit("minute", 30, 30), "spent"],
    ["more counted than allowed (refused calls)", limit("minute", 41, 30), "spent"],
    ["a limit of nothing (switched off)", limit("breadth", 0, 0), null],
  ])("%s", (_, one, level) => {
    const warnings = quotaWarnings([standing("Personal tokens", null, [one])]);
    expect(warnings.map((w) => w.level)).toEqual(level ? [level] : []);
    if (level)
      expect(warnings[0]).toMatchObject({ client: "Personal tokens", resource: one.resource, used: one.used, limit: one.limit, resetAt });
  });

  it("lists spent limits first, across clients, each client's in its limits' order", () => {
    const warnings = quotaWarnings([
      standing("Personal tokens", null, [limit("minute", 25, 30), limit("day", 1000, 1000), limit("breadth", 1, 200)]),
      standing("Scout", "app-1", [limit("minute", 30, 30), limit("day", 900, 1000)]),
    ]);
    expect(warnings.map((w) => `${w.client} ${w.resource} ${w.level}`)).toEqual([
      "Personal tokens day spent",
      "Scout minute spent",
      "Personal tokens minute low",
      "Scout day low",
    ]);
    expect(warnings[1].applicationId).toBe("app-1");
  });
});
