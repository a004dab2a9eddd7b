import { checkReadiness } from "@/lib/health";
import { services } from "@/lib/services";

export const dynamic = "force-dynamic";

/** Readiness for operators and load balancers; outside /v1, which always needs a token. */
export async function GET() {
  // Before the services are provided (never, once serving) the answer is "unavailable", not a 500.
  const health = await checkReadiness(() => services().db.prisma);
  return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
