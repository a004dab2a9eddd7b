/**
 * Hostile page paths against the real server (the production build, its Next.js and its front
 * door), as server/api-fuzz.test.ts sends them to `/v1`: every dynamic route under app/ (found
 * on disk, so a new one is covered without being listed), each dynamic segment replaced by bad
 * percent-escapes, encoded slashes and dots, null bytes, overlong and unicode values, signed in
 * and signed out; a few static pages with the same tails. Nothing may answer 5xx. A path that
 * cannot be decoded names no page: the site's branded 404, signed in or not. Any other 404 of a
 * page is the branded one too. Then next-auth's own 500s: a callback address it cannot read, in
 * the query or in its cookie, and a GET where the sign-in form posts. Over HTTP; no browser.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { test, expect } from "@playwright/test";
import { E2E_DATABASE_URL_FILE } from "@/lib/testing/shared";
import { E2E_BASE_URL } from "../playwright.config";
import { runCli } from "./cli";
import { DEMO_PASSWORD } from "./helpers";

const BASE = new URL(E2E_BASE_URL);
/** The heading of app/not-found.tsx: what makes a 404 the site's own. */
const BRANDED_404 = "There is nothing at this address";

const HOSTILE_SEGMENTS = [
  "%ZZ",
  "%E0%A4%A",
  "%",
  "a%",
  "%%",
  "%C0%AF",
  "%FF%FE",
  "%uD800",
  "%ED%A0%80",
  "%F4%90%80%80",
  "%00",
  "a%00b",
  "%2F",
  "a%2Fb",
  "%252F",
  "%5C",
  "..",
  ".",
  "%2e%2e",
  "%2e",
  "..%2f..",
  "%0D%0A",
  "%20",
  "%3F",
  "%23",
  "%F0%9F%8F%80",
  "%C3%BC",
  "'%22%3Cscript%3E",
  "x".repeat(300),
  "x".repeat(6000),
  "x".repeat(20_000),
  "00000000-0000-0000-0000-000000000000",
];

/** Pages without a dynamic segment, with a hostile tail: not found, whatever the tail holds. */
const STATIC_PAGES = ["", "/docs", "/docs/guides", "/portal", "/portal/tokens", "/staff", "/signin", "/oauth/authorize"];

interface Route {
  /** The URL path, dynamic segments as `[name]` or `[...name]`. */
  template: string;
  kind: "page" | "route";
}

/** Every page and route file under app/ with a dynamic segment, route groups left out of the path. */
function dynamicRoutes(dir = "app", at: string[] = []): Route[] {
  const found: Route[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const group = /^\(.*\)$/.test(entry.name);
      if (!entry.name.startsWith("_")) found.push(...dynamicRoutes(path.join(dir, entry.name), group ? at : [...at, entry.name]));
      continue;
    }
    const kind = /^page\.tsx?$/.test(entry.name) ? "page" : /^route\.tsx?$/.test(entry.name) ? "route" : null;
    if (kind && at.some((segment) => segment.startsWith("["))) found.push({ template: `/${at.join("/")}`, kind });
  }
  return found;
}

const isDecodable = (value: string) => {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
};

interface Answer {
  status: number;
  type: string;
  location?: string;
  body: string;
}

function send(target: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: BASE.hostname, port: BASE.port, method, path: target, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers["content-type"] ?? ""),
          location: response.headers.location,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    request.on("error", (error) => reject(new Error(`${method} ${target.slice(0, 120)}: ${error.message}`)));
    // An answer that never comes is as bad as a 500.
    request.setTimeout(30_000, () => request.destroy(new Error("no answer within 30 s")));
    request.end();
  });
}

