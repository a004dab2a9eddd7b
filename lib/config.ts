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

const intFromEnv = (fallback: number) =>
  z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: intFromEnv(3000),
  BASE_URL: z.url().optional(),
  AUTH_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// URL")
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// URL").optional(),
  SESSION_SECRET: z.string().min(32).optional(),
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
  TOKEN_ENDPOINT_PER_MINUTE: intFromEnv(20),
  REVOKE_ENDPOINT_PER_MINUTE: intFromEnv(60),
  /** How many proxies in front of the service append the client's address to X-Forwarded-For. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
});

export type Config = ReturnType<typeof loadConfig>;

function readOrCreateSecret(name: string): string {
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
    get sessionSecret() {
      return e.SESSION_SECRET ?? readOrCreateSecret("sessionSecret");
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
      /** Per client address (spec › Limits). */
      tokenEndpointPerMinute: e.TOKEN_ENDPOINT_PER_MINUTE,
      /** Per client address, and again per authenticated client. */
      revokeEndpointPerMinute: e.REVOKE_ENDPOINT_PER_MINUTE,
    },
  };
}

/**
 * `DATABASE_URL` as it stands now, not as first read: `npm start` points it at the embedded
 * server once that is running, after the configuration may already have been read.
 */
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
