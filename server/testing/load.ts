/**
 * A steady load as tools make it, for tests that disturb the service under it (cut database
 * connections, rolling restarts): data calls by several workers, and refresh chains, each
 * worker spending its own chain's refresh token and keeping the next. Every answer is counted;
 * at the end each chain is refreshed once more, which shows whether it survived.
 */
import type { Database } from "@/lib/db";
import { exchangeAuthorizationCode } from "@/lib/oauth/exchange-code";
import { basicAuthorization, presentedClientOf, obtainCode, type TestClient } from "@/lib/testing/oauth";

/** Limits far above any test's load, so that every answer is the service's own doing. */
export const UNLIMITED_QUOTAS = {
  QUOTA_DEV_PER_MINUTE: "1000000",
  QUOTA_DEV_PER_DAY: "10000000",
  QUOTA_DEV_BREADTH_PER_DAY: "10000000",
  QUOTA_FULL_PER_MINUTE: "1000000",
  QUOTA_FULL_PER_DAY: "10000000",
  QUOTA_FULL_BREADTH_PER_DAY: "10000000",
  TOKEN_ENDPOINT_PER_MINUTE: "1000000",
};

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `n` sign-ins of `demo` to the client, straight on the database: each chain's first refresh token. */
export async function signIns(database: Database, client: TestClient, n: number): Promise<string[]> {
  const oauthClient = presentedClientOf(client);
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const now = new Date();
    const { code, verifier, redirectUri } = await obtainCode(database, client, "demo", now, { scopes: ["public", "team"] });
    tokens.push((await exchangeAuthorizationCode(database, oauthClient, { code, redirectUri, codeVerifier: verifier }, now)).refresh_token);
  }
  return tokens;
}

export interface LoadTarget {
  /** Where calls go (an instance, or a load balancer in front of several). */
  url: string;
  /** A token for the data calls, and the paths they cycle through (`/v1/me`…). */
  token: string;
  paths: string[];
  /** Confidential client's credentials and one refresh token per chain. */
  client: { clientId: string; clientSecret: string };
  refreshTokens: string[];
  /** Data workers, each with one call in flight at a time. */
  dataWorkers: number;
}

export interface LoadReport {
  dataCalls: number;
  refreshes: number;
  /** Answers by status, data calls and refreshes together; a call that got no answer is `error`. */
  statuses: Record<string, number>;
  /** The first few answers that were not 200, as status and body. */
  failures: string[];
  /** Chains whose refresh token no longer refreshes at the end. */
  chainsLost: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
}

export interface RunningLoad {
  /** Answers so far (all kinds). */
  answered(): number;
  stop(): Promise<LoadReport>;
}

export function startLoad(target: LoadTarget): RunningLoad {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  const failures: string[] = [];
  const latencies: number[] = [];
  let dataCalls = 0;
  let refreshes = 0;
  let stopping = false;
  const chains = [...target.refreshTokens];

  async function call(url: string, init?: RequestInit): Promise<{ status: number; body: string }> {
    const at = performance.now();
    let answer: { status: number; body: string };
    try {
      const response = await fetch(url, init);
      answer = { status: response.status, body: await response.text() };
    } catch (error) {
      answer = { status: 0, body: String((error as Error).cause ?? error) };
    }
    latencies.push(performance.now() - at);
    const key = answer.status === 0 ? "error" : String(answer.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (answer.status !== 200 && failures.length < 10) failures.push(`${answer.status} ${url}: ${answer.body.slice(0, 300)}`);
    return answer;
  }

  const refresh = (refreshToken: string) =>
    call(`${target.url}/v1/oauth/token`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Authorization: basicAuthorization(target.client.clientId, target.client.clientSecret),
      },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }),
    });

  async function dataWorker(offset: number) {
    for (let i = offset; !stopping; i++) {
      dataCalls++;
      await call(`${target.url}${target.paths[i % target.paths.length]}`, { headers: { Authorization: `Bearer ${target.token}` } });
    }
  }

  async function refreshWorker(chain: number) {
    while (!stopping) {
      refreshes++;
      const answer = await refresh(chains[chain]);
      if (answer.status === 200) chains[chain] = (JSON.parse(answer.body) as { refresh_token: string }).refresh_token;
      // A refused refresh is kept as it is (the next one shows whether the chain survived); pace the retry.
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const workers = [
    ...Array.from({ length: target.dataWorkers }, (_, i) => dataWorker(i)),
    ...chains.map((_, chain) => refreshWorker(chain)),
  ];

  return {
    answered: () => latencies.length,
    async stop() {
      stopping = true;
      await Promise.all(workers);
      const seconds = (performance.now() - started) / 1000;
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      const report = { dataCalls, refreshes, statuses: { ...statuses }, failures: [...failures], seconds, p50Ms: at(0.5), p99Ms: at(0.99) };
      let chainsLost = 0;
      for (const token of chains) if ((await refresh(token)).status !== 200) chainsLost++;
      return { ...report, chainsLost };
    },
  };
}

/** One line of figures for the test's output. */
export function describeLoad(report: LoadReport): string {
  const statuses = Object.entries(report.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(", ");
  return `${report.dataCalls} data calls and ${report.refreshes} refreshes in ${report.seconds.toFixed(1)} s (${statuses}; p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms); chains lost: ${report.chainsLost}`;
}
