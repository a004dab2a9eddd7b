import fs from "node:fs";
import { spawnSync } from "node:child_process";
import { E2E_DATABASE_URL_FILE } from "@/lib/testing/shared";

/**
 * Runs the operator CLI against the browser-test server's database: the fresh database
 * scripts/e2e-server.ts made for this run (its URL is in E2E_DATABASE_URL_FILE).
 * Returns stdout; throws with stderr on a non-zero exit.
 */
export function runCli(...args: string[]): string {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: ".data/e2e",
    DATABASE_URL: fs.readFileSync(E2E_DATABASE_URL_FILE, "utf8").trim(),
  };
  const result = spawnSync("npx", ["tsx", "scripts/cli.ts", ...args], { env, encoding: "utf8", timeout: 120_000 });
  if (result.status !== 0) throw new Error(`cli ${args.join(" ")} failed:\n${result.stderr}`);
  return result.stdout;
}

/** A personal token for a manager, made with the CLI (its last output line). */
export function personalToken(username: string, scopes: string[]): string {
  return runCli("token", "create", "--user", username, "--scopes", scopes.join(","), "--days", "1").trim().split("\n").at(-1)!;
}

/** A development application of `owner`, registered with the CLI; its client id (the last output line's JSON). */
export function registerApplication(
  owner: string,
  name: string,
  kind: "Public" | "Confidential",
  redirectUri: string,
  ...more: string[]
): string {
  const output = runCli("app", "create", "--owner", owner, "--name", name, "--kind", kind, "--redirect-uri", redirectUri, ...more);
  return (JSON.parse(output.trim().split("\n").at(-1)!) as { clientId: string }).clientId;
}
