import { apiApp } from "@/lib/api/server";
import type { Scope } from "@/lib/auth/scopes";

/** One operation of the served OpenAPI document, as the guides list it. */
export interface DocumentedOperation {
  method: string;
  /** The path after `/v1`, e.g. `/teams/{teamId}/roster`. */
  path: string;
  summary: string;
  tag: string;
  scope: Scope;
  breadthCounted: boolean;
  ownerOnly: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  "x-scope"?: string;
  "x-breadth-counted"?: boolean;
  "x-owner-only"?: boolean;
}

/** Where this service mounts the API (app/v1): the reference calls it on the page's own origin. */
const API_MOUNT = "/v1";

/** endpoint.ts writes this into the description of endpoints for clubs you own only. */
const OWNER_ONLY_NOTE = "Only for clubs you own";

/** The document the API serves at /v1/public.json, asked of the API app itself (no network, no copy). */
async function servedDocument(): Promise<OpenApiDocument> {
  const response = await apiApp().request("/v1/public.json");
  if (!response.ok) throw new Error(`The API answered ${response.status} for its own document.`);
  return (await response.json()) as OpenApiDocument;
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

/**
 * The data operations of the served document (those with a scope; the OAuth endpoints take
 * client authentication instead), so the guides list exactly what the reference shows.
 */
export async function documentedOperations(): Promise<DocumentedOperation[]> {
  const document = await servedDocument();
  return Object.entries(document.paths).flatMap(([rawPath, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation["x-scope"] !== undefined)
      .map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: rawPath.startsWith(`${API_MOUNT}/`) ? rawPath.slice(API_MOUNT.length) : rawPath,
      summary: operation.summary ?? "",
      tag: operation.tags?.[0] ?? "",
      scope: (operation["x-scope"] ?? "public").toLowerCase() as Scope,
      breadthCounted: operation["x-breadth-counted"] === true,
      ownerOnly: operation["x-owner-only"] ?? (operation.description ?? "").includes(OWNER_ONLY_NOTE),
    })),
  );
}