/** Signs in through next-auth's credentials endpoint as the sign-in form does; returns the Cookie header. */
async function signInOverHttp(username: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const csrf = await fetch(`${E2E_BASE_URL}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${E2E_BASE_URL}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie() },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD, csrfToken, callbackUrl: "/portal", json: "true" }).toString(),
  });
  keep(response);
  const session = (await (await fetch(`${E2E_BASE_URL}/api/auth/session`, { headers: { Cookie: cookie() } })).json()) as {
    user?: unknown;
  };
  expect(session.user, `${username} is signed in`).toBeTruthy();
  return cookie();
}

/** demo's own application, so that the deeper routes are reached with a real id before the hostile one. */
async function demoApplicationId(): Promise<string> {
  const output = runCli(
    "app",
    "create",
    "--owner",
    "demo",
    "--name",
    "Page fuzz",
    "--kind",
    "Public",
    "--redirect-uri",
    "http://127.0.0.1/cb",
  );
  const { clientId } = JSON.parse(output.trim().split("\n").at(-1)!) as { clientId: string };
  const db = new pg.Client({ connectionString: fs.readFileSync(E2E_DATABASE_URL_FILE, "utf8").trim() });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(`SELECT "id" FROM "Application" WHERE "clientId" = $1`, [clientId]);
    return rows[0].id;
  } finally {
    await db.end();
  }
}

interface Sample {
  target: string;
  kind: Route["kind"];
}

/** Each dynamic segment in turn made hostile, the ones before it real (so the route reads that far). */
function samples(routes: Route[], applicationId: string): Sample[] {
  const list: Sample[] = [];
  for (const { template, kind } of routes) {
    const segments = template.split("/");
    segments.forEach((segment, position) => {
      if (!segment.startsWith("[")) return;
      const fill = (value: string) => segments.map((s, i) => (i === position ? value : s.startsWith("[") ? applicationId : s)).join("/");
      for (const hostile of HOSTILE_SEGMENTS) {
        list.push({ target: fill(hostile), kind });
        // A catch-all takes more than one segment: a hostile one after a real one too.
        if (segment.startsWith("[...")) list.push({ target: fill(`callback/${hostile}`), kind });
      }
    });
  }
  for (const page of STATIC_PAGES) for (const hostile of HOSTILE_SEGMENTS) list.push({ target: `${page}/${hostile}`, kind: "page" });
  return list;
}

test.describe("hostile page paths: no 5xx, and the site's own 404 for a path that names no page", () => {
  test.setTimeout(600_000);

  test("every dynamic route, signed in and signed out", async () => {
    const routes = dynamicRoutes();
    // The routes this was written against; new ones join by themselves.
    expect(routes.map((r) => r.template)).toEqual(
      expect.arrayContaining([
        "/portal/applications/[id]",
        "/portal/applications/[id]/edit",
        "/portal/applications/[id]/webhooks",
        "/portal/applications/[id]/webhooks/[endpointId]",
        "/applications/[id]/logo",
        "/api/auth/[...nextauth]",
      ]),
    );
    const applicationId = await demoApplicationId();
    const signedIn = await signInOverHttp("demo");
    const list = samples(routes, applicationId);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let branded = 0;
    for (const [who, headers] of [
      ["signed in", { cookie: signedIn }],
      ["signed out", {}],
    ] as const) {
      for (let i = 0; i < list.length; i += 4) {
        const batch = list.slice(i, i + 4);
        const answers = await Promise.all(batch.map((sample) => send(sample.target, headers)));
        for (const [j, answer] of answers.entries()) {
          const { target, kind } = batch[j];
          const what = `${who}: GET ${target.slice(0, 100)} → ${answer.status}`;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const isBranded = answer.status === 404 && answer.type.startsWith("text/html") && answer.body.includes(BRANDED_404);
          if (isBranded) branded++;
          if (answer.status >= 500) problems.push(`${what}: ${answer.body.slice(0, 160)}`);
          else if (!isDecodable(target.split("?")[0])) {
            if (!isBranded) problems.push(`${what}: an undecodable path must get the branded 404`);
          } else if (kind === "page" && answer.status === 404 && !isBranded) problems.push(`${what}: a page's 404 must be the branded one`);
          else if (answer.status === 431) {
            // Over Node's 16 KB request head: refused before any code runs, in the API's envelope.
            if (!target.includes("x".repeat(16_000))) problems.push(`${what}: 431 for a request within 16 KB`);
          } else if (answer.status >= 300 && answer.status < 400 && answer.location) {
            // Signed out, the portal sends the visitor to sign in and back: that page must hold too.
            const next = new URL(answer.location, E2E_BASE_URL);
            if (next.origin !== BASE.origin) problems.push(`${what}: redirected off the site to ${next.origin}`);
            else {
              const followed = await send(next.pathname + next.search, headers);
              if (followed.status >= 500) problems.push(`${what} → ${next.pathname}${next.search.slice(0, 80)} → ${followed.status}`);
            }
          }
        }
      }
    }
    expect(problems, `status counts: ${JSON.stringify(Object.fromEntries(statuses))}`).toEqual([]);
    // The sample reached the pages' own not-found answers, not only the front door.
    expect(branded).toBeGreaterThan(list.length / 2);
  });

  test("next-auth is never asked what it answers with a 500", async () => {
    const signedIn = await signInOverHttp("demo");
    // Where the sign-in form posts, nothing but POST.
    for (const method of ["GET", "HEAD"]) {
      for (const target of ["/api/auth/callback/credentials", "/api/auth/callback/credential%73", "/api/auth/callback/credentials?x=1"]) {
        const answer = await send(target, { cookie: signedIn }, method);
        expect(answer.status, `${method} ${target}`).toBe(405);
      }
    }
    // A callback address next-auth cannot read, on each of its routes: 400, not its configuration error.
    for (const action of ["signin", "signin/credentials", "signout", "session", "csrf", "providers", "error", "callback/credentials"]) {
      for (const value of ["%ZZ", "x", "x%00y", "javascript:alert(1)", "%2F%2F%5B", "mailto:a@b.example"]) {
        const target = `/api/auth/${action}?callbackUrl=${value}`;
        const answer = await send(target, {}, action.startsWith("callback") ? "POST" : "GET");
        expect(answer.status, target).toBe(400);
      }
      for (const value of ["%2Fportal", `${encodeURIComponent(E2E_BASE_URL)}%2Fdocs`]) {
        const target = `/api/auth/${action}?callbackUrl=${value}`;
        const answer = await send(target, {}, action.startsWith("callback") ? "POST" : "GET");
        expect(answer.status, target).toBeLessThan(500);
        expect(answer.status, target).not.toBe(400);
      }
    }
    // The same address in next-auth's cookie (one a sibling site could set) is dropped: sign-in still works.
    for (const value of ["x", "javascript%3Aalert(1)", "%2F%2F%5B"]) {
      for (const name of ["next-auth.callback-url", "__Secure-next-auth.callback-url"]) {
        const cookie = `${name}=${value}`;
        for (const target of ["/signin", "/api/auth/session", "/api/auth/csrf", "/api/auth/providers"]) {
          const answer = await send(target, { cookie });
          expect(answer.status, `${target} with ${cookie}`).toBe(200);
        }
        const portal = await send("/portal", { cookie: `${signedIn}; ${cookie}` });
        expect(portal.status, `/portal with ${cookie}`).toBe(200);
      }
    }
  });
});
