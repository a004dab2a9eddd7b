import { Counter, Gauge, Registry, collectDefaultMetrics } from "prom-client";
import type pg from "pg";
import { prepare, qb, Sql } from "@/lib/sql";

/**
 * The service's Prometheus series (GET /metrics, served by server/operations.ts). Labels are
 * route templates and small fixed vocabularies only: never an id, a path as sent, or a
 * credential. The request series cost a request a few map lookups and additions on plain
 * numbers and no allocation (RequestSeries); the rest are prom-client's own metrics.
 */

const HTTP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT"]);
const GRANT_TYPES = new Set(["authorization_code", "refresh_token"]);
const AUTHORIZE_ERRORS = new Set([
  "access_denied",
  "invalid_request",
  "invalid_scope",
  "unauthorized_client",
  "unsupported_response_type",
  "server_error",
  "temporarily_unavailable",
  "login_required",
  "consent_required",
]);

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new RequestSeries();
  registry.registerMetric(requests.countMetric() as never);
  registry.registerMetric(requests.durationMetric() as never);
  const quotaRefusals = new Counter({
    name: "quota_refusals_total",
    help: "Calls refused with 429, by limit (minute, day, breadth; token, revoke) and tier (development, full; address, client for the OAuth endpoints).",
    labelNames: ["limit", "tier"] as const,
    registers: [registry],
  });
  const tokenAnswers = new Counter({
    name: "oauth_token_answers_total",
    help: "Answers of POST /v1/oauth/token, by grant type and error (none when a token was issued).",
    labelNames: ["grant_type", "error"] as const,
    registers: [registry],
  });
  const revocations = new Counter({
    name: "oauth_revocations_total",
    help: "Revocation requests answered 200, by what they revoked (chain_revoked, access_token_revoked, ignored).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const authorizeOutcomes = new Counter({
    name: "oauth_authorize_outcomes_total",
    help: "Outcomes of the authorize page (stage request) and the consent form (stage decision): consented, denied, sign_in, consent_shown, error_page, error_<code>.",
    labelNames: ["stage", "outcome"] as const,
    registers: [registry],
  });
  const webhookAttempts = new Counter({
    name: "webhook_attempts_total",
    help: "Webhook delivery attempts this instance made, by result: delivered (2xx), failed (answered otherwise, timed out, refused by the address rules, no connection).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const worldWriter = new Gauge({
    name: "world_clock_writer",
    help: "1 while this instance holds the advisory lock and advances the world, else 0.",
    registers: [registry],
  });
  worldWriter.set(0);
  new Gauge({
    name: "db_pool_connections",
    help: "The process's PostgreSQL pool: total, idle, and requests waiting for a connection.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = currentPool();
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "world_clock_lag_seconds",
    help: "How far the world's clock (WorldInfo.clockAt) trails wall time.",
    registers: [registry],
    async collect() {
      const pool = currentPool();
      // A scrape never queues behind requests for a connection: then the series keeps its last value.
      if (!pool || pool.waitingCount > 0 || (pool.idleCount === 0 && pool.totalCount >= (pool.options.max ?? 10))) return;
      try {
        const rows = await new Sql(pool).rows(CLOCK_AT, {});
        if (rows[0]) this.set(Math.max(0, (Date.now() - rows[0].clockAt.getTime()) / 1000));
      } catch {
        // The database is unreachable: /healthz says so; the series keeps its last value.
      }
    },
  });
  return {
    registry,
    requests,
    quotaRefusals,
    tokenAnswers,
    revocations,
    authorizeOutcomes,
    webhookAttempts,
    worldWriter,
    pool: undefined as pg.Pool | undefined,
  };
}

