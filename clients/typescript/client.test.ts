/**
 * The typed TypeScript client: its types are exactly what the served document says (the
 * committed file is what `npm run client:generate` writes now), and it works against a running
 * server over HTTP: answers typed and checked, errors in the envelope, headers readable,
 * answers kept in a cache revalidated with If-None-Match (a 304 hands back the kept answer), and
 * every GET operation of the document called through it, each answering 200.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { apiListener } from "@/server/listener";
import { listenServiceServer, type ServiceServer } from "@/server/http";
import { clientSchemaSource, SCHEMA_FILE } from "@/scripts/generate-client";
import { createManagerDataClient, wasNotModified, type AnswerCache, type ApiError, type CachedAnswer } from "@/clients/typescript";

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
    expect(
      fs.readFileSync(SCHEMA_FILE, "utf8") === (await clientSchemaSource()),
      "clients/typescript/schema.ts is out of step with the document",
    ).toBe(true);
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

/** What went over the wire: each request's If-None-Match and the status the server answered. */
function recordingFetch() {
  const exchanges: { path: string; ifNoneMatch: string | null; status: number }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await globalThis.fetch(request);
    exchanges.push({ path: new URL(request.url).pathname, ifNoneMatch: request.headers.get("If-None-Match"), status: response.status });
    return response;
  };
  return { fetch, exchanges };
}

const ETAG = /^"[A-Za-z0-9_-]{27}(-br|-gz)?"$/;

