import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { z } from "zod";

/** The largest world size: 25 is the game's size, its hundred countries (4 per unit of size). */
export const MAX_WORLD_SIZE = 25;

/**
 * Every setting of the service, read from the environment once and validated here.
 * Defaults make a fresh checkout work with no set-up; secrets not given are generated
 * once and kept under `.data/` so that sessions survive a restart.
 */

export const DATA_DIR = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? ".data");

const intFromEnv = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: intFromEnv(3000),
  BASE_URL: z.url().optional(),
  AUTH_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// URL")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// URL")
    .optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  /** Encrypts webhook signing secrets at rest (32+ characters; every instance the same). */
  WEBHOOK_KEY: z.string().min(32, "WEBHOOK_KEY must be at least 32 characters").optional(),
  DEMO_PASSWORD: z.string().min(8).default("letmein-demo"),
  WORLD_SEED: z.coerce.number().int().nonnegative().default(2026),
  WORLD_SIZE: z.coerce.number().positive().max(MAX_WORLD_SIZE).default(1),
  /** Quota tiers (see the reference's Limits guide). */
  QUOTA_DEV_PER_MINUTE: intFromEnv(30),
  QUOTA_DEV_PER_DAY: intFromEnv(1000),
  QUOTA_DEV_BREADTH_PER_DAY: intFromEnv(100),
  QUOTA_FULL_PER_MINUTE: intFromEnv(300),
  QUOTA_FULL_PER_DAY: intFromEnv(50000),
  QUOTA_FULL_BREADTH_PER_DAY: intFromEnv(5000),
  /** The reference's try-it token: an allowance of its own, so a spent personal allowance does not stop Test Request. */
  QUOTA_TRY_IT_PER_MINUTE: intFromEnv(10),
  QUOTA_TRY_IT_PER_DAY: intFromEnv(200),
  QUOTA_TRY_IT_BREADTH_PER_DAY: intFromEnv(50),
  TOKEN_ENDPOINT_PER_MINUTE: intFromEnv(20),
  REVOKE_ENDPOINT_PER_MINUTE: intFromEnv(60),
  UNAUTHENTICATED_PER_MINUTE: intFromEnv(60),
  /** How many proxies in front of the service append the client's address to X-Forwarded-For. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Seconds an instance told to stop keeps serving while /healthz answers 503, so that its load
   * balancer takes it out before it closes (docs/operations.md, "Rolling restarts").
   */
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  /** How many instances serve behind the load balancer (README, "Running more than one instance"). */
  INSTANCES: z.coerce.number().int().positive().max(1000).default(1),
  /** Bearer token that opens GET /metrics; unset (and no METRICS_ADDRESSES), /metrics is closed. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** Client addresses (comma-separated, as resolved with TRUSTED_PROXY_HOPS) that may read /metrics without the token. */
  METRICS_ADDRESSES: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

// Read from disk once per process: the session secret is asked for on every signed-in request.
const secretsRead = new Map<string, string>();

