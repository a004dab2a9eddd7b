import { getManagerSession } from "@/lib/actions/session";
import { AppError } from "@/lib/errors";
import { services } from "@/lib/services";
import { deliveryLogVersion } from "@/lib/webhooks/endpoints";
import { DeliveryLogFilterSchema } from "@/lib/webhooks/schemas";

/**
 * The delivery log's validator, for the endpoint page to poll with its own (`If-None-Match`): 304
 * while the page it shows is still the log, else 200 with the new one, and the page refreshes.
 * Same query as the page (filters, `before`); the signed-in owner only, as the page.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; endpointId: string }> }) {
  const { endpointId } = await params;
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", "Cache-Control": "private, no-cache", ...headers },
    });
  const manager = await getManagerSession();
  if (!manager) return answer(401, { error: "Sign in to read this delivery log." });
  const query = new URL(request.url).searchParams;
  const filter = DeliveryLogFilterSchema.parse(Object.fromEntries(query));
  let version: string;
  try {
    version = await deliveryLogVersion(services().db, manager.id, endpointId, { before: query.get("before") ?? undefined, filter });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return answer(404, { error: error.message });
    throw error;
  }
  const etag = `"${version}"`;
  const sent = request.headers.get("if-none-match") ?? "";
  if (sent.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return answer(304, null, { ETag: etag });
  return answer(200, { version }, { ETag: etag });
}
