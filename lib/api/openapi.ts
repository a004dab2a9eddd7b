import { SCOPES, SCOPE_DESCRIPTIONS } from "@/lib/auth/scopes";
import type { Config } from "@/lib/config";

export const API_TITLE = "Manager Data API";
export const API_VERSION = "1.0.0";

/** How the document's one server is described, by the environment it runs in. */
const SERVER_DESCRIPTIONS: Record<Config["nodeEnv"], string> = {
  production: "Production server.",
  development: "Local development server.",
  test: "Test server.",
};

/** The parts of the OpenAPI document that are not endpoints. */
export function documentConfig(baseUrl: string, environment: Config["nodeEnv"]) {
  return {
    openapi: "3.1.0",
    info: {
      title: API_TITLE,
      version: API_VERSION,
      summary: "Read-only JSON data of the basketball-management game, on behalf of one manager.",
      contact: { name: "Manager Data API", url: `${baseUrl}/docs` },
      // No open-source licence: the data is the game's, used under the rules of the application review guide.
      license: { name: "Proprietary", url: `${baseUrl}/docs/guides/review` },
      description: [
        "Every data call is a GET under `/v1` with `Authorization: Bearer <token>`: a personal token (`gmpat_…`) for your own scripts, or an OAuth 2.0 access token (`gmat_…`) for tools other managers sign in to. Tokens are never accepted in the URL.",
        "Ids are UUIDs. Enumerations are case-sensitive and spelled exactly as listed. Lists take `offset` (default 0) and `limit` (1 to 30, default 25) and answer with `paging.hasMore`. Where a list is ordered by name, names sort by the Unicode collation algorithm's root order (Šarūnas beside Sarunas, not after Zach), and ties fall to the id.",
        'Errors answer with an HTTP status and `{"error": {"code", "description"}}`. Limits are reported on every answer in `X-RateLimit-*` headers.',
      ].join("\n\n"),
    },
    // Paths in this document carry their /v1 prefix, as the spec writes them.
    // Public: third-party tools call it (`x-internal`, which documentation tools read).
    servers: [{ url: baseUrl, description: SERVER_DESCRIPTIONS[environment], "x-internal": false }],
    tags: [
      { name: "Manager", description: "The manager the token stands for." },
      { name: "Clubs", description: "Clubs: details, rosters, schedules, statistics, arenas." },
      { name: "Players", description: "Players' public figures, and skills where the privacy rules allow." },
      { name: "Matches", description: "Matches, box scores and league standings." },
      { name: "World", description: "Seasons, countries, leagues and national teams." },
      { name: "National teams", description: "Called-up squads and their training." },
      { name: "Training", description: "Training plans and history, staff and facilities of your own clubs." },
      { name: "Finances", description: "Weekly finances and payroll of your own clubs." },
      { name: "Transfer list", description: "Listed players and their auctions." },
      {
        name: "Events",
        description:
          "What happened about your clubs: the events feed, and the webhooks an application's endpoints receive (signed by the Standard Webhooks scheme).",
      },
      { name: "OAuth", description: "Token and revoke endpoints of the OAuth 2.0 server (form bodies, RFC 6749 errors)." },
    ],
    security: [{ bearerAuth: [] }],
  } as const;
}

export function securitySchemes(authUrl: string, baseUrl: string) {
  return {
    bearerAuth: {
      type: "http",
      scheme: "bearer",
      description: "A personal token (`gmpat_…`) or an OAuth 2.0 access token (`gmat_…`).",
    },
    clientBasic: {
      type: "http",
      scheme: "basic",
      description:
        "Client authentication at the token and revoke endpoints (RFC 6749 §2.3.1): the `gmc_…` client id as user name and the `gmcs_…` secret as password, each form-encoded. Public clients send only `client_id` in the body.",
    },
    oauth2: {
      type: "oauth2",
      description: "Authorization code with PKCE (S256 only). Access tokens live 1 hour; refresh tokens 90 days, rotating.",
      flows: {
        authorizationCode: {
          authorizationUrl: `${authUrl}/oauth/authorize`,
          tokenUrl: `${baseUrl}/v1/oauth/token`,
          refreshUrl: `${baseUrl}/v1/oauth/token`,
          scopes: Object.fromEntries(SCOPES.map((s) => [s, SCOPE_DESCRIPTIONS[s]])),
        },
      },
    },
  } as const;
}
