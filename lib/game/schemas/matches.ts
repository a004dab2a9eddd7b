import { z } from "zod";
import { MATCH_KINDS } from "@/lib/vocabulary";
import { CompetitionRefSchema, DateTimeSchema, EXAMPLE_IDS, PlayerRefSchema, TeamRefSchema } from "@/lib/game/schemas/common";

export const MatchKindSchema = z.enum(MATCH_KINDS).meta({
  id: "MatchKind",
  description:
    "`LeagueRegularSeason`, the league playoffs (`LeagueQuarterfinal`, `LeagueSemifinal`, `LeagueFinal`), `Relegation`, `Cup`, `Scrimmage` (a friendly), and national-team games (`NationalTeamRoundRobin`, `NationalTeamFriendly`).",
  example: "LeagueRegularSeason",
});

export const MatchStatusSchema = z.enum(["Scheduled", "Final"]).meta({
  id: "MatchStatus",
  description: "`Scheduled` until the game is played, then `Final`.",
  example: "Final",
});

export const ScoreSchema = z
  .object({
    home: z.number().int().meta({ example: 88 }),
    away: z.number().int().meta({ example: 81 }),
  })
  .meta({ id: "Score", description: "Final score; null until the game is played." });

const PartialsSchema = z.array(z.number().int()).meta({
  description: "Points per quarter, then one entry per overtime; null until the game is played.",
  example: [22, 19, 25, 22],
});

export const AttendanceSchema = z
  .object({
    bleachers: z.number().int().meta({ example: 11840 }),
    lowerTier: z.number().int().meta({ example: 1320 }),
    courtside: z.number().int().meta({ example: 301 }),
    luxuryBoxes: z.number().int().meta({ example: 22 }),
    total: z.number().int().meta({ description: "Sum of every seat type.", example: 13483 }),
  })
  .meta({ id: "Attendance", description: "Spectators by seat type; null until the game is played." });

const MatchSummaryFields = {
  id: z.uuid().meta({ description: "Match id.", example: EXAMPLE_IDS.match }),
  season: z.object({ number: z.number().int().meta({ example: 70 }) }),
  competition: CompetitionRefSchema,
  kind: MatchKindSchema,
  round: z.number().int().min(1).meta({ description: "Round of the competition, 1-based.", example: 9 }),
  startsAt: DateTimeSchema,
};

const MatchSideSchema = z
  .object({
    team: TeamRefSchema,
    score: z.number().int().nullable().meta({ description: "Null until the game is played.", example: 88 }),
    partials: PartialsSchema.nullable(),
  })
  .meta({ id: "MatchSide", description: "One team of a match, with its score once played." });

const exampleMatch = {
  id: EXAMPLE_IDS.match,
  season: { number: 70 },
  competition: { id: EXAMPLE_IDS.competition, name: "Utopia Premier League" },
  kind: "LeagueRegularSeason",
  round: 9,
  startsAt: "2026-11-17T19:00:00.000Z",
  neutralCourt: false,
  isOnTv: true,
  status: "Final",
  home: { team: { id: EXAMPLE_IDS.club, name: "Lakeside Lynx" }, score: 88, partials: [22, 19, 25, 22] },
  away: { team: { id: EXAMPLE_IDS.otherClub, name: "Port Royal Mariners" }, score: 81, partials: [18, 24, 20, 19] },
  attendance: { bleachers: 11840, lowerTier: 1320, courtside: 301, luxuryBoxes: 22, total: 13483 },
};

export const MatchSchema = z
  .object({
    ...MatchSummaryFields,
    neutralCourt: z.boolean().meta({ description: "Played at neither team's arena.", example: false }),
    isOnTv: z.boolean().meta({ description: "Broadcast on TV (some league games are).", example: true }),
    status: MatchStatusSchema,
    home: MatchSideSchema,
    away: MatchSideSchema,
    attendance: AttendanceSchema.nullable(),
  })
  .meta({ id: "Match", description: "A game: teams, date, competition and, once played, the score.", example: exampleMatch });

