import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/api/endpoint";
import { enumQuery, limitQuery, offsetQuery, seasonQuery, uuidParam } from "@/lib/api/params";
import { EXAMPLE_IDS } from "@/lib/game/schemas/common";
import { ArenaSchema, RosterSchema, ScheduleSchema, STATS_MODES, TeamSchema, TeamStatsSchema } from "@/lib/game/schemas/teams";
import { getArena, getClubRoster, getTeam } from "@/lib/game/teams";
import { listTeamSchedule } from "@/lib/game/schedule";
import { getTeamStats } from "@/lib/game/team-stats";

const TAG = "Clubs";
const TeamParams = z.object({ teamId: uuidParam("teamId", "A club or national team id.", EXAMPLE_IDS.club) });
const breadth = { counted: "team", param: "teamId" } as const;

export const teamEndpoints: Endpoint[] = [
  defineEndpoint({
    path: "/teams/{teamId}",
    scope: "public",
    tag: TAG,
    operationId: "getTeam",
    summary: "A team",
    description: "A club or national team: name, short name, kind, country, league and conference, manager (or coach), arena name.",
    params: TeamParams,
    response: TeamSchema,
    errors: ["not_found"],
    breadth,
    handler: ({ db, viewer, params }) => getTeam(db, viewer, params.teamId),
  }),
  defineEndpoint({
    path: "/teams/{teamId}/roster",
    scope: "public",
    tag: TAG,
    summary: "A club's roster",
    description:
      "The club's players by jersey number. Skills are shown only for your own club with scope `team`. A national team's id answers 404: its squad is at `/national-teams/{teamId}/roster`.",
    params: TeamParams,
    response: RosterSchema,
    errors: ["not_found"],
    breadth,
    handler: ({ db, viewer, params }) => getClubRoster(db, viewer, params.teamId),
  }),
  defineEndpoint({
    path: "/teams/{teamId}/schedule",
    scope: "public",
    tag: TAG,
    summary: "A team's schedule",
    description: "The team's games of a season in every competition, in chronological order, with scores once played.",
    params: TeamParams,
    query: z.strictObject({ season: seasonQuery, offset: offsetQuery, limit: limitQuery }),
    response: ScheduleSchema,
    errors: ["not_found"],
    breadth,
    handler: ({ db, viewer, params, query, now }) =>
      listTeamSchedule(db, viewer, params.teamId, { season: query.season, offset: query.offset ?? 0, limit: query.limit ?? 25 }, now),
  }),
  defineEndpoint({
    path: "/teams/{teamId}/stats",
    scope: "public",
    tag: TAG,
    summary: "A team's player statistics",
    description:
      "Each player's statistics for the team in a season's played games: per-game averages (one decimal) or totals. Shooting percentages are 0 to 100, null without attempts.",
    params: TeamParams,
    query: z.strictObject({
      season: seasonQuery,
      mode: enumQuery(STATS_MODES, "Per-game averages or season totals; `Averages` when omitted.", "Averages"),
    }),
    response: TeamStatsSchema,
    errors: ["not_found"],
    breadth,
    handler: ({ db, viewer, params, query, now }) =>
      getTeamStats(db, viewer, params.teamId, { season: query.season, mode: query.mode ?? "Averages" }, now),
  }),
  defineEndpoint({
    path: "/teams/{teamId}/arena",
    scope: "public",
    tag: TAG,
    summary: "A club's arena",
    description: "Seats and ticket prices of the club's arena. National teams have no arena (404).",
    params: TeamParams,
    response: ArenaSchema,
    errors: ["not_found"],
    breadth,
    handler: ({ db, viewer, params }) => getArena(db, viewer, params.teamId),
  }),
];
