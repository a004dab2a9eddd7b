import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { AppError, type ErrorCode } from "@/lib/errors";
import { capitaliseScope, type Scope } from "@/lib/auth/scopes";
import type { Database } from "@/lib/db";
import { requireViewers } from "@/lib/game/ownership";
import type { Viewer } from "@/lib/auth/viewer";
import type { Principal } from "@/lib/auth/authenticate";
import { JsonText } from "@/lib/sql";
import { setHeader, type ApiEnv } from "@/lib/api/context";
import { chargeCall, chargeReveal, peekCall } from "@/lib/api/quota";
import { cacheControl, derivedTag, matchingTag, notModified, textTag, validatedAnswer, type Changes } from "@/lib/api/freshness";
import { ErrorEnvelopeSchema, ERROR_DOCS, RETRY_AFTER_UNAVAILABLE } from "@/lib/api/schemas/error";

/**
 * Calls on another club's team or player that count toward the daily breadth limit
 * (the spec's "Other club" column): the path parameter holding the id, and what it names.
 * The route charges it from the validated parameter, so handlers never count anything.
 */
export interface BreadthRule {
  counted: "team" | "player";
  param: string;
}

/** Owner-only endpoints: the path parameter and what it must be of the viewer's own. */
export interface OwnerRule {
  owned: "club" | "nationalTeam" | "player";
  param: string;
}

type AnyObject = z.ZodObject;

export interface EndpointSpec<P extends AnyObject, Q extends AnyObject, R extends z.ZodType> {
  path: string;
  scope: Scope;
  tag: string;
  /** Defaults to one made from the path, e.g. `getTeamsRoster`. */
  operationId?: string;
  summary: string;
  description: string;
  params?: P;
  query?: Q;
  response: R;
  /** Errors this endpoint can answer besides the ones every endpoint can (400, 401, 403 scope, 429, 500). */
  errors?: ErrorCode[];
  breadth?: BreadthRule;
  /** Only for what the manager owns (training, staff, facilities, finances, a coached squad's history). */
  ownerOnly?: OwnerRule;
  /** What the answer changes with (its validator and `Cache-Control` follow); default `clock`. */
  changes?: Changes;
  /** Set once the endpoint is deprecated: its answers then say so (`deprecationHeaders`), as do the document and the reference. */
  deprecation?: Deprecation;
  /**
   * The answer, or the answer as JSON PostgreSQL already wrote (sent on as it is), or either
   * with the facts the quota charges for (`withFacts`).
   */
  handler: (input: {
    viewer: Viewer;
    principal: Principal;
    params: z.output<P>;
    query: z.output<Q>;
    db: Database;
    now: Date;
  }) => Promise<Body<R> | WithFacts<Body<R>>>;
}

type Body<R extends z.ZodType> = z.input<R> | JsonText<z.input<R>>;

/** What a read model found out while answering that the call is charged for. */
export interface CallFacts {
  /** The answer shows another club's player's skills (an open auction). */
  revealedOtherClubSkills: boolean;
}

/** An answer with the facts its read model reported. */
export class WithFacts<B> {
  constructor(
    readonly body: B,
    readonly facts: CallFacts,
  ) {}
}

/** An answer with facts the quota charges for after the read (an auction's reveal). */
export function withFacts<B>(body: B, facts: CallFacts): WithFacts<B> {
  return new WithFacts(body, facts);
}

/**
 * How an endpoint is retired (the compatibility policy, /docs/guides/compatibility): announced in
 * the changelog, then answered with RFC 9745's `Deprecation`, RFC 8594's `Sunset` and a `Link` to
 * the announcement for at least `DEPRECATION_NOTICE_DAYS` before it stops answering.
 */
export interface Deprecation {
  /** The day it was deprecated, `YYYY-MM-DD` (UTC). */
  since: string;
  /** The day from which it may stop answering, `YYYY-MM-DD` (UTC). */
  sunset: string;
  /** The changelog entry that announces it (`/docs/changelog#<id>`). */
  changelog: string;
  /** What to use instead, in Markdown. */
  instead: string;
}

/** The least time between a deprecation and its sunset. */
export const DEPRECATION_NOTICE_DAYS = 180;

const dayOf = (date: string): Date => {
  const day = new Date(`${date}T00:00:00Z`);
  // A day the calendar lacks (2026-02-30) would roll over into the next month: refused.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw new Error(`Not a day (YYYY-MM-DD): ${date}`);
  }
  return day;
};

