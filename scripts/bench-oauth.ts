/**
 * The OAuth server against node-oidc-provider 9, side by side in one run:
 *   DATABASE_URL=postgresql://… [REDIS_URL=redis://…] npm run bench:oauth -- [--duration 8] [--rounds 1] [--port 3917] [--only refresh]
 * Our service is started the way `npm start` serves it (production build, built first when
 * stale; the world is generated on a first start), with the token and revocation limits out of
 * reach so nothing is refused. The peer runs in a child process of its own (node with tsx as its
 * loader, NODE_ENV=production, its own RSA signing key rather than the development keys) on an
 * O(1) in-memory adapter shaped like its example Redis adapter (bench-oauth-peer-adapter.ts:
 * records as JSON strings, a Set of token keys per grant, expiry honoured). Before each of its
 * rounds the peer's store is emptied and collected (POST /__bench/reset) and one sign-in through
 * its interaction makes a fresh session and grant, so no round inherits the tokens of the ones
 * before it. Both get the same public client (PKCE S256) and the same flows:
 *   sign-in: a signed-in manager who already granted the scopes opens the authorization
 *            endpoint (303 with a code), then the client exchanges the code; at 1, 10 and 25
 *            concurrent clients;
 *   refresh: 1, 10 and 25 workers, each rotating its own refresh-token chain.
 * Beside them runs the durable floor: a bare node:http + pg server that checks no rule and writes
 * what a server that keeps its grants in PostgreSQL must write, as ours writes it: each token
 * answer is one INSERT of the refresh token's SHA-256 whose commit it waits for; each code of its
 * 303 is one INSERT of the code's SHA-256 whose commit does not wait for its flush (the later
 * exchange's commit flushes it, lib/oauth/issue-code.ts). At one client, where commits cannot be
 * shared, no server that waits for a commit per token answer answers faster than the floor: where
 * the floor is slower than the peer, so is every such server. (With many clients, a server that
 * commits many requests at once, as ours does, may pass it.)
 * For each flow ours, the peer and the floor are measured one right after the other; `--rounds N`
 * makes N passes over all flows, the order reversing each pass (ours first, then the floor
 * first, …). Prints rates, p50 and p99 for each and the ratios ours / peer and floor / peer (per
 * pass, and pooled over the passes when there are several). Our store (PostgreSQL) is not emptied
 * between rounds; the floor's table is emptied before each of its rounds. A measurement, never a
 * test.
 */
import crypto from "node:crypto";
import http from "node:http";
import { spawn, type ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import pg from "pg";
import { PeerMemoryAdapter, peerStoreSize, resetPeerStore } from "./bench-oauth-peer-adapter";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "8" },
    /** Passes over every flow; the order of the three servers reverses each pass. */
    rounds: { type: "string", default: "1" },
    port: { type: "string", default: "3917" },
    "peer-port": { type: "string", default: "3918" },
    "floor-port": { type: "string", default: "3919" },
    /** Use a server already running (its token limit must be out of reach) instead of starting one. */
    url: { type: "string" },
    /** Only the flows whose title contains this text ("refresh", "sign-in", "25 concurrent"). */
    only: { type: "string" },
    /** Internal: run the peer server in this process. */
    "serve-peer": { type: "boolean", default: false },
    /** Internal: run the durable floor in this process. */
    "serve-floor": { type: "boolean", default: false },
  },
});

const SCOPES = "public team";
const REDIRECT_URI = "https://bench.example/callback";
const PEER_CLIENT_ID = "bench-client";

