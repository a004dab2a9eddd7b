/**
 * The guides' samples, run exactly as a reader copies them from the rendered pages: the pages
 * show the address of the server they are read on (here the test server's), so nothing is
 * replaced. If a sample stops working, or shows another server's address, this fails.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { spawnSync } from "node:child_process";
import { test, expect, type Page } from "@playwright/test";
import { personalToken } from "./cli";
import { signIn } from "./helpers";
import { E2E_DATABASE_URL_FILE } from "@/lib/testing/shared";
import { LOCAL_BASE_URL } from "@/lib/docs/samples";

async function renderedSample(page: Page, guide: string, name: string, baseURL: string): Promise<string> {
  await page.goto(`/docs/guides/${guide}`);
  const code = await page.locator(`[data-sample="${name}"] code`).textContent();
  expect(code, `sample ${name} on /docs/guides/${guide}`).toBeTruthy();
  // Written against a local npm start's address, shown with this server's.
  if (baseURL !== LOCAL_BASE_URL) expect(code, `sample ${name} shows this server's address`).not.toContain(LOCAL_BASE_URL);
  return code!;
}

/** Runs a command with extra environment variables (undefined: unset). */
function run(command: string, args: string[], extra: Record<string, string | undefined> = {}, cwd = process.cwd()) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", timeout: 120_000 });
  const output = `exit ${result.status}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`;
  return { ...result, output };
}

function tempFile(name: string, content: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "docs-sample-"));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

const hasPythonRequests = () => run("python3", ["-c", "import requests"]).status === 0;

