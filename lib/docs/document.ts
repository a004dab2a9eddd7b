import { DATA_ENDPOINTS } from "@/lib/api/endpoints";
import { apiDocument } from "@/lib/api/app";
import { config } from "@/lib/config";
import type { Scope } from "@/lib/auth/scopes";
import type { Changes } from "@/lib/api/freshness";

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
  /** What the answer changes with: the living world, the world as generated, or the token's account. */
  changes: Changes;
}

/** Where this service serves the API: the reference calls it on the page's own origin. */
const API_MOUNT = "/v1";

let served: { paths: Record<string, unknown> } | undefined;

/** The document the API serves at /v1/public.json, made once by the same function (no network, no copy). */
function servedDocument(): { paths: Record<string, unknown> } {
  served ??= apiDocument(config()) as unknown as { paths: Record<string, unknown> };
  return served;
}

/**
 * What the reference's "Test Request" puts between the page's origin and an operation's
 * path: nothing when the document's paths already start with `/v1`, else `/v1`. Decided by
 * the document's paths alone, so the answer does not depend on BASE_URL.
 */
export async function documentServerPath(): Promise<string> {
  const paths = Object.keys(servedDocument().paths);
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
    changes: endpoint.changes,
  }));
}

/** A tag's or operation's slug in the reference's addresses (github-slugger's, as the reference makes them). */
const referenceSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

/**
 * Where the reference shows an operation, given as `METHOD /v1/path` (the changelog's way); an
 * operation the served document lacks is an error, so a stale link cannot be written.
 */
export function operationHref(operation: string): string {
  const [method, path] = operation.split(" ");
  const item = servedDocument().paths[path] as Record<string, { tags?: string[] }> | undefined;
  const declared = item?.[method?.toLowerCase()];
  if (!declared) throw new Error(`The document has no operation ${operation}.`);
  return `/docs#tag/${referenceSlug(declared.tags?.[0] ?? "")}/${method.toUpperCase()}${path}`;
}
