import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/api/endpoint";
import { intQuery, uuidParam } from "@/lib/api/params";
import { EXAMPLE_IDS } from "@/lib/game/schemas/common";
import { CountryListSchema, LeagueListSchema, NationalTeamListSchema, SeasonListSchema } from "@/lib/game/schemas/world";
import { listCountries, listLeagues, listNationalTeams, listSeasons } from "@/lib/game/world";

const CountryParams = z.strictObject({
  countryId: uuidParam("countryId", "A country id from `/countries`.", EXAMPLE_IDS.country),
});

export const worldEndpoints: Endpoint[] = [
  defineEndpoint({
    path: "/seasons",
    scope: "public",
    tag: "World",
    summary: "Seasons",
    description:
      "Every season the world keeps, newest first: the last full season before the world began, with all its games, post-season and final standings, and every season since. Earlier season numbers are not kept (they answer 404 as a `season`). `isCurrent` marks the season used when `season` is omitted.",
    response: SeasonListSchema,
    handler: ({ db, now }) => listSeasons(db, now),
  }),
  defineEndpoint({
    path: "/countries",
    changes: "world",
    scope: "public",
    tag: "World",
    summary: "Countries",
    description: "Every country, by name, with the number of division levels of its league pyramid.",
    response: CountryListSchema,
    handler: ({ db }) => listCountries(db),
  }),
  defineEndpoint({
    path: "/countries/{countryId}/leagues",
    changes: "world",
    scope: "public",
    tag: "World",
    summary: "A country's leagues",
    description:
      "The leagues of a country by level, then division. With `level`, only that level; a level the country does not have gives an empty list. Each league id is a competition id for `/competitions/{competitionId}/standings`.",
    params: CountryParams,
    query: z.strictObject({
      level: intQuery({ description: "Only leagues of this division level (1 is the top).", min: 1, example: 2 }),
    }),
    response: LeagueListSchema,
    errors: ["not_found"],
    handler: ({ db, params, query }) => listLeagues(db, params.countryId, query.level),
  }),
  defineEndpoint({
    path: "/countries/{countryId}/national-teams",
    changes: "world",
    scope: "public",
    tag: "World",
    summary: "A country's national teams",
    description: "The country's senior and junior (U21) national teams, with their elected coaches.",
    params: CountryParams,
    response: NationalTeamListSchema,
    errors: ["not_found"],
    handler: ({ db, params }) => listNationalTeams(db, params.countryId),
  }),
];
