/** Rows of the generated world, one interface per table of the schema's World section. */

import { POSITIONS, type Position } from "@/lib/vocabulary";

export { POSITIONS, type Position };

export const SKILL_KEYS = [
  "jumpShot",
  "jumpRange",
  "outsideDefense",
  "handling",
  "driving",
  "passing",
  "insideShot",
  "insideDefense",
  "rebounding",
  "shotBlocking",
  "stamina",
  "freeThrow",
  "experience",
] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];
/** The twelve skills that training changes (experience comes from playing). */
export const TRAINED_SKILLS = SKILL_KEYS.filter((k) => k !== "experience") as Exclude<SkillKey, "experience">[];

export type SkillTrend = "Unchanged" | "Improved" | "Worsened";

/** Per-minute tendencies that follow from a player's skills (the match engine's, lib/world/boxscore.ts). */
export interface PlayerTendencies {
  two: number;
  three: number;
  drawFoul: number;
  rebound: number;
  pass: number;
  turnover: number;
  steal: number;
  block: number;
  twoPct: number;
  threePct: number;
  freePct: number;
}
export type SkillValue = Readonly<{ level: number; change: SkillTrend }>;
export type PlayerSkills = Record<SkillKey, SkillValue>;

import type {
  Building,
  CompetitionKind,
  Drill,
  EconomyLineKind,
  ListingStatus,
  MatchKind,
  Role,
  StaffLevel,
  StaffType,
  TeamKind,
} from "@/lib/vocabulary";

export type { CompetitionKind, Drill, ListingStatus, MatchKind, StaffLevel, StaffType, TeamKind };

export interface ManagerRow {
  id: string;
  username: string;
  /** "!" (no password can match) except for demo accounts, whose hash the writer sets. */
  passwordHash: string;
  isSupporter: boolean;
  role: Role;
  /** A generated stand-in for another of the game's managers: the world clock trades for its club. */
  isSimulated: boolean;
  createdAt: Date;
}

export interface CountryRow {
  id: string;
  name: string;
  code: string;
  levels: number;
}

export interface SeasonRow {
  id: string;
  number: number;
  startsAt: Date;
  endsAt: Date;
}

export interface CompetitionRow {
  id: string;
  kind: CompetitionKind;
  name: string;
  countryId: string | null;
  level: number | null;
  division: number | null;
  isJunior: boolean;
}

export interface TeamRow {
  id: string;
  kind: TeamKind;
  name: string;
  shortName: string;
  countryId: string;
  leagueId: string | null;
  conference: string | null;
  managerId: string | null;
  isBot: boolean;
  createdAt: Date;
}

export interface LeagueMembershipRow {
  seasonId: string;
  competitionId: string;
  teamId: string;
  conference: string;
  finalPosition: number | null;
  wins: number | null;
  losses: number | null;
  pointsFor: number | null;
  pointsAgainst: number | null;
  forfeits: number;
}

export interface PlayerRow {
  id: string;
  firstName: string;
  lastName: string;
  nickname: string | null;
  number: number;
  countryId: string;
  age: number;
  height: number;
  salary: number;
  dmi: number;
  potential: number;
  gameShape: number;
  buzzerBeaterRating: number;
  bestPosition: Position;
  isRetired: boolean;
  injuryWeeks: number | null;
  skills: PlayerSkills;
  clubId: string | null;
  nationalTeamId: string | null;
  joinedClubAt: Date;
}

export interface ArenaRow {
  teamId: string;
  name: string;
  bleachers: number;
  bleachersPrice: number;
  lowerTier: number;
  lowerTierPrice: number;
  courtside: number;
  courtsidePrice: number;
  luxuryBoxes: number;
  luxuryBoxPrice: number;
}

export interface StaffRow {
  id: string;
  teamId: string;
  name: string;
  type: StaffType;
  level: StaffLevel;
  specialty: string | null;
  salary: number;
  hiredAt: Date;
}

export interface FacilityRow {
  teamId: string;
  building: Building;
  level: number;
  weeklyUpkeep: number;
}

export interface EconomyWeekRow {
  id: string;
  teamId: string;
  weekStart: Date;
  openingBalance: number;
  closingBalance: number;
}

export interface EconomyLineRow {
  weekId: string;
  kind: EconomyLineKind;
  amount: number;
}

export interface TrainingPlanRow {
  teamId: string;
  drill: Drill;
  positions: Position[];
  updatedAt: Date;
}

export interface TrainingConditions {
  coachLevel: StaffLevel;
  coachSpecialty: string | null;
  youthTrainerLevel: StaffLevel | null;
  gymLevel: number;
  trainingCourtLevel: number;
  isOffseason: boolean;
}

export interface TrainingSessionRow {
  id: string;
  teamId: string;
  trainedAt: Date;
  drill: Drill;
  positions: Position[];
  efficiencyPercent: number;
  conditions: TrainingConditions | null;
}

