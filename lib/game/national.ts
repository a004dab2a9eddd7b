import type { Db } from "@/lib/db";
import { poolOf } from "@/lib/db";
import { asText, byName, JsonText, param, prepare, qb, refJson, run, sql } from "@/lib/sql";
import { fromPlayers, playerJson, type SkillParams } from "@/lib/game/player-sql";
import { skillsVisibility } from "@/lib/game/privacy";
import type { TeamKind } from "@/lib/generated/kysely/enums";
import { notFound } from "@/lib/errors";
import type { NationalRoster, SquadTrainingHistory } from "@/lib/game/schemas/national";
import { playerName } from "@/lib/game/players";
import { trainingHistoryCap } from "@/lib/game/privacy";
import type { Viewer } from "@/lib/auth/viewer";

type Change = SquadTrainingHistory["weeks"][number]["changes"][number];

const DAY_MS = 24 * 60 * 60 * 1000;
const FRIDAY = 5;

/** The game's training week starts on Friday 00:00 UTC. */
function trainingWeekStart(time: Date): Date {
  const midnight = Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate());
  const daysSinceFriday = (time.getUTCDay() - FRIDAY + 7) % 7;
  return new Date(midnight - daysSinceFriday * DAY_MS);
}

function nationalKind(kind: "Club" | "NationalTeam" | "JuniorNationalTeam") {
  return kind === "JuniorNationalTeam" ? "JuniorNationalTeam" : "NationalTeam";
}

/** The squad's players by name, then id, as one JSON array (correlated to the team `t`). */
const squadPlayers = sql<NationalRoster["players"]>`(SELECT COALESCE(json_agg(r.player ORDER BY r.n), '[]'::json) FROM (${fromPlayers()
  .select((eb) => [playerJson(eb).as("player"), sql<number>`row_number() OVER (ORDER BY ${byName(sql`p."lastName"`)}, ${byName(sql`p."firstName"`)}, p.id)`.as("n")])
  .where(sql<boolean>`p."nationalTeamId" = t.id`)}) r)`;

/** The team's kind and, for a national team, the whole answer: one prepared statement. */
const NATIONAL_ROSTER = prepare<{ teamId: string } & SkillParams, { kind: TeamKind; body: string }>(
  "national_roster",
  qb
    .selectFrom("Team as t")
    .leftJoin("Manager as m", "m.id", "t.managerId")
    .select([
      "t.kind",
      asText(sql`json_build_object(
        -- A club's row is refused before its body is read (getNationalRoster): the kind is a national one.
        'team', json_build_object('id', t.id, 'name', t.name, 'kind', t.kind::text),
        'coach', ${refJson("m", "username")},
        'players', ${squadPlayers})`).as("body"),
    ])
    .where("t.id", "=", param<string>("teamId")),
);

/** The called-up squad; skills follow the general privacy rule (the coach with scope `national`). */
export async function getNationalRoster(db: Db, viewer: Viewer, teamId: string): Promise<JsonText<NationalRoster>> {
  const [team] = await run(poolOf(db), NATIONAL_ROSTER, { teamId, ...skillsVisibility(viewer) });
  if (!team || team.kind === "Club") throw notFound("National team");
  return new JsonText<NationalRoster>(team.body);
}

/**
 * The current squad's skill changes from training at their clubs, one entry per training
 * week in which a squad player trained. Non-supporting coaches see the latest week only.
 */
export async function getSquadTrainingHistory(db: Db, viewer: Viewer, teamId: string): Promise<SquadTrainingHistory> {
  // Read from the squad's side (participations and changes of its players) rather than
  // filtering every session: a few dozen rows through indexed joins.
  const inSquad = { player: { nationalTeamId: teamId } };
  const [team, participations, changes] = await Promise.all([
    db.team.findUnique({ where: { id: teamId }, select: { id: true, name: true, kind: true } }),
    db.trainingParticipant.findMany({ where: inSquad, select: { session: { select: { trainedAt: true } } } }),
    db.skillChange.findMany({
      where: inSquad,
      select: {
        skill: true,
        from: true,
        to: true,
        player: { select: { id: true, firstName: true, lastName: true } },
        session: { select: { trainedAt: true, team: { select: { id: true, name: true } } } },
      },
    }),
  ]);
  if (!team) throw notFound("National team");

  const weeks = new Map<number, { weekStart: Date; trainedAt: Date; changes: (Change & { sortKey: string })[] }>();
  const weekOf = (trainedAt: Date) => {
    const weekStart = trainingWeekStart(trainedAt);
    const week = weeks.get(weekStart.getTime()) ?? { weekStart, trainedAt, changes: [] };
    if (trainedAt > week.trainedAt) week.trainedAt = trainedAt;
    weeks.set(weekStart.getTime(), week);
    return week;
  };
  for (const { session } of participations) weekOf(session.trainedAt);
  for (const c of changes) {
    weekOf(c.session.trainedAt).changes.push({
      player: { id: c.player.id, name: playerName(c.player) },
      club: c.session.team,
      skill: c.skill as Change["skill"],
      from: c.from,
      to: c.to,
      sortKey: `${c.player.lastName}\u0000${c.player.firstName}\u0000${c.player.id}\u0000${c.skill}`,
    });
  }

  const cap = trainingHistoryCap(viewer);
  const newestFirst = [...weeks.values()].sort((a, b) => b.weekStart.getTime() - a.weekStart.getTime());
  return {
    team: { id: team.id, name: team.name, kind: nationalKind(team.kind) },
    weeks: (cap === null ? newestFirst : newestFirst.slice(0, cap)).map((w) => ({
      trainedAt: w.trainedAt.toISOString(),
      changes: w.changes
        .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0))
        .map((c) => ({ player: c.player, club: c.club, skill: c.skill, from: c.from, to: c.to })),
    })),
    limitedToLatest: cap !== null,
  };
}
