import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { TestClock } from "@/lib/testing/api";
import { completeConsent, decideAuthorization, type AuthorizationOutcome } from "@/lib/oauth/authorize";
import { testRedirectUri } from "@/lib/oauth/test-sign-in";
import { signConsentBinding } from "@/lib/oauth/consent-binding";
import { issueAuthorizationCode } from "@/lib/oauth/issue-code";
import {
  authorizeContext,
  authorizeQuery,
  managerIdOf,
  pkcePair,
  registerTestClient,
  TEST_CONSENT_KEY,
  TEST_ISSUER,
  type TestClient,
} from "@/lib/testing/oauth";

let database: TestDatabase;
const clock = new TestClock();
let demo: { id: string };
let rookie: { id: string };
let web: TestClient;
let approved: TestClient;

beforeAll(async () => {
  database = await createTestDatabase("world");
  demo = { id: await managerIdOf(database, "demo") };
  rookie = { id: await managerIdOf(database, "rookie") };
  web = await registerTestClient(database, { owner: "demo" });
  approved = await registerTestClient(database, { owner: "staff", approved: true, name: "Approved tool" });
});
afterAll(async () => {
  await database.drop();
});

const decide = (query: URLSearchParams, manager: { id: string } | null) =>
  decideAuthorization(authorizeContext(database, clock.now()), query, manager);
const consent = (binding: unknown, decision: "allow" | "deny", manager: { id: string } | null) =>
  completeConsent(authorizeContext(database, clock.now()), { binding, decision, manager });

function redirected(outcome: AuthorizationOutcome) {
  if (outcome.kind !== "redirect") throw new Error(`expected a redirect, got ${JSON.stringify(outcome)}`);
  return new URL(outcome.location);
}

function consentOf(outcome: AuthorizationOutcome) {
  if (outcome.kind !== "consent") throw new Error(`expected the consent page, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe("authorize: a bad client or redirect URI is shown, never redirected", () => {
  it.each([
    ["no client_id", (q: URLSearchParams) => q.delete("client_id")],
    ["an unknown client_id", (q: URLSearchParams) => q.set("client_id", "gmc_" + "A".repeat(43) + "AAAAAA")],
    ["a made-up client_id", (q: URLSearchParams) => q.set("client_id", "evil")],
    ["a repeated client_id", (q: URLSearchParams) => q.append("client_id", web.clientId)],
    ["no redirect_uri", (q: URLSearchParams) => q.delete("redirect_uri")],
    ["an unregistered redirect_uri", (q: URLSearchParams) => q.set("redirect_uri", "https://evil.example.com/callback")],
    ["a repeated redirect_uri", (q: URLSearchParams) => q.append("redirect_uri", "https://evil.example.com/callback")],
  ])("%s", async (_what, change) => {
    const query = authorizeQuery(web);
    change(query);
    // Whether signed in or not, and even with other errors in the request.
    for (const manager of [null, demo]) {
      const outcome = await decide(query, manager);
      expect(outcome.kind).toBe("error_page");
    }
    query.set("response_type", "token");
    expect((await decide(query, demo)).kind).toBe("error_page");
  });

  it.each(["0", "65536", "99999"])("a loopback redirect_uri on port %s: shown, and no code is written", async (port) => {
    const native = await registerTestClient(database, { owner: "demo", kind: "Public", name: `Native tool ${port}` });
    const query = authorizeQuery(native, { redirectUri: `http://127.0.0.1:${port}/callback` });
    // Granted scopes would skip the page and issue a code at once: the URI must stop it first.
    const granted = await consent(consentOf(await decide(authorizeQuery(native), demo)).binding, "allow", demo);
    expect(granted.kind).toBe("redirect");
    const codesBefore = await database.prisma.authorizationCode.count();
    expect(await decide(query, demo)).toMatchObject({ kind: "error_page", title: expect.stringMatching(/not registered/) });
    expect(await database.prisma.authorizationCode.count()).toBe(codesBefore);
  });

  it("a suspended application", async () => {
    const suspended = await registerTestClient(database, { owner: "demo", name: "Suspended tool" });
    await database.prisma.application.update({ where: { id: suspended.applicationId }, data: { suspendedAt: clock.now() } });
    const outcome = await decide(authorizeQuery(suspended), demo);
    expect(outcome).toMatchObject({ kind: "error_page", title: expect.stringMatching(/suspended/) });
  });
});

