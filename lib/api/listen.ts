import type { Context } from "hono";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { apiAnswer, type ApiEnv } from "@/lib/api/context";
import { chargeRefusedBearer } from "@/lib/api/quota";
import { authenticateBearer } from "@/lib/auth/authenticate";
import { authenticateClient } from "@/lib/oauth/client-authentication";
import { OAuthError } from "@/lib/oauth/errors";
import { isUuid } from "@/lib/ids";
import { readCappedBody } from "@/lib/oauth/form";
import { countManualRequest, sendTestEvent, triggerTestEvent } from "@/lib/webhooks/endpoints";
import {
  closeListenSession,
  findListenSession,
  LISTEN_HEARTBEAT_SECONDS,
  listenSessionState,
  nextListenDeliveries,
  openListenSession,
  reportListenAnswer,
  stillUnanswered,
  touchListenSession,
  type Developer,
  type ListenAnswer,
} from "@/lib/webhooks/listen";

/*
 * The webhook developer's tools, for the command-line tool and scripts (lib/webhooks/listen.ts):
 *
 *   POST /v1/webhooks/listen                                  open a listen session
 *   GET  /v1/webhooks/listen/{id}/stream                      its deliveries (server-sent events)
 *   POST /v1/webhooks/listen/{id}/deliveries/{deliveryId}     the local receiver's answer
 *   POST /v1/webhooks/listen/{id}/close                       close it
 *   POST /v1/webhooks/endpoints/{endpointId}/trigger          send an endpoint (or session) an event
 *
 * They are the developer's, not a manager's: a personal token of the application's developer, or
 * the application's own credentials (HTTP Basic), never an access token. They take the API's front
 * door (request id, error envelope) without the data calls' bearer step and quota; each is
 * limited per developer instead (lib/webhooks/endpoints.ts, MANUAL_LIMITS).
 */

/** The paths, as the front door's method rules know them (lib/api/app.ts): POST everywhere but the stream. */
export const LISTEN_ROUTES: { method: "GET" | "POST"; path: RegExp }[] = [
  { method: "POST", path: /^\/webhooks\/listen$/ },
  { method: "GET", path: /^\/webhooks\/listen\/[^/]+\/stream$/ },
  { method: "POST", path: /^\/webhooks\/listen\/[^/]+\/deliveries\/[^/]+$/ },
  { method: "POST", path: /^\/webhooks\/listen\/[^/]+\/close$/ },
  { method: "POST", path: /^\/webhooks\/endpoints\/[^/]+\/trigger$/ },
];

/** The method a tool path takes, or undefined when the path is not one of them. */
export function listenRouteMethod(path: string): "GET" | "POST" | undefined {
  return LISTEN_ROUTES.find((route) => route.path.test(path))?.method;
}

/** Bodies are small: a session's options, an answer's first 2 KB and its headers. */
const MAX_BODY_BYTES = 128 * 1024;

const ACCESS_TOKEN_REFUSED =
  "Listening and triggering take a personal token (gmpat_…) of the application's developer, or the application's own credentials (HTTP Basic). An access token stands for a manager who allowed the application, not for its developer.";

/** Who is calling: the developer of a personal token, or an application by its credentials (checked at `now`). */
async function developerOf(c: Context<ApiEnv>, now: Date = c.get("now")): Promise<Developer> {
  const services = c.get("services");
  const authorization = c.req.header("Authorization");
  try {
    if (authorization && /^Basic\s/i.test(authorization)) {
      try {
        const client = await authenticateClient(services.db, { authorization });
        return { ownerId: client.ownerId, applicationId: client.applicationId };
      } catch (error) {
        if (error instanceof OAuthError)
          throw new AppError("invalid_token", `The application's credentials were refused: ${error.message}`);
        throw error;
      }
    }
    const principal = await authenticateBearer(services.db, services.principals, authorization, now);
    if (principal.tokenKind !== "personal") throw new AppError("forbidden", ACCESS_TOKEN_REFUSED);
    return { ownerId: principal.viewer.managerId, applicationId: null };
  } catch (error) {
    // A refused credential counts toward its address's limit, whichever kind it was.
    await chargeRefusedBearer(c, error);
    throw error;
  }
}