test.describe("the quick start's samples", () => {
  let token: string;
  test.beforeAll(() => {
    token = personalToken("demo", ["public", "team"]);
  });

  test("the CLI sample makes a personal token", async ({ page, baseURL }) => {
    const sample = await renderedSample(page, "quick-start", "quick-start-token", baseURL!);
    // The CLI of the browser-test server's database, as e2e/cli.ts reaches it.
    const env = {
      DATA_DIR: ".data/e2e",
      DATABASE_URL: fs.existsSync(E2E_DATABASE_URL_FILE) ? fs.readFileSync(E2E_DATABASE_URL_FILE, "utf8").trim() : undefined,
    };
    const result = run("bash", ["-euo", "pipefail", "-c", sample], env);
    expect(result.status, result.output).toBe(0);
    const made = result.stdout.trim().split("\n").at(-1)!;
    expect(made).toMatch(/^gmpat_[A-Za-z0-9_-]{43,}$/);
    const me = await page.request.get("/v1/me", { headers: { Authorization: `Bearer ${made}` } });
    expect(me.status()).toBe(200);
  });

  test("curl /v1/me answers 200 with the manager and the headers", async ({ page, baseURL }) => {
    const sample = await renderedSample(page, "quick-start", "quick-start-curl-me", baseURL!);
    const result = run("bash", ["-euo", "pipefail", "-c", sample], { TOKEN: token });
    expect(result.status, result.output).toBe(0);
    expect(result.stdout).toMatch(/^HTTP\/1\.1 200/);
    expect(result.stdout).toMatch(/^x-request-id: /im);
    const body = JSON.parse(result.stdout.slice(result.stdout.indexOf("\r\n\r\n") + 4));
    expect(body.username).toBe("demo");
    expect(body.scopes).toEqual(["Public", "Team"]);
    // The quota layer reports limits on every answer once it has landed.
    if (/^x-ratelimit-limit: /im.test(result.stdout)) expect(result.stdout).toMatch(/^x-ratelimit-remaining: \d+/im);
  });

  test("the sample answer of /me is the reader's own when signed in, and says the ids will differ when not", async ({ page }) => {
    await page.goto("/docs/guides/quick-start");
    const sample = page.locator('[data-sample="quick-start-me-answer"]');
    await expect(sample).toContainText("your ids and teams will differ");

    await signIn(page, "demo", { landing: "/docs/guides/quick-start" });
    const me = await (await page.request.get("/v1/me", { headers: { Authorization: `Bearer ${token}` } })).json();
    await expect(sample).toContainText("signed in as demo");
    const shown = JSON.parse((await sample.locator("code").textContent())!.split("\n\n").slice(1).join("\n\n"));
    expect(shown).toEqual(me);
  });

  test("curl + jq lists the roster of the manager's club", async ({ page, baseURL }) => {
    test.skip(run("jq", ["--version"]).status !== 0, "jq is not installed");
    const sample = await renderedSample(page, "quick-start", "quick-start-curl-roster", baseURL!);
    const result = run("bash", ["-euo", "pipefail", "-c", sample], { TOKEN: token });
    expect(result.status, result.output).toBe(0);
    const players = result.stdout.match(/"firstName"/g) ?? [];
    expect(players.length, result.output).toBeGreaterThanOrEqual(5);
    expect(result.stdout).toContain('"bestPosition"');
  });

  test("the TypeScript sample runs with npx tsx", async ({ page, baseURL }) => {
    const sample = await renderedSample(page, "quick-start", "quick-start-typescript", baseURL!);
    const file = tempFile("quick-start.mts", sample);
    const result = run("npx", ["tsx", file], { TOKEN: token });
    expect(result.status, result.output).toBe(0);
    expect(result.stdout).toContain("GET /me → 200");
    expect(result.stdout).toContain("Hello demo!");
    expect(result.stdout).toMatch(/GET \/teams\/[0-9a-f-]{36}\/roster → 200/);
    expect(result.stdout).toMatch(/^#\d+ \S+/m);
  });

  test("the polling sample gets a 200, then free 304s while nothing changes", async ({ page, baseURL }) => {
    const sample = await renderedSample(page, "quick-start", "quick-start-poll", baseURL!);
    const file = tempFile("poll.mts", sample);
    const result = run("npx", ["tsx", file], { TOKEN: token });
    expect(result.status, result.output).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines, result.output).toHaveLength(3);
    const first = /^1: 200, (\d+) players, calls left (\d+)$/.exec(lines[0]);
    expect(first, result.output).not.toBeNull();
    // The world may move on between two rounds (a 200 again), but not between all three.
    expect(lines.filter((line) => / 304, unchanged: still \d+ players/.test(line)).length, result.output).toBeGreaterThan(0);
    // A 304 right after the first answer spent nothing: as many calls left, or more if the minute turned.
    const second = /^2: 304, unchanged: still (\d+) players, calls left still (\d+)$/.exec(lines[1]);
    if (second) {
      expect(second[1]).toBe(first![1]);
      expect(Number(second[2])).toBeGreaterThanOrEqual(Number(first![2]));
    }
  });

  test("the typed client installs from this server with npm, and its samples compile and run", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const install = await renderedSample(page, "quick-start", "quick-start-typed-client-install", baseURL!);
    const sample = await renderedSample(page, "quick-start", "quick-start-typed-client", baseURL!);
    await page.goto("/docs/guides/limits");
    const poll = await page.locator('[data-sample="limits-poll-typed-client"] code').textContent();
    // As a reader does it: an empty folder of their own, the install command as copied.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "typed-client-"));
    try {
      // openapi-fetch from npm's cache when it holds it (this project's install put it there), else from the registry.
      const installed = run(
        "bash",
        ["-euo", "pipefail", "-c", install],
        { npm_config_prefer_offline: "true", npm_config_audit: "false" },
        folder,
      );
      expect(installed.status, installed.output).toBe(0);
      const manifest = JSON.parse(fs.readFileSync(path.join(folder, "node_modules", "manager-data-client", "package.json"), "utf8"));
      const document = await (await page.request.get("/v1/public.json")).json();
      expect(manifest.version, "the package is versioned with the document").toBe(document.info.version);

      fs.writeFileSync(path.join(folder, "typed.mts"), sample);
      fs.writeFileSync(path.join(folder, "poll.mts"), poll!);
      // Both samples compile against the installed declarations, as a strict Node.js project resolves them.
      const bin = (name: string) => path.join(process.cwd(), "node_modules", ".bin", name);
      const types = ["--typeRoots", path.join(process.cwd(), "node_modules", "@types"), "--types", "node"];
      const options = ["--noEmit", "--strict", "--target", "es2022", "--module", "nodenext", "--skipLibCheck", "false", ...types];
      const checked = run(bin("tsc"), [...options, "typed.mts", "poll.mts"], {}, folder);
      expect(checked.status, checked.output).toBe(0);
      // A misspelt field does not compile, as the sample says.
      fs.writeFileSync(path.join(folder, "misspelt.mts"), sample.replace("player.firstName", "player.firstname"));
      const misspelt = run(bin("tsc"), [...options, "misspelt.mts"], {}, folder);
      expect(misspelt.status, misspelt.output).not.toBe(0);
      expect(misspelt.stdout).toContain("firstname");

      const result = run(bin("tsx"), ["typed.mts"], { TOKEN: token }, folder);
      expect(result.status, result.output).toBe(0);
      expect(result.stdout).toMatch(/^#\d+ \S+/m);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  test("the Python sample runs", async ({ page, baseURL }) => {
    test.skip(!hasPythonRequests(), "python3 with requests is not installed");
    const sample = await renderedSample(page, "quick-start", "quick-start-python", baseURL!);
    const file = tempFile("quick_start.py", sample);
    const result = run("python3", [file], { TOKEN: token });
    expect(result.status, result.output).toBe(0);
    expect(result.stdout).toContain("Hello demo!");
    expect(result.stdout).toMatch(/^#\d+ \S+/m);
  });
});

test.describe("the OAuth guide's PKCE samples", () => {
  const s256 = (verifier: string) => crypto.createHash("sha256").update(verifier).digest("base64url");

  test("TypeScript makes a valid verifier and its S256 challenge", async ({ page, baseURL }) => {
    const sample = await renderedSample(page, "oauth", "oauth-pkce-typescript", baseURL!);
    const file = tempFile("pkce.mts", `${sample}\nconsole.log(JSON.stringify({ codeVerifier, codeChallenge, state }));\n`);
    const result = run("npx", ["tsx", file]);
    expect(result.status, result.output).toBe(0);
    const { codeVerifier, codeChallenge, state } = JSON.parse(result.stdout.trim().split("\n").at(-1)!);
    expect(codeVerifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    expect(codeChallenge).toBe(s256(codeVerifier));
    expect(state).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });

  test("Python makes a valid verifier and its S256 challenge", async ({ page, baseURL }) => {
    test.skip(run("python3", ["--version"]).status !== 0, "python3 is not installed");
    const sample = await renderedSample(page, "oauth", "oauth-pkce-python", baseURL!);
    const file = tempFile("pkce.py", `${sample}\nprint(code_verifier, code_challenge)\n`);
    const result = run("python3", [file]);
    expect(result.status, result.output).toBe(0);
    const [verifier, challenge] = result.stdout.trim().split(" ");
    expect(verifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    expect(challenge).toBe(s256(verifier));
  });
});

test.describe("the OAuth guide's metadata", () => {
  test("the curl sample and the answer shown are this server's own, to the letter", async ({ page, request, baseURL }) => {
    const answer = await renderedSample(page, "oauth", "oauth-metadata", baseURL!);
    const served = await (await request.get("/.well-known/oauth-authorization-server")).json();
    expect(JSON.parse(answer)).toEqual(served);
    expect(served.token_endpoint).toBe(`${baseURL}/v1/oauth/token`);
  });
});