interface PeerProvider {
  callback(): http.RequestListener;
  interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<{ params: unknown }>;
  interactionFinished(req: http.IncomingMessage, res: http.ServerResponse, result: object, options: object): Promise<void>;
  Grant: new (init: { accountId: string; clientId: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
}

// ---------------------------------------------------------------------------------------------
// The peer: node-oidc-provider with a public client; a session and its grant made by one sign-in
// after each reset of its store.

async function servePeer(port: number) {
  // Untyped (no declarations ship with it): imported by a name TypeScript does not resolve.
  const peerPackage = "oidc-provider";
  const { default: Provider } = (await import(peerPackage)) as { default: new (issuer: string, configuration: object) => PeerProvider };
  const issuer = `http://localhost:${port}`;
  // A signing key of its own, as in production (no tokens here are signed: they are opaque).
  const signingKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const provider = new Provider(issuer, {
    adapter: PeerMemoryAdapter,
    jwks: { keys: [{ ...signingKey, kid: "bench", use: "sig", alg: "RS256" }] },
    clients: [
      {
        client_id: PEER_CLIENT_ID,
        token_endpoint_auth_method: "none",
        redirect_uris: [REDIRECT_URI],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
      },
    ],
    scopes: ["public", "team", "market"],
    findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => ({ sub: id }) }),
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    issueRefreshToken: () => true,
    rotateRefreshToken: () => true,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["bench-cookie-key-0123456789"] },
  });
  const callback = provider.callback();
  const server = http.createServer(async (req, res) => {
    // Between rounds: empty the store (sessions, grants, interactions, tokens) and collect it.
    if (req.method === "POST" && req.url === "/__bench/reset") {
      const cleared = peerStoreSize();
      resetPeerStore();
      (globalThis as { gc?: () => void }).gc?.();
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ cleared, nodeEnv: process.env.NODE_ENV }));
      return;
    }
    // The one interaction: sign in as `demo` and allow the requested scopes, at once.
    if (req.url?.startsWith("/interaction/")) {
      try {
        const details = await provider.interactionDetails(req, res);
        const params = details.params as { client_id: string; scope: string };
        const grant = new provider.Grant({ accountId: "demo", clientId: params.client_id });
        grant.addOIDCScope(params.scope);
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: "demo" }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
      return;
    }
    callback(req, res);
  });
  // Idle connections kept as long as ours keeps them (server/http.ts), past a round of the other
  // side: node's default of 5 s closed them under the benchmark's next request ("socket hang up").
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(port, () => console.log(`peer ready (NODE_ENV=${process.env.NODE_ENV})`));
}

// ---------------------------------------------------------------------------------------------
// The durable floor: node:http and pg, no rules; a code's INSERT and a token answer's durable INSERT.

/** In a schema of its own, beside ours (never in the schema our migrations own). */
const FLOOR_SCHEMA = "bench_durable_floor";
const FLOOR_TABLE = `${FLOOR_SCHEMA}.grants`;

async function serveFloor(port: number, databaseUrl: string) {
  // As our service's pool: ten connections, kept alive; an idle one dropped is replaced.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, keepAlive: true });
  pool.on("error", () => {});
  process.on("SIGTERM", () => void pool.query(`DROP SCHEMA IF EXISTS ${FLOOR_SCHEMA} CASCADE`).finally(() => process.exit(0)));
  await pool.query(`DROP SCHEMA IF EXISTS ${FLOOR_SCHEMA} CASCADE`);
  await pool.query(`CREATE SCHEMA ${FLOOR_SCHEMA}`);
  await pool.query(`CREATE TABLE ${FLOOR_TABLE} ("tokenHash" text PRIMARY KEY, "issuedAt" timestamptz NOT NULL DEFAULT now())`);
  const token = () => crypto.randomBytes(32).toString("base64url");
  const sha256 = (credential: string) => crypto.createHash("sha256").update(credential).digest("hex");
  // A token answer's commit is waited for; a code's is not, as ours (ASYNC_COMMIT, lib/oauth/issue-code.ts).
  const keepToken = (refreshToken: string) =>
    pool.query({ name: "floor_token", text: `INSERT INTO ${FLOOR_TABLE} ("tokenHash") VALUES ($1)`, values: [sha256(refreshToken)] });
  const keepCode = (code: string) =>
    pool.query({
      name: "floor_code",
      text: `INSERT INTO ${FLOOR_TABLE} ("tokenHash") SELECT $1 FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit`,
      values: [sha256(code)],
    });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      try {
        const url = new URL(req.url ?? "/", "http://floor");
        if (req.method === "GET" && url.pathname === "/authorize") {
          const code = token();
          await keepCode(code);
          const location = `${REDIRECT_URI}?code=${code}&state=${encodeURIComponent(url.searchParams.get("state") ?? "")}`;
          res.writeHead(303, { Location: location, "Cache-Control": "no-store" }).end();
        } else if (req.method === "POST" && url.pathname === "/token") {
          // The form is parsed, as any server parses it, and no field of it is checked.
          void new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
          const [accessToken, refreshToken] = [token(), token()];
          await keepToken(refreshToken);
          const body = { access_token: accessToken, token_type: "Bearer", expires_in: 3600, refresh_token: refreshToken, scope: SCOPES };
          res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(body));
        } else if (req.method === "POST" && url.pathname === "/__bench/reset") {
          await pool.query(`TRUNCATE ${FLOOR_TABLE}`);
          res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
        } else if (url.pathname === "/ready") {
          res.writeHead(200).end();
        } else {
          res.writeHead(404).end();
        }
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    });
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on("error", (error) => {
    console.error(`floor: ${String(error)}`);
    process.exit(1);
  });
  server.listen(port);
}

