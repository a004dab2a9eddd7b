/**
 * GET /oauth/authorize decided before the page router: the granted-scope redirect is answered
 * by the server itself (303, empty body, no page render); everything else reaches the page.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { authorizeQuery, managerIdOf, registerTestClient, TEST_ISSUER, type TestClient } from "@/lib/testing/oauth";
import { recordConsent } from "@/lib/oauth/issue-code";
import { hashCredential } from "@/lib/auth/credentials";
import { sessionTokenFrom } from "@/lib/auth/session-token";
import { endEveryPortalSession, endPortalSession, startPortalSession } from "@/lib/auth/portal-sessions";
import { createRequestListener } from "@/server/listener";
import { authorizeRedirect } from "@/server/authorize-redirect";

const SECRET = "authorize-redirect-test-secret-of-32-characters";
let database: TestDatabase;
let client: TestClient;
let demoId: string;
let server: http.Server;
let base: string;
const pageHits: string[] = [];

const cookieOf = async (token: Record<string, unknown>, maxAge?: number, secret = SECRET) =>
  `next-auth.session-token=${await encode({ token, secret, maxAge })}`;
let demoCookie: string;
let demoSession: string;

beforeAll(async () => {
  database = await createTestDatabase("world");
  demoId = await managerIdOf(database, "demo");
  client = await registerTestClient(database, { owner: "demo" });
  await recordConsent(database, demoId, client.applicationId, ["public", "team"], new Date());
  demoSession = await startPortalSession(database, demoId, new Date(Date.now() + 3_600_000));
  demoCookie = await cookieOf({ managerId: demoId, username: "demo", role: "Manager", sid: demoSession });
  server = http.createServer(
    createRequestListener({
      api: (_req, res) => void res.end("api"),
      pages: async (req, res) => {
        pageHits.push(req.url ?? "");
        res.writeHead(200, { "Content-Type": "text/html" }).end("<!DOCTYPE html><html>the page</html>");
      },
      trustedProxyHops: 0,
      beforePages: authorizeRedirect({ db: database, issuer: TEST_ISSUER, sessionSecret: () => SECRET }),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.drop();
});

async function get(query: URLSearchParams | string, headers: Record<string, string> = {}) {
  const before = pageHits.length;
  const response = await fetch(`${base}/oauth/authorize?${query}`, { headers, redirect: "manual" });
  const body = await response.text();
  return { response, body, rendered: pageHits.length > before };
}

describe("the granted-scope redirect, without a page render", () => {
  it("answers 303 with a new code, state and iss, an empty body and the page headers; the page never runs", async () => {
    const { response, body, rendered } = await get(authorizeQuery(client, { scopes: ["team"], state: "skip" }), { Cookie: demoCookie });
    expect(response.status).toBe(303);
    expect(rendered).toBe(false);
    expect(body).toBe("");
    expect(response.headers.get("content-type")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const location = new URL(response.headers.get("location")!);
    expect(location.origin + location.pathname).toBe(client.redirectUri);
    expect(location.searchParams.get("state")).toBe("skip");
    expect(location.searchParams.get("iss")).toBe(TEST_ISSUER);
    const code = location.searchParams.get("code")!;
    expect(code).toMatch(/^gmac_/);
    const stored = await database.prisma.authorizationCode.findUnique({ where: { codeHash: hashCredential(code) } });
    expect(stored).toMatchObject({
      managerId: demoId,
      applicationId: client.applicationId,
      redirectUri: client.redirectUri,
      scopes: ["team"],
      usedAt: null,
    });
  });

  it("answers an error the client must hear the same way (response_type=token: unsupported_response_type)", async () => {
    const query = authorizeQuery(client, { state: "bad" });
    query.set("response_type", "token");
    const { response, body, rendered } = await get(query, { Cookie: demoCookie });
    expect([response.status, body, rendered]).toEqual([303, "", false]);
    const location = new URL(response.headers.get("location")!);
    expect(location.searchParams.get("error")).toBe("unsupported_response_type");
    expect(location.searchParams.get("state")).toBe("bad");
  });
});

describe("everything else reaches the page, and writes no code", () => {
  const cases: [string, () => Promise<{ query: URLSearchParams; headers: Record<string, string> }>][] = [
    [
      "a scope not yet granted (consent)",
      async () => ({ query: authorizeQuery(client, { scopes: ["public", "economy"] }), headers: { Cookie: demoCookie } }),
    ],
    [
      "prompt=consent",
      async () => ({ query: authorizeQuery(client, { scopes: ["public"], prompt: "consent" }), headers: { Cookie: demoCookie } }),
    ],
    ["nobody signed in", async () => ({ query: authorizeQuery(client), headers: {} })],
    [
      "a session cookie sealed with another secret",
      async () => ({
        query: authorizeQuery(client),
        headers: {
          Cookie: await cookieOf({ managerId: demoId, username: "demo", role: "Manager", sid: demoSession }, undefined, "x".repeat(48)),
        },
      }),
    ],
    [
      "an expired session",
      async () => ({
        query: authorizeQuery(client),
        headers: { Cookie: await cookieOf({ managerId: demoId, username: "demo", role: "Manager", sid: demoSession }, -60) },
      }),
    ],
    ["a garbled session cookie", async () => ({ query: authorizeQuery(client), headers: { Cookie: "next-auth.session-token=not.a.jwe" } })],
    [
      "a session without a manager",
      async () => ({ query: authorizeQuery(client), headers: { Cookie: await cookieOf({ name: "someone" }) } }),
    ],
    [
      "an unknown client (the error page)",
      async () => {
        const query = authorizeQuery(client);
        query.set("client_id", "evil");
        return { query, headers: { Cookie: demoCookie } };
      },
    ],
    [
      "an unregistered redirect URI (the error page)",
      async () => ({ query: authorizeQuery(client, { redirectUri: "https://evil.example.com/cb" }), headers: { Cookie: demoCookie } }),
    ],
    [
      "Next.js's own client-side navigation (RSC)",
      async () => ({ query: authorizeQuery(client), headers: { Cookie: demoCookie, RSC: "1" } }),
    ],
  ];
  it.each(cases)("%s", async (_what, scene) => {
    const { query, headers } = await scene();
    const codesBefore = await database.prisma.authorizationCode.count();
    const { response, rendered } = await get(query, headers);
    expect(rendered).toBe(true);
    expect(response.status).toBe(200);
    expect(await database.prisma.authorizationCode.count()).toBe(codesBefore);
  });

  it("passes other paths and methods by", async () => {
    for (const [path, method] of [
      ["/oauth/authorize/stale", "GET"],
      ["/oauth/authorizex", "GET"],
      ["/oauth/authorize", "POST"],
      ["/oauth/authorize", "HEAD"],
    ]) {
      const before = pageHits.length;
      const response = await fetch(`${base}${path}?${authorizeQuery(client)}`, {
        method,
        headers: { Cookie: demoCookie },
        redirect: "manual",
      });
      await response.arrayBuffer();
      expect(pageHits.length, `${method} ${path}`).toBe(before + 1);
    }
  });
});

describe("the session cookie, as next-auth writes it", () => {
  it.each([
    ["absent", undefined, null],
    ["one cookie", "a=1; next-auth.session-token=abc; b=2", "abc"],
    ["in chunks, in any order", "next-auth.session-token.1=def; x=1; next-auth.session-token.0=abc", "abcdef"],
    ["chunks with one missing", "next-auth.session-token.0=abc; next-auth.session-token.2=ghi", null],
    ["another cookie with a similar name", "next-auth.session-token-old=abc", null],
  ])("%s", (_what, header, expected) => {
    expect(sessionTokenFrom(header, "next-auth.session-token")).toBe(expected);
  });
});

describe("a session cookie replayed after its session ended", () => {
  it("issues no code after signing out, or out everywhere: the page asks for a sign-in", async () => {
    const codes = () => database.prisma.authorizationCode.count({ where: { applicationId: client.applicationId } });
    for (const end of ["signed out", "signed out everywhere"] as const) {
      const session = await startPortalSession(database, demoId, new Date(Date.now() + 3_600_000));
      const cookie = await cookieOf({ managerId: demoId, username: "demo", role: "Manager", sid: session });
      const live = await get(authorizeQuery(client), { Cookie: cookie });
      expect(live.response.status, end).toBe(303);
      expect(live.rendered).toBe(false);

      if (end === "signed out") await endPortalSession(database, session);
      else await endEveryPortalSession(database, demoId);
      const before = await codes();
      const replayed = await get(authorizeQuery(client), { Cookie: cookie });
      expect(replayed.response.status, end).toBe(200);
      expect(replayed.rendered, end).toBe(true);
      expect(await codes(), end).toBe(before);
    }
  });
});
