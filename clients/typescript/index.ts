/**
 * A typed TypeScript client for the Manager Data API: every path, parameter, answer and error
 * envelope typed from the OpenAPI document (./schema.ts, generated), over `openapi-fetch`.
 *
 *   import { createManagerDataClient } from "./clients/typescript";
 *   const api = createManagerDataClient({ token: process.env.MANAGER_DATA_TOKEN! });
 *   const { data, error, response } = await api.GET("/v1/teams/{teamId}/roster", { params: { path: { teamId } } });
 *   if (error) console.error(error.error.code, response.headers.get("X-Request-Id"));
 *   else for (const player of data.players) console.log(player.name);
 *
 * Copy this folder into your tool (with `npm install openapi-fetch`), or regenerate the types
 * from any server's document with `npx openapi-typescript https://…/v1/public.json -o schema.ts`.
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./schema";

export type { components, paths };

/** The error envelope every `/v1` data call answers with when it fails. */
export type ApiError = components["schemas"]["Error"];

export interface ManagerDataClientOptions {
  /** A personal token (`gmpat_…`) or an OAuth access token (`gmat_…`). */
  token: string;
  /** The API's origin (the document's paths start with `/v1`). */
  baseUrl?: string;
  /** A fetch of your own (a test's, a proxy's). */
  fetch?: typeof globalThis.fetch;
}

export const DEFAULT_BASE_URL = "http://localhost:3000";

export function createManagerDataClient(options: ManagerDataClientOptions): Client<paths> {
  return createClient<paths>({
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    headers: { Authorization: `Bearer ${options.token}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