// ---------------------------------------------------------------------------------------------
// The client side.

interface Target {
  name: string;
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  cookie: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A plain node:http request (no redirects followed), over kept-alive connections. */
function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? "GET", headers: options.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

function pkce() {
  const verifier = crypto.randomBytes(32).toString("base64url");
  return { verifier, challenge: crypto.createHash("sha256").update(verifier).digest("base64url") };
}

function authorizeQuery(target: Target, challenge: string) {
  return new URLSearchParams({
    response_type: "code",
    client_id: target.clientId,
    redirect_uri: REDIRECT_URI,
    scope: SCOPES,
    state: crypto.randomBytes(8).toString("hex"),
    code_challenge: challenge,
    code_challenge_method: "S256",
  });
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** One sign-in: the authorize redirect with a code, then the exchange. */
async function signIn(target: Target): Promise<{ tokens: Tokens; redirectBytes: number; authorizeMs: number; exchangeMs: number }> {
  const { verifier, challenge } = pkce();
  const started = performance.now();
  const authorized = await request(`${target.authorizeUrl}?${authorizeQuery(target, challenge)}`, { headers: { Cookie: target.cookie } });
  const location = authorized.headers.location;
  if (authorized.status !== 303 || !location) throw new Error(`${target.name}: authorize answered ${authorized.status} ${location ?? ""}`);
  const code = new URL(location).searchParams.get("code");
  if (!code) throw new Error(`${target.name}: no code in ${location}`);
  const authorizeMs = performance.now() - started;
  const exchanged = await request(
    target.tokenUrl,
    form({ grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: verifier, client_id: target.clientId }),
  );
  if (exchanged.status !== 200) throw new Error(`${target.name}: exchange answered ${exchanged.status} ${exchanged.body}`);
  const tokens = JSON.parse(exchanged.body) as Tokens;
  if (!tokens.refresh_token) throw new Error(`${target.name}: no refresh token`);
  return { tokens, redirectBytes: Buffer.byteLength(authorized.body), authorizeMs, exchangeMs: performance.now() - started - authorizeMs };
}

async function refresh(target: Target, refreshToken: string): Promise<string> {
  const answer = await request(
    target.tokenUrl,
    form({ grant_type: "refresh_token", refresh_token: refreshToken, client_id: target.clientId }),
  );
  if (answer.status !== 200) throw new Error(`${target.name}: refresh answered ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as Tokens).refresh_token;
}

interface Measured {
  ops: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  firstError?: string;
  /** Sorted, in ms; kept to pool passes. */
  latencies: number[];
  seconds: number;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `workers` loops, each running `op` back to back for `seconds`. */
async function measure(workers: number, seconds: number, setup: () => Promise<() => Promise<void>>): Promise<Measured> {
  const ops = await Promise.all(Array.from({ length: workers }, setup));
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    ops.map(async (op) => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await op();
          latencies.push(performance.now() - t);
        } catch (error) {
          errors++;
          firstError ??= String(error);
        }
      }
    }),
  );
  return summarise(latencies, errors, (performance.now() - start) / 1000, firstError);
}

function summarise(latencies: number[], errors: number, seconds: number, firstError?: string): Measured {
  latencies.sort((a, b) => a - b);
  return {
    ops: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    firstError,
    latencies,
    seconds,
  };
}

/** Several passes of one flow on one side as one measurement: all their operations over all their time. */
function pool(passes: Measured[]): Measured {
  return summarise(
    passes.flatMap((m) => m.latencies),
    passes.reduce((sum, m) => sum + m.errors, 0),
    passes.reduce((sum, m) => sum + m.seconds, 0),
    passes.find((m) => m.firstError)?.firstError,
  );
}

async function waitForUrl(url: string, child: ChildProcess | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const answer = await request(url);
      if (answer.status < 500) return;
      console.log(`  ${url}: ${answer.status}`);
    } catch (error) {
      if (process.env.BENCH_DEBUG) console.log(`  ${url}: ${String(error)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** A Set-Cookie list into one Cookie header, later values winning. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(headers: http.IncomingHttpHeaders) {
    for (const line of headers["set-cookie"] ?? []) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  }
}

/** Signs in `demo` through next-auth's credentials form and returns the session cookie. */
async function ourSessionCookie(base: string): Promise<string> {
  const jar = new CookieJar();
  const csrf = await request(`${base}/api/auth/csrf`);
  jar.take(csrf.headers);
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const signedIn = await request(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() },
    body: new URLSearchParams({
      csrfToken,
      username: "demo",
      password: process.env.DEMO_PASSWORD ?? "letmein-demo",
      json: "true",
    }).toString(),
  });
  jar.take(signedIn.headers);
  const cookie = jar.header();
  if (!/session-token=/.test(cookie)) throw new Error(`Signing in as demo failed (${signedIn.status}): ${signedIn.body.slice(0, 200)}`);
  return cookie;
}

/** A public application of `demo`, approved, to which `demo` has already granted the scopes. */
async function ourClient(databaseUrl: string): Promise<string> {
  const { connectDatabase } = await import("@/lib/db");
  const { registerApplication, approveApplicationAsOperator } = await import("@/lib/applications");
  const { recordConsent } = await import("@/lib/oauth/issue-code");
  const database = connectDatabase(databaseUrl, { max: 2 });
  const db = database.prisma;
  try {
    const demo = await db.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { id: true } });
    const registered = await registerApplication(database, demo.id, {
      name: `OAuth benchmark ${Date.now().toString(36)}`,
      description: "A public client the OAuth benchmark signs in to, over and over.",
      website: "https://bench.example",
      privacyPolicyUrl: "",
      termsUrl: "",
      kind: "Public",
      redirectUris: [REDIRECT_URI],
    });
    await approveApplicationAsOperator(database, registered.clientId);
    await recordConsent(database, demo.id, registered.application.id, ["public", "team"], new Date());
    return registered.clientId;
  } finally {
    await db.$disconnect();
  }
}