export interface TrainingParticipantRow {
  sessionId: string;
  playerId: string;
  minutes: number;
  trainingMinutes: number;
  hasFullMinutes: boolean;
}

export interface SkillChangeRow {
  sessionId: string;
  playerId: string;
  skill: SkillKey;
  from: number;
  to: number;
}

export interface BreakthroughRow {
  sessionId: string;
  playerId: string;
  skill: SkillKey;
  oldLevel: number;
  newLevel: number;
  kinds: string[];
}

export interface Attendance {
  bleachers: number;
  lowerTier: number;
  courtside: number;
  luxuryBoxes: number;
}

export interface MatchRow {
  id: string;
  seasonId: string;
  competitionId: string;
  kind: MatchKind;
  round: number;
  startsAt: Date;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  neutralCourt: boolean;
  isOnTv: boolean;
  attendance: Attendance | null;
}

export interface TeamRatings {
  outsideScoring: number;
  insideScoring: number;
  outsideDefense: number;
  insideDefense: number;
  rebounding: number;
  offensiveFlow: number;
}

export interface MatchTeamRow {
  matchId: string;
  teamId: string;
  isHome: boolean;
  score: number;
  partials: number[];
  offensiveStrategy: string;
  defensiveStrategy: string;
  effort: string;
  ratings: TeamRatings;
}

export type PositionMinutes = Record<Position, number>;

export interface BoxScoreLineRow {
  matchId: string;
  teamId: string;
  playerId: string;
  isStarter: boolean;
  didNotPlay: boolean;
  minutes: PositionMinutes;
  totalMinutes: number;
  fgm: number;
  fga: number;
  tpm: number;
  tpa: number;
  ftm: number;
  fta: number;
  oreb: number;
  reb: number;
  ast: number;
  to: number;
  stl: number;
  blk: number;
  pf: number;
  pts: number;
  plusMinus: number;
  rating: number;
}

export interface TransferListingRow {
  id: string;
  playerId: string;
  listingClubId: string;
  startingPrice: number;
  minIncrementPercent: number;
  startedAt: Date;
  endsAt: Date;
  status: ListingStatus;
  buyerTeamId: string | null;
  finalPrice: number | null;
  /** The leading bid, or the starting price before any. */
  currentPrice: number;
  leaderTeamId: string | null;
  bidCount: number;
}

export interface BidRow {
  id: string;
  listingId: string;
  teamId: string;
  managerId: string | null;
  amount: number;
  placedAt: Date;
}

export interface WorldInfoRow {
  seed: number;
  referenceTime: Date;
  size: number;
  /** The game clock's position: the generator leaves it at the reference time. */
  clockAt: Date;
}

/** A complete world, table by table, in an order that respects foreign keys. */
export interface World {
  info: WorldInfoRow;
  /** Usernames of the demo accounts, whose password the writer sets. */
  demoUsernames: string[];
  managers: ManagerRow[];
  countries: CountryRow[];
  seasons: SeasonRow[];
  competitions: CompetitionRow[];
  teams: TeamRow[];
  memberships: LeagueMembershipRow[];
  players: PlayerRow[];
  arenas: ArenaRow[];
  staff: StaffRow[];
  facilities: FacilityRow[];
  economyWeeks: EconomyWeekRow[];
  economyLines: EconomyLineRow[];
  trainingPlans: TrainingPlanRow[];
  trainingSessions: TrainingSessionRow[];
  trainingParticipants: TrainingParticipantRow[];
  skillChanges: SkillChangeRow[];
  breakthroughs: BreakthroughRow[];
  matches: MatchRow[];
  matchTeams: MatchTeamRow[];
  boxScoreLines: BoxScoreLineRow[];
  listings: TransferListingRow[];
  bids: BidRow[];
}

/**
 * The tables whose rows are written as they are made (games and their box scores, training,
 * ledger lines): nine rows in ten of a world. The generator hands each row to a sink, so a world of any size can
 * stream them out instead of holding them (lib/world/spool.ts); `generateWorld` collects them.
 */
export const STREAMED_KEYS = [
  "matches",
  "matchTeams",
  "boxScoreLines",
  "trainingSessions",
  "trainingParticipants",
  "skillChanges",
  "economyWeeks",
  "economyLines",
] as const;
export type StreamedKey = (typeof STREAMED_KEYS)[number];
export type WorldSink = { [K in StreamedKey]: (row: World[K][number]) => void };
/** A world without its streamed rows: what the generator keeps in memory. */
export type WorldCore = Omit<World, StreamedKey>;

export interface GenerateWorldOptions {
  seed: number;
  /** The "now" of the world: games before it are played, auctions around it are open. Default: now. */
  referenceTime?: Date;
  /** 1 is about four countries; the number of countries grows with it. Default 1. */
  size?: number;
  /** Adds the accounts `demo`, `rookie` and `staff`. Default true. */
  withDemoAccounts?: boolean;
}
