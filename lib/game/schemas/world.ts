import { z } from "zod";
import { CountryRefSchema, DateTimeSchema, EXAMPLE_IDS, ManagerRefSchema } from "@/lib/game/schemas/common";

export const NATIONAL_TEAM_KINDS = ["NationalTeam", "JuniorNationalTeam"] as const;

export const NationalTeamKindSchema = z.enum(NATIONAL_TEAM_KINDS).meta({
  id: "NationalTeamKind",
  description: "`NationalTeam`: a country's senior team; `JuniorNationalTeam`: its U21 team.",
});

export const SeasonListSchema = z
  .object({
    seasons: z
      .array(
        z.object({
          number: z.number().int().min(1).meta({ description: "Usable as the `season` query parameter.", example: 71 }),
          startsAt: DateTimeSchema.meta({ description: "Friday 00:00 UTC that opened the season." }),
          endsAt: DateTimeSchema.meta({ description: "When the next season begins (a season lasts 14 weeks)." }),
          isCurrent: z.boolean().meta({ description: "The season being played now, used when `season` is omitted.", example: true }),
        }),
      )
      .meta({ description: "Every season the world keeps, newest first." }),
  })
  .meta({
    id: "SeasonList",
    description:
      "Every season the world keeps, with its number and dates, newest first: the last full season before the world began, complete (every game with its box score, playoffs, relegation series, final standings, promotion and relegation), and every season since. Each has its games and standings.",
    example: {
      seasons: [
        { number: 71, startsAt: "2026-10-02T00:00:00.000Z", endsAt: "2027-01-08T00:00:00.000Z", isCurrent: true },
        { number: 70, startsAt: "2026-06-26T00:00:00.000Z", endsAt: "2026-10-02T00:00:00.000Z", isCurrent: false },
      ],
    },
  });

export const CountryListSchema = z
  .object({
    countries: z
      .array(
        z.object({
          id: z.uuid().meta({ description: "Usable as `{countryId}`.", example: EXAMPLE_IDS.country }),
          name: z.string().meta({ example: "Utopia" }),
          code: z.string().meta({ description: "Two-letter country code.", example: "UT" }),
          levels: z.number().int().min(0).meta({
            description: "Division levels of its league pyramid (level 1 is the top); 0 when it has no leagues yet.",
            example: 3,
          }),
        }),
      )
      .meta({ description: "Every country, by name." }),
  })
  .meta({
    id: "CountryList",
    description: "Every country of the game world, ordered by name.",
    example: {
      countries: [
        { id: "1e2d3c4b-5a69-4788-97a6-b5c4d3e2f1a0", name: "Arcadia", code: "AR", levels: 4 },
        { id: EXAMPLE_IDS.country, name: "Utopia", code: "UT", levels: 3 },
      ],
    },
  });

export const LeagueListSchema = z
  .object({
    country: CountryRefSchema,
    leagues: z
      .array(
        z.object({
          id: z.uuid().meta({
            description: "The league's competition id, usable with `/competitions/{competitionId}/standings`.",
            example: EXAMPLE_IDS.competition,
          }),
          name: z.string().meta({ description: "The top league's own name, or `II.3` style below it.", example: "II.3" }),
          level: z.number().int().min(1).meta({ description: "Division level: 1 is the top.", example: 2 }),
          division: z.number().int().min(1).meta({
            description: "Position of the league inside its level, 1-based (`II.3` is 3). Level n has 4^(n−1) leagues.",
            example: 3,
          }),
        }),
      )
      .meta({ description: "The country's leagues by level, then division; empty for a level it does not have." }),
  })
  .meta({
    id: "LeagueList",
    description: "The leagues of a country's pyramid, optionally of one level.",
    example: {
      country: { id: EXAMPLE_IDS.country, name: "Utopia" },
      leagues: [
        { id: EXAMPLE_IDS.competition, name: "Utopia Premier League", level: 1, division: 1 },
        { id: "4b3a2918-07f6-4e5d-8c4b-3a29180f7e6d", name: "II.1", level: 2, division: 1 },
      ],
    },
  });

export const NationalTeamListSchema = z
  .object({
    country: CountryRefSchema,
    nationalTeams: z
      .array(
        z.object({
          id: z.uuid().meta({ description: "Usable with `/national-teams/{teamId}/…`.", example: EXAMPLE_IDS.nationalTeam }),
          name: z.string().meta({ example: "Utopia" }),
          shortName: z.string().meta({ example: "UT" }),
          kind: NationalTeamKindSchema,
          coach: ManagerRefSchema.nullable().meta({ description: "The elected coach; null while the post is vacant." }),
        }),
      )
      .meta({ description: "The senior team first, then the U21 team." }),
  })
  .meta({
    id: "NationalTeamList",
    description: "A country's senior and junior (U21) national teams with their coaches.",
    example: {
      country: { id: EXAMPLE_IDS.country, name: "Utopia" },
      nationalTeams: [
        {
          id: EXAMPLE_IDS.nationalTeam,
          name: "Utopia",
          shortName: "UT",
          kind: "NationalTeam",
          coach: { id: EXAMPLE_IDS.manager, username: "demo" },
        },
        { id: "6c5b4a39-2817-4f6e-9d5c-4b3a29180f7e", name: "Utopia U21", shortName: "UT21", kind: "JuniorNationalTeam", coach: null },
      ],
    },
  });

export type SeasonList = z.infer<typeof SeasonListSchema>;
export type CountryList = z.infer<typeof CountryListSchema>;
export type LeagueList = z.infer<typeof LeagueListSchema>;
export type NationalTeamList = z.infer<typeof NationalTeamListSchema>;