/** Empties the peer's store; its session and grant are gone with it. */
async function resetPeer(base: string): Promise<{ cleared: number; nodeEnv?: string }> {
  const answer = await request(`${base}/__bench/reset`, { method: "POST" });
  if (answer.status !== 200) throw new Error(`peer: reset answered ${answer.status} ${answer.body.slice(0, 200)}`);
  return JSON.parse(answer.body) as { cleared: number; nodeEnv?: string };
}

/** Establishes the peer's session and grant with one sign-in through its interaction. */
async function peerSessionCookie(base: string): Promise<string> {
  const jar = new CookieJar();
  const { challenge } = pkce();
  let url = `${base}/auth?${authorizeQuery({ name: "peer", authorizeUrl: "", tokenUrl: "", clientId: PEER_CLIENT_ID, cookie: "" }, challenge)}`;
  for (let hop = 0; hop < 6; hop++) {
    const answer = await request(url, { headers: { Cookie: jar.header() } });
    jar.take(answer.headers);
    const location = answer.headers.location;
    if (!location) throw new Error(`peer: sign-in stopped at ${answer.status}: ${answer.body.slice(0, 300)}`);
    if (location.startsWith(REDIRECT_URI)) return jar.header();
    url = new URL(location, base).toString();
  }
  throw new Error("peer: too many redirects while signing in");
}

function startOurs(port: number): ChildProcess {
  // As npm start runs it (the bundle, built first when stale).
  const child = spawn(process.execPath, ["scripts/launch.mjs"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      AUTH_URL: undefined,
      TOKEN_ENDPOINT_PER_MINUTE: "1000000000",
      REVOKE_ENDPOINT_PER_MINUTE: "1000000000",
    },
    detached: true,
  });
  child.stdout!.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.startsWith("[start]")) console.log(`  ours: ${line}`);
  });
  return child;
}