export const OFFENSIVE_STRATEGIES = [
  "Base",
  "Push",
  "Patient",
  "Princeton",
  "Motion",
  "RunAndGun",
  "LowPost",
  "LookInside",
  "OutsideIsolation",
  "InsideIsolation",
] as const;
export const DEFENSIVE_STRATEGIES = ["ManToMan", "23Zone", "32Zone", "131Zone", "Press", "InsideBoxAndOne", "OutsideBoxAndOne"] as const;
export const EFFORTS = ["Normal", "TakeItEasy", "CrunchTime"] as const;

export const TeamRatingsSchema = z
  .object({
    outsideScoring: z.number().meta({ example: 9.3 }),
    insideScoring: z.number().meta({ example: 8.6 }),
    outsideDefense: z.number().meta({ example: 8 }),
    insideDefense: z.number().meta({ example: 9.6 }),
    rebounding: z.number().meta({ example: 10.3 }),
    offensiveFlow: z.number().meta({ example: 8.3 }),
  })
  .meta({
    id: "TeamRatings",
    description: "The team's rating levels in the game, in thirds of a level: 8, 8.3, 8.6, 9 and so on (higher is better).",
  });

const MinutesByPositionSchema = z
  .object({ PG: z.number().int(), SG: z.number().int(), SF: z.number().int(), PF: z.number().int(), C: z.number().int() })
  .meta({ id: "MinutesByPosition", description: "Minutes played at each position.", example: { PG: 0, SG: 0, SF: 30, PF: 4, C: 0 } });

export const BoxScorePlayerSchema = z
  .object({
    player: PlayerRefSchema,
    isStarter: z.boolean().meta({ example: true }),
    didNotPlay: z.boolean().meta({ description: "Dressed but did not play; every figure is then 0.", example: false }),
    minutes: z.number().int().meta({ description: "Minutes played, all positions.", example: 34 }),
    minutesByPosition: MinutesByPositionSchema,
    fgm: z.number().int().meta({ description: "Field goals made (three-pointers included).", example: 8 }),
    fga: z.number().int().meta({ description: "Field goals attempted.", example: 15 }),
    tpm: z.number().int().meta({ description: "Three-pointers made.", example: 2 }),
    tpa: z.number().int().meta({ description: "Three-pointers attempted.", example: 5 }),
    ftm: z.number().int().meta({ description: "Free throws made.", example: 4 }),
    fta: z.number().int().meta({ description: "Free throws attempted.", example: 5 }),
    oreb: z.number().int().meta({ description: "Offensive rebounds.", example: 2 }),
    reb: z.number().int().meta({ description: "Rebounds, offensive included.", example: 7 }),
    ast: z.number().int().meta({ example: 3 }),
    to: z.number().int().meta({ description: "Turnovers.", example: 2 }),
    stl: z.number().int().meta({ example: 1 }),
    blk: z.number().int().meta({ example: 1 }),
    pf: z.number().int().meta({ description: "Personal fouls.", example: 3 }),
    pts: z.number().int().meta({ description: "Points: 2·(fgm − tpm) + 3·tpm + ftm.", example: 22 }),
    plusMinus: z.number().int().meta({ description: "Point difference while on court.", example: 9 }),
    rating: z.number().meta({ description: "The game's performance rating for this game.", example: 7.4 }),
  })
  .meta({ id: "BoxScorePlayer", description: "One player's line." });

export const BoxScoreTeamSchema = z
  .object({
    team: TeamRefSchema,
    score: z.number().int().meta({ description: "The sum of its players' points.", example: 88 }),
    partials: PartialsSchema,
    offensiveStrategy: z.enum(OFFENSIVE_STRATEGIES).meta({ id: "OffensiveStrategy", example: "Motion" }),
    defensiveStrategy: z.enum(DEFENSIVE_STRATEGIES).meta({ id: "DefensiveStrategy", example: "ManToMan" }),
    effort: z.enum(EFFORTS).meta({ id: "Effort", description: "How hard the team played.", example: "Normal" }),
    ratings: TeamRatingsSchema,
    players: z.array(BoxScorePlayerSchema).meta({ description: "Starters first, then the bench; each group by minutes, most first." }),
  })
  .meta({ id: "BoxScoreTeam", description: "One team's side of a box score." });