describe("authorize: other errors go back to the redirect URI with error, state and iss", () => {
  it.each([
    ["no response_type", (q: URLSearchParams) => q.delete("response_type"), "invalid_request"],
    ["response_type=token", (q: URLSearchParams) => q.set("response_type", "token"), "unsupported_response_type"],
    ["no code_challenge (PKCE is required)", (q: URLSearchParams) => q.delete("code_challenge"), "invalid_request"],
    ["code_challenge_method=plain", (q: URLSearchParams) => q.set("code_challenge_method", "plain"), "invalid_request"],
    ["no code_challenge_method", (q: URLSearchParams) => q.delete("code_challenge_method"), "invalid_request"],
    ["a malformed code_challenge", (q: URLSearchParams) => q.set("code_challenge", "short"), "invalid_request"],
    ["no scope", (q: URLSearchParams) => q.delete("scope"), "invalid_scope"],
    ["an unknown scope", (q: URLSearchParams) => q.set("scope", "public admin"), "invalid_scope"],
    ["a capitalised scope", (q: URLSearchParams) => q.set("scope", "Public"), "invalid_scope"],
    ["a repeated scope parameter", (q: URLSearchParams) => q.append("scope", "team"), "invalid_request"],
    ["an unsupported prompt", (q: URLSearchParams) => q.set("prompt", "login"), "invalid_request"],
  ])("%s", async (_what, change, error) => {
    const query = authorizeQuery(web, { state: "st-42" });
    change(query);
    const url = redirected(await decide(query, demo));
    expect(url.origin + url.pathname).toBe(web.redirectUri);
    expect(url.searchParams.get("error")).toBe(error);
    expect(url.searchParams.get("error_description")!.length).toBeGreaterThan(10);
    expect(url.searchParams.get("state")).toBe("st-42");
    expect(url.searchParams.get("iss")).toBe(TEST_ISSUER);
    expect(url.searchParams.has("code")).toBe(false);
  });

  it("protocol errors are answered before asking anyone to sign in", async () => {
    const query = authorizeQuery(web);
    query.set("code_challenge_method", "plain");
    expect(redirected(await decide(query, null)).searchParams.get("error")).toBe("invalid_request");
  });

  it("ignores unknown parameters (RFC 6749 §3.1)", async () => {
    const query = authorizeQuery(web, { prompt: "consent" });
    query.set("nonce", "n");
    expect((await decide(query, demo)).kind).toBe("consent");
  });
});

describe("authorize: signing in", () => {
  it("sends a signed-out manager to sign in and back to this exact request", async () => {
    const query = authorizeQuery(web, { state: "a b&c" });
    const outcome = await decide(query, null);
    expect(outcome).toEqual({ kind: "sign_in", returnTo: `/oauth/authorize?${query}` });
  });

  it("answers prompt=none with login_required when nobody is signed in", async () => {
    const url = redirected(await decide(authorizeQuery(web, { prompt: "none", state: "s" }), null));
    expect(url.searchParams.get("error")).toBe("login_required");
    expect(url.searchParams.get("state")).toBe("s");
  });
});

