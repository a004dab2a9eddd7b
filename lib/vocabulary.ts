import {
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
} from "@/lib/generated/prisma/enums";

/**
 * The game's categories, each one Prisma enum (prisma/schema.prisma); every list of them is
 * derived here, in the enum's order, so a new value appears everywhere at once.
 */
export { Building, CompetitionKind, Drill, EconomyLineKind, ListingStatus, MatchKind, Role, StaffLevel, StaffType, TeamKind };

const valuesOf = <T extends string>(category: Record<string, T>) => Object.values(category) as [T, ...T[]];

export const STAFF_TYPES = valuesOf(StaffType);
/** Worst to best. */
export const STAFF_LEVELS = valuesOf(StaffLevel);
export const BUILDINGS = valuesOf(Building);
/** Income first, then expenses: the order a week's finances list them. */
export const ECONOMY_LINE_KINDS = valuesOf(EconomyLineKind);
export const DRILLS = valuesOf(Drill);
export const MATCH_KINDS = valuesOf(MatchKind);
export const LISTING_STATUSES = valuesOf(ListingStatus);

/** The five positions, guards to center. (Not a column of their own: players carry one skill set.) */
export const POSITIONS = ["PG", "SG", "SF", "PF", "C"] as const;
export type Position = (typeof POSITIONS)[number];
