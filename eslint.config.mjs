import next from "eslint-config-next";
import nextTs from "eslint-config-next/typescript";

/**
 * The floors (README, "Layout"; docs/architecture.md): arrows point down only. A floor may import the floors
 * below it, never one above; each zone below names a floor and what it may not import.
 */
const lib = (folders) => folders.map((folder) => `./lib/${folder}`);

/** Pages and route files, the HTTP server, start, CLI and benchmarks, browser tests, the published client. */
const TOP = ["./app", "./scripts", "./server", "./e2e", "./clients", "./prisma", "./proxy.ts"];
const COMPONENTS = ["./components"];
/** Server actions; HTTP declarations and middleware; the reference built from those declarations. */
const ACTIONS_API_DOCS = lib(["actions", "api", "docs"]);
/** The composition root: builds every service once; the floors above read them from it. */
const SERVICES = lib(["services"]);
const RULES_AND_READ_MODELS = lib(["game", "oauth", "quota", "applications", "webhooks"]);
const CREDENTIALS_AND_WORLD = lib(["auth", "world"]);
/** lib/sql and every single file directly in lib/. */
const GROUND = ["./lib/sql", "./lib/*.ts", "./lib/*.tsx"];
const TEST_HELPERS = "./lib/testing";

const floorZones = [
  { target: COMPONENTS, from: TOP, message: "components/ never imports pages, the server or scripts; server actions live in lib/actions." },
  { target: "./lib", from: [...TOP, ...COMPONENTS], message: "lib/ never imports pages, components, the server or scripts." },
  {
    target: [...SERVICES, ...RULES_AND_READ_MODELS, ...CREDENTIALS_AND_WORLD, ...GROUND],
    from: ACTIONS_API_DOCS,
    message: "lib/actions, lib/api and lib/docs sit above every other floor of lib/: only they answer forms or speak HTTP.",
  },
  {
    target: [...RULES_AND_READ_MODELS, ...CREDENTIALS_AND_WORLD, ...GROUND],
    from: SERVICES,
    message: "lib/services, the composition root, sits above the rules, credentials, world and ground it builds services from.",
  },
  {
    target: [...CREDENTIALS_AND_WORLD, ...GROUND],
    from: RULES_AND_READ_MODELS,
    message: "lib/game, lib/oauth, lib/quota, lib/applications and lib/webhooks sit above lib/auth, lib/world and the ground.",
  },
  {
    target: GROUND,
    from: CREDENTIALS_AND_WORLD,
    message: "lib/auth and lib/world sit above the ground (lib/sql and the single files of lib/).",
  },
];

/**
 * Within a floor, one direction each, so no two folders import each other: lib/docs reads the
 * endpoint declarations of lib/api; server actions use neither; lib/world hashes its demo
 * managers' passwords with lib/auth.
 */
const sidewaysZones = [
  { target: "./lib/api", from: lib(["actions", "docs"]), message: "lib/api imports neither lib/docs (which reads it) nor lib/actions." },
  {
    target: "./lib/actions",
    from: lib(["api", "docs"]),
    message: "Server actions call the floors below; they import neither lib/api nor lib/docs.",
  },
  { target: "./lib/docs", from: "./lib/actions", message: "lib/docs reads lib/api, never lib/actions." },
  { target: "./lib/auth", from: "./lib/world", message: "lib/world imports lib/auth, never the other way." },
  { target: "./lib/applications", from: "./lib/webhooks", message: "lib/webhooks imports lib/applications, never the other way." },
];

/** Test helpers set up scenes for tests; product code never imports them. */
const testHelperZone = {
  target: [...COMPONENTS, ...ACTIONS_API_DOCS, ...SERVICES, ...RULES_AND_READ_MODELS, ...CREDENTIALS_AND_WORLD, ...GROUND],
  from: TEST_HELPERS,
  message: "lib/testing is for tests only.",
};

/**
 * A test may reach sideways and down across the lower floors to set up its scene (an audit
 * test registers an application), but never up out of lib/ and never into lib/actions, lib/api
 * or lib/docs from below them.
 */
const testZones = [
  ...floorZones.slice(0, 2),
  { ...floorZones[2], message: "A test below lib/actions, lib/api and lib/docs never reaches into them; test them beside them." },
  floorZones[3],
  ...sidewaysZones,
];

const config = [
  ...next,
  ...nextTs,
  {
    files: ["**/*.ts", "**/*.tsx"],
    rules: { "import/no-restricted-paths": ["error", { zones: [...floorZones, ...sidewaysZones, testHelperZone] }] },
  },
  // Import circles are checked by scripts/import-cycles.ts (import/no-cycle takes minutes on this tree).
  { files: ["**/*.test.ts", "**/*.test.tsx"], rules: { "import/no-restricted-paths": ["error", { zones: testZones }] } },
  {
    ignores: [
      "lib/generated/**",
      ".next/**",
      "dist/**",
      ".data/**",
      "node_modules/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];
export default config;
