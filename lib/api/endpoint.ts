import type { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import type { ErrorCode } from "@/lib/errors";
import type { Scope } from "@/lib/auth/scopes";
import type { Database } from "@/lib/db";
import type { Viewer } from "@/lib/auth/viewer";
import type { Principal } from "@/lib/auth/authenticate";
import type { JsonText } from "@/lib/sql";
import type { ApiEnv } from "@/lib/api/context";
import type { Changes } from "@/lib/api/freshness";
import { deprecationHeaders, type Deprecation } from "@/lib/api/deprecation";
import { endpointRoute } from "@/lib/api/endpoint-document";
import { EMPTY_PARAMETERS } from "@/lib/api/params";
import { DATA_CALL_STEPS, runDataCall, type WithFacts } from "@/lib/api/pipeline";

export { withFacts, WithFacts, type CallFacts } from "@/lib/api/pipeline";

/*
 * A data endpoint, declared once (`defineEndpoint`): that one declaration routes it, runs its
 * rules through the data call's pipeline, and describes it in the OpenAPI document. Every data
 * call goes down the same steps, in this order (lib/api/pipeline.ts, `DATA_CALL_STEPS`):
 *
 *   announceDeprecation → requireScope → readParameters → requireOwner → nameBreadthSubject
 *     → answerUnchangedByDerivedValidator → answerUnchangedByAnswersValidator → charge
 *     → readModel (the `handler` below) → chargeRevealedSkills → respond
 */

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
   * The read model's answer, or the answer as JSON PostgreSQL already wrote (sent on as it is),
   * or either with the facts the quota charges for (`withFacts`).
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

/** The names of the pipeline's steps, in order: what every data endpoint runs. */
export const DATA_CALL_PIPELINE = DATA_CALL_STEPS.map((step) => step.name);

export function defineEndpoint<P extends AnyObject, Q extends AnyObject, R extends z.ZodType>(spec: EndpointSpec<P, Q, R>): Endpoint {
  const changes = spec.changes ?? "clock";
  const route = endpointRoute({ ...spec, operationId: spec.operationId ?? operationId(spec.path), changes });
  const pipelineEndpoint = {
    path: spec.path,
    scope: spec.scope,
    params: spec.params ?? EMPTY_PARAMETERS,
    query: spec.query ?? EMPTY_PARAMETERS,
    ownerOnly: spec.ownerOnly,
    breadth: spec.breadth,
    changes,
    deprecated: spec.deprecation ? deprecationHeaders(spec.deprecation) : undefined,
    handler: spec.handler as (input: unknown) => Promise<unknown>,
  };
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
      app.get(routerPath(spec.path), (c) => runDataCall(c, pipelineEndpoint));
    },
  };
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