/** A deprecation's answer headers; a declaration that gives less notice than the policy is refused. */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  const [since, sunset] = [dayOf(deprecation.since), dayOf(deprecation.sunset)];
  const days = (sunset.getTime() - since.getTime()) / 86_400_000;
  if (days < DEPRECATION_NOTICE_DAYS) {
    throw new Error(
      `A deprecation gives at least ${DEPRECATION_NOTICE_DAYS} days' notice: ${deprecation.since} to ${deprecation.sunset} is ${days}.`,
    );
  }
  return {
    Deprecation: `@${since.getTime() / 1000}`,
    Sunset: sunset.toUTCString(),
    Link: `</docs/changelog#${deprecation.changelog}>; rel="deprecation"; type="text/html"`,
  };
}

const DEPRECATION_HEADERS = {
  Deprecation: {
    description: "Deprecated since this instant (RFC 9745: `@` and Unix epoch seconds). See the compatibility policy.",
    required: true,
    schema: { type: "string" as const },
  },
  Sunset: {
    description: "From this date the endpoint may stop answering (RFC 8594, an HTTP-date).",
    required: true,
    schema: { type: "string" as const },
  },
  Link: {
    description: 'The changelog entry announcing the deprecation, `rel="deprecation"`.',
    required: true,
    schema: { type: "string" as const },
  },
};

/** A declared endpoint: what the router, the quota, the document and the guides read. */
export interface Endpoint {
  path: string;
  scope: Scope;
  tag: string;
  summary: string;
  breadth?: BreadthRule;
  ownerOnly?: OwnerRule;
  changes: Changes;
  deprecation?: Deprecation;
  /** The schema of a 200 answer's body. */
  response: z.ZodType;
  /** The operation as the OpenAPI document describes it. */
  route: ReturnType<typeof createRoute>;
  register(app: OpenAPIHono<ApiEnv>): void;
}

const COMMON_ERRORS: ErrorCode[] = [
  "invalid_parameter",
  "invalid_token",
  "insufficient_scope",
  "minute_limit_exceeded",
  "internal_error",
  "service_unavailable",
];
const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: "A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`).",
  401: "The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count.",
  403: "The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`).",
  404: "No such resource (`not_found`).",
  429: "A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`.",
  500: "An unexpected failure (`internal_error`), logged under `requestId`.",
  503: "The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds.",
};

const REQUEST_ID_HEADER = {
  "X-Request-Id": {
    description: "Quote it when reporting a problem; the portal's request log finds the call by it.",
    required: true,
    schema: { type: "string" as const },
  },
};

/** Headers on every answer after authentication, and on a 401 (set by the quota layer), with the request id. */
const LIMIT_HEADERS = {
  "X-RateLimit-Limit": { description: "The size of the tightest limit that applies to this call.", schema: { type: "integer" as const } },
  "X-RateLimit-Remaining": {
    description: "Calls left in that limit. Slow down before it reaches 0.",
    schema: { type: "integer" as const },
  },
  "X-RateLimit-Reset": { description: "When that limit resets, in Unix epoch seconds.", schema: { type: "integer" as const } },
  "X-RateLimit-Resource": {
    description: "Which limit the other headers describe: `minute`, `day` or `breadth`.",
    schema: { type: "string" as const, enum: ["minute", "day", "breadth"] },
  },
  ...REQUEST_ID_HEADER,
};

/** The validator and freshness headers of a 200 and a 304. */
const VALIDATOR_HEADERS = {
  ETag: {
    description:
      "The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota.",
    required: true,
    schema: { type: "string" as const },
  },
  "Cache-Control": {
    description:
      "`private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse.",
    required: true,
    schema: { type: "string" as const },
  },
};

/** Longer `If-None-Match` headers are refused, as the document's `maxLength` says. */
const IF_NONE_MATCH_MAX = 2_048;

const IF_NONE_MATCH = z.object({
  "If-None-Match": z.string().max(IF_NONE_MATCH_MAX).optional().meta({
    description:
      "The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`.",
    example: '"Zb3xq0d0pA9xv1m2bY1wq7cK3sE"',
  }),
});

