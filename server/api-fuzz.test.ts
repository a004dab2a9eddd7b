/**
 * A fuzz run over the whole `/v1` surface, through the real request listener (client address,
 * routing, @hono/node-server) and the real API app over a real PostgreSQL: every path and
 * parameter the served document declares, with malformed escapes, huge and odd values,
 * repeated and unknown parameters, every method (TRACE included) and odd headers. Nothing
 * may answer 5xx, and every error must be the JSON envelope (RFC 6749's shape on the OAuth
 * endpoints). The sample is seeded, so a failure repeats; FUZZ_SAMPLES runs a larger one.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { apiListener, createRequestListener, refuseTunnels, answerMalformedRequests } from "@/server/listener";

const SAMPLES = Number(process.env.FUZZ_SAMPLES ?? 1500);

let database: TestDatabase;
let api: TestApi;
let server: http.Server;
let port: number;
let token: string;
let document: { paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema?: { enum?: string[] } }[] }>> };
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  token = await api.tokenFor("demo");
  server = http.createServer(
    createRequestListener({ api: apiListener(api.app), pages: async (_req, res) => void res.end("pages"), trustedProxyHops: 0 }),
  );
  refuseTunnels(server);
  answerMalformedRequests(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  document = await (await api.app.request("/v1/public.json")).json();
  // Real ids, so that some samples reach the read models with a valid value.
  const team = await database.prisma.team.findFirstOrThrow({
    where: { manager: { username: "demo" }, kind: "Club" },
    select: { id: true },
  });
  const player = await database.prisma.player.findFirstOrThrow({ where: { clubId: team.id }, select: { id: true } });
  const match = await database.prisma.match.findFirstOrThrow({ select: { id: true } });
  Object.assign(ids, { team: team.id, player: player.id, match: match.id });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (api.quota) await api.quota.close();
  await database.drop();
});

/** A small seeded generator (mulberry32): the same run every time. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] };
}

const HOSTILE_SEGMENTS = [
  "%ZZ",
  "%E0%A4%A",
  "%",
  "%C0%AF",
  "%00",
  "%2F",
  "%2e%2e",
  "..",
  ".",
  "%FF%FE",
  "%uD800",
  "%%",
  "a%",
  "0",
  "-1",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "' OR 1=1--",
  '"',
  "<script>",
  "%F0%9F%8F%80",
  "ü",
  "x".repeat(5000),
  "0".repeat(36),
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "{00000000-0000-0000-0000-000000000000}",
  "gmpat_abc",
];

const HOSTILE_VALUES = [
  "",
  "-1",
  "0",
  "1",
  "30",
  "31",
  "150",
  "151",
  "1e309",
  "-0",
  "1.5",
  "0x10",
  "9".repeat(40),
  "NaN",
  "Infinity",
  "%ZZ",
  "%E0%A4%A",
  "%",
  "%00",
  "%C0%AF",
  "true",
  "null",
  "[]",
  "a,b",
  " ",
  "+",
  "x".repeat(10_000),
  "Age",
  "age",
  "AGE",
  "Desc",
  "desc",
  "Asc",
  "2026-11-23",
  "2026-13-40",
  "ü",
  "%F0%9F%8F%80",
];

const METHODS = ["GET", "GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "CONNECT"];

interface Sample {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function makeSamples(count: number): Sample[] {
  const r = random(2026);
  const paths = Object.keys(document.paths);
  const samples: Sample[] = [];
  for (let i = 0; i < count; i++) {
    const template = r.pick(paths);
    const operation = document.paths[template].get ?? document.paths[template].post ?? {};
    const path = template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const roll = r.next();
      if (roll < 0.3) return name.startsWith("player") ? ids.player : name.startsWith("match") ? ids.match : ids.team;
      return r.pick(HOSTILE_SEGMENTS);
    });
    const query: string[] = [];
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in !== "query" || r.next() < 0.4) continue;
      const value = parameter.schema?.enum && r.next() < 0.4 ? r.pick(parameter.schema.enum) : r.pick(HOSTILE_VALUES);
      query.push(`${parameter.name}=${value}`);
      if (r.next() < 0.15) query.push(`${parameter.name}=${r.pick(HOSTILE_VALUES)}`); // repeated
    }
    if (r.next() < 0.1) query.push(`${r.pick(["unknown", "access_token", "%ZZ", "a[b]", ""])}=${r.pick(HOSTILE_VALUES)}`);
    const headers: Record<string, string> = {};
    const auth = r.next();
    if (auth < 0.6) headers.authorization = `Bearer ${token}`;
    else if (auth < 0.7)
      headers.authorization = r.pick([
        "Bearer",
        "Bearer ",
        "Basic Zm9vOmJhcg==",
        `bearer ${token}`,
        `Bearer  ${token}`,
        "Bearer gmpat_" + "A".repeat(8000),
        "Bearer \u00ff\u00fe",
      ]);
    if (r.next() < 0.1)
      headers["content-type"] = r.pick([
        "application/json",
        "application/x-www-form-urlencoded",
        "text/plain; charset=\u00ff",
        "multipart/form-data",
      ]);
    if (r.next() < 0.05) headers["x-forwarded-for"] = r.pick(["1.2.3.4", "%ZZ", "x".repeat(3000)]);
    if (r.next() < 0.05) headers.accept = r.pick(["text/html", "*/*", "application/xml"]);
    const method = r.pick(METHODS);
    const body =
      ["POST", "PUT", "PATCH"].includes(method) && r.next() < 0.5
        ? r.pick(["grant_type=refresh_token", "%ZZ=%ZZ", "{}", "token=" + "x".repeat(100)])
        : undefined;
    // As a browser would send them: characters that cannot stand in a request line are escaped.
    const target = `${path}${query.length ? "?" + query.join("&") : ""}`.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
    samples.push({ method, path: target, headers, body });
  }
  // Odd paths under /v1 the document does not name.
  for (const path of [
    "/v1",
    "/v1/",
    "/v1//me",
    "/v1/%ZZ",
    "/v1/teams/%",
    "/v1/me/%E0%A4%A",
    "/v1/oauth/%C0%AF",
    "/v1/public.json?%ZZ",
    "/v1/me?%",
  ]) {
    for (const method of ["GET", "TRACE", "POST"]) samples.push({ method, path, headers: { authorization: `Bearer ${token}` } });
  }
  return samples;
}