describe("authorize: development applications work only for their owner", () => {
  it("refuses another manager with access_denied on the redirect URI", async () => {
    const url = redirected(await decide(authorizeQuery(web, { state: "s1" }), rookie));
    expect(url.searchParams.get("error")).toBe("access_denied");
    expect(url.searchParams.get("error_description")).toMatch(/development/);
    expect(url.searchParams.get("state")).toBe("s1");
    expect(url.searchParams.get("iss")).toBe(TEST_ISSUER);
  });

  it("shows the owner the consent page", async () => {
    expect((await decide(authorizeQuery(web), demo)).kind).toBe("consent");
  });

  it("lets any manager sign in once approved", async () => {
    expect((await decide(authorizeQuery(approved), rookie)).kind).toBe("consent");
  });
});

describe("authorize: consent", () => {
  it("lists every requested scope and what is already granted, and Allow sends code, state and iss", async () => {
    const client = await registerTestClient(database, { owner: "demo", name: "Consent tool" });
    const page = consentOf(await decide(authorizeQuery(client, { scopes: ["public", "team"], state: "xyz" }), demo));
    expect(page.request.scopes).toEqual(["public", "team"]);
    expect(page.grantedScopes).toEqual([]);
    expect(page.request.application).toMatchObject({
      name: "Consent tool",
      ownerUsername: "demo",
      status: "Development",
      website: "https://tool.example.com",
    });

    const url = redirected(await consent(page.binding, "allow", demo));
    expect(url.origin + url.pathname).toBe(client.redirectUri);
    expect(url.searchParams.get("code")).toMatch(/^gmac_/);
    expect(url.searchParams.get("state")).toBe("xyz");
    expect(url.searchParams.get("iss")).toBe(TEST_ISSUER);

    const grant = await database.prisma.oAuthGrant.findUniqueOrThrow({
      where: { managerId_applicationId: { managerId: demo.id, applicationId: client.applicationId } },
    });
    expect(grant.scopes).toEqual(["public", "team"]);
    const code = await database.prisma.authorizationCode.findFirstOrThrow({ where: { applicationId: client.applicationId } });
    expect(code.expiresAt.getTime() - code.createdAt.getTime()).toBe(5 * 60 * 1000);
    expect(code.redirectUri).toBe(client.redirectUri);
  });

  it("skips the page when every requested scope is granted, with a fresh code each time", async () => {
    const client = await registerTestClient(database, { owner: "demo", name: "Skip tool" });
    const page = consentOf(await decide(authorizeQuery(client, { scopes: ["public", "team"] }), demo));
    await consent(page.binding, "allow", demo);

    const first = redirected(await decide(authorizeQuery(client, { scopes: ["team"], state: "again" }), demo));
    const second = redirected(await decide(authorizeQuery(client, { scopes: ["public", "team"] }), demo));
    expect(first.searchParams.get("code")).toMatch(/^gmac_/);
    expect(first.searchParams.get("state")).toBe("again");
    expect(first.searchParams.get("iss")).toBe(TEST_ISSUER);
    expect(second.searchParams.get("code")).not.toBe(first.searchParams.get("code"));
    // prompt=none succeeds silently too.
    expect(redirected(await decide(authorizeQuery(client, { prompt: "none" }), demo)).searchParams.get("code")).toMatch(/^gmac_/);
  });

  it("shows the page again with prompt=consent", async () => {
    const client = await registerTestClient(database, { owner: "demo", name: "Prompt tool" });
    await consent(consentOf(await decide(authorizeQuery(client), demo)).binding, "allow", demo);
    const page = consentOf(await decide(authorizeQuery(client, { prompt: "consent" }), demo));
    expect(page.grantedScopes).toEqual(["public"]);
  });

  it("asks again for a new scope, listing all of them, and the grant then holds the union", async () => {
    const client = await registerTestClient(database, { owner: "demo", name: "Widen tool" });
    await consent(consentOf(await decide(authorizeQuery(client, { scopes: ["public"] }), demo)).binding, "allow", demo);
    const page = consentOf(await decide(authorizeQuery(client, { scopes: ["market"] }), demo));
    expect(page.request.scopes).toEqual(["market"]);
    await consent(page.binding, "allow", demo);
    const grant = await database.prisma.oAuthGrant.findFirstOrThrow({ where: { applicationId: client.applicationId } });
    expect(grant.scopes).toEqual(["public", "market"]);
  });

  it("answers prompt=none with consent_required when the page would be needed", async () => {
    const client = await registerTestClient(database, { owner: "demo", name: "None tool" });
    const url = redirected(await decide(authorizeQuery(client, { prompt: "none", state: "q" }), demo));
    expect(url.searchParams.get("error")).toBe("consent_required");
    expect(url.searchParams.get("state")).toBe("q");
  });

  it("Deny sends access_denied, state and iss, and records nothing", async () => {
    const client = await registerTestClient(database, { owner: "demo", name: "Deny tool" });
    const page = consentOf(await decide(authorizeQuery(client, { state: "no-thanks" }), demo));
    const url = redirected(await consent(page.binding, "deny", demo));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      error: "access_denied",
      error_description: "The manager denied access.",
      state: "no-thanks",
      iss: TEST_ISSUER,
    });
    expect(await database.prisma.oAuthGrant.count({ where: { applicationId: client.applicationId } })).toBe(0);
    expect(await database.prisma.authorizationCode.count({ where: { applicationId: client.applicationId } })).toBe(0);
  });

  it("a revoked grant is asked again, starts afresh, and its earlier codes die", async () => {
    const client = await registerTestClient(database, { owner: "demo", name: "Revoked tool" });
    await consent(consentOf(await decide(authorizeQuery(client, { scopes: ["public", "market"] }), demo)).binding, "allow", demo);
    const pending = await issueAuthorizationCode(
      database,
      {
        applicationId: client.applicationId,
        managerId: demo.id,
        redirectUri: client.redirectUri,
        scopes: ["public"],
        codeChallenge: pkcePair().challenge,
      },
      clock.now(),
    );
    expect(pending).toMatch(/^gmac_/);
    await database.prisma.oAuthGrant.updateMany({ where: { applicationId: client.applicationId }, data: { revokedAt: clock.now() } });

    const page = consentOf(await decide(authorizeQuery(client, { scopes: ["public"] }), demo));
    expect(page.grantedScopes).toEqual([]);
    await consent(page.binding, "allow", demo);
    const grant = await database.prisma.oAuthGrant.findFirstOrThrow({ where: { applicationId: client.applicationId } });
    expect(grant).toMatchObject({ scopes: ["public"], revokedAt: null });
    const live = await database.prisma.authorizationCode.count({
      where: { applicationId: client.applicationId, usedAt: null, expiresAt: { gt: clock.now() } },
    });
    expect(live).toBe(1); // only the code just issued
  });
});