const CACHING_NOTES: Record<Changes, string> = {
  clock:
    "**Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).",
  world:
    "**Caching:** changes only when a new world is generated: `max-age` of an hour; revalidate with `If-None-Match` (a 304 costs no quota).",
  account: "**Caching:** revalidate every time with `If-None-Match` (`no-cache`; a 304 costs no quota).",
};

/**
 * The headers each error status declares: the request id always; the limit headers on every
 * answer after authentication (a 400 for a token in the URL comes before it and lacks them);
 * on a 401 the bearer challenge and the limit headers of the address's refused calls.
 */
function errorHeaders(status: number) {
  if (status === 401) {
    return {
      ...LIMIT_HEADERS,
      "X-RateLimit-Limit": {
        description: "How many calls without a valid token this address may make a minute.",
        schema: { type: "integer" as const },
      },
      "WWW-Authenticate": {
        description: "The bearer challenge, with `error` and `error_description` (RFC 6750 §3).",
        required: true,
        schema: { type: "string" as const },
      },
    };
  }
  if (status === 429)
    return {
      ...LIMIT_HEADERS,
      "Retry-After": { description: "Seconds until the spent limit resets.", required: true, schema: { type: "integer" as const } },
    };
  if (status === 403) {
    return {
      ...LIMIT_HEADERS,
      "WWW-Authenticate": {
        description: "On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3).",
        schema: { type: "string" as const },
      },
    };
  }
  if (status === 503) return { ...REQUEST_ID_HEADER, "Retry-After": RETRY_AFTER_UNAVAILABLE };
  return status >= 500 ? REQUEST_ID_HEADER : LIMIT_HEADERS;
}

function errorResponses(codes: ErrorCode[]) {
  const statuses = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = new AppError(code, "").status;
    statuses.set(status, [...(statuses.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...statuses.entries()].map(([status, list]) => [
      status,
      {
        description: STATUS_DESCRIPTIONS[status] ?? list.map((c) => ERROR_DOCS[c]).join(" "),
        headers: errorHeaders(status),
        content: { "application/json": { schema: ErrorEnvelopeSchema } },
      },
    ]),
  );
}

/** No parameters: anything sent is unknown. */
const EMPTY = z.strictObject({});

/** The pipeline's first step: the scope (before parameters, as the spec orders errors). */
function requireScope(c: Context<ApiEnv>, scope: Scope) {
  if (!c.get("principal").viewer.scopes.has(scope)) {
    throw new AppError("insufficient_scope", `This endpoint needs the "${scope}" scope, which the token does not have.`, {
      headers: {
        "WWW-Authenticate": `Bearer realm="Manager Data API", error="insufficient_scope", scope="${scope}"`,
      },
    });
  }
}

/** The first problem zod found with a path or query parameter, as the API says it. */
export function invalidParameter(issue: z.core.$ZodIssue): AppError {
  const unknownKey = issue.code === "unrecognized_keys" ? issue.keys[0] : undefined;
  const parameter = unknownKey ?? String(issue.path[0] ?? "");
  const description = unknownKey
    ? `Unknown query parameter "${unknownKey}".`
    : `Parameter "${parameter}" ${issue.message.replace(/^Invalid input: /, "")}.`.replace(/\.\.$/, ".");
  return new AppError("invalid_parameter", description, { parameter });
}

function validated<T extends AnyObject>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidParameter(result.error.issues[0]);
  return result.data;
}

/** A parameter with no name (`?after=0&=null`): Hono's reading of the query drops it, the strict query must not. */
const NAMELESS_PARAMETER = /[?&]=/;

/** The query as Hono's validator reads it: a parameter sent once is a string, sent again a list. */
function queryValues(c: Context<ApiEnv>): Record<string, string | string[]> {
  const url = c.req.url;
  const mark = url.indexOf("?");
  if (mark >= 0 && NAMELESS_PARAMETER.test(url.slice(mark))) {
    throw new AppError("invalid_parameter", 'A query parameter has no name (as in "?=value"): send every parameter as name=value.', {
      parameter: "",
    });
  }
  const values: Record<string, string | string[]> = {};
  for (const [name, list] of Object.entries(c.req.queries())) values[name] = list.length === 1 ? list[0] : list;
  return values;
}

const OWNER_NOTES: Record<OwnerRule["owned"], string> = {
  club: "**Only for clubs you own**: another club answers 403 `forbidden`.",
  player: "**Only for players of clubs you own**: another club's player answers 403 `forbidden`.",
  nationalTeam: "**Only for national teams you coach**: another national team answers 403 `forbidden`.",
};

