import type { Database } from "@/lib/db";
import { param, prepareSql, sql, timeParam } from "@/lib/sql";

/**
 * The ids the API reference's "Test Request" starts from for a signed-in manager, so a first
 * try answers 200 with their own data: their club (by name, as /me lists clubs first), the
 * national team they coach (else their club's country's senior team), a player of that club,
 * the club's latest played game (else its next one), its league, its country, and the open
 * auction that ends last (so it is still open while the manager tries it). A manager without
 * a club gets the world's first club instead, so every id still exists. Any id the world
 * lacks is left out (null).
 */
export interface TryItIds {
  clubId: string | null;
  /** Whether clubId is the manager's own (owner-only operations answer 403 otherwise). */
  ownClub: boolean;
  nationalTeamId: string | null;
  playerId: string | null;
  matchId: string | null;
  competitionId: string | null;
  countryId: string | null;
  auctionPlayerId: string | null;
}

interface Row {
  club_id: string | null;
  own_club: boolean | null;
  national_team_id: string | null;
  player_id: string | null;
  match_id: string | null;
  competition_id: string | null;
  country_id: string | null;
  auction_player_id: string | null;
}

const TRY_IT_IDS = prepareSql<{ managerId: string; now: Date }, Row>(
  "try_it_ids",
  sql`WITH club AS (
      SELECT t.id, t."leagueId", t."countryId", t."managerId" = ${param<string>("managerId")}::uuid AS own
      FROM "Team" t
      WHERE t.kind = 'Club'
      ORDER BY (t."managerId" = ${param<string>("managerId")}::uuid) IS TRUE DESC, t.name, t.id
      LIMIT 1
    )
    SELECT
      club.id AS club_id,
      club.own AS own_club,
      coalesce(
        (SELECT n.id FROM "Team" n WHERE n."managerId" = ${param<string>("managerId")}::uuid AND n.kind <> 'Club' ORDER BY n.kind, n.name LIMIT 1),
        (SELECT n.id FROM "Team" n WHERE n."countryId" = club."countryId" AND n.kind = 'NationalTeam' LIMIT 1)
      ) AS national_team_id,
      (SELECT p.id FROM "Player" p WHERE p."clubId" = club.id ORDER BY p.number, p.id LIMIT 1) AS player_id,
      coalesce(
        (SELECT m.id FROM "Match" m
          WHERE (m."homeTeamId" = club.id OR m."awayTeamId" = club.id) AND m."homeScore" IS NOT NULL AND m."startsAt" <= ${timeParam("now")}
          ORDER BY m."startsAt" DESC LIMIT 1),
        (SELECT m.id FROM "Match" m
          WHERE (m."homeTeamId" = club.id OR m."awayTeamId" = club.id)
          ORDER BY m."startsAt" LIMIT 1)
      ) AS match_id,
      club."leagueId" AS competition_id,
      club."countryId" AS country_id,
      (SELECT l."playerId" FROM "TransferListing" l WHERE l.status = 'Open' AND l."endsAt" > ${timeParam("now")} ORDER BY l."endsAt" DESC LIMIT 1) AS auction_player_id
    FROM club`,
);

/** One statement; read once per reference page. */
export async function tryItIds(db: Database, managerId: string, now: Date = new Date()): Promise<TryItIds> {
  const row = await db.sql.one(TRY_IT_IDS, { managerId, now });
  return {
    clubId: row?.club_id ?? null,
    ownClub: row?.own_club === true,
    nationalTeamId: row?.national_team_id ?? null,
    playerId: row?.player_id ?? null,
    matchId: row?.match_id ?? null,
    competitionId: row?.competition_id ?? null,
    countryId: row?.country_id ?? null,
    auctionPlayerId: row?.auction_player_id ?? null,
  };
}