describe("authorize: the consent form is bound to the manager and the request", () => {
  it("another manager's form is not acted on: the page is shown afresh", async () => {
    const page = consentOf(await decide(authorizeQuery(approved, { state: "mine" }), demo));
    const outcome = await consent(page.binding, "allow", rookie);
    expect(outcome.kind).toBe("redirect");
    expect((outcome as { location: string }).location).toMatch(/^\/oauth\/authorize\?/);
    expect(await database.prisma.oAuthGrant.count({ where: { applicationId: approved.applicationId, managerId: rookie.id } })).toBe(0);
  });

  it("a stale form (10 minutes, clock moved) shows the page afresh", async () => {
    const page = consentOf(await decide(authorizeQuery(approved), demo));
    clock.advance(10 * 60 * 1000);
    try {
      const outcome = await consent(page.binding, "allow", demo);
      expect((outcome as { location: string }).location).toMatch(/^\/oauth\/authorize\?/);
    } finally {
      clock.advance(-10 * 60 * 1000);
    }
  });

  it("a signed-out manager signs in and returns to the request", async () => {
    const page = consentOf(await decide(authorizeQuery(approved, { state: "st" }), demo));
    const outcome = await consent(page.binding, "allow", null);
    expect(outcome.kind).toBe("sign_in");
    expect((outcome as { returnTo: string }).returnTo).toMatch(/^\/oauth\/authorize\?.*state=st/);
  });

  it("an altered or forged form is refused with an error page", async () => {
    const page = consentOf(await decide(authorizeQuery(approved), demo));
    expect((await consent(page.binding + "x", "allow", demo)).kind).toBe("error_page");
    expect((await consent(null, "allow", demo)).kind).toBe("error_page");
  });

  it("a request that went bad meanwhile (suspended) is not answered with a code", async () => {
    const client = await registerTestClient(database, { owner: "demo", name: "Suspended later" });
    const page = consentOf(await decide(authorizeQuery(client), demo));
    await database.prisma.application.update({ where: { id: client.applicationId }, data: { suspendedAt: clock.now() } });
    const outcome = await consent(page.binding, "allow", demo);
    expect((outcome as { location: string }).location).toMatch(/^\/oauth\/authorize\?/);
    expect((await decide(new URLSearchParams((outcome as { location: string }).location.split("?")[1]), demo)).kind).toBe("error_page");
    expect(await database.prisma.authorizationCode.count({ where: { applicationId: client.applicationId } })).toBe(0);
  });

  it("a binding signed for other scopes than the page showed cannot be made by hand", async () => {
    const forged = signConsentBinding(
      Buffer.from("not-the-key"),
      demo.id,
      {
        clientId: approved.clientId,
        redirectUri: approved.redirectUri,
        scopes: ["market"],
        state: null,
        codeChallenge: pkcePair().challenge,
        prompt: null,
      },
      clock.now(),
    );
    expect((await consent(forged, "allow", demo)).kind).toBe("error_page");
    expect(TEST_CONSENT_KEY.equals(Buffer.from("not-the-key"))).toBe(false);
  });
});