export function defineEndpoint<P extends AnyObject, Q extends AnyObject, R extends z.ZodType>(spec: EndpointSpec<P, Q, R>): Endpoint {
  const changes = spec.changes ?? "clock";
  const deprecated = spec.deprecation ? deprecationHeaders(spec.deprecation) : undefined;
  const errors = [...new Set([...COMMON_ERRORS, ...(spec.errors ?? []), ...(spec.ownerOnly ? (["forbidden", "not_found"] as const) : [])])];
  const notes = [
    spec.deprecation
      ? `**Deprecated** since ${spec.deprecation.since}: ${spec.deprecation.instead} It may stop answering from ${spec.deprecation.sunset}; its answers carry \`Deprecation\` and \`Sunset\` headers ([changelog](/docs/changelog#${spec.deprecation.changelog})).`
      : "",
    `**Scope:** \`${spec.scope}\`.`,
    spec.ownerOnly ? OWNER_NOTES[spec.ownerOnly.owned] : "",
    spec.breadth ? "**Counts toward the daily breadth limit** when the club or player is not your own." : "",
    CACHING_NOTES[changes],
  ].filter(Boolean);
  const route = createRoute({
    method: "get",
    path: spec.path,
    tags: [spec.tag],
    summary: spec.summary,
    description: `${spec.description}\n\n${notes.join("\n\n")}`,
    operationId: spec.operationId ?? operationId(spec.path),
    security: [{ bearerAuth: [] }, { oauth2: [spec.scope] }],
    ...(deprecated ? { deprecated: true } : {}),
    request: {
      params: spec.params ?? EMPTY,
      // Without declared parameters the query must be empty: an unknown parameter is a 400.
      query: spec.query ?? EMPTY,
      headers: IF_NONE_MATCH,
    },
    responses: {
      200: {
        description: "OK. Limit headers describe the tightest limit that applies to this call.",
        headers: { ...VALIDATOR_HEADERS, ...LIMIT_HEADERS, ...(deprecated ? DEPRECATION_HEADERS : {}) },
        content: { "application/json": { schema: spec.response } },
      },
      304: {
        description:
          "Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand).",
        headers: { ...VALIDATOR_HEADERS, ...LIMIT_HEADERS, ...(deprecated ? DEPRECATION_HEADERS : {}) },
      },
      ...errorResponses(errors),
    },
    "x-scope": capitaliseScope(spec.scope),
    "x-breadth-counted": Boolean(spec.breadth),
    "x-owner-only": Boolean(spec.ownerOnly),
  });

  return {
    path: spec.path,
    scope: spec.scope,
    tag: spec.tag,
    summary: spec.summary,
    breadth: spec.breadth,
    ownerOnly: spec.ownerOnly,
    changes,
    deprecation: spec.deprecation,
    response: spec.response,
    route,
    register(app) {
      const querySchema = spec.query ?? EMPTY;
      const paramSchema = spec.params ?? EMPTY;
      // The pipeline, one way: scope, parameters (each by its declared schema), owner, the
      // charge (breadth reads the validated id), the read model, the charge for what it
      // reported, the answer. A call refused before its charge is still counted (minute and
      // day), and a spent limit answers 429 in place of the refusal.
      app.get(routerPath(spec.path), async (c) => {
        c.set("endpoint", spec.path);
        // Every answer the endpoint makes says so, its refusals included (a call refused before it
        // reaches the endpoint, without a valid token say, is answered by the front door).
        if (deprecated) for (const name in deprecated) setHeader(c, name, deprecated[name]);
        const { principal, db, now } = { principal: c.get("principal"), db: c.get("services").db, now: c.get("now") };
        const viewer = principal.viewer;
        let input: { params: z.output<P>; query: z.output<Q> };
        try {
          requireScope(c, spec.scope);
          input = {
            query: validated(querySchema, queryValues(c)) as z.output<Q>,
            params: validated(paramSchema, c.req.param()) as z.output<P>,
          };
          if ((c.req.header("If-None-Match")?.length ?? 0) > IF_NONE_MATCH_MAX) {
            throw new AppError(
              "invalid_parameter",
              `The If-None-Match header is longer than ${IF_NONE_MATCH_MAX.toLocaleString("en")} characters.`,
              {
                parameter: "If-None-Match",
              },
            );
          }
          if (spec.ownerOnly) await requireViewers(db, viewer, spec.ownerOnly.owned, idOf(input.params, spec.ownerOnly.param));
        } catch (refusal) {
          await chargeCall(c);
          throw refusal;
        }
        // Conditional calls: a validator derived without reading answers 304 at once; one that
        // must be made from the answer is charged only once the answer is not a 304. A 304 is
        // free of every limit (peekCall).
        const subject = spec.breadth ? { counted: spec.breadth.counted, id: idOf(input.params, spec.breadth.param) } : undefined;
        const conditional = c.req.header("If-None-Match");
        const ifNoneMatch = conditional;
        const derived = derivedTag(c, changes);
        // `*` matches only a representation that exists (RFC 9110 §13.1.2): a validator derived
        // without reading cannot say so, so `*` is answered from the read, as a hashed validator is
        // (a missing resource answers its 404, charged like any other).
        const anyTag = ifNoneMatch?.trim() === "*";
        // The 304 a matching tag earns: free of every limit, with the freshness of its kind.
        const unchanged = async (tag: string) => {
          const sent = matchingTag(ifNoneMatch, tag);
          if (sent === undefined) return undefined;
          await peekCall(c, subject);
          return notModified(c, tag, sent, cacheControl(c, changes, derived !== undefined));
        };
        if (derived !== undefined && !anyTag) {
          const answered = await unchanged(derived);
          if (answered) return answered;
        }
        const hashedConditional = ifNoneMatch !== undefined && (derived === undefined || anyTag);
        let charged = hashedConditional ? undefined : await chargeCall(c, subject);
        // The world as generated is the same for every caller: its answers are made once per world.
        const generated = changes === "world" ? generatedAnswers(c, spec.path, input) : undefined;
        let reply: Body<R> | WithFacts<Body<R>> | undefined;
        let text = generated?.text;
        if (text === undefined) {
          try {
            reply = await spec.handler({ viewer, principal, params: input.params, query: input.query, db, now });
          } catch (refusal) {
            await chargeCall(c, subject);
            throw refusal;
          }
          const body = reply instanceof WithFacts ? reply.body : reply;
          // PostgreSQL's JSON goes out as it came; the contract tests hold it to the schema.
          text = body instanceof JsonText ? body.text : JSON.stringify(body);
          generated?.keep(text);
        }
        const tag = derived ?? textTag(text);
        if (hashedConditional) {
          const answered = await unchanged(tag);
          if (answered) return answered;
          charged = await chargeCall(c, subject);
        }
        if (reply instanceof WithFacts && reply.facts.revealedOtherClubSkills) await chargeReveal(c, charged);
        return validatedAnswer(c, text, tag, cacheControl(c, changes, derived !== undefined));
      });
    },
  };
}