function send(sample: Sample): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method: sample.method, path: sample.path, headers: sample.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    // Node's client hands the answer to a CONNECT to this event, not to the response callback.
    request.on("connect", (response, socket, head: Buffer) => {
      const chunks: Buffer[] = [head];
      socket.on("data", (c: Buffer) => chunks.push(c));
      socket.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    request.on("error", (error) => reject(new Error(`${sample.method} ${sample.path.slice(0, 120)}: ${error.message}`)));
    // An answer that never comes is as bad as a 500.
    request.setTimeout(10_000, () => request.destroy(new Error("no answer within 10 s")));
    request.end(sample.body);
  });
}

describe("fuzzing /v1 through the real server: no 5xx, every error an envelope", () => {
  it(`answers ${SAMPLES} hostile requests with no 5xx`, { timeout: 600_000 }, async () => {
    const samples = makeSamples(SAMPLES);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    // A few at a time, as clients would send them.
    for (let i = 0; i < samples.length; i += 8) {
      const batch = samples.slice(i, i + 8);
      const answers = await Promise.all(batch.map(send));
      answers.forEach((answer, j) => {
        const sample = batch[j];
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const what = `${sample.method} ${sample.path.slice(0, 120)} → ${answer.status}`;
        if (answer.status >= 500) problems.push(`${what}: ${answer.body.slice(0, 200)}`);
        if (answer.status < 400 || sample.method === "HEAD") return;
        if (!String(answer.headers["content-type"]).startsWith("application/json"))
          return void problems.push(`${what}: not JSON (${answer.headers["content-type"]})`);
        let body: { error?: { code?: unknown; description?: unknown } | string; error_description?: unknown } | undefined;
        try {
          body = JSON.parse(answer.body);
        } catch {
          return void problems.push(`${what}: not JSON: ${answer.body.slice(0, 200)}`);
        }
        const error = body?.error;
        const envelope = typeof error === "object" && typeof error?.code === "string" && typeof error?.description === "string";
        const oauth = sample.path.startsWith("/v1/oauth/") && typeof error === "string" && typeof body?.error_description === "string";
        if (!envelope && !oauth) problems.push(`${what}: not an error envelope: ${answer.body.slice(0, 200)}`);
      });
    }
    expect(problems, `status counts: ${JSON.stringify(Object.fromEntries(statuses))}`).toEqual([]);
    expect(api.errors).toEqual([]);
    // The sample reached the read models, not only the validators.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(SAMPLES / 50);
  });
});