function readOrCreateSecret(name: string): string {
  const known = secretsRead.get(name);
  if (known !== undefined) return known;
  const file = path.join(DATA_DIR, "secrets.json");
  let secrets: Record<string, string> = {};
  try {
    secrets = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    // first start: no secrets yet
  }
  if (!secrets[name]) {
    secrets[name] = crypto.randomBytes(32).toString("base64url");
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  secretsRead.set(name, secrets[name]);
  return secrets[name];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const local = `http://localhost:${e.PORT}`;
  const strip = (u: string) => u.replace(/\/+$/, "");
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    baseUrl: strip(e.BASE_URL ?? local),
    authUrl: strip(e.AUTH_URL ?? e.BASE_URL ?? local),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    instances: e.INSTANCES,
    drainMs: e.DRAIN_SECONDS * 1000,
    /** Whether BASE_URL was given: a production instance must be told where it is served. */
    baseUrlGiven: e.BASE_URL !== undefined,
    /** Whether SESSION_SECRET was given (several instances must share one). */
    sessionSecretGiven: e.SESSION_SECRET !== undefined,
    /**
     * Whether webhook endpoints of applications in development may be http:// loopback URLs: only
     * while the service itself is served from loopback (a developer's own machine). A public
     * instance's loopback is its own host, never the developer's; so the sign-in host must be
     * loopback too.
     */
    webhooksToLoopback:
      LOCAL_HOSTS.has(new URL(e.BASE_URL ?? local).hostname) && LOCAL_HOSTS.has(new URL(e.AUTH_URL ?? e.BASE_URL ?? local).hostname),
    /** Whether WEBHOOK_KEY was given (several instances must share one). */
    webhookKeyGiven: e.WEBHOOK_KEY !== undefined,
    metrics: {
      token: e.METRICS_TOKEN,
      addresses: (e.METRICS_ADDRESSES ?? "")
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean),
    },
    /** Tests log nothing unless asked; the service logs one line per request. */
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    get sessionSecret() {
      return e.SESSION_SECRET ?? readOrCreateSecret("sessionSecret");
    },
    /** The key webhook signing secrets are encrypted with (lib/webhooks/secrets.ts). */
    get webhookKey() {
      return e.WEBHOOK_KEY ?? readOrCreateSecret("webhookKey");
    },
    demoPassword: e.DEMO_PASSWORD,
    world: { seed: e.WORLD_SEED, size: e.WORLD_SIZE },
    quota: {
      development: {
        perMinute: e.QUOTA_DEV_PER_MINUTE,
        perDay: e.QUOTA_DEV_PER_DAY,
        breadthPerDay: e.QUOTA_DEV_BREADTH_PER_DAY,
      },
      full: {
        perMinute: e.QUOTA_FULL_PER_MINUTE,
        perDay: e.QUOTA_FULL_PER_DAY,
        breadthPerDay: e.QUOTA_FULL_BREADTH_PER_DAY,
      },
      tryIt: {
        perMinute: e.QUOTA_TRY_IT_PER_MINUTE,
        perDay: e.QUOTA_TRY_IT_PER_DAY,
        breadthPerDay: e.QUOTA_TRY_IT_BREADTH_PER_DAY,
      },
      /** Per client address (spec › Limits). */
      tokenEndpointPerMinute: e.TOKEN_ENDPOINT_PER_MINUTE,
      /** Per client address, and again per authenticated client. */
      revokeEndpointPerMinute: e.REVOKE_ENDPOINT_PER_MINUTE,
      /** Per client address: `/v1` calls that fail the bearer step (401). */
      unauthenticatedPerMinute: e.UNAUTHENTICATED_PER_MINUTE,
    },
  };
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Settings a production instance must not start with, as the one line that says what to set,
 * or null when it is safe. Development and tests may run as they like.
 */
export function unsafeProductionSetting(
  c: Pick<
    Config,
    "nodeEnv" | "baseUrl" | "baseUrlGiven" | "authUrl" | "instances" | "sessionSecretGiven" | "webhookKeyGiven" | "databaseUrl"
  >,
): string | null {
  if (c.nodeEnv !== "production") return null;
  const auth = new URL(c.authUrl);
  if (auth.protocol !== "https:" && !LOCAL_HOSTS.has(auth.hostname)) {
    return `AUTH_URL is ${c.authUrl}: sign-in must be served over HTTPS in production. Set AUTH_URL (or BASE_URL) to its https:// address.`;
  }
  // The API's document names this URL as its server: tokens must never be sent to an http:// one.
  const base = new URL(c.baseUrl);
  if (base.protocol !== "https:" && !LOCAL_HOSTS.has(base.hostname)) {
    return `BASE_URL is ${c.baseUrl}: the API must be served over HTTPS in production. Set BASE_URL to its https:// address.`;
  }
  // Unset, it defaults to loopback, which lets applications in development send webhooks to this
  // host's own loopback ports: a public instance that forgot it would open them to any developer.
  if (!c.baseUrlGiven) {
    return `BASE_URL is not set: a production instance must be told the address it is served at. Set BASE_URL to its https:// address, or to http://localhost:${new URL(c.baseUrl).port || 80} to serve this machine alone.`;
  }
  if (c.instances > 1 && !c.sessionSecretGiven) {
    return `INSTANCES is ${c.instances} but SESSION_SECRET is not set: each instance would sign sessions with its own secret. Set SESSION_SECRET (32+ characters), the same on every instance.`;
  }
  if (c.instances > 1 && !c.webhookKeyGiven) {
    return `INSTANCES is ${c.instances} but WEBHOOK_KEY is not set: each instance would encrypt webhook secrets with a key of its own. Set WEBHOOK_KEY (32+ characters), the same on every instance.`;
  }
  if (c.instances > 1 && !c.databaseUrl) {
    return `INSTANCES is ${c.instances} but DATABASE_URL is not set: the embedded PostgreSQL belongs to one instance. Set DATABASE_URL to the PostgreSQL every instance shares.`;
  }
  return null;
}

/** `DATABASE_URL` as the process was given it (none: the embedded PostgreSQL is used). */
export function currentDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/** The environment for a child process (the Prisma CLI), with the given overrides. */
export function childEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

let cached: Config | undefined;

/** The configuration of this process, read on first use. */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}
