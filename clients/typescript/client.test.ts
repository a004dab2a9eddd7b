/**
 * The typed TypeScript client: its types are exactly what the served document says (the
 * committed file is what `npm run client:generate` writes now), and it works against a running
 * server over HTTP: answers typed and checked, errors in the envelope, headers readable.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { apiListener } from "@/server/listener";
import { listenServiceServer, type ServiceServer } from "@/server/http";
import { clientSchemaSource, SCHEMA_FILE } from "@/scripts/generate-client";
import { createManagerDataClient, type ApiError } from "@/clients/typescript";

let database: TestDatabase;
let api: TestApi;
let server: ServiceServer;
let baseUrl: string;

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  server = await listenServiceServer({
    port: 0,
    api: apiListener(api.app),
    pages: async (_req, res) => void res.end("page"),
    trustedProxyHops: 0,
  });
  baseUrl = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close(1_000);
  expect(api.errors).toEqual([]);
  await database.drop();
});

describe("the typed client's types", () => {
  it("are what the served document generates today (run `npm run client:generate` after changing an endpoint)", async () => {
    expect(fs.readFileSync(SCHEMA_FILE, "utf8") === (await clientSchemaSource()), "clients/typescript/schema.ts is out of step with the document").toBe(true);
  });
});

describe("the typed client against a running server", () => {
  it("reads /me, a roster, a player and a market page, typed", async () => {
    const client = createManagerDataClient({ baseUrl, token: await api.tokenFor("demo") });
    const me = await client.GET("/v1/me");
    expect(me.response.status).toBe(200);
    const club = me.data!.teams.find((team) => team.kind === "ManagedTeam");
    expect(club).toBeDefined();
    const username: string = me.data!.username;
    expect(username).toBe("demo");
    expect(Number(me.response.headers.get("X-RateLimit-Remaining"))).toBeGreaterThan(0);

    const roster = await client.GET("/v1/teams/{teamId}/roster", { params: { path: { teamId: club!.id } } });
    expect(roster.response.status).toBe(200);
    const first = roster.data!.players[0];
    // Our own club: skills are shown.
    expect(first.skills).not.toBeNull();

    const player = await client.GET("/v1/players/{playerId}", { params: { path: { playerId: first.id } } });
    expect(player.data!.id).toBe(first.id);

    const market = await client.GET("/v1/market/players", { params: { query: { orderBy: "Age", sort: "Desc", limit: 5 } } });
    expect(market.response.status).toBe(200);
    expect(market.data!.players.length).toBeLessThanOrEqual(5);
    expect(typeof market.data!.paging.hasMore).toBe("boolean");
  });

  it("hands back the error envelope, typed, with the request id to quote", async () => {
    const client = createManagerDataClient({ baseUrl, token: await api.tokenFor("demo") });
    const missing = await client.GET("/v1/players/{playerId}", { params: { path: { playerId: "00000000-0000-4000-8000-000000000000" } } });
    expect(missing.response.status).toBe(404);
    const error: ApiError = missing.error!;
    expect(error.error.code).toBe("not_found");
    expect(missing.response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);

    const invalid = await client.GET("/v1/market/players", { params: { query: { limit: 500 } } });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error!.error.code).toBe("invalid_parameter");

    const unauthenticated = await createManagerDataClient({ baseUrl, token: "gmpat_not_a_token" }).GET("/v1/me");
    expect(unauthenticated.response.status).toBe(401);
    expect(unauthenticated.error!.error.code).toBe("invalid_token");
  });
});
