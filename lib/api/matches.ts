import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/api/endpoint";
import { seasonQuery, uuidParam } from "@/lib/api/params";
import { EXAMPLE_IDS } from "@/lib/game/schemas/common";
import { BoxScoreSchema, MatchSchema, StandingsSchema } from "@/lib/game/schemas/matches";
import { getBoxScore, getMatch } from "@/lib/game/matches";
import { getStandings } from "@/lib/game/standings";

const TAG = "Matches";
const MatchParams = z.object({ matchId: uuidParam("matchId", "A match id.", EXAMPLE_IDS.match) });

export const matchEndpoints: Endpoint[] = [
  defineEndpoint({
    path: "/matches/{matchId}",
    scope: "public",
    tag: TAG,
    operationId: "getMatch",
    summary: "A match",
    description: "A game: teams, date, competition, and once played the score, quarter partials and attendance.",
    params: MatchParams,
    response: MatchSchema,
    errors: ["not_found"],
    handler: ({ db, viewer, params }) => getMatch(db, viewer, params.matchId),
  }),
  defineEndpoint({
    path: "/matches/{matchId}/boxscore",
    scope: "public",
    tag: TAG,
    operationId: "getMatchBoxScore",
    summary: "A match's box score",
    description:
      "Strategies, effort, the teams' rating levels and every player's line of a played match. A match not yet played answers 404.",
    params: MatchParams,
    response: BoxScoreSchema,
    errors: ["not_found"],
    handler: ({ db, viewer, params }) => getBoxScore(db, viewer, params.matchId),
  }),
  defineEndpoint({
    path: "/competitions/{competitionId}/standings",
    scope: "public",
    tag: TAG,
    operationId: "getCompetitionStandings",
    summary: "A league's standings",
    description:
      "The regular-season table of a league by conference, ordered by wins, then point difference, then points scored. The season being played is counted from its played games; past seasons show their final lines. Only leagues have standings: another competition answers 404.",
    params: z.object({ competitionId: uuidParam("competitionId", "A league id.", EXAMPLE_IDS.competition) }),
    query: z.strictObject({ season: seasonQuery }),
    response: StandingsSchema,
    errors: ["not_found"],
    handler: ({ db, viewer, params, query, now }) => getStandings(db, viewer, params.competitionId, query.season, now),
  }),
];