describe("authorize: a code is written exactly when the answer carries one", () => {
  // A signed-in manager's lookup issues the code ahead when the row plainly allows it: the
  // decision is still made in full, and no code is left behind that the answer does not carry.
  let granted: TestClient;
  let native: TestClient;
  let counted: import("@/lib/db").Database;
  let statements: string[] = [];

  beforeAll(async () => {
    granted = await registerTestClient(database, { owner: "demo", name: "Exactly tool" });
    await consent(consentOf(await decide(authorizeQuery(granted, { scopes: ["public", "team"] }), demo)).binding, "allow", demo);
    // Rookie holds a grant to demo's application in development (planted: the consent page
    // never gives one), so only the owner rule can stop the code for rookie.
    await database.prisma.oAuthGrant.create({
      data: { managerId: rookie.id, applicationId: granted.applicationId, scopes: ["public", "team"] },
    });
    native = await registerTestClient(database, { owner: "demo", kind: "Public", name: "Exactly native tool" });
    await consent(consentOf(await decide(authorizeQuery(native), demo)).binding, "allow", demo);
    const { connectDatabase } = await import("@/lib/db");
    counted = connectDatabase(database.url, { max: 2, onQuery: (sql: string) => statements.push(sql) });
  });
  afterAll(async () => {
    await counted.close();
  });

  const rows = () =>
    database.prisma.authorizationCode.findMany({ orderBy: { createdAt: "asc" } }).then((all) => new Map(all.map((r) => [r.id, r])));

  const cases = [
    {
      what: "every scope granted: one statement looks up and issues",
      client: () => granted,
      manager: () => demo,
      change: () => {},
      code: true,
      statements: 1,
    },
    {
      what: "prompt=none, granted",
      client: () => granted,
      manager: () => demo,
      change: (q: URLSearchParams) => q.set("prompt", "none"),
      code: true,
      statements: 1,
    },
    {
      what: "a loopback redirect on another port (matched by the rule, not the lookup): issued after it",
      client: () => native,
      manager: () => demo,
      change: () => {},
      code: true,
      statements: 2,
    },
    {
      what: "prompt=consent",
      client: () => granted,
      manager: () => demo,
      change: (q: URLSearchParams) => q.set("prompt", "consent"),
      code: false,
      statements: 1,
    },
    {
      what: "a scope not granted",
      client: () => granted,
      manager: () => demo,
      change: (q: URLSearchParams) => q.set("scope", "public market"),
      code: false,
      statements: 1,
    },
    {
      what: "a development application, another manager holding a grant",
      client: () => granted,
      manager: () => rookie,
      change: () => {},
      code: false,
      statements: 1,
    },
    {
      what: "an unregistered redirect URI",
      client: () => granted,
      manager: () => demo,
      change: (q: URLSearchParams) => q.set("redirect_uri", "https://evil.example.com/cb"),
      code: false,
      statements: 1,
    },
    {
      what: "a protocol error",
      client: () => granted,
      manager: () => demo,
      change: (q: URLSearchParams) => q.set("code_challenge_method", "plain"),
      code: false,
      statements: 1,
    },
    {
      what: "a repeated state",
      client: () => granted,
      manager: () => demo,
      change: (q: URLSearchParams) => q.append("state", "x"),
      code: false,
      statements: 1,
    },
  ];
  it.each(cases)("$what", async ({ client, manager, change, code, statements: expected }) => {
    const { challenge } = pkcePair();
    // Each client asks for what the manager granted it (the native one: public only).
    const query = authorizeQuery(client(), { scopes: client() === native ? ["public"] : ["public", "team"], challenge });
    change(query);
    const before = await rows();
    statements = [];
    const outcome = await decideAuthorization(authorizeContext(counted, clock.now()), query, manager());
    expect(statements).toHaveLength(expected);
    const added = [...(await rows()).values()].filter((row) => !before.has(row.id));
    const answered = outcome.kind === "redirect" ? new URL(outcome.location).searchParams.get("code") : null;
    if (!code) {
      expect(answered).toBeNull();
      expect(added).toHaveLength(0);
      return;
    }
    expect(answered).toMatch(/^gmac_/);
    expect(added).toHaveLength(1);
    const { hashCredential } = await import("@/lib/auth/credentials");
    expect(added[0]).toMatchObject({
      codeHash: hashCredential(answered!),
      applicationId: client().applicationId,
      managerId: manager().id,
      redirectUri: query.get("redirect_uri"),
      scopes: query.get("scope")!.split(" "),
      codeChallenge: challenge,
      usedAt: null,
    });
    expect(added[0].expiresAt.getTime() - added[0].createdAt.getTime()).toBe(5 * 60_000);
  });

  it("every case at once: the lookups that issue ahead are one statement, and each answer is its own", async () => {
    const queries = cases.map(({ client, change }) => {
      const query = authorizeQuery(client(), {
        scopes: client() === native ? ["public"] : ["public", "team"],
        challenge: pkcePair().challenge,
      });
      change(query);
      return query;
    });
    const before = await rows();
    statements = [];
    const outcomes = await Promise.all(
      cases.map(({ manager }, i) => decideAuthorization(authorizeContext(counted, clock.now()), queries[i], manager())),
    );
    // The lookups went together; alone, each was one statement (the table above).
    expect(statements.filter((text) => text.includes("unnest")).length).toBe(1);
    expect(statements.length).toBeLessThan(cases.length);
    const added = [...(await rows()).values()].filter((row) => !before.has(row.id));
    const { hashCredential } = await import("@/lib/auth/credentials");
    const answered = outcomes.map((outcome) => (outcome.kind === "redirect" ? new URL(outcome.location).searchParams.get("code") : null));
    expect(answered.map((code) => code !== null)).toEqual(cases.map((c) => c.code));
    // Exactly the codes answered were written, each with its own request's binding.
    expect(added.map((row) => row.codeHash).sort()).toEqual(answered.flatMap((code) => (code ? [hashCredential(code)] : [])).sort());
    for (const [i, code] of answered.entries()) {
      if (!code) continue;
      expect(added.find((row) => row.codeHash === hashCredential(code))).toMatchObject({
        applicationId: cases[i].client().applicationId,
        managerId: cases[i].manager().id,
        redirectUri: queries[i].get("redirect_uri"),
        codeChallenge: queries[i].get("code_challenge"),
      });
    }
  });

  it("a NUL in one request's redirect URI is that request's error page, and every other request of its group its own answer", async () => {
    const query = () => authorizeQuery(granted, { scopes: ["public", "team"], challenge: pkcePair().challenge });
    const broken = query();
    broken.set("redirect_uri", "https://tool.example.com/cb\u0000");
    const outcomes = await Promise.all(
      [query(), broken, query()].map((q) => decideAuthorization(authorizeContext(counted, clock.now()), q, demo)),
    );
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["redirect", "error_page", "redirect"]);
  });
});

