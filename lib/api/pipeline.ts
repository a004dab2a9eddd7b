import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "@/lib/errors";
import type { Scope } from "@/lib/auth/scopes";
import type { Viewer } from "@/lib/auth/viewer";
import type { Principal } from "@/lib/auth/authenticate";
import type { Database } from "@/lib/db";
import { requireViewers } from "@/lib/game/ownership";
import { JsonText } from "@/lib/sql";
import { setHeader, type ApiEnv, type BreadthSubject } from "@/lib/api/context";
import { chargeCall, chargeReveal, peekCall, type Charged } from "@/lib/api/quota";
import { cacheControl, derivedTag, matchingTag, notModified, textTag, validatedAnswer, type Changes } from "@/lib/api/freshness";
import { checkIfNoneMatch, parseParameters, queryValues } from "@/lib/api/params";

/*
 * A data call's pipeline, its steps named in order (as node-oidc-provider's
 * `lib/actions/token.js` lists a token request's), each a small function below:
 *
 *   announceDeprecation → requireScope → readParameters → requireOwner → nameBreadthSubject
 *     → answerUnchangedByDerivedValidator → answerUnchangedByAnswersValidator → charge
 *     → readModel → chargeRevealedSkills → respond
 *
 * Each step reads what the steps before it put on the call and hands on, or answers (a 304, or
 * the answer), or refuses (throws). A call is charged at one step, `charge`, before the read: a
 * call past its limit costs no read. A refusal before it is charged by that same step before it
 * is told; a 304 is free of every limit. The call runs one way: nothing plants a callback for a
 * later step, and no step reads a flag another layer set.
 */

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

/** What the pipeline needs of an endpoint's declaration (lib/api/endpoint.ts). */
export interface PipelineEndpoint {
  path: string;
  scope: Scope;
  params: z.ZodObject;
  query: z.ZodObject;
  ownerOnly?: { owned: "club" | "nationalTeam" | "player"; param: string };
  breadth?: { counted: "team" | "player"; param: string };
  changes: Changes;
  /** The deprecation headers every answer carries, when deprecated. */
  deprecated?: Record<string, string>;
  handler(input: { viewer: Viewer; principal: Principal; params: unknown; query: unknown; db: Database; now: Date }): Promise<unknown>;
}

/** One call as it goes down the pipeline: what each step found. */
interface DataCall {
  c: Context<ApiEnv>;
  endpoint: PipelineEndpoint;
  principal: Principal;
  params?: unknown;
  query?: unknown;
  /** The team or player a breadth-counted call is on, once the call has a right to it. */
  subject?: BreadthSubject;
  /** The validator derived without reading, when the world is known for certain. */
  derived?: string;
  /** What the charge counted. */
  charged?: Charged;
  /** The answer's text, its validator and the facts its read model reported. */
  text?: string;
  tag?: string;
  facts?: CallFacts;
}

/** A step hands on (nothing) or answers the call. */
type Step = (call: DataCall) => Promise<Response | undefined> | Response | undefined;

/** Every answer of a deprecated endpoint says so, its refusals included. */
function announceDeprecation({ c, endpoint }: DataCall) {
  if (endpoint.deprecated) for (const name in endpoint.deprecated) setHeader(c, name, endpoint.deprecated[name]);
  return undefined;
}

/** The token must carry the endpoint's scope (before parameters, as the spec orders errors). */
function requireScope({ endpoint, principal }: DataCall) {
  if (principal.viewer.scopes.has(endpoint.scope)) return undefined;
  throw new AppError("insufficient_scope", `This endpoint needs the "${endpoint.scope}" scope, which the token does not have.`, {
    headers: { "WWW-Authenticate": `Bearer realm="Manager Data API", error="insufficient_scope", scope="${endpoint.scope}"` },
  });
}

/** Path and query, each by its declared schema; an `If-None-Match` no longer than the document says. */
function readParameters(call: DataCall) {
  const { c, endpoint } = call;
  call.query = parseParameters(endpoint.query, queryValues(c));
  call.params = parseParameters(endpoint.params, c.req.param());
  checkIfNoneMatch(c.req.header("If-None-Match"));
  return undefined;
}

/** An owner-only endpoint: the club, player or national team must be the caller's. */
async function requireOwner({ c, endpoint, principal, params }: DataCall) {
  if (endpoint.ownerOnly) {
    await requireViewers(c.get("services").db, principal.viewer, endpoint.ownerOnly.owned, idOf(params, endpoint.ownerOnly.param));
  }
  return undefined;
}

/** A breadth-counted endpoint: the team or player the call is on, which the charge counts when it is not the caller's. */
function nameBreadthSubject(call: DataCall) {
  const { breadth } = call.endpoint;
  if (breadth) call.subject = { counted: breadth.counted, id: idOf(call.params, breadth.param) };
  return undefined;
}

