import { describe, expect, it } from "vitest";
import { personaliseDocument, tryItIdFor, type TryItIdSet } from "@/lib/docs/try-it";

const IDS: TryItIdSet = {
  clubId: "club",
  nationalTeamId: "national",
  playerId: "player",
  matchId: "match",
  competitionId: "league",
  countryId: "country",
  auctionPlayerId: "auctioned",
};

describe("which id a path parameter starts from", () => {
  it.each([
    ["/v1/teams/{teamId}", "teamId", "club"],
    ["/v1/teams/{teamId}/economy/salaries", "teamId", "club"],
    ["/v1/national-teams/{teamId}/roster", "teamId", "national"],
    ["/v1/national-teams/{teamId}/training/history", "teamId", "national"],
    ["/v1/players/{playerId}", "playerId", "player"],
    ["/v1/players/{playerId}/training", "playerId", "player"],
    ["/v1/market/players/{playerId}/auction", "playerId", "auctioned"],
    ["/v1/matches/{matchId}/boxscore", "matchId", "match"],
    ["/v1/competitions/{competitionId}/standings", "competitionId", "league"],
    ["/v1/countries/{countryId}/national-teams", "countryId", "country"],
    ["/teams/{teamId}/roster", "teamId", "club"],
    // A name the rule does not expect, or a path no rule knows, is left alone.
    ["/v1/teams/{clubId}", "clubId", null],
    ["/v1/seasons/{seasonId}", "seasonId", null],
    ["/v1/market/players/{listingId}", "listingId", null],
  ])("%s {%s} → %s", (path, parameter, expected) => {
    expect(tryItIdFor(path, parameter, IDS)).toBe(expected);
  });

  it("leaves out an id the world lacks", () => {
    expect(tryItIdFor("/v1/market/players/{playerId}/auction", "playerId", { ...IDS, auctionPlayerId: null })).toBeNull();
  });
});

describe("the personalised document", () => {
  const served = {
    openapi: "3.1.0",
    paths: {
      "/v1/teams/{teamId}/roster": {
        get: {
          parameters: [
            {
              name: "teamId",
              in: "path",
              required: true,
              example: "0b6f",
              examples: { a: { value: "x" } },
              schema: { type: "string", example: "0b6f" },
            },
            { name: "limit", in: "query", schema: { type: "integer", example: 25 } },
          ],
        },
      },
      "/v1/market/players/{playerId}/auction": { get: { parameters: [{ name: "playerId", in: "path", schema: { type: "string" } }] } },
      "/v1/me": { get: {} },
    },
  };

  it("puts the manager's ids in the path examples, and only there", () => {
    const { document, unfilled } = personaliseDocument(served, IDS);
    const roster = document.paths["/v1/teams/{teamId}/roster"].get.parameters;
    expect(roster[0]).toMatchObject({ example: "club", schema: { type: "string", example: "club" } });
    expect(roster[0]).not.toHaveProperty("examples");
    expect(roster[1]).toEqual(served.paths["/v1/teams/{teamId}/roster"].get.parameters[1]);
    expect(document.paths["/v1/market/players/{playerId}/auction"].get.parameters[0]).toMatchObject({
      example: "auctioned",
      schema: { example: "auctioned" },
    });
    expect(unfilled).toEqual([]);
  });

  it("leaves the served document as it was", () => {
    const before = JSON.stringify(served);
    personaliseDocument(served, IDS);
    expect(JSON.stringify(served)).toBe(before);
  });

  it("names the parameters it could not fill", () => {
    const { document, unfilled } = personaliseDocument(served, { ...IDS, clubId: null });
    expect(unfilled).toEqual(["/v1/teams/{teamId}/roster {teamId}"]);
    expect(document.paths["/v1/teams/{teamId}/roster"].get.parameters[0].example).toBe("0b6f");
  });
});