describe("authorize: the portal's test callback is its owner's alone", () => {
  it("sends another manager nowhere, with no code issued, and lets the owner through", async () => {
    const callback = testRedirectUri(TEST_ISSUER);
    const tool = await registerTestClient(database, {
      owner: "staff",
      approved: true,
      name: "Approved tool with a test callback",
      redirectUris: ["https://tool.example.com/callback", callback],
    });
    const query = () => {
      const q = authorizeQuery(tool);
      q.set("redirect_uri", callback);
      return q;
    };
    const codes = () => database.prisma.authorizationCode.count({ where: { applicationId: tool.applicationId } });
    const outcome = await decide(query(), rookie);
    expect(outcome).toMatchObject({ kind: "error_page", title: "This sign-in link is a developer's test" });
    expect(await codes()).toBe(0);
    // Its own redirect URI still works for anyone.
    expect((await decide(authorizeQuery(tool), rookie)).kind).toBe("consent");
    // The owner is asked as any manager is.
    expect((await decide(query(), { id: tool.ownerId })).kind).toBe("consent");
  });

  it("refuses another manager the test callback spelt with another loopback host or repeated slashes", async () => {
    // The issuer is http://localhost:3000: 127.0.0.1 reaches the same server, and the pages
    // answer //portal/test-sign-in with a redirect to the page itself. (Registration takes no
    // other loopback host; lib/oauth/test-sign-in.test.ts holds [::1] and 127.x to the same rule.)
    const spellings = [
      "http://127.0.0.1:3000/portal/test-sign-in",
      "http://localhost:3000//portal/test-sign-in",
      "http://localhost:3000/portal//test-sign-in",
    ];
    const tool = await registerTestClient(database, {
      owner: "staff",
      approved: true,
      name: "Approved tool with a test callback spelt around",
      redirectUris: spellings,
    });
    const codes = () => database.prisma.authorizationCode.count({ where: { applicationId: tool.applicationId } });
    for (const uri of spellings) {
      const query = authorizeQuery(tool);
      query.set("redirect_uri", uri);
      expect(await decide(query, rookie), uri).toMatchObject({ kind: "error_page", title: "This sign-in link is a developer's test" });
      expect((await decide(query, { id: tool.ownerId })).kind, uri).toBe("consent");
    }
    expect(await codes()).toBe(0);
  });

  it("refuses another manager a development application's test callback, however spelt, before anything else", async () => {
    const callback = testRedirectUri(TEST_ISSUER);
    const tool = await registerTestClient(database, {
      owner: "demo",
      name: "Development tool with a test callback",
      redirectUris: ["https://tool.example.com/callback", callback],
    });
    for (const uri of [callback, callback.replace(":3000", ":3001")]) {
      const query = authorizeQuery(tool);
      query.set("redirect_uri", uri);
      expect(await decide(query, rookie), uri).toMatchObject({ kind: "error_page", title: "This sign-in link is a developer's test" });
    }
  });
});