const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface RouteMethodTotals {
  /** Observations per bucket (not cumulative), the last one for above every bound. */
  buckets: Float64Array;
  sum: number;
  count: number;
  statuses: Map<number, number>;
}

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * The request counter and latency histogram, kept as plain numbers in maps keyed by the label
 * values (prom-client's own children hash their labels into a new string on every call) and
 * handed to the registry as two metrics of its format when scraped.
 */
class RequestSeries {
  private readonly totals = new Map<string, Map<string, RouteMethodTotals>>();

  record(route: string, method: string, status: number, seconds: number) {
    let byMethod = this.totals.get(route);
    if (!byMethod) this.totals.set(route, (byMethod = new Map()));
    let totals = byMethod.get(method);
    if (!totals)
      byMethod.set(method, (totals = { buckets: new Float64Array(DURATION_BUCKETS.length + 1), sum: 0, count: 0, statuses: new Map() }));
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]) bucket++;
    totals.buckets[bucket]++;
    totals.sum += seconds;
    totals.count++;
    totals.statuses.set(status, (totals.statuses.get(status) ?? 0) + 1);
  }

  private each(visit: (route: string, method: string, totals: RouteMethodTotals) => void) {
    for (const [route, byMethod] of this.totals) for (const [method, totals] of byMethod) visit(route, method, totals);
  }

  countMetric() {
    const name = "http_requests_total";
    const help = "Requests answered, by route template, method and status.";
    return {
      name,
      help,
      type: "counter",
      aggregator: "sum",
      reset: () => this.totals.clear(),
      get: async () => {
        const values: Sample[] = [];
        this.each((route, method, totals) => {
          for (const [status, value] of totals.statuses) values.push({ labels: { route, method, status }, value });
        });
        return { name, help, type: "counter", aggregator: "sum", values };
      },
    };
  }

  durationMetric() {
    const name = "http_request_duration_seconds";
    const help = "Time from receiving a request to its answer, by route template and method.";
    return {
      name,
      help,
      type: "histogram",
      aggregator: "sum",
      reset: () => this.totals.clear(),
      get: async () => {
        const values: Sample[] = [];
        this.each((route, method, totals) => {
          let cumulative = 0;
          DURATION_BUCKETS.forEach((le, i) => {
            cumulative += totals.buckets[i];
            values.push({ metricName: `${name}_bucket`, labels: { le, route, method }, value: cumulative });
          });
          values.push({ metricName: `${name}_bucket`, labels: { le: "+Inf", route, method }, value: totals.count });
          values.push({ metricName: `${name}_sum`, labels: { route, method }, value: totals.sum });
          values.push({ metricName: `${name}_count`, labels: { route, method }, value: totals.count });
        });
        return { name, help, type: "histogram", aggregator: "sum", values };
      },
    };
  }
}

const CLOCK_AT = prepare<Record<string, never>, { clockAt: Date }>(
  "metrics_clock_at",
  qb.selectFrom("WorldInfo").select("clockAt").where("id", "=", 1),
);

/** The pool the gauges read, given by the composition root (lib/services/create-services.ts); kept with the registry, which both copies of this module share. */
function currentPool(): pg.Pool | undefined {
  return metrics().pool;
}

/** Reports this pool in the pool gauges and reads the clock's lag through it. */
export function watchPool(pool: pg.Pool | undefined) {
  metrics().pool = pool;
}

// One set per process, on globalThis: the server loads this module once and Next.js's bundle
// once more, and both must count into the registry /metrics reads.
const METRICS = Symbol.for("manager-data-api.metrics");
const globalForMetrics = globalThis as unknown as { [METRICS]?: ReturnType<typeof createMetrics> };

function metrics() {
  globalForMetrics[METRICS] ??= createMetrics();
  return globalForMetrics[METRICS];
}

/** The registry GET /metrics answers from. */
export function metricsRegistry(): Registry {
  return metrics().registry;
}

/**
 * One answered request. `route` must be a template (`/v1/teams/{teamId}/roster`) or a fixed
 * name, never the path as sent.
 */
export function recordRequest(route: string, method: string, status: number, seconds: number) {
  metrics().requests.record(route, HTTP_METHODS.has(method) ? method : "OTHER", status, seconds);
}

/** A 429: `limit` is the counter that ran out (minute, day, breadth, token, revoke), `tier` whose. */
export function countQuotaRefusal(limit: string, tier: string) {
  metrics().quotaRefusals.inc({ limit, tier });
}

/** One answer of the token endpoint; `grantType` as sent (anything unknown counts as `other`). */
export function countTokenAnswer(grantType: string | undefined, error: string | undefined) {
  const grant = grantType === undefined ? "none" : GRANT_TYPES.has(grantType) ? grantType : "other";
  metrics().tokenAnswers.inc({ grant_type: grant, error: error ?? "none" });
}

export function countRevocation(result: string) {
  metrics().revocations.inc({ result });
}

/**
 * What the authorize page (`request`) or the consent form (`decision`) did. A redirect to
 * the client carries either a code (consented) or an RFC 6749 §4.1.2.1 error.
 */
export function countAuthorizeOutcome(stage: "request" | "decision", outcome: { kind: string; location?: string }) {
  let label: string = outcome.kind === "consent" ? "consent_shown" : outcome.kind;
  if (outcome.kind === "redirect" && outcome.location) {
    const error = /[?&#]error=([a-z_]+)/.exec(outcome.location)?.[1];
    if (error === "access_denied") label = "denied";
    else if (error) label = `error_${AUTHORIZE_ERRORS.has(error) ? error : "other"}`;
    else if (/[?&#]code=/.test(outcome.location)) label = "consented";
  }
  metrics().authorizeOutcomes.inc({ stage, outcome: label });
}

/** One webhook delivery attempt made by this instance's worker. */
export function countWebhookAttempt(delivered: boolean) {
  metrics().webhookAttempts.inc({ result: delivered ? "delivered" : "failed" });
}

/** Set by the world clock when this instance takes or loses the writer's lock. */
export function setWorldWriter(isWriter: boolean) {
  metrics().worldWriter.set(isWriter ? 1 : 0);
}
