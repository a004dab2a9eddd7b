/**
 * Pages during a database outage. A page whose read fails when PostgreSQL is away makes Next.js
 * answer its bare 500, with no cause in the log, where the API answers 503 with `Retry-After`.
 * So a page's 500 is held before anything of it is sent and the database asked once (one
 * question a second, shared by every page): if it cannot be reached, the answer is a 503 page
 * with `Retry-After` and the outage is logged (lib/outage-log.ts) with its cause; if it can, the
 * 500 goes out as Next.js made it.
 */
import type { ServerResponse } from "node:http";
import { UNAVAILABLE_RETRY_SECONDS } from "@/lib/errors";
import { logOutage } from "@/lib/outage-log";

/** The database's state as a page's 500 asks it: the error that says it is away, or null. */
export type OutageProbe = () => Promise<unknown>;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Back in a moment · Manager Data API</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111;background:#fff}
@media (prefers-color-scheme:dark){body{color:#eee;background:#111}}</style></head>
<body><main><h1>Back in a moment</h1>
<p>The service cannot reach its database just now. Nothing you sent was lost: try again in ${UNAVAILABLE_RETRY_SECONDS} seconds.</p>
</main></body></html>
`;

function answerUnavailable(res: ServerResponse, end: ServerResponse["end"]) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.statusCode = 503;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  res.setHeader("Content-Length", Buffer.byteLength(PAGE));
  (end as (chunk: string) => ServerResponse).call(res, PAGE);
}

type Held = { op: "write" | "end"; args: unknown[] };

/**
 * Watches one page response: the first write of a 500 (by `writeHead`, or implied by `write`,
 * `end` or `flushHeaders`) holds it; once the page has ended it, the probe decides what is sent.
 * Any other status passes untouched from its first write on. The watch stays in place but only
 * passes calls on, never puts the methods back: what Next.js wraps around them later (its
 * compression) calls through it.
 */
export function answerOutagesOfPage(res: ServerResponse, probe: OutageProbe, fields: { route: string }): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const call = (name: keyof typeof original, args: unknown[]) => (original[name] as (...a: unknown[]) => unknown).apply(res, args);
  let mode: "watching" | "holding" | "passing" = "watching";
  let headArgs: unknown[] | null = null;
  const held: Held[] = [];

  const release = async () => {
    let outage: unknown = null;
    try {
      outage = await probe();
    } catch (error) {
      outage = error;
    }
    mode = "passing";
    if (res.destroyed) return;
    if (outage) {
      logOutage(outage, fields);
      return answerUnavailable(res, original.end);
    }
    if (headArgs) call("writeHead", headArgs);
    for (const { op, args } of held) call(op, args);
  };

  /** Decides at the first write: whether this answer is a 500's, and so held. */
  const holds = () => {
    if (mode === "watching") mode = !res.headersSent && res.statusCode === 500 ? "holding" : "passing";
    return mode === "holding";
  };
  const callbackOf = (args: unknown[]) => {
    const last = args[args.length - 1];
    return typeof last === "function" ? (last as () => void) : undefined;
  };

  res.writeHead = function (...args: unknown[]) {
    if (mode === "watching" && args[0] === 500 && !res.headersSent) {
      mode = "holding";
      headArgs = args;
      res.statusCode = 500;
      return res;
    }
    if (mode === "holding") return res;
    mode = "passing";
    return call("writeHead", args);
  } as ServerResponse["writeHead"];

  res.flushHeaders = function () {
    if (!holds()) call("flushHeaders", []);
  };

  res.write = function (...args: unknown[]) {
    if (!holds()) return call("write", args);
    const callback = callbackOf(args);
    held.push({ op: "write", args: callback ? args.slice(0, -1) : args });
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse["write"];

  res.end = function (...args: unknown[]) {
    if (!holds()) return call("end", args);
    held.push({ op: "end", args });
    void release();
    return res;
  } as ServerResponse["end"];
}

/**
 * A probe over `check` (one statement against the pool) that asks at most once a second and
 * gives up after `timeoutMs`: every page failing at once during an outage asks once between them.
 */
export function sharedProbe(check: () => Promise<unknown>, isOutage: (error: unknown) => boolean, timeoutMs = 2_000): OutageProbe {
  let last: { at: number; answer: Promise<unknown> } | null = null;
  return () => {
    const now = Date.now();
    if (last && now - last.at < 1_000) return last.answer;
    const answer = new Promise<unknown>((resolve) => {
      const timer = setTimeout(() => resolve(new Error(`no database connection within ${timeoutMs / 1000} s`)), timeoutMs);
      check()
        .then(
          () => resolve(null),
          (error: unknown) => resolve(isOutage(error) ? error : null),
        )
        .finally(() => clearTimeout(timer));
    });
    last = { at: now, answer };
    return answer;
  };
}
