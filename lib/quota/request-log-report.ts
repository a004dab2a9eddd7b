import { personalClientKey, tryItClientKey } from "@/lib/auth/authenticate";
import { z } from "zod";
import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import type { Prisma } from "@/lib/generated/prisma/client";
import { param, prepare, qb, sql } from "@/lib/sql";
import { REQUEST_LOG_KEEP_DAYS } from "@/lib/quota/request-log";

export const REQUEST_LOG_PAGE = 50;

export const STATUS_FILTERS = ["all", "success", "client-error", "refused", "server-error"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: "All statuses",
  success: "Succeeded (2xx)",
  "client-error": "Client errors (4xx, not 429)",
  refused: "Refused by a limit (429)",
  "server-error": "Server errors (5xx)",
};

/** The log page's query string: every field optional, every bad value a clear message. */
export const RequestLogQuerySchema = z.object({
  applicationId: z.string().refine(isUuid, "That is not an application id.").optional(),
  status: z.enum(STATUS_FILTERS, { error: `Status must be one of: ${STATUS_FILTERS.join(", ")}.` }).default("all"),
  requestId: z
    .string()
    .trim()
    .toLowerCase()
    .transform((s) => s || undefined)
    .pipe(
      z
        .string()
        .regex(
          /^[0-9a-f-]{4,36}$/,
          "A request id is hexadecimal with dashes (the X-Request-Id header); give at least its first 4 characters.",
        )
        .optional(),
    )
    .optional(),
  before: z
    .string()
    .regex(/^\d{1,18}$/, "That is not a position in the log.")
    .optional(),
});
export type RequestLogQuery = z.input<typeof RequestLogQuerySchema>;

export interface ApiCallLine {
  id: string;
  at: Date;
  method: string;
  path: string;
  endpoint: string | null;
  status: number;
  latencyMs: number;
  requestId: string;
  refusedBy: string | null;
  /** The personal token's name (personal log only). */
  tokenName: string | null;
}

export interface RequestLog {
  title: string;
  applicationId: string | null;
  calls: ApiCallLine[];
  /** The cursor for older calls, when there are more. */
  olderBefore: string | null;
  keepDays: number;
}

function statusCondition(filter: StatusFilter): Prisma.ApiCallWhereInput {
  switch (filter) {
    case "success":
      return { status: { gte: 200, lt: 300 } };
    case "client-error":
      return { status: { gte: 400, lt: 500, not: 429 } };
    case "refused":
      return { status: 429 };
    case "server-error":
      return { status: { gte: 500 } };
    default:
      return {};
  }
}

/**
 * The ids of a client's newest calls whose request id starts with `prefix`: matched on the id's
 * text among the client's few days of calls. One statement per kind of client (an application,
 * or a manager's personal tokens), so each keeps its own plan.
 */
function requestIdPrefixMatches(name: string, client: "applicationId" | "clientKey") {
  return prepare<{ client: string; prefix: string }, { id: string }>(
    name,
    qb
      .selectFrom("ApiCall")
      .select("id")
      .where(
        client === "applicationId"
          ? sql<boolean>`"applicationId" = ${param<string>("client")}::uuid`
          : // A manager's personal tokens and their try-it token: `personal:<id>` and `tryit:<id>`.
            sql<boolean>`"clientKey" IN ('personal:' || ${param<string>("client")}, 'tryit:' || ${param<string>("client")})`,
      )
      .where(sql<boolean>`"requestId"::text LIKE ${param<string>("prefix")}`)
      .orderBy("id", "desc")
      .limit(REQUEST_LOG_PAGE + 1),
  );
}

const APPLICATION_REQUEST_ID_PREFIX = requestIdPrefixMatches("request_log_application_prefix", "applicationId");
const PERSONAL_REQUEST_ID_PREFIX = requestIdPrefixMatches("request_log_personal_prefix", "clientKey");

/**
 * One client's newest calls for `/portal/logs`: the manager's personal tokens together, or one
 * application (every manager signed in to it) for its owner or staff; anyone else gets "not
 * found", so ids of others' applications are not confirmed. Newest first, 50 a page.
 */
export async function loadRequestLog(db: Database, manager: { id: string }, query: RequestLogQuery): Promise<RequestLog> {
  const parsed = RequestLogQuerySchema.safeParse(query);
  if (!parsed.success)
    throw new AppError("invalid_parameter", parsed.error.issues[0].message, { parameter: String(parsed.error.issues[0].path[0]) });
  const { applicationId, status, requestId, before } = parsed.data;

  let title = "Personal tokens";
  // The personal tokens and the reference's try-it token (which has an allowance of its own).
  let client: Prisma.ApiCallWhereInput = { clientKey: { in: [personalClientKey(manager.id), tryItClientKey(manager.id)] } };
  if (applicationId) {
    const application = await db.prisma.application.findUnique({
      where: { id: applicationId },
      select: { id: true, name: true, ownerId: true },
    });
    if (!application) throw new AppError("not_found", "That application was not found.");
    if (application.ownerId !== manager.id) {
      const viewer = await db.prisma.manager.findUnique({ where: { id: manager.id }, select: { role: true } });
      if (viewer?.role !== "Staff") throw new AppError("not_found", "That application was not found.");
    }
    title = application.name;
    client = { applicationId: application.id };
  }

  const where: Prisma.ApiCallWhereInput = { ...client, ...statusCondition(status), ...(before ? { id: { lt: BigInt(before) } } : {}) };
  if (requestId) {
    if (requestId.length === 36 && isUuid(requestId)) where.requestId = requestId;
    else {
      const prefix = `${requestId.replace(/[%_\\]/g, "")}%`;
      const ids = applicationId
        ? await db.sql.rows(APPLICATION_REQUEST_ID_PREFIX, { client: applicationId, prefix })
        : await db.sql.rows(PERSONAL_REQUEST_ID_PREFIX, { client: manager.id, prefix });
      where.id = { ...(before ? { lt: BigInt(before) } : {}), in: ids.map((r) => BigInt(r.id)) };
    }
  }
  const rows = await db.prisma.apiCall.findMany({ where, orderBy: { id: "desc" }, take: REQUEST_LOG_PAGE + 1 });
  const page = rows.slice(0, REQUEST_LOG_PAGE);
  const tokenIds = applicationId ? [] : [...new Set(page.map((r) => r.tokenId).filter((id): id is string => id !== null))];
  const tokens = tokenIds.length
    ? await db.prisma.personalToken.findMany({ where: { id: { in: tokenIds }, managerId: manager.id }, select: { id: true, name: true } })
    : [];
  const names = new Map(tokens.map((t) => [t.id, t.name]));
  return {
    title,
    applicationId: applicationId ?? null,
    calls: page.map((r) => ({
      id: r.id.toString(),
      at: r.at,
      method: r.method,
      path: r.path,
      endpoint: r.endpoint,
      status: r.status,
      latencyMs: r.latencyMs,
      requestId: r.requestId,
      refusedBy: r.refusedBy,
      tokenName: r.tokenId ? (names.get(r.tokenId) ?? null) : null,
    })),
    olderBefore: rows.length > REQUEST_LOG_PAGE ? page[page.length - 1].id.toString() : null,
    keepDays: REQUEST_LOG_KEEP_DAYS,
  };
}