/** The 304 a validator the client sent earns: free of every limit (the limit headers give the counts as they stand). */
async function unchanged(call: DataCall, tag: string): Promise<Response | undefined> {
  const sent = matchingTag(call.c.req.header("If-None-Match"), tag);
  if (sent === undefined) return undefined;
  await peekCall(call.c, call.subject);
  return notModified(call.c, tag, sent, cacheControl(call.c, call.endpoint.changes, call.derived !== undefined));
}

/** `*` matches only a representation that exists (RFC 9110 §13.1.2), which a validator derived without reading cannot say. */
const asksForAny = (call: DataCall) => call.c.req.header("If-None-Match")?.trim() === "*";

/** A validator derived without reading (lib/api/freshness.ts) that the client sent: a 304 at once. */
function answerUnchangedByDerivedValidator(call: DataCall) {
  call.derived = derivedTag(call.c, call.endpoint.changes);
  if (call.derived === undefined || asksForAny(call)) return undefined;
  return unchanged(call, call.derived);
}

/**
 * A conditional call whose validator must be made from the answer (the world not known for
 * certain, an answer about the account, or `*`): the answer is read first, and a match is a 304.
 */
async function answerUnchangedByAnswersValidator(call: DataCall) {
  if (call.c.req.header("If-None-Match") === undefined || (call.derived !== undefined && !asksForAny(call))) return undefined;
  await read(call);
  return unchanged(call, call.tag!);
}

/**
 * The call's charge (minute and day, and breadth once the call named another club's team or
 * player), before the read: a spent limit answers 429. Every call after the bearer step is
 * charged once, here, a refusal included (`runDataCall`).
 */
async function charge(call: DataCall) {
  call.charged = await chargeCall(call.c, call.subject);
  return undefined;
}

/** The answer, unless the validator's step read it already. */
async function readModel(call: DataCall) {
  if (call.text === undefined) await read(call);
  return undefined;
}

/** An answer that revealed another club's skills (an open auction) counts that breadth too, before it is written. */
async function chargeRevealedSkills(call: DataCall) {
  if (call.facts?.revealedOtherClubSkills) await chargeReveal(call.c, call.charged);
  return undefined;
}

/** Status, headers and body, written once. */
function respond(call: DataCall) {
  return validatedAnswer(call.c, call.text!, call.tag!, cacheControl(call.c, call.endpoint.changes, call.derived !== undefined));
}

/** The steps, in the order they run. */
export const DATA_CALL_STEPS: readonly Step[] = [
  announceDeprecation,
  requireScope,
  readParameters,
  requireOwner,
  nameBreadthSubject,
  answerUnchangedByDerivedValidator,
  answerUnchangedByAnswersValidator,
  charge,
  readModel,
  chargeRevealedSkills,
  respond,
];

const CHARGE_STEP = DATA_CALL_STEPS.indexOf(charge);

/**
 * A data call down its endpoint's pipeline. A step that refuses the call before `charge` has run
 * has it charged by that step all the same (a spent limit answers 429 in place of the refusal).
 */
export async function runDataCall(c: Context<ApiEnv>, endpoint: PipelineEndpoint): Promise<Response> {
  c.set("endpoint", endpoint.path);
  const call: DataCall = { c, endpoint, principal: c.get("principal") };
  for (const [at, step] of DATA_CALL_STEPS.entries()) {
    let answered: Response | undefined;
    try {
      answered = await step(call);
    } catch (refusal) {
      if (at < CHARGE_STEP) await charge(call);
      throw refusal;
    }
    if (answered) return answered;
  }
  throw new Error("The data call's pipeline ended without an answer.");
}

/** The answer made once per world for the world as generated, else by the read model, with its facts and validator. */
async function read(call: DataCall) {
  const { c, endpoint, principal } = call;
  const generated = endpoint.changes === "world" ? generatedAnswers(c, endpoint.path, call.params, call.query) : undefined;
  let text = generated?.text;
  if (text === undefined) {
    const { db } = c.get("services");
    const reply = await endpoint.handler({
      viewer: principal.viewer,
      principal,
      params: call.params,
      query: call.query,
      db,
      now: c.get("now"),
    });
    const body = reply instanceof WithFacts ? reply.body : reply;
    if (reply instanceof WithFacts) call.facts = reply.facts;
    // PostgreSQL's JSON goes out as it came; the contract tests hold it to the schema.
    text = body instanceof JsonText ? body.text : JSON.stringify(body);
    generated?.keep(text);
  }
  call.text = text;
  call.tag = call.derived ?? textTag(text);
}

/**
 * Where an answer about the world as generated is kept, by world and call (path, parameters and
 * query as validated), or undefined while the world is not known for certain.
 */
function generatedAnswers(c: Context<ApiEnv>, path: string, params: unknown, query: unknown) {
  const world = c.get("services").world;
  const state = world ? world.current() : undefined;
  if (!world || !state) return undefined;
  const call = JSON.stringify([path, params, query]);
  return {
    text: world.generated.get(state.world, call),
    // Made while another world was written: not kept (it may be of either world).
    keep: (text: string) => world.current()?.world === state.world && world.generated.keep(state.world, call, text),
  };
}

function idOf(params: unknown, param: string): string {
  return (params as Record<string, string>)[param];
}