const exampleLine = (
  id: string,
  name: string,
  isStarter: boolean,
  byPosition: { PG: number; SG: number; SF: number; PF: number; C: number },
  s: [fgm: number, fga: number, tpm: number, tpa: number, ftm: number, fta: number, oreb: number, reb: number],
  rest: [ast: number, to: number, stl: number, blk: number, pf: number, plusMinus: number, rating: number],
) => {
  const [fgm, fga, tpm, tpa, ftm, fta, oreb, reb] = s;
  const [ast, to, stl, blk, pf, plusMinus, rating] = rest;
  const minutes = Object.values(byPosition).reduce((a, b) => a + b, 0);
  return {
    player: { id, name },
    isStarter,
    didNotPlay: minutes === 0,
    minutes,
    minutesByPosition: byPosition,
    fgm,
    fga,
    tpm,
    tpa,
    ftm,
    fta,
    oreb,
    reb,
    ast,
    to,
    stl,
    blk,
    pf,
    pts: 2 * (fgm - tpm) + 3 * tpm + ftm,
    plusMinus,
    rating,
  };
};

const exampleBoxScore = {
  match: {
    id: EXAMPLE_IDS.match,
    season: { number: 70 },
    competition: { id: EXAMPLE_IDS.competition, name: "Utopia Premier League" },
    kind: "LeagueRegularSeason",
    round: 9,
    startsAt: "2026-11-17T19:00:00.000Z",
  },
  home: {
    team: { id: EXAMPLE_IDS.club, name: "Lakeside Lynx" },
    score: 30,
    partials: [8, 6, 9, 7],
    offensiveStrategy: "Motion",
    defensiveStrategy: "ManToMan",
    effort: "Normal",
    ratings: { outsideScoring: 9.3, insideScoring: 8.6, outsideDefense: 8, insideDefense: 9.6, rebounding: 10.3, offensiveFlow: 8.3 },
    players: [
      exampleLine(
        EXAMPLE_IDS.player,
        "Marcus Holloway",
        true,
        { PG: 0, SG: 0, SF: 30, PF: 4, C: 0 },
        [8, 15, 2, 5, 4, 5, 2, 7],
        [3, 2, 1, 1, 3, 9, 7.4],
      ),
      exampleLine(
        "4f3e2d1c-0b9a-4f8e-9d7c-6b5a4f3e2d1c",
        "Tomas Varga",
        false,
        { PG: 14, SG: 2, SF: 0, PF: 0, C: 0 },
        [3, 7, 1, 3, 1, 2, 0, 1],
        [4, 1, 0, 0, 2, -3, 5.1],
      ),
      exampleLine(
        "5a4f3e2d-1c0b-4a9f-8e7d-6c5b4a3f2e1d",
        "Ike Obi",
        false,
        { PG: 0, SG: 0, SF: 0, PF: 0, C: 0 },
        [0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0],
      ),
    ],
  },
  away: {
    team: { id: EXAMPLE_IDS.otherClub, name: "Port Royal Mariners" },
    score: 25,
    partials: [6, 7, 5, 7],
    offensiveStrategy: "LookInside",
    defensiveStrategy: "23Zone",
    effort: "CrunchTime",
    ratings: { outsideScoring: 7.6, insideScoring: 10, outsideDefense: 8.3, insideDefense: 9, rebounding: 9.6, offensiveFlow: 7.3 },
    players: [
      exampleLine(
        "6b5a4f3e-2d1c-4b0a-9f8e-7d6c5b4a3f2e",
        "Dario Lenz",
        true,
        { PG: 0, SG: 0, SF: 0, PF: 6, C: 30 },
        [10, 17, 0, 0, 5, 8, 4, 12],
        [1, 3, 0, 3, 4, -6, 8.2],
      ),
    ],
  },
};