function startPeer(port: number): ChildProcess {
  // Plain node (tsx as a loader only, no wrapper process), in production mode; --expose-gc lets
  // a reset collect the emptied store before the round rather than during it.
  const child = spawn(
    process.execPath,
    ["--expose-gc", "--import", "tsx", "scripts/bench-oauth.ts", "--serve-peer", "--peer-port", String(port)],
    { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, NODE_ENV: "production" }, detached: true },
  );
  // Its warnings and errors, quietly unless something goes wrong.
  child.stderr!.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) console.log(`  peer: ${line}`);
  });
  return child;
}

function startFloor(port: number): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-oauth.ts", "--serve-floor", "--floor-port", String(port)], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, NODE_ENV: "production" },
    detached: true,
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) console.log(`  floor: ${line}`);
  });
  return child;
}

function stop(child: ChildProcess | undefined) {
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

async function main() {
  const seconds = Number(values.duration);
  const port = Number(values.port);
  const peerPort = Number(values["peer-port"]);
  const peerBase = `http://localhost:${peerPort}`;
  const floorBase = `http://localhost:${Number(values["floor-port"])}`;
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds ${values.rounds}: give a whole number of passes, 1 or more`);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("Set DATABASE_URL: the benchmark makes an application and a grant in that database.");

  let ours: ChildProcess | undefined;
  const peer = startPeer(peerPort);
  let floor: ChildProcess | undefined;
  const cleanup = () => {
    stop(ours);
    stop(peer);
    stop(floor);
  };
  process.on("SIGINT", () => {
    cleanup();
    process.exit(130);
  });
  try {
    const base = values.url?.replace(/\/$/, "") ?? `http://localhost:${port}`;
    if (!values.url) {
      console.log(`Starting our service on port ${port} (the production build; built first when stale)…`);
      ours = startOurs(port);
    }
    await waitForUrl(`${base}/healthz`, ours, 20 * 60_000);
    await waitForUrl(`${peerBase}/.well-known/openid-configuration`, peer, 60_000);
    // Only once ours is up: its first start migrates the database, which must find it as it left it.
    floor = startFloor(Number(values["floor-port"]));
    await waitForUrl(`${floorBase}/ready`, floor, 60_000);
    console.log("All three servers are up; making the client, signing in on ours and the peer…");

    const targets: Target[] = [
      {
        name: "ours",
        authorizeUrl: `${base}/oauth/authorize`,
        tokenUrl: `${base}/v1/oauth/token`,
        clientId: await ourClient(databaseUrl),
        cookie: await ourSessionCookie(base),
      },
      {
        name: "node-oidc-provider",
        authorizeUrl: `${peerBase}/auth`,
        tokenUrl: `${peerBase}/token`,
        clientId: PEER_CLIENT_ID,
        cookie: await peerSessionCookie(peerBase),
      },
      { name: "floor", authorizeUrl: `${floorBase}/authorize`, tokenUrl: `${floorBase}/token`, clientId: "floor", cookie: "" },
    ];
    const [oursTarget, peerTarget, floorTarget] = targets;

    console.log("Signed in on ours and the peer.");
    // Warm all three up (JIT, connection pools, page bundles), and check the redirect's size.
    // One client alone, the two halves of a sign-in apart (medians of the last 50 of 80).
    for (const target of targets) {
      const runs = [];
      for (let i = 0; i < 80; i++) runs.push(await signIn(target));
      const last = runs.slice(30);
      const median = (values: number[]) => round(values.sort((a, b) => a - b)[Math.floor(values.length / 2)]);
      console.log(
        `${target.name}: authorize ${median(last.map((r) => r.authorizeMs))} ms, exchange ${median(last.map((r) => r.exchangeMs))} ms (medians, one client); ` +
          `the redirect carries a body of ${last[0].redirectBytes} bytes`,
      );
    }

    const refreshWorker = (target: Target) => async () => {
      let token = (await signIn(target)).tokens.refresh_token;
      return async () => {
        token = await refresh(target, token);
      };
    };
    const scenarios: { title: string; workers: number; setup: (t: Target) => () => Promise<() => Promise<void>> }[] = [
      ...[1, 10, 25].map((workers) => ({
        title: `sign-in (authorize 303 + code exchange), ${workers} concurrent`,
        workers,
        setup: (target: Target) => async () => async () => void (await signIn(target)),
      })),
      ...[1, 10, 25].map((workers) => ({
        title: `refresh, ${workers} concurrent (each worker its own chain)`,
        workers,
        setup: refreshWorker,
      })),
    ].filter((scenario) => !values.only || scenario.title.includes(values.only));
    if (scenarios.length === 0) throw new Error(`--only ${values.only}: no flow's title contains it`);

    /** One round on one side; the peer starts it from an empty store, with a fresh session and grant. */
    const runRound = async (target: Target, scenario: (typeof scenarios)[number]) => {
      if (target === floorTarget) {
        const reset = await request(`${floorBase}/__bench/reset`, { method: "POST" });
        if (reset.status !== 200) throw new Error(`floor: reset answered ${reset.status} ${reset.body}`);
      }
      if (target === peerTarget) {
        const { cleared, nodeEnv } = await resetPeer(peerBase);
        if (nodeEnv !== "production") throw new Error(`peer: runs with NODE_ENV=${nodeEnv}, not production`);
        if (process.env.BENCH_DEBUG) console.log(`  peer: reset, ${cleared} records cleared`);
        target.cookie = await peerSessionCookie(peerBase);
      }
      const m = await measure(scenario.workers, seconds, scenario.setup(target));
      if (m.errors) console.log(`  ${target.name}: ${m.errors} errors, first: ${m.firstError}`);
      return m;
    };
    const row = (flow: string, a: Measured, b: Measured, f: Measured) => ({
      flow,
      "ours /s": Math.round(a.perSecond),
      "ours p50 ms": round(a.p50),
      "ours p99 ms": round(a.p99),
      "peer /s": Math.round(b.perSecond),
      "peer p50 ms": round(b.p50),
      "peer p99 ms": round(b.p99),
      "ratio ours/peer": Number((a.perSecond / b.perSecond).toFixed(3)),
      "floor /s": Math.round(f.perSecond),
      "floor p50 ms": round(f.p50),
      "floor p99 ms": round(f.p99),
      "floor/peer": Number((f.perSecond / b.perSecond).toFixed(3)),
      errors: a.errors + b.errors + f.errors,
    });

    const results = scenarios.map(() => ({ ours: [] as Measured[], peer: [] as Measured[], floor: [] as Measured[] }));
    const rows: ReturnType<typeof row>[] = [];
    console.log(
      `\n${seconds} s per measurement, ${rounds} pass(es); in each flow ours, the peer and the durable floor one right after the other, ` +
        `the order reversing each pass; the peer's store and the floor's table emptied before each of their rounds\n`,
    );
    for (let pass = 0; pass < rounds; pass++) {
      const reversed = pass % 2 === 1;
      console.log(
        `Pass ${pass + 1} of ${rounds}: ${reversed ? "the floor, the peer, then ours" : "ours, the peer, then the floor"} in each flow`,
      );
      for (const [index, scenario] of scenarios.entries()) {
        const order = reversed ? [...targets].reverse() : targets;
        const measured = new Map<Target, Measured>();
        for (const target of order) measured.set(target, await runRound(target, scenario));
        const [a, b, f] = [measured.get(oursTarget)!, measured.get(peerTarget)!, measured.get(floorTarget)!];
        results[index].ours.push(a);
        results[index].peer.push(b);
        results[index].floor.push(f);
        rows.push(row(rounds > 1 ? `#${pass + 1} ${scenario.title}` : scenario.title, a, b, f));
        console.log(JSON.stringify(rows.at(-1)));
      }
    }
    console.table(rows);
    if (rounds > 1) {
      console.log(`Pooled over the ${rounds} passes (all operations over all measured time, percentiles of all latencies):`);
      console.table(
        scenarios.map((scenario, index) =>
          row(scenario.title, pool(results[index].ours), pool(results[index].peer), pool(results[index].floor)),
        ),
      );
    }
  } finally {
    cleanup();
  }
  process.exit(0);
}

function round(ms: number) {
  return Math.round(ms * 10) / 10;
}

// Last: everything above is initialised by now.
if (values["serve-peer"]) {
  await servePeer(Number(values["peer-port"]));
} else if (values["serve-floor"]) {
  await serveFloor(Number(values["floor-port"]), process.env.DATABASE_URL!);
} else {
  await main();
}
