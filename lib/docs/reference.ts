import type { AnyApiReferenceConfiguration } from "@scalar/api-reference-react";

/** Where the reference reads the document: the one the API serves, never a copy. */
export const PUBLIC_DOCUMENT_URL = "/v1/public.json";

/**
 * The code samples the reference offers, per Scalar target: curl, fetch and Python requests.
 * Every other client of this Scalar version is hidden (`hiddenClients` below).
 */
export const SHOWN_CLIENTS = { shell: ["curl"], js: ["fetch"], python: ["requests"] } as const;

const HIDDEN_CLIENTS: Record<string, true | string[]> = {
  c: true,
  clojure: true,
  csharp: true,
  dart: true,
  fsharp: true,
  go: true,
  http: true,
  java: true,
  js: ["axios", "jquery", "ofetch", "xhr"],
  kotlin: true,
  node: true,
  objc: true,
  ocaml: true,
  php: true,
  powershell: true,
  python: ["python3", "httpx_sync", "httpx_async"],
  r: true,
  ruby: true,
  rust: true,
  shell: ["httpie", "wget"],
  swift: true,
};

const CUSTOM_CSS = `
.scalar-app {
  --scalar-font: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --scalar-font-code: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
}
.scalar-app.light-mode, .light-mode .scalar-app, .light-mode {
  --scalar-color-accent: #c2410c;
  --scalar-background-accent: #fff7ed;
  /* Scalar's own greys, blue, orange and green fall under WCAG AA's 4.5:1 on its light panels (#f6f6f6):
     the same hues, darkened until they pass. */
  --scalar-color-2: #545454;
  --scalar-color-3: #666666;
  --scalar-color-blue: #0565a8;
  --scalar-color-orange: #c2410c;
  --scalar-color-green: #047857;
}
.scalar-app.dark-mode, .dark-mode .scalar-app, .dark-mode {
  --scalar-color-accent: #fdba74;
  --scalar-background-accent: #2b1608;
}
/* Scalar 1.44 turns its "Ask AI" agent on for every localhost page, with no option to turn it
   off; the agent talks to Scalar's servers, so its button is hidden. */
.scalar-app button.bg-sidebar-b-search.whitespace-nowrap { display: none !important; }
/* Links that leave this site (Scalar's own page and terms). */
.scalar-app a[href^="https://scalar.com"], .scalar-app a[href^="https://www.scalar.com"] { display: none !important; }
`;

/**
 * The reference's Scalar configuration, for a page served at `origin`. It works offline:
 * no web fonts, no telemetry, no proxy, no Scalar-hosted client or developer toolbar, and
 * "Test Request" calls this same origin (no CORS) with the bearer token of the try-it panel.
 */
export function referenceConfiguration(
  origin: string,
  serverPath: string,
  tryIt: {
    /** The served document with the manager's own ids as path examples (lib/docs/try-it.ts); null to read the document itself. */
    document?: Record<string, unknown> | null;
    /** The bearer token every Test Request sends, kept in the page's memory only. */
    token?: string | null;
    /** The system asks for the dark theme (the page's own follows it too). */
    dark?: boolean;
  } = {},
): AnyApiReferenceConfiguration {
  return {
    ...(tryIt.document ? { content: tryIt.document } : { url: PUBLIC_DOCUMENT_URL }),
    // The page and the API are one service: calls go to the page's own origin.
    servers: [{ url: `${origin}${serverPath}`, description: "This server" }],
    withDefaultFonts: false,
    telemetry: false,
    hideClientButton: true,
    showDeveloperTools: "never",
    documentDownloadType: "json",
    persistAuth: false,
    authentication: {
      preferredSecurityScheme: "bearerAuth",
      ...(tryIt.token ? { securitySchemes: { bearerAuth: { token: tryIt.token } } } : {}),
    },
    hiddenClients: HIDDEN_CLIENTS,
    defaultHttpClient: { targetKey: "shell", clientKey: "curl" },
    defaultOpenAllTags: true,
    orderSchemaPropertiesBy: "preserve",
    orderRequiredPropertiesFirst: false,
    forceDarkModeState: tryIt.dark ? "dark" : "light",
    hideDarkModeToggle: true,
    customCss: CUSTOM_CSS,
  };
}
