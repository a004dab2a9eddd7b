import crypto from "node:crypto";
import zlib from "node:zlib";
import type { Context } from "hono";
import type { Viewer } from "@/lib/auth/viewer";
import { apiAnswer, setHeader, type ApiEnv } from "@/lib/api/context";

/*
 * Validators, freshness and compression of the API's answers.
 *
 * An answer's ETag is derived from what the answer depends on, without making it: the API's
 * build (its document), which world, the world's revision (which moves with every step of the
 * clock that changed the world; lib/world/version.ts), who is looking (the manager, the
 * token's scopes, the teams it runs) and the URL. So a conditional call that has not changed
 * answers 304 before any read. Where that cannot be said for certain (the instance is not
 * hearing the clock, or the clock is behind its next event, or the answer is about the
 * account), the answer is made and its text hashed instead.
 *
 * Each content coding is its own representation, so its ETag carries a suffix (`-br`, `-gz`);
 * If-None-Match compares weakly (RFC 9110 §13.1.2) and across codings.
 */

/** What an endpoint's answer changes with: its ETag and `Cache-Control` follow. */
export type Changes =
  /** The living world: fresh until the clock's next event. */
  | "clock"
  /**
   * The world as generated (countries, leagues, national teams): changes only with a new world,
   * and is the same for every caller, so each answer is made once per world (lib/world/version.ts).
   */
  | "world"
  /** The token's own account: always revalidated. */
  | "account";

/** How long an answer about the world as generated stays fresh. */
export const WORLD_MAX_AGE_S = 3_600;
/** Answers shorter than this go out uncompressed (the coding would cost more than it saves). */
export const COMPRESS_FROM_BYTES = 1_024;
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

const VARY = "Authorization, Accept-Encoding";

const hash = (text: string) => crypto.createHash("sha256").update(text).digest("base64url").slice(0, 27);

const viewerKeys = new WeakMap<Viewer, string>();

/** Everything about the caller an answer can depend on, as one string (kept per principal). */
function viewerKey(viewer: Viewer): string {
  let key = viewerKeys.get(viewer);
  if (key === undefined) {
    const sorted = (set: ReadonlySet<string>) => [...set].sort().join(",");
    key = [
      viewer.managerId,
      viewer.isSupporter,
      sorted(viewer.scopes),
      sorted(viewer.ownClubIds),
      sorted(viewer.coachedNationalTeamIds),
    ].join("|");
    viewerKeys.set(viewer, key);
  }
  return key;
}

/** The path and query of the call, as sent. */
function pathAndQuery(c: Context<ApiEnv>): string {
  const url = c.req.url;
  return url.slice(url.indexOf("/", url.indexOf("//") + 2));
}

/**
 * The validator of the answer to this call, derived without making it, or undefined when it
 * cannot be derived for certain right now (the answer is then hashed, see `textTag`).
 */
export function derivedTag(c: Context<ApiEnv>, changes: Changes): string | undefined {
  if (changes === "account") return undefined;
  const { world } = c.get("services");
  const state = world ? world.current() : undefined;
  if (!state) return undefined;
  if (changes === "clock" && (state.changesAt === null || c.get("now").getTime() >= state.changesAt.getTime())) return undefined;
  const revision = changes === "clock" ? String(state.revision) : "-";
  return hash([c.get("build"), state.world, revision, viewerKey(c.get("principal").viewer), pathAndQuery(c)].join("\n"));
}

/** The validator of an answer's text. */
export function textTag(text: string): string {
  return hash(text);
}

/** `Cache-Control` of a 200 or 304: fresh until the world's next event, never longer. */
export function cacheControl(c: Context<ApiEnv>, changes: Changes, derived: boolean): string {
  if (changes === "world" && derived) return `private, max-age=${WORLD_MAX_AGE_S}`;
  if (changes !== "clock" || !derived) return "private, no-cache";
  const { world } = c.get("services");
  const changesAt = world ? world.current()?.changesAt : undefined;
  const seconds = changesAt ? Math.floor((changesAt.getTime() - c.get("now").getTime()) / 1000) : 0;
  return seconds > 0 ? `private, max-age=${seconds}` : "private, no-cache";
}

