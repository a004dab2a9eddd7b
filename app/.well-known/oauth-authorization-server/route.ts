import { config } from "@/lib/config";
import { authorizationServerMetadata } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

/** RFC 8414 authorization server metadata. */
export function GET() {
  const { authUrl, baseUrl } = config();
  return Response.json(authorizationServerMetadata({ authUrl, baseUrl }), { headers: { "Cache-Control": "public, max-age=300" } });
}