describe("the typed client with a cache", () => {
  it("revalidates what it keeps: a 304 hands back the kept answer, typed, and costs nothing", async () => {
    const wire = recordingFetch();
    const cache = new Map<string, CachedAnswer>();
    const client = createManagerDataClient({ baseUrl, token: await api.tokenFor("demo"), fetch: wire.fetch, cache });
    const me = await client.GET("/v1/me");
    const teamId = me.data!.teams.find((team) => team.kind === "ManagedTeam")!.id;
    const call = { params: { path: { teamId } } };

    const first = await client.GET("/v1/teams/{teamId}/roster", call);
    expect(first.response.status).toBe(200);
    expect(wasNotModified(first.response)).toBe(false);
    const etag = first.response.headers.get("ETag")!;
    expect(etag).toMatch(ETAG);
    // A roster is long enough to come compressed (fetch asks for it); the cache keeps it decoded.
    expect(first.response.headers.get("Content-Encoding")).toMatch(/^(br|gzip)$/);
    expect(etag).toMatch(/-(br|gz)"$/);
    const url = `${baseUrl}/v1/teams/${teamId}/roster`;
    expect(cache.get(url)?.etag).toBe(etag);
    expect(JSON.parse(cache.get(url)!.body)).toEqual(first.data);

    const second = await client.GET("/v1/teams/{teamId}/roster", call);
    // On the wire: the kept tag went back, and the server answered 304 with no body.
    expect(wire.exchanges.slice(-2)).toEqual([
      { path: `/v1/teams/${teamId}/roster`, ifNoneMatch: null, status: 200 },
      { path: `/v1/teams/${teamId}/roster`, ifNoneMatch: etag, status: 304 },
    ]);
    // To the caller: the kept answer, parsed and typed as a 200's, with the 304's headers.
    expect(second.response.status).toBe(200);
    expect(second.error).toBeUndefined();
    expect(wasNotModified(second.response)).toBe(true);
    const players: { id: string }[] = second.data!.players;
    expect(players).toEqual(first.data!.players);
    expect(second.data).toEqual(first.data);
    expect(second.response.headers.get("ETag")).toBe(etag);
    expect(second.response.headers.get("Cache-Control")).toMatch(/^private, (max-age=\d+|no-cache)$/);
    expect(second.response.headers.get("Content-Encoding")).toBeNull();
    expect(second.response.headers.get("X-Request-Id")).not.toBe(first.response.headers.get("X-Request-Id"));
    expect(new URL(second.response.url).pathname).toBe(`/v1/teams/${teamId}/roster`);
    // Free of every limit: what is left is what the 200 left.
    expect(second.response.headers.get("X-RateLimit-Remaining")).toBe(first.response.headers.get("X-RateLimit-Remaining"));
  });

  it("replaces a kept answer that changed, and keeps each URL apart", async () => {
    const wire = recordingFetch();
    const cache = new Map<string, CachedAnswer>();
    const client = createManagerDataClient({ baseUrl, token: await api.tokenFor("demo"), fetch: wire.fetch, cache });
    // An answer kept from before that no longer is the one the API gives.
    cache.set(`${baseUrl}/v1/me`, { etag: '"an-answer-long-gone"', body: JSON.stringify({ username: "someone else" }) });

    const fresh = await client.GET("/v1/me");
    expect(wire.exchanges.at(-1)).toEqual({ path: "/v1/me", ifNoneMatch: '"an-answer-long-gone"', status: 200 });
    expect(wasNotModified(fresh.response)).toBe(false);
    expect(fresh.data!.username).toBe("demo");
    const kept = cache.get(`${baseUrl}/v1/me`)!;
    expect(kept.etag).toBe(fresh.response.headers.get("ETag"));
    expect(JSON.parse(kept.body)).toEqual(fresh.data);

    const again = await client.GET("/v1/me");
    expect(wire.exchanges.at(-1)?.status).toBe(304);
    expect(wasNotModified(again.response)).toBe(true);
    expect(again.data!.username).toBe("demo");

    // Another query is another answer: nothing kept for it, nothing sent.
    await client.GET("/v1/market/players", { params: { query: { limit: 2 } } });
    await client.GET("/v1/market/players", { params: { query: { limit: 3 } } });
    expect(wire.exchanges.slice(-2).map((e) => e.ifNoneMatch)).toEqual([null, null]);
    expect([...cache.keys()].filter((key) => key.includes("/v1/market/players")).sort()).toEqual([
      `${baseUrl}/v1/market/players?limit=2`,
      `${baseUrl}/v1/market/players?limit=3`,
    ]);
  });

  it("takes any store with get and set, async too, whose entries outlast the client", async () => {
    const token = await api.tokenFor("demo");
    const saved = new Map<string, string>(); // a file, localStorage or Redis in a real tool
    const store: AnswerCache = {
      async get(url) {
        const text = saved.get(url);
        return text === undefined ? undefined : (JSON.parse(text) as CachedAnswer);
      },
      async set(url, answer) {
        saved.set(url, JSON.stringify(answer));
      },
    };
    const first = await createManagerDataClient({ baseUrl, token, cache: store }).GET("/v1/seasons");
    expect(first.response.status).toBe(200);
    expect(saved.size).toBe(1);

    const wire = recordingFetch();
    const later = await createManagerDataClient({ baseUrl, token, fetch: wire.fetch, cache: store }).GET("/v1/seasons");
    expect(wire.exchanges).toEqual([{ path: "/v1/seasons", ifNoneMatch: first.response.headers.get("ETag"), status: 304 }]);
    expect(wasNotModified(later.response)).toBe(true);
    expect(later.data).toEqual(first.data);
  });

  it("changes nothing without a cache: no If-None-Match is sent, and a caller's own 304 stays a 304", async () => {
    const wire = recordingFetch();
    const client = createManagerDataClient({ baseUrl, token: await api.tokenFor("demo"), fetch: wire.fetch });
    const first = await client.GET("/v1/seasons");
    const second = await client.GET("/v1/seasons");
    expect(wire.exchanges.map((e) => [e.ifNoneMatch, e.status])).toEqual([
      [null, 200],
      [null, 200],
    ]);
    expect(second.data).toEqual(first.data);

    // The header is the caller's to send; the answer is then the caller's to read.
    const etag = first.response.headers.get("ETag")!;
    const conditional = await client.GET("/v1/seasons", { params: { header: { "If-None-Match": etag } } });
    expect(conditional.response.status).toBe(304);
    expect(conditional.data).toBeUndefined();
    expect(wasNotModified(conditional.response)).toBe(false);
  });
});

/** A 200 answer's body, typed as the document says; any other answer fails, naming the call and its error. */
function ok<D>(result: { data?: D; error?: unknown; response: Response }): D {
  const call = `GET ${new URL(result.response.url).pathname}`;
  expect(result.response.status, `${call} answered ${result.response.status}: ${JSON.stringify(result.error)}`).toBe(200);
  expect(result.data, `${call} answered no body`).toBeTruthy();
  return result.data!;
}

describe("every GET operation of the document, through the typed client", () => {
  it("answers 200 with a body, each called with ids from earlier answers", async () => {
    const client = createManagerDataClient({ baseUrl, token: await api.tokenFor("demo") }); // all five scopes
    // The path template of every call made (openapi-fetch hands it to middleware), with its status.
    const answered = new Map<string, number>();
    client.use({
      onResponse({ request, schemaPath, response }) {
        if (request.method === "GET") answered.set(schemaPath, response.status);
      },
    });

    const me = ok(await client.GET("/v1/me"));
    const club = me.teams.find((team) => team.kind === "ManagedTeam");
    const national = me.teams.find((team) => team.kind === "NationalTeam" || team.kind === "JuniorNationalTeam");
    expect(club, "demo runs a club").toBeDefined();
    expect(national, "demo coaches a national team").toBeDefined();
    const teamId = club!.id;
    const own = { params: { path: { teamId } } };

    const team = ok(await client.GET("/v1/teams/{teamId}", own));
    expect(team.league, "the club plays in a league").not.toBeNull();
    const competitionId = team.league!.id;
    const countryId = team.country.id;
    const roster = ok(await client.GET("/v1/teams/{teamId}/roster", own));
    const playerId = roster.players[0].id;
    const schedule = ok(await client.GET("/v1/teams/{teamId}/schedule", { params: { path: { teamId }, query: { limit: 30 } } }));
    const played = schedule.games.find((game) => game.status === "Final");
    expect(played, "the club has played a game").toBeDefined();
    const matchId = played!.matchId;
    ok(await client.GET("/v1/teams/{teamId}/stats", own));
    ok(await client.GET("/v1/teams/{teamId}/arena", own));

    ok(await client.GET("/v1/players/{playerId}", { params: { path: { playerId } } }));
    ok(await client.GET("/v1/matches/{matchId}", { params: { path: { matchId } } }));
    ok(await client.GET("/v1/matches/{matchId}/boxscore", { params: { path: { matchId } } }));
    ok(await client.GET("/v1/competitions/{competitionId}/standings", { params: { path: { competitionId } } }));

    ok(await client.GET("/v1/seasons"));
    const countries = ok(await client.GET("/v1/countries"));
    expect(countries.countries.map((country) => country.id)).toContain(countryId);
    const leagues = ok(await client.GET("/v1/countries/{countryId}/leagues", { params: { path: { countryId } } }));
    expect(leagues.leagues.map((league) => league.id)).toContain(competitionId);
    const nationalTeams = ok(await client.GET("/v1/countries/{countryId}/national-teams", { params: { path: { countryId } } }));
    expect(nationalTeams.nationalTeams.length).toBeGreaterThan(0);

    const coached = { params: { path: { teamId: national!.id } } };
    ok(await client.GET("/v1/national-teams/{teamId}/roster", coached));
    ok(await client.GET("/v1/national-teams/{teamId}/training/history", coached));

    ok(await client.GET("/v1/teams/{teamId}/training", own));
    ok(await client.GET("/v1/teams/{teamId}/training/history", own));
    ok(await client.GET("/v1/teams/{teamId}/staff", own));
    ok(await client.GET("/v1/teams/{teamId}/facilities", own));
    ok(await client.GET("/v1/players/{playerId}/training", { params: { path: { playerId } } }));
    ok(await client.GET("/v1/teams/{teamId}/economy", own));
    ok(await client.GET("/v1/teams/{teamId}/economy/salaries", own));

    const market = ok(await client.GET("/v1/market/players", { params: { query: { limit: 1 } } }));
    expect(market.players, "the transfer list has a player").toHaveLength(1);
    ok(await client.GET("/v1/market/players/{playerId}/auction", { params: { path: { playerId: market.players[0].id } } }));

    const events = ok(await client.GET("/v1/events", { params: { query: { types: "match.finished", limit: 10 } } }));
    for (const event of events.events) expect(event.type).toBe("match.finished");
    expect(typeof events.next).toBe("string");

    // Every GET the served document lists was called, and each answered 200.
    const document = (await (await fetch(`${baseUrl}/v1/public.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(document.paths)
      .filter(([path, methods]) => "get" in methods && path !== "/v1/public.json")
      .map(([path]) => path)
      .sort();
    expect(gets.length).toBeGreaterThan(20);
    expect(
      gets.filter((path) => !answered.has(path)),
      "GET operations of the document not called through the typed client",
    ).toEqual([]);
    expect(
      [...answered.keys()].filter((path) => !gets.includes(path)),
      "calls on paths the document does not list",
    ).toEqual([]);
    expect([...answered].filter(([, status]) => status !== 200)).toEqual([]);
  });
});
