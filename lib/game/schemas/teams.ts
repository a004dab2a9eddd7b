import { z } from "zod";
import {
  CompetitionRefSchema,
  CountryRefSchema,
  DateTimeSchema,
  EXAMPLE_IDS,
  ManagerRefSchema,
  PlayerRefSchema,
  TeamRefSchema,
} from "@/lib/game/schemas/common";
import { PlayerSchema } from "@/lib/game/schemas/player";
import { LeagueRefSchema, MatchKindSchema, MatchStatusSchema, ScoreSchema } from "@/lib/game/schemas/matches";
import { TeamKindSchema } from "@/lib/game/schemas/me";
import { PagingSchema } from "@/lib/game/paging";

const lynx = { id: EXAMPLE_IDS.club, name: "Lakeside Lynx" };
const mariners = { id: EXAMPLE_IDS.otherClub, name: "Port Royal Mariners" };
const premierLeague = { id: EXAMPLE_IDS.competition, name: "Utopia Premier League" };

export const TeamSchema = z
  .object({
    id: z.uuid().meta({ description: "Team id.", example: EXAMPLE_IDS.club }),
    name: z.string().meta({ example: "Lakeside Lynx" }),
    shortName: z.string().meta({ example: "LYN" }),
    kind: TeamKindSchema,
    country: CountryRefSchema,
    league: LeagueRefSchema.nullable().meta({ description: "The club's current league; null for national teams." }),
    conference: z.string().nullable().meta({ description: "The club's conference in its league; null for national teams.", example: "A" }),
    manager: ManagerRefSchema.nullable().meta({
      description: "The club's manager, or the elected coach of a national team; null for bot clubs (and a national team without a coach).",
    }),
    arenaName: z.string().nullable().meta({ description: "Null for national teams, which have no arena.", example: "Lakeside Dome" }),
    createdAt: DateTimeSchema.meta({ description: "When the team was founded.", example: "2019-03-08T10:00:00.000Z" }),
  })
  .meta({
    id: "Team",
    description: "A club or national team: name, kind, country, league and who runs it.",
    example: {
      ...lynx,
      shortName: "LYN",
      kind: "ManagedTeam",
      country: { id: EXAMPLE_IDS.country, name: "Utopia" },
      league: { ...premierLeague, level: 1 },
      conference: "A",
      manager: { id: EXAMPLE_IDS.manager, username: "demo" },
      arenaName: "Lakeside Dome",
      createdAt: "2019-03-08T10:00:00.000Z",
    },
  });

const examplePlayer = PlayerSchema.meta()?.example as Record<string, unknown>;

export const RosterSchema = z
  .object({
    team: TeamRefSchema,
    players: z.array(PlayerSchema).meta({ description: "The club's players, by jersey number." }),
  })
  .meta({
    id: "Roster",
    description: "A club's players. Skills are shown only for your own club with scope `team`. (The example is abridged to one player.)",
    example: { team: lynx, players: [examplePlayer] },
  });

const SeasonDatesSchema = z
  .object({
    number: z.number().int().meta({ example: 70 }),
    startsAt: DateTimeSchema.meta({ example: "2026-08-14T00:00:00.000Z" }),
    endsAt: DateTimeSchema.meta({ example: "2026-11-20T00:00:00.000Z" }),
  })
  .meta({ id: "SeasonDates", description: "A season's number and dates." });

export const ScheduleGameSchema = z
  .object({
    matchId: z.uuid().meta({ description: "Usable as `{matchId}`.", example: EXAMPLE_IDS.match }),
    startsAt: DateTimeSchema,
    competition: CompetitionRefSchema,
    kind: MatchKindSchema,
    round: z.number().int().min(1).meta({ description: "Round of the competition, 1-based.", example: 9 }),
    home: TeamRefSchema,
    away: TeamRefSchema,
    isHome: z.boolean().meta({ description: "Whether this team is the home team.", example: true }),
    status: MatchStatusSchema,
    score: ScoreSchema.nullable(),
  })
  .meta({ id: "ScheduleGame", description: "One game of a team's schedule." });

export const ScheduleSchema = z
  .object({
    team: TeamRefSchema,
    season: SeasonDatesSchema,
    games: z.array(ScheduleGameSchema).meta({ description: "In chronological order." }),
    paging: PagingSchema,
  })
  .meta({
    id: "Schedule",
    description: "A team's games in one season (every competition), with scores once played.",
    example: {
      team: lynx,
      season: { number: 70, startsAt: "2026-08-14T00:00:00.000Z", endsAt: "2026-11-20T00:00:00.000Z" },
      games: [
        {
          matchId: EXAMPLE_IDS.match,
          startsAt: "2026-11-17T19:00:00.000Z",
          competition: premierLeague,
          kind: "LeagueRegularSeason",
          round: 9,
          home: lynx,
          away: mariners,
          isHome: true,
          status: "Final",
          score: { home: 88, away: 81 },
        },
        {
          matchId: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
          startsAt: "2026-11-21T19:00:00.000Z",
          competition: premierLeague,
          kind: "LeagueRegularSeason",
          round: 10,
          home: mariners,
          away: lynx,
          isHome: false,
          status: "Scheduled",
          score: null,
        },
      ],
      paging: { offset: 0, limit: 2, hasMore: true },
    },
  });

