import type { Db } from "@/lib/db";
import { poolOf } from "@/lib/db";
import { asText, isoTime, JsonText, param, prepare, qb, refJson, run, sql } from "@/lib/sql";
import { notFound } from "@/lib/errors";
import { page } from "@/lib/game/paging";
import type { PlayerTraining, TrainedSkill, TrainingConditions, TrainingHistory, TrainingPlan } from "@/lib/game/schemas/training";
import { playerName } from "@/lib/game/players";
import { trainingHistoryCap } from "@/lib/game/privacy";
import type { Viewer } from "@/lib/auth/viewer";

type Position = TrainingPlan["positions"][number];
type BreakthroughKind = TrainingHistory["sessions"][number]["breakthroughs"][number]["kinds"][number];

const playerRefSelect = { select: { id: true, firstName: true, lastName: true } } as const;
const byPlayerName = [{ player: { lastName: "asc" } }, { player: { firstName: "asc" } }] as const;

const toPlayerRef = (p: { id: string; firstName: string; lastName: string }) => ({ id: p.id, name: playerName(p) });

/** The club and its training plan: one statement in which PostgreSQL writes the JSON (no row without a plan). */
const TRAINING_PLAN = prepare<{ teamId: string }, { body: string }>(
  "training_plan",
  qb
    .selectFrom("Team as t")
    .innerJoin("TrainingPlan as tp", "tp.teamId", "t.id")
    .select(
      asText(sql`json_build_object(
        'team', ${refJson("t")},
        'drill', tp.drill,
        'positions', to_json(tp.positions),
        'updatedAt', ${isoTime(sql`tp."updatedAt"`)})`).as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

export async function getTrainingPlan(db: Db, teamId: string): Promise<JsonText<TrainingPlan>> {
  const [row] = await run(poolOf(db), TRAINING_PLAN, { teamId });
  if (!row) throw notFound("Training plan");
  return new JsonText<TrainingPlan>(row.body);
}

/**
 * The club's sessions, newest first. A non-supporter's history is capped at the latest
 * session whatever the paging asks for, and never reports more.
 */
export async function listTrainingHistory(
  db: Db,
  viewer: Viewer,
  teamId: string,
  offset: number,
  limit: number,
): Promise<TrainingHistory> {
  const cap = trainingHistoryCap(viewer);
  const take = cap === null ? limit + 1 : Math.max(0, Math.min(limit, cap - offset));
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: {
      id: true,
      name: true,
      trainingSession: {
        orderBy: [{ trainedAt: "desc" }, { id: "asc" }],
        skip: offset,
        take,
        select: {
          id: true,
          drill: true,
          positions: true,
          trainedAt: true,
          efficiencyPercent: true,
          conditions: true,
          participants: {
            orderBy: [...byPlayerName],
            select: { player: playerRefSelect, minutes: true, trainingMinutes: true, hasFullMinutes: true },
          },
          skillChanges: {
            orderBy: [...byPlayerName, { skill: "asc" }],
            select: { player: playerRefSelect, skill: true, from: true, to: true },
          },
          breakthroughs: {
            orderBy: [...byPlayerName, { skill: "asc" }],
            select: { player: playerRefSelect, skill: true, oldLevel: true, newLevel: true, kinds: true },
          },
        },
      },
    },
  });
  if (!team) throw notFound("Club");
  const { items, paging } =
    cap === null
      ? page(team.trainingSession, offset, limit)
      : { items: team.trainingSession, paging: { offset, limit, hasMore: false } };
  return {
    team: { id: team.id, name: team.name },
    sessions: items.map((s) => ({
      id: s.id,
      type: s.drill,
      positions: s.positions as Position[],
      trainedAt: s.trainedAt.toISOString(),
      efficiencyPercent: s.efficiencyPercent,
      conditions: s.conditions as TrainingConditions | null,
      participants: s.participants.map((p) => ({
        player: toPlayerRef(p.player),
        minutes: p.minutes,
        trainingMinutes: p.trainingMinutes,
        hasFullMinutes: p.hasFullMinutes,
      })),
      skillChanges: s.skillChanges.map((c) => ({ player: toPlayerRef(c.player), skill: c.skill as TrainedSkill, from: c.from, to: c.to })),
      breakthroughs: s.breakthroughs.map((b) => ({
        player: toPlayerRef(b.player),
        skill: b.skill as TrainedSkill,
        oldLevel: b.oldLevel,
        newLevel: b.newLevel,
        kinds: b.kinds as BreakthroughKind[],
      })),
    })),
    limitedToLatest: cap !== null,
    paging,
  };
}

/**
 * A player's training week by week at his current club, for the club's own manager.
 * Earlier clubs' sessions are left out: their drills were another manager's plan.
 */
export async function getPlayerTraining(db: Db, viewer: Viewer, playerId: string): Promise<PlayerTraining> {
  const player = await db.player.findUnique({
    where: { id: playerId },
    select: { id: true, firstName: true, lastName: true, joinedClubAt: true, club: { select: { id: true, name: true } } },
  });
  if (!player?.club) throw notFound("Player");
  const cap = trainingHistoryCap(viewer);
  const sessions = await db.trainingSession.findMany({
    where: {
      teamId: player.club.id,
      OR: [{ trainedAt: { gte: player.joinedClubAt } }, { participants: { some: { playerId } } }],
    },
    orderBy: [{ trainedAt: "desc" }, { id: "asc" }],
    ...(cap === null ? {} : { take: cap }),
    select: {
      trainedAt: true,
      drill: true,
      positions: true,
      participants: { where: { playerId }, select: { minutes: true, trainingMinutes: true, hasFullMinutes: true } },
      skillChanges: { where: { playerId }, orderBy: { skill: "asc" }, select: { skill: true, from: true, to: true } },
      breakthroughs: {
        where: { playerId },
        orderBy: { skill: "asc" },
        select: { skill: true, oldLevel: true, newLevel: true, kinds: true },
      },
    },
  });
  return {
    player: toPlayerRef(player),
    club: player.club,
    weeks: sessions.map((s) => {
      const took = s.participants[0];
      return {
        trainedAt: s.trainedAt.toISOString(),
        type: s.drill,
        positions: s.positions as Position[],
        minutes: took?.minutes ?? 0,
        trainingMinutes: took?.trainingMinutes ?? 0,
        hasFullMinutes: took?.hasFullMinutes ?? false,
        skillChanges: s.skillChanges.map((c) => ({ skill: c.skill as TrainedSkill, from: c.from, to: c.to })),
        breakthroughs: s.breakthroughs.map((b) => ({ skill: b.skill as TrainedSkill, oldLevel: b.oldLevel, newLevel: b.newLevel, kinds: b.kinds as BreakthroughKind[] })),
      };
    }),
    limitedToLatest: cap !== null,
  };
}
