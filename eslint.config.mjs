import next from "eslint-config-next";
import nextTs from "eslint-config-next/typescript";

/**
 * The floors of lib/ (design.md, "Floors"): arrows point down only. Each zone names a
 * floor and the higher floors it may not import. lib/docs is the one exception upward: the
 * guides list the endpoints from their declarations in lib/api.
 */
const RULES_AND_READ_MODELS = ["game", "oauth", "quota", "applications", "docs"];
const CREDENTIALS_AND_WORLD = ["auth", "world"];
const GROUND = ["./lib/db.ts", "./lib/sql.ts", "./lib/config.ts", "./lib/errors.ts", "./lib/ids.ts", "./lib/vocabulary.ts", "./lib/client-address.ts", "./lib/log.ts", "./lib/metrics.ts"];
const above = (floors) => floors.map((floor) => `./lib/${floor}`);

const floors = [
  { target: "./lib", from: ["./app", "./components", "./scripts", "./server"], message: "lib/ never imports pages, components, the server or scripts." },
  {
    target: above(RULES_AND_READ_MODELS.filter((f) => f !== "docs")),
    from: "./lib/api",
    message: "Rules and read models own their shapes; only lib/api may speak HTTP.",
  },
  {
    target: above(CREDENTIALS_AND_WORLD),
    from: ["./lib/api", ...above(RULES_AND_READ_MODELS)],
    message: "lib/auth and lib/world sit below the rules and read models.",
  },
  {
    target: GROUND,
    from: ["./lib/api", ...above(RULES_AND_READ_MODELS), ...above(CREDENTIALS_AND_WORLD)],
    message: "The ground (db, config, errors, ids, vocabulary, client-address) imports no floor above it.",
  },
];

const config = [
  ...next,
  ...nextTs,
  { files: ["**/*.ts", "**/*.tsx"], rules: { "import/no-restricted-paths": ["error", { zones: floors }] } },
  // A test may reach across floors to set up its scene (an audit test registers an
  // application), but never into the HTTP layer from below it. Import circles are checked by
  // scripts/import-cycles.ts (import/no-cycle takes minutes on this tree).
  { files: ["**/*.test.ts"], rules: { "import/no-restricted-paths": ["error", { zones: floors.slice(0, 2) }] } },
  { ignores: ["lib/generated/**", ".next/**", "dist/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];
export default config;