export const STATS_MODES = ["Averages", "Totals"] as const;
export type StatsMode = (typeof STATS_MODES)[number];

const stat = (description: string, example: number) => z.number().meta({ description, example });
const percent = (what: string, example: number) =>
  z
    .number()
    .min(0)
    .max(100)
    .nullable()
    .meta({ description: `${what} percentage, 0 to 100 with one decimal; null without attempts.`, example });

export const PlayerSeasonStatsSchema = z
  .object({
    player: PlayerRefSchema,
    games: z.number().int().min(1).meta({ description: "Games played for this team (did-not-play games excluded).", example: 9 }),
    minutes: stat("Minutes.", 31.4),
    fgm: stat("Field goals made.", 7.2),
    fga: stat("Field goals attempted.", 14.1),
    fgPercent: percent("Field goal", 51.1),
    tpm: stat("Three-pointers made.", 1.8),
    tpa: stat("Three-pointers attempted.", 4.6),
    tpPercent: percent("Three-point", 39.0),
    ftm: stat("Free throws made.", 3.3),
    fta: stat("Free throws attempted.", 4.1),
    ftPercent: percent("Free throw", 81.1),
    oreb: stat("Offensive rebounds.", 1.4),
    reb: stat("Rebounds, offensive included.", 6.2),
    ast: stat("Assists.", 2.9),
    to: stat("Turnovers.", 1.7),
    stl: stat("Steals.", 1.1),
    blk: stat("Blocks.", 0.6),
    pf: stat("Personal fouls.", 2.8),
    pts: stat("Points.", 19.5),
    rating: stat("The game's performance rating, averaged per game in both modes.", 7.1),
  })
  .meta({
    id: "PlayerSeasonStats",
    description: "One player's season for this team: per-game averages (one decimal) or totals, depending on `mode`.",
  });

export const TeamStatsSchema = z
  .object({
    team: TeamRefSchema,
    season: z.object({ number: z.number().int().meta({ example: 70 }) }),
    mode: z.enum(STATS_MODES).meta({ id: "StatsMode", description: "`Averages` (per game) or `Totals`.", example: "Averages" }),
    players: z
      .array(PlayerSeasonStatsSchema)
      .meta({ description: "Every player who played for the team in that season's played games, by points (as shown), most first." }),
  })
  .meta({
    id: "TeamStats",
    description: "Each player's statistics for the team in one season. (The example is abridged to one player.)",
    example: {
      team: lynx,
      season: { number: 70 },
      mode: "Averages",
      players: [
        {
          player: { id: EXAMPLE_IDS.player, name: "Marcus Holloway" },
          games: 9,
          minutes: 31.4,
          fgm: 7.2,
          fga: 14.1,
          fgPercent: 51.1,
          tpm: 1.8,
          tpa: 4.6,
          tpPercent: 39,
          ftm: 3.3,
          fta: 4.1,
          ftPercent: 81.1,
          oreb: 1.4,
          reb: 6.2,
          ast: 2.9,
          to: 1.7,
          stl: 1.1,
          blk: 0.6,
          pf: 2.8,
          pts: 19.5,
          rating: 7.1,
        },
      ],
    },
  });

export const SEAT_TYPES = ["Bleachers", "LowerTier", "Courtside", "LuxuryBoxes"] as const;

export const ArenaSchema = z
  .object({
    team: TeamRefSchema,
    name: z.string().meta({ example: "Lakeside Dome" }),
    seats: z
      .array(
        z.object({
          type: z.enum(SEAT_TYPES).meta({ id: "SeatType", example: "Bleachers" }),
          capacity: z.number().int().meta({ description: "Number of seats.", example: 13000 }),
          price: z.number().int().meta({ description: "Ticket price in whole dollars.", example: 20 }),
        }),
      )
      .meta({ description: "Every seat type, cheapest first." }),
    totalCapacity: z.number().int().meta({ description: "Sum of every seat type's capacity.", example: 14875 }),
  })
  .meta({
    id: "Arena",
    description: "A club's arena: seats and ticket prices as the public arena page shows them.",
    example: {
      team: lynx,
      name: "Lakeside Dome",
      seats: [
        { type: "Bleachers", capacity: 13000, price: 20 },
        { type: "LowerTier", capacity: 1500, price: 65 },
        { type: "Courtside", capacity: 350, price: 185 },
        { type: "LuxuryBoxes", capacity: 25, price: 1150 },
      ],
      totalCapacity: 14875,
    },
  });

export type ApiTeam = z.input<typeof TeamSchema>;
export type ApiRoster = z.input<typeof RosterSchema>;
export type ApiSchedule = z.input<typeof ScheduleSchema>;
export type ApiTeamStats = z.input<typeof TeamStatsSchema>;
export type ApiPlayerSeasonStats = z.input<typeof PlayerSeasonStatsSchema>;
export type ApiArena = z.input<typeof ArenaSchema>;
