import { DATA_ENDPOINTS } from "@/lib/api/endpoints";
import { apiApp } from "@/lib/api/server";
import type { Scope } from "@/lib/auth/scopes";

/** One declared data endpoint, as the guides list it. */
export interface DocumentedOperation {
  method: string;
  /** The path after `/v1`, e.g. `/teams/{teamId}/roster`. */
  path: string;
  summary: string;
  tag: string;
  scope: Scope;
  breadthCounted: boolean;
  /** What the caller must own (a club, a player of their clubs, a national team they coach), or null. */
  ownerOnly: "club" | "player" | "nationalTeam" | null;
}

/** Where this service mounts the API (app/v1): the reference calls it on the page's own origin. */
const API_MOUNT = "/v1";

/** The document the API serves at /v1/public.json, asked of the API app itself (no network, no copy). */
async function servedDocument(): Promise<{ paths: Record<string, unknown> }> {
  const response = await apiApp().request("/v1/public.json");
  if (!response.ok) throw new Error(`The API answered ${response.status} for its own document.`);
  return (await response.json()) as { paths: Record<string, unknown> };
}

/**
 * What the reference's "Test Request" puts between the page's origin and an operation's
 * path: nothing when the document's paths already start with `/v1`, else `/v1`. Decided by
 * the document's paths alone, so the answer does not depend on BASE_URL.
 */
export async function documentServerPath(): Promise<string> {
  const paths = Object.keys((await servedDocument()).paths);
  return paths.length > 0 && paths.every((p) => p.startsWith(`${API_MOUNT}/`)) ? "" : API_MOUNT;
}

/** The data endpoints as declared (the OAuth endpoints take client authentication instead), so the guides list exactly what the reference shows. */
export function documentedOperations(): DocumentedOperation[] {
  return DATA_ENDPOINTS.map((endpoint) => ({
    method: "GET",
    path: endpoint.path,
    summary: endpoint.summary,
    tag: endpoint.tag,
    scope: endpoint.scope,
    breadthCounted: Boolean(endpoint.breadth),
    ownerOnly: endpoint.ownerOnly?.owned ?? null,
  }));
}
