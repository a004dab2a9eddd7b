/**
 * A typed TypeScript client for the Manager Data API: every path, parameter, answer and error
 * envelope typed from the OpenAPI document (./schema.ts, generated), over `openapi-fetch`.
 *
 *   import { createManagerDataClient } from "manager-data-client";
 *   const api = createManagerDataClient({ token: process.env.MANAGER_DATA_TOKEN! });
 *   const { data, error, response } = await api.GET("/v1/teams/{teamId}/roster", { params: { path: { teamId } } });
 *   if (error) console.error(error.error.code, response.headers.get("X-Request-Id"));
 *   else for (const player of data.players) console.log(player.name);
 *
 * Conditional calls: give the client a cache and it revalidates what it holds. Every 200 of a
 * GET carries an `ETag`; the client keeps the answer under its URL, sends the tag back in
 * `If-None-Match` on the next call of that URL, and when the API answers 304 Not Modified
 * (which costs no quota) it hands back the answer it kept, parsed as usual, with status 200 and
 * the 304's headers (`wasNotModified(response)` tells the two apart). A `Map` will do:
 *
 *   const api = createManagerDataClient({ token, cache: new Map() });
 *   const { data, response } = await api.GET("/v1/teams/{teamId}/roster", { params: { path: { teamId } } });
 *   if (wasNotModified(response)) console.log("unchanged, and free");
 *
 * Any store with `get` and `set` (sync or async) does too: entries are plain strings, so they
 * can live in a file, `localStorage` or Redis and outlast the process. Answers depend on who
 * is asking, so give each token a cache of its own (a shared one stays correct, since the API
 * never matches another caller's tag, but it revalidates in vain).
 *
 * Install it from the server as a package (`npm install <server>/downloads/manager-data-client-
 * <version>.tgz`, the quick start gives the address; lib/docs/client-package.ts packs it), copy
 * this folder into your tool (with `npm install openapi-fetch`), or regenerate the types from
 * any server's document with `npx openapi-typescript https://…/v1/public.json -o schema.ts`.
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, paths };

/** The error envelope every `/v1` data call answers with when it fails. */
export type ApiError = components["schemas"]["Error"];

/** One answer a cache keeps: its `ETag` as the API sent it and its body as text. */
export interface CachedAnswer {
  etag: string;
  body: string;
}

/**
 * Where the client keeps answers to revalidate, keyed by the call's full URL (query
 * included). A `Map<string, CachedAnswer>` is one; so is any store whose methods may return
 * promises.
 */
export interface AnswerCache {
  get(url: string): CachedAnswer | undefined | Promise<CachedAnswer | undefined>;
  set(url: string, answer: CachedAnswer): unknown;
}

export interface ManagerDataClientOptions {
  /** A personal token (`gmpat_…`) or an OAuth access token (`gmat_…`). */
  token: string;
  /** The API's origin (the document's paths start with `/v1`). */
  baseUrl?: string;
  /** A fetch of your own (a test's, a proxy's). */
  fetch?: typeof globalThis.fetch;
  /**
   * Keep answers and revalidate them with `If-None-Match` (see above). Without one, every call
   * is sent as it is and a 304 is never asked for.
   */
  cache?: AnswerCache;
}

export const DEFAULT_BASE_URL = "http://localhost:3000";

/** Answers the client rebuilt from its cache after a 304. */
const revalidated = new WeakSet<Response>();

/**
 * Whether this answer came from the client's cache because the API answered 304 Not Modified:
 * the body is the one kept, the headers (limits, request id, `Cache-Control`) the 304's.
 */
export function wasNotModified(response: Response): boolean {
  return revalidated.has(response);
}

/** Headers about the bytes on the wire, which the rebuilt answer (decoded text) does not have. */
const DROPPED_HEADERS = ["content-encoding", "content-length", "transfer-encoding"];

/**
 * A fetch that revalidates what the cache holds. It sits below any middleware, as a browser's
 * HTTP cache sits below the page: middleware sees the request as the caller made it and the
 * answer as the caller gets it (a kept answer as a 200).
 */
function revalidatingFetch(cache: AnswerCache, base: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    // Only GETs are kept; a caller's own If-None-Match is left to the caller.
    if (request.method !== "GET" || request.headers.has("If-None-Match")) return base(request);
    const url = request.url;
    const kept = await cache.get(url);
    const sent = kept ? new Request(request, { headers: withHeader(request.headers, "If-None-Match", kept.etag) }) : request;
    const response = await base(sent);
    if (response.status === 304 && kept) return fromCache(kept, response);
    const etag = response.headers.get("ETag");
    if (response.status === 200 && etag) await cache.set(url, { etag, body: await response.clone().text() });
    return response;
  };
}

function withHeader(headers: Headers, name: string, value: string): Headers {
  const copy = new Headers(headers);
  copy.set(name, value);
  return copy;
}

/** The kept answer as a 200, with the 304's headers (RFC 9111 §4.3.4: they update the kept ones). */
function fromCache(kept: CachedAnswer, notModified: Response): Response {
  const headers = new Headers(notModified.headers);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  headers.set("Content-Type", "application/json");
  const response = new Response(kept.body, { status: 200, statusText: "OK", headers });
  // A constructed Response has no URL; the caller's logs still name the call.
  Object.defineProperty(response, "url", { value: notModified.url });
  revalidated.add(response);
  return response;
}

export function createManagerDataClient(options: ManagerDataClientOptions): Client<paths> {
  const base = options.fetch ?? globalThis.fetch;
  const fetch = options.cache ? revalidatingFetch(options.cache, (request) => base(request)) : options.fetch;
  return createClient<paths>({
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    headers: { Authorization: `Bearer ${options.token}` },
    ...(fetch ? { fetch } : {}),
  });
}
