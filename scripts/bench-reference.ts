/**
 * The bare reference `npm run bench:api` measures the service against: `node:http` and `pg`,
 * nothing else, doing the same work for three calls with the same SQL as the service (the
 * statements are imported from it), and no caching:
 *   1. the token by its SHA-256, with its manager and teams (one prepared statement);
 *   2. the quota counters of the call in one `INSERT … ON CONFLICT` (one prepared statement
 *      per call: the service counts the calls that arrive together in one);
 *   3. the answer, written as JSON by PostgreSQL (one prepared statement; none for /me, whose
 *      answer came with the token).
 * Routes: GET /v1/me, /v1/teams/{id}/roster, /v1/market/players?orderBy=&sort=&limit=.
 *
 *   DATABASE_URL=… PORT=3202 npx tsx scripts/bench-reference.ts
 */
import http from "node:http";
import pg from "pg";
import { hashCredential } from "@/lib/auth/credentials";
import { PERSONAL_TOKEN } from "@/lib/auth/authenticate";
import { ROSTER } from "@/lib/game/teams";
import { marketSearchArgs, searchStatementFor } from "@/lib/game/market";
import { apiTeamKind } from "@/lib/game/manager-teams";
import { PostgresQuotaStore } from "@/lib/quota/postgres-store";
import { countersForCall } from "@/lib/quota/windows";
import { UNLIMITED } from "@/lib/quota/limits";
import { createPool, Sql } from "@/lib/sql";

// The same pool settings as the service (lib/sql/run.ts).
const db = new Sql(createPool(process.env.DATABASE_URL!, { max: 10 }));
const quota = new PostgresQuotaStore(db, { coalesce: false });

function send(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? "/", "http://reference");
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1];
  if (!token) return send(res, 401, '{"error":"invalid_token"}');
  const [row] = await db.rows(PERSONAL_TOKEN, { hash: hashCredential(token) });
  if (!row || row.revoked || row.expiresAt <= Date.now()) return send(res, 401, '{"error":"invalid_token"}');
  const now = new Date();
  await quota.increment(countersForCall(`personal:${row.managerId}`, UNLIMITED.development, now, false), now);

  const own = row.teams.filter((t) => t.kind === "Club").map((t) => t.id);
  const skills = { skillClubs: row.scopes.includes("team") ? own : [], skillSquads: [] as string[] };
  if (url.pathname === "/v1/me") {
    const teams = row.teams.map((t) => ({ id: t.id, name: t.name, shortName: t.shortName, kind: apiTeamKind(t) }));
    return send(
      res,
      200,
      JSON.stringify({ id: row.managerId, username: row.username, isSupporter: row.isSupporter, teams, scopes: row.scopes }),
    );
  }
  const roster = /^\/v1\/teams\/([0-9a-f-]{36})\/roster$/.exec(url.pathname);
  if (roster) {
    const [team] = await db.rows(ROSTER, { teamId: roster[1], ...skills });
    return team ? send(res, 200, team.body) : send(res, 404, '{"error":"not_found"}');
  }
  if (url.pathname === "/v1/market/players") {
    const orderBy = (url.searchParams.get("orderBy") ?? "AuctionTime") as "AuctionTime" | "Age" | "Salary";
    const sort = (url.searchParams.get("sort") ?? "Asc") as "Asc" | "Desc";
    const limit = Number(url.searchParams.get("limit") ?? 25);
    const search = { orderBy, sort, limit };
    const [result] = await db.rows(searchStatementFor(search), marketSearchArgs(search, now));
    return send(res, 200, result.body);
  }
  send(res, 404, '{"error":"not_found"}');
}

const server = http.createServer((req, res) => {
  handle(req, res).catch(() => send(res, 500, '{"error":"internal_error"}'));
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 3202), () => console.log(`reference listening on ${process.env.PORT ?? 3202}`));
process.on("SIGTERM", () => server.close(() => void (db.connection as pg.Pool).end().then(() => process.exit(0))));