/**
 * Where an answer about the world as generated is kept, by world and call (path, parameters and
 * query as validated), or undefined while the world is not known for certain.
 */
function generatedAnswers(c: Context<ApiEnv>, path: string, input: { params: unknown; query: unknown }) {
  const world = c.get("services").world;
  const state = world ? world.current() : undefined;
  if (!world || !state) return undefined;
  const call = JSON.stringify([path, input.params, input.query]);
  return {
    text: world.generated.get(state.world, call),
    // Made while another world was written: not kept (it may be of either world).
    keep: (text: string) => world.current()?.world === state.world && world.generated.keep(state.world, call, text),
  };
}

function idOf(params: unknown, param: string): string {
  return (params as Record<string, string>)[param];
}

/** `/teams/{teamId}` → `/teams/:teamId`, as Hono's router spells a declared path. */
export function routerPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ":$1");
}

/** A collection's name before its id, in the singular: `teams` → `team`, `countries` → `country`. */
function singular(word: string): string {
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("ches")) return word.slice(0, -2);
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

/**
 * `/teams/{teamId}/roster` → `getTeamRoster`: stable, even ids for code generators (a
 * collection followed by its id reads in the singular, as in `getTeam`).
 */
export function operationId(path: string): string {
  const segments = path.split("/").filter(Boolean);
  const words = segments.flatMap((s, i) => {
    if (s.startsWith("{")) return [];
    const next = segments[i + 1];
    return (next?.startsWith("{") ? singular(s) : s).split("-");
  });
  return "get" + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}