export const BoxScoreSchema = z
  .object({
    match: z.object(MatchSummaryFields).meta({ description: "The match this box score belongs to." }),
    home: BoxScoreTeamSchema,
    away: BoxScoreTeamSchema,
  })
  .meta({
    id: "BoxScore",
    description:
      "A played match's box score: each team's strategies, effort, rating levels and every player's line. (The example is abridged to a few players per team.)",
    example: exampleBoxScore,
  });

export const LeagueRefSchema = CompetitionRefSchema.extend({
  level: z.number().int().min(1).meta({ description: "Division level: 1 is the top.", example: 1 }),
}).meta({ id: "LeagueRef", description: "A league, by id and name, with its division level." });

export const StandingsLineSchema = z
  .object({
    position: z.number().int().min(1).meta({ description: "Place in the conference, 1-based.", example: 1 }),
    team: TeamRefSchema,
    isBot: z.boolean().meta({ description: "A club nobody runs.", example: false }),
    played: z.number().int().meta({ example: 9 }),
    wins: z.number().int().meta({ example: 7 }),
    losses: z.number().int().meta({ example: 2 }),
    pointsFor: z.number().int().meta({ example: 801 }),
    pointsAgainst: z.number().int().meta({ example: 742 }),
    pointDifference: z.number().int().meta({ description: "pointsFor − pointsAgainst.", example: 59 }),
    forfeits: z.number().int().min(0).meta({
      description:
        "Games lost by forfeit (counted among the losses), stored with a finished season's final line; 0 while a season is played.",
      example: 0,
    }),
  })
  .meta({ id: "StandingsLine", description: "One team's line in the table." });

const standingsLine = (
  position: number,
  id: string,
  name: string,
  isBot: boolean,
  wins: number,
  losses: number,
  pf: number,
  pa: number,
) => ({
  position,
  team: { id, name },
  isBot,
  played: wins + losses,
  wins,
  losses,
  pointsFor: pf,
  pointsAgainst: pa,
  pointDifference: pf - pa,
  forfeits: 0,
});

export const StandingsSchema = z
  .object({
    competition: LeagueRefSchema,
    season: z.object({ number: z.number().int().meta({ example: 70 }) }),
    conferences: z
      .array(
        z.object({
          name: z.string().meta({ example: "A" }),
          teams: z.array(StandingsLineSchema).meta({ description: "By wins, then point difference, then points scored." }),
        }),
      )
      .meta({ description: "The league's two conferences, by name." }),
  })
  .meta({
    id: "Standings",
    description:
      "A league's regular-season table by conference. The season being played is counted from its played games; past seasons show their final lines. (The example is abridged.)",
    example: {
      competition: { id: EXAMPLE_IDS.competition, name: "Utopia Premier League", level: 1 },
      season: { number: 70 },
      conferences: [
        {
          name: "A",
          teams: [
            standingsLine(1, EXAMPLE_IDS.club, "Lakeside Lynx", false, 7, 2, 801, 742),
            standingsLine(2, "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f", "Northgate Owls", true, 5, 4, 770, 771),
          ],
        },
        {
          name: "B",
          teams: [standingsLine(1, EXAMPLE_IDS.otherClub, "Port Royal Mariners", false, 6, 3, 790, 760)],
        },
      ],
    },
  });

export type ApiMatch = z.input<typeof MatchSchema>;
export type ApiBoxScore = z.input<typeof BoxScoreSchema>;
export type ApiBoxScorePlayer = z.input<typeof BoxScorePlayerSchema>;
export type ApiStandings = z.input<typeof StandingsSchema>;
export type ApiTeamRatings = z.input<typeof TeamRatingsSchema>;
export type ApiAttendance = z.input<typeof AttendanceSchema>;
