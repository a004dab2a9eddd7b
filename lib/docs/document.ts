import { DATA_ENDPOINTS } from "@/lib/api/endpoints";
import { apiDocument } from "@/lib/api/app";
import { config } from "@/lib/config";
import type { Scope } from "@/lib/auth/scopes";
import type { Changes } from "@/lib/api/freshness";
import { operationAnchor, referenceModel, type OpenApiDocument } from "@/lib/docs/reference-model";
import { referenceHtml } from "@/lib/docs/reference-html";
import { PUBLIC_DOCUMENT_URL } from "@/lib/docs/reference";
import { personaliseDocument, type TryItIdSet } from "@/lib/docs/try-it";

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

let served: OpenApiDocument | undefined;

/** The document the API serves at /v1/public.json, made once by the same function (no network, no copy). */
export function servedDocument(): OpenApiDocument {
  served ??= apiDocument(config()) as unknown as OpenApiDocument;
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

/**
 * Where the reference shows an operation, given as `METHOD /v1/path` (the changelog's way); an
 * operation the served document lacks is an error, so a stale link cannot be written.
 */
export function operationHref(operation: string): string {
  const [method, path] = operation.split(" ");
  const declared = servedDocument().paths[path]?.[method?.toLowerCase()];
  if (!declared) throw new Error(`The document has no operation ${operation}.`);
  return `/docs#${operationAnchor(declared.tags?.[0] ?? "Other", method, path)}`;
}

/** Rendered bodies of the reference by whose ids they show (the empty key: nobody's), newest last. */
const bodies = new Map<string, string>();

/** The reference's title and version, from the served document. */
export function referenceTitle(): { title: string; version: string } {
  const { title, version } = servedDocument().info;
  return { title, version };
}
const MAX_BODIES = 64;

/**
 * The reference's body as HTML (lib/docs/reference-html.ts), from the served document; with a
 * signed-in manager's ids, its path examples, samples and Test Request start from them. Kept
 * for the next reader with the same ids (the document does not change while the process runs).
 */
export function referenceBodyHtml(ids: TryItIdSet | null): string {
  // Keyed by the ids the body shows (a manager's `ownClub` flag changes nothing in it).
  const key = ids
    ? JSON.stringify([ids.clubId, ids.nationalTeamId, ids.playerId, ids.matchId, ids.competitionId, ids.countryId, ids.auctionPlayerId])
    : "";
  const kept = bodies.get(key);
  if (kept !== undefined) {
    bodies.delete(key);
    bodies.set(key, kept);
    return kept;
  }
  const document = ids ? (personaliseDocument(servedDocument(), ids).document as OpenApiDocument) : servedDocument();
  const html = referenceHtml(referenceModel(document), document, { baseUrl: config().baseUrl, documentUrl: PUBLIC_DOCUMENT_URL });
  bodies.set(key, html);
  if (bodies.size > MAX_BODIES) bodies.delete(bodies.keys().next().value!);
  return html;
}