const bodyTooLarge = () => new AppError("invalid_request", `The body is larger than ${MAX_BODY_BYTES / 1024} KB.`);

/** The request's JSON object (an empty body is `{}`), read up to MAX_BODY_BYTES, or a 400 that says what is wrong with it. */
async function jsonBody(c: Context<ApiEnv>): Promise<Record<string, unknown>> {
  const declared = c.req.header("Content-Length");
  if (declared !== undefined && !(Number(declared) <= MAX_BODY_BYTES)) throw bodyTooLarge();
  const text = await readCappedBody(c.req.raw, MAX_BODY_BYTES, bodyTooLarge);
  if (text.trim() === "") return {};
  if (!/^application\/json\b/i.test(c.req.header("Content-Type") ?? "")) {
    throw new AppError("invalid_request", "Send the body as JSON (Content-Type: application/json).");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("invalid_request", "The body is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new AppError("invalid_request", "The body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}

const json = (c: Context<ApiEnv>, status: number, body: unknown) =>
  apiAnswer(c, status, body === null ? null : JSON.stringify(body), { "Cache-Control": "no-store" });

/**
 * How many deliveries a stream keeps sent and unanswered: past this it sends no more until answers
 * come (the tool forwards one at a time, so more would only wait in its queue).
 */
const OUTSTANDING = 100;
/** While that many are outstanding, how often the stream looks for answers. */
const OUTSTANDING_POLL_MS = 500;
/** How often an open stream tells that its session is alive (it keeps collecting) and checks its credentials again. */
const TOUCH_EVERY_MS = 60_000;
const HEARTBEAT_MS = LISTEN_HEARTBEAT_SECONDS * 1000;
const CREDENTIALS_GONE = "The credentials this stream was opened with are no longer valid: start listen again.";

const TriggerInputSchema = z.object({ type: z.string().min(1).max(100) }).strict();

/** Registers the tools' routes on the /v1 app, before its bearer step (they authenticate for themselves). */
export function registerListenRoutes(app: OpenAPIHono<ApiEnv>) {
  app.post("/webhooks/listen", async (c) => {
    const { db, config } = c.get("services");
    const developer = await developerOf(c);
    const opened = await openListenSession(db, developer, await jsonBody(c), { key: config.webhookKey, now: c.get("now") });
    return json(c, 201, opened);
  });

  app.get("/webhooks/listen/:id/stream", async (c) => {
    const services = c.get("services");
    const hub = services.listens;
    const developer = await developerOf(c);
    const session = await findListenSession(services.db, developer, c.req.param("id"), services.config.webhookKey, { reviving: true });
    if (hub.closing) {
      throw new AppError("service_unavailable", "This instance is restarting: connect again.", { headers: { "Retry-After": "1" } });
    }
    await services.db.prisma.$transaction((tx) => countManualRequest(tx, developer.ownerId, "stream", c.get("now")));
    await touchListenSession(services.db.sql, session.id);
    c.header("X-Request-Id", c.get("requestId"));
    c.header("X-Accel-Buffering", "no");
    return streamSSE(
      c,
      async (stream) => {
        const gone = new AbortController();
        stream.onAbort(() => gone.abort());
        const sql = services.db.sql;
        /** Sent down this stream and not yet answered. */
        let sent = new Set<string>();
        let touched = Date.now();
        let written = Date.now();
        const write = async (message: Parameters<typeof stream.writeSSE>[0]) => {
          await stream.writeSSE(message);
          written = Date.now();
        };
        await write({ event: "ready", data: JSON.stringify({ id: session.id, heartbeatSeconds: LISTEN_HEARTBEAT_SECONDS }) });
        while (!gone.signal.aborted && !hub.closing) {
          if (Date.now() - touched > TOUCH_EVERY_MS) {
            touched = Date.now();
            // A credential revoked, expired or rotated meanwhile ends the stream.
            const valid = await developerOf(c, new Date()).then(
              () => true,
              () => false,
            );
            if (!valid) {
              await write({ event: "closed", data: JSON.stringify({ reason: CREDENTIALS_GONE }) });
              return;
            }
            await touchListenSession(sql, session.id);
          }
          const state = await listenSessionState(sql, session.id);
          if (state.closed) {
            await write({ event: "closed", data: JSON.stringify({ reason: state.reason }) });
            return;
          }
          if (sent.size > 0) sent = await stillUnanswered(sql, session.id, sent);
          let more = false;
          if (sent.size < OUTSTANDING) {
            // Signed at the wall clock's time, as the worker signs: receivers check it against theirs.
            const next = await nextListenDeliveries(sql, session, sent, new Date(), OUTSTANDING - sent.size);
            for (const delivery of next.deliveries) {
              if (gone.signal.aborted) return;
              const { seq, ...data } = delivery;
              await write({ event: "delivery", id: seq, data: JSON.stringify(data) });
              sent.add(delivery.deliveryId);
            }
            more = next.more;
          }
          if (more && sent.size < OUTSTANDING) continue;
          // Woken by a new delivery, or at the heartbeat; with the window full, soon, to see answers.
          const waitMs = sent.size >= OUTSTANDING ? OUTSTANDING_POLL_MS : HEARTBEAT_MS - (Date.now() - written);
          await hub.wait(session.id, Math.max(0, waitMs), gone.signal);
          if (!gone.signal.aborted && Date.now() - written >= HEARTBEAT_MS) {
            await stream.write(": heartbeat\n\n");
            written = Date.now();
          }
        }
      },
      async (error) => services.logError(c.get("requestId"), error),
    );
  });

  app.post("/webhooks/listen/:id/deliveries/:deliveryId", async (c) => {
    const { db, config } = c.get("services");
    const developer = await developerOf(c);
    const session = await findListenSession(db, developer, c.req.param("id"), config.webhookKey);
    await reportListenAnswer(db.sql, session.id, c.req.param("deliveryId"), (await jsonBody(c)) as ListenAnswer);
    return json(c, 204, null);
  });

  app.post("/webhooks/listen/:id/close", async (c) => {
    const { db } = c.get("services");
    const developer = await developerOf(c);
    await closeListenSession(db, developer, c.req.param("id"), c.get("now"));
    return json(c, 204, null);
  });

  app.post("/webhooks/endpoints/:endpointId/trigger", async (c) => {
    const { db } = c.get("services");
    const developer = await developerOf(c);
    const parsed = TriggerInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) {
      throw new AppError("invalid_parameter", 'Send {"type": "<event type>"}, e.g. match.finished.', { parameter: "type" });
    }
    const endpointId = c.req.param("endpointId");
    if (developer.applicationId !== null) {
      // An application's credentials reach its own endpoints alone; the developer's rule (their applications) follows.
      const own =
        isUuid(endpointId) &&
        (await db.prisma.webhookEndpoint.count({ where: { id: endpointId, applicationId: developer.applicationId } })) > 0;
      if (!own) throw new AppError("not_found", "That webhook endpoint was not found.");
    }
    const { type } = parsed.data;
    try {
      const queued =
        type === "webhook.test"
          ? await sendTestEvent(db, developer.ownerId, endpointId, c.get("now"))
          : await triggerTestEvent(db, developer.ownerId, endpointId, { type }, c.get("now"));
      return json(c, 202, { ...queued, type });
    } catch (error) {
      if (error instanceof z.ZodError) {
        throw new AppError("invalid_parameter", `${type} is not an event type an endpoint can be sent; the webhooks guide lists them.`, {
          parameter: "type",
        });
      }
      throw error;
    }
  });
}
