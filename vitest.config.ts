import path from "node:path";
import { defineConfig } from "vitest/config";

// Vitest copies Vite's env (BASE_URL "/", MODE…) into process.env when unset; our BASE_URL
// means the API host, so give the tests the real default before that happens.
process.env.BASE_URL ??= "http://localhost:3000";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    env: { BASE_URL: process.env.BASE_URL },
    include: [
      "lib/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "app/**/*.test.ts",
      "clients/**/*.test.ts",
      "proxy.test.ts",
    ],
    exclude: ["node_modules/**", ".next/**", ".data/**", "e2e/**"],
    globalSetup: ["lib/testing/global-setup.ts"],
    setupFiles: ["lib/testing/quiet-log.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
