import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import type { EventData } from "@/lib/events";
import { POSITIONS } from "@/lib/vocabulary";
import type { TriggerableEventType } from "@/lib/webhooks/schemas";

/*
 * The events a developer triggers from the portal to try their receiver: one of each type an
 * endpoint can receive, built from the developer's own world (their club's last game, its last
 * training, its last economy week, one of its players, the current season, their application)
 * so the ids in it lead somewhere real in the API. Nothing happened: the event is recorded as a
 * test (lib/webhooks/endpoints.ts), and its payload says `"test": true`.
 */

type Tx = Prisma.TransactionClient;

interface TestEventSource {
  /** The developer, a manager of the game: the event concerns them and their club. */
  ownerId: string;
  /** Their application, the one the endpoint belongs to. */
  applicationId: string;
}

/** What a test event of one type carries: the manager it concerns (null: about the application) and its data. */
export interface TestEventContent<T extends TriggerableEventType> {
  managerId: string | null;
  data: EventData<T>;
}

type Builders = { [T in TriggerableEventType]: (tx: Tx, source: TestEventSource) => Promise<TestEventContent<T>> };

const nothingToBuild = (what: string) => new AppError("conflict", what);

/** The developer's club (their first by name), or a refusal that says why the type cannot be built. */
async function ownClub(tx: Tx, ownerId: string, type: TriggerableEventType): Promise<string> {
  const club = await tx.team.findFirst({
    where: { managerId: ownerId, kind: "Club" },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  if (!club) throw nothingToBuild(`You run no club, so there is nothing of yours to build a ${type} event from.`);
  return club.id;
}

/** A player of the club, the youngest (a draftee's age) or the oldest (a retiree's). */
async function playerOf(tx: Tx, clubId: string, order: "asc" | "desc") {
  const player = await tx.player.findFirst({
    where: { clubId, isRetired: false },
    orderBy: [{ age: order }, { id: "asc" }],
    select: { id: true, age: true, bestPosition: true, salary: true },
  });
  if (!player) throw nothingToBuild("Your club has no players to build this event from.");
  return player;
}

const position = (value: string) => POSITIONS.find((p) => p === value) ?? POSITIONS[0];

const BUILDERS: Builders = {
  "match.finished": async (tx, { ownerId }) => {
    const clubId = await ownClub(tx, ownerId, "match.finished");
    const match = await tx.match.findFirst({
      where: { OR: [{ homeTeamId: clubId }, { awayTeamId: clubId }], homeScore: { not: null }, awayScore: { not: null } },
      orderBy: [{ startsAt: "desc" }, { id: "asc" }],
      select: {
        id: true,
        competitionId: true,
        homeTeamId: true,
        awayTeamId: true,
        homeScore: true,
        awayScore: true,
        competition: { select: { kind: true } },
        season: { select: { number: true } },
      },
    });
    if (!match) throw nothingToBuild("Your club has played no game yet: there is no match.finished to build.");
    return {
      managerId: ownerId,
      data: {
        matchId: match.id,
        teamId: clubId,
        competitionId: match.competitionId,
        competitionKind: match.competition.kind,
        season: match.season.number,
        homeTeamId: match.homeTeamId,
        awayTeamId: match.awayTeamId,
        homeScore: match.homeScore!,
        awayScore: match.awayScore!,
      },
    };
  },
  "auction.settled": async (tx, { ownerId }) => {
    const clubId = await ownClub(tx, ownerId, "auction.settled");
    // The club's latest auction that closed, as it closed; with none, one of its players listed and unsold.
    const listing = await tx.transferListing.findFirst({
      where: { status: { in: ["Sold", "Unsold"] }, OR: [{ listingClubId: clubId }, { buyerTeamId: clubId }] },
      orderBy: [{ endsAt: "desc" }, { id: "asc" }],
      select: { id: true, playerId: true, listingClubId: true, buyerTeamId: true, status: true, finalPrice: true, currentPrice: true },
    });
    if (listing) {
      const sold = listing.status === "Sold";
      return {
        managerId: ownerId,
        data: {
          listingId: listing.id,
          teamId: clubId,
          playerId: listing.playerId,
          listingClubId: listing.listingClubId,
          buyerClubId: sold ? listing.buyerTeamId : null,
          outcome: sold ? "Sold" : "Unsold",
          price: sold ? (listing.finalPrice ?? listing.currentPrice) : null,
        },
      };
    }
    const player = await playerOf(tx, clubId, "desc");
    return {
      managerId: ownerId,
      data: {
        listingId: globalThis.crypto.randomUUID(),
        teamId: clubId,
        playerId: player.id,
        listingClubId: clubId,
        buyerClubId: null,
        outcome: "Unsold",
        price: null,
      },
    };
  },
  "training.completed": async (tx, { ownerId }) => {
    const clubId = await ownClub(tx, ownerId, "training.completed");
    const session = await tx.trainingSession.findFirst({
      where: { teamId: clubId },
      orderBy: { trainedAt: "desc" },
      select: { trainedAt: true },
    });
    if (!session) throw nothingToBuild("Your club has not trained yet: there is no training.completed to build.");
    return { managerId: ownerId, data: { teamId: clubId, week: session.trainedAt.toISOString() } };
  },
  "economy.week_booked": async (tx, { ownerId }) => {
    const clubId = await ownClub(tx, ownerId, "economy.week_booked");
    const week = await tx.economyWeek.findFirst({ where: { teamId: clubId }, orderBy: { weekStart: "desc" }, select: { weekStart: true } });
    if (!week) throw nothingToBuild("Your club has no economy week yet: there is no economy.week_booked to build.");
    return { managerId: ownerId, data: { teamId: clubId, week: week.weekStart.toISOString() } };
  },
  "season.started": async (tx, { ownerId }) => {
    // The season the world's clock stands in (the latest one begun by then).
    const clock = await tx.worldInfo.findUnique({ where: { id: 1 }, select: { clockAt: true } });
    const season =
      (clock && (await tx.season.findFirst({ where: { startsAt: { lte: clock.clockAt } }, orderBy: { number: "desc" } }))) ??
      (await tx.season.findFirst({ orderBy: { number: "desc" } }));
    if (!season) throw nothingToBuild("The world has no season yet: there is no season.started to build.");
    return {
      managerId: ownerId,
      data: { seasonId: season.id, season: season.number, startsAt: season.startsAt.toISOString(), endsAt: season.endsAt.toISOString() },
    };
  },
  "player.drafted": async (tx, { ownerId }) => {
    const clubId = await ownClub(tx, ownerId, "player.drafted");
    const player = await playerOf(tx, clubId, "asc");
    return { managerId: ownerId, data: { playerId: player.id, teamId: clubId, age: player.age, position: position(player.bestPosition) } };
  },
  "player.retired": async (tx, { ownerId }) => {
    const clubId = await ownClub(tx, ownerId, "player.retired");
    const player = await playerOf(tx, clubId, "desc");
    return { managerId: ownerId, data: { playerId: player.id, teamId: clubId, age: player.age } };
  },
  "grant.revoked": async (_tx, { ownerId, applicationId }) => ({ managerId: ownerId, data: { applicationId, managerId: ownerId } }),
  "application.approved": async (_tx, { applicationId }) => ({ managerId: null, data: { applicationId } }),
  "application.suspended": async (_tx, { applicationId }) => ({
    managerId: null,
    data: { applicationId, reason: "A test event from the portal: your application was not suspended." },
  }),
};

/** A test event of `type` from the developer's world, or a refusal (409) when their world has nothing to build it from. */
export function testEventContent<T extends TriggerableEventType>(tx: Tx, type: T, source: TestEventSource): Promise<TestEventContent<T>> {
  return (BUILDERS[type] as (tx: Tx, source: TestEventSource) => Promise<TestEventContent<T>>)(tx, source);
}