type Coding = "br" | "gzip";
const SUFFIX: Record<Coding, string> = { br: "-br", gzip: "-gz" };

/** The coding the client takes that we prefer (brotli, then gzip), by `Accept-Encoding` and its q-values. */
export function negotiateCoding(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  let br = false;
  let gzip = false;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === "br" || name === "*") br = true;
    if (name === "gzip" || name === "x-gzip" || name === "*") gzip = true;
  }
  return br ? "br" : gzip ? "gzip" : undefined;
}

/**
 * The entity tag of `If-None-Match` that names this validator, as the client sent it: `*`, or
 * one of a list compared weakly (a `W/` prefix ignored) and across codings (a coding's suffix
 * ignored). Undefined when none does.
 */
export function matchingTag(ifNoneMatch: string | undefined, tag: string): string | undefined {
  if (ifNoneMatch === undefined) return undefined;
  if (ifNoneMatch.trim() === "*") return "*";
  for (const raw of ifNoneMatch.split(",")) {
    const sent = raw.trim();
    let value = sent.startsWith("W/") ? sent.slice(2) : sent;
    if (!value.startsWith('"') || !value.endsWith('"') || value.length < 2) continue;
    value = value.slice(1, -1);
    if (value.endsWith(SUFFIX.br)) value = value.slice(0, -SUFFIX.br.length);
    else if (value.endsWith(SUFFIX.gzip)) value = value.slice(0, -SUFFIX.gzip.length);
    if (value === tag) return sent;
  }
  return undefined;
}

/** The `ETag` of the representation this call gets: the coding it would get for a body this long. */
function etagFor(tag: string, coding: Coding | undefined): string {
  return `"${tag}${coding ? SUFFIX[coding] : ""}"`;
}

/** Compressed bodies by validator and coding: the same answer is compressed once. */
const compressed = new Map<string, Buffer>();
let compressedBytes = 0;
const COMPRESSED_CACHE_BYTES = 32 * 1024 * 1024;

function compress(text: string, coding: Coding, tag: string): Buffer {
  const key = `${coding}:${tag}`;
  const cached = compressed.get(key);
  if (cached) return cached;
  const body =
    coding === "br"
      ? zlib.brotliCompressSync(text, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
          },
        })
      : zlib.gzipSync(text, { level: GZIP_LEVEL });
  for (const [old, buffer] of compressed) {
    if (compressedBytes + body.length <= COMPRESSED_CACHE_BYTES) break;
    compressed.delete(old);
    compressedBytes -= buffer.length;
  }
  compressed.set(key, body);
  compressedBytes += body.length;
  return body;
}

/**
 * A 200 with its validator: compressed when the client takes a coding and the text is long
 * enough, with `ETag`, `Vary` and the given `Cache-Control`.
 */
export function validatedAnswer(c: Context<ApiEnv>, text: string, tag: string, cache: string, vary = VARY): Response {
  const coding = Buffer.byteLength(text) >= COMPRESS_FROM_BYTES ? negotiateCoding(c.req.header("Accept-Encoding")) : undefined;
  setHeader(c, "ETag", etagFor(tag, coding));
  setHeader(c, "Cache-Control", cache);
  setHeader(c, "Vary", vary);
  if (!coding) return apiAnswer(c, 200, text);
  return apiAnswer(c, 200, compress(text, coding, tag), { "Content-Encoding": coding });
}

/**
 * A 304: no body, the entity tag the client holds (the one its `If-None-Match` named), and the
 * freshness.
 */
export function notModified(c: Context<ApiEnv>, tag: string, sent: string, cache: string, vary = VARY): Response {
  setHeader(c, "ETag", sent === "*" ? etagFor(tag, undefined) : sent);
  setHeader(c, "Cache-Control", cache);
  setHeader(c, "Vary", vary);
  return apiAnswer(c, 304, null);
}
