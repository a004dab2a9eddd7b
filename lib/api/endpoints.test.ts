/**
 * The spec's owner-only and breadth columns, as declared. The route enforces what is declared
 * (lib/api/endpoint.ts), so a declaration that loses its rule fails here as well as in the
 * endpoint's own 403 and breadth tests.
 */
import { describe, expect, it } from "vitest";
import { DATA_ENDPOINTS } from "@/lib/api/endpoints";

describe("the declarations", () => {
  it("make exactly the spec's owner-only endpoints owner-only", () => {
    const declared = Object.fromEntries(DATA_ENDPOINTS.filter((e) => e.ownerOnly).map((e) => [e.path, e.ownerOnly]));
    expect(declared).toEqual({
      "/teams/{teamId}/training": { owned: "club", param: "teamId" },
      "/teams/{teamId}/training/history": { owned: "club", param: "teamId" },
      "/teams/{teamId}/staff": { owned: "club", param: "teamId" },
      "/teams/{teamId}/facilities": { owned: "club", param: "teamId" },
      "/teams/{teamId}/economy": { owned: "club", param: "teamId" },
      "/teams/{teamId}/economy/salaries": { owned: "club", param: "teamId" },
      "/players/{playerId}/training": { owned: "player", param: "playerId" },
      "/national-teams/{teamId}/training/history": { owned: "nationalTeam", param: "teamId" },
    });
  });

  it("count exactly the spec's other-club calls toward breadth", () => {
    const declared = Object.fromEntries(DATA_ENDPOINTS.filter((e) => e.breadth).map((e) => [e.path, e.breadth]));
    const team = { counted: "team", param: "teamId" };
    expect(declared).toEqual({
      "/teams/{teamId}": team,
      "/teams/{teamId}/roster": team,
      "/teams/{teamId}/schedule": team,
      "/teams/{teamId}/stats": team,
      "/teams/{teamId}/arena": team,
      "/players/{playerId}": { counted: "player", param: "playerId" },
    });
  });

  it("name a path parameter for every rule", () => {
    for (const endpoint of DATA_ENDPOINTS) {
      for (const rule of [endpoint.ownerOnly, endpoint.breadth]) {
        if (rule) expect(endpoint.path, endpoint.path).toContain(`{${rule.param}}`);
      }
    }
  });
});
