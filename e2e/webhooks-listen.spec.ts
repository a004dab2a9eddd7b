/**
 * The webhooks guide's "Develop locally", run exactly as a reader copies it from the rendered
 * page: `listen` fetched by npx from this server's package and started with a personal token,
 * the guide's receiver started with the secret listen printed, and events triggered with the
 * guide's two trigger commands (the command line, and curl). The receiver verifies each with
 * `standardwebhooks` and answers 204; the portal lists the session with both answers in its
 * delivery log; Ctrl-C closes it. (rookie, not demo: test events share a limit of ten a minute
 * per developer, and the webhooks spec after this one sends demo's.)
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { test, expect, type Page } from "@playwright/test";
import { personalToken, registerApplication } from "./cli";
import { signIn } from "./helpers";
import { LOCAL_BASE_URL } from "@/lib/docs/samples";

async function renderedSample(page: Page, name: string, baseURL: string): Promise<string> {
  await page.goto("/docs/guides/webhooks#develop-locally");
  const code = await page.locator(`[data-sample="${name}"] code`).textContent();
  expect(code, `sample ${name}`).toBeTruthy();
  if (baseURL !== LOCAL_BASE_URL) expect(code, `sample ${name} shows this server's address`).not.toContain(LOCAL_BASE_URL);
  return code!;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A process started as a shell command of a sample, its output collected. */
function start(command: string, env: Record<string, string>, cwd = process.cwd()) {
  const child = spawn("bash", ["-euo", "pipefail", "-c", command], { cwd, env: { ...process.env, ...env }, detached: true });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

function run(command: string, env: Record<string, string>) {
  const job = start(command, env);
  return job.exited.then((code) => ({ code, output: job.output() }));
}

/**
 * A trigger command, run again once after the wait it is told when the developer's ten test events
 * a minute are spent (the trigger spec before this one sends rookie's), as a reader would.
 */
async function trigger(command: string, env: Record<string, string>) {
  const first = await run(command, env);
  const wait = /Try again in (\d+) s/.exec(first.output);
  if (!wait) return first;
  await new Promise((resolve) => setTimeout(resolve, (Number(wait[1]) + 1) * 1000));
  return run(command, env);
}

const running: ChildProcess[] = [];
test.afterAll(() => {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }
});

test("the guide's listen, receiver and trigger commands bring verified events to the laptop", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const token = personalToken("rookie", ["public"]);
  const clientId = registerApplication("rookie", `E2E Listen ${Date.now().toString(36)}`, "Public", "http://127.0.0.1/callback");
  const port = await freePort();
  // A cache of its own: npx installs this run's package, never one a previous run left behind.
  const npmCache = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-npx-"));
  const env = {
    MANAGER_DATA_TOKEN: token,
    CLIENT_ID: clientId,
    PORT: String(port),
    npm_config_cache: npmCache,
    npm_config_update_notifier: "false",
  };

  // 1. listen, as the guide shows it.
  const listen = start(await renderedSample(page, "webhooks-listen", baseURL!), env);
  running.push(listen.child);
  await expect.poll(listen.output, { timeout: 120_000, message: "listen is ready" }).toMatch(/Your webhook signing secret is whsec_/);
  const [, secret, session] = /signing secret is (whsec_\S+) \(session ([0-9a-f-]{36})\)/.exec(listen.output())!;
  expect(listen.output()).not.toContain(token);
  // Its hint runs the same package again, never an unrelated `manager-data` from the registry.
  expect(listen.output()).toContain(`Trigger an event: npx --yes --package=${baseURL}/downloads/manager-data-client-`);

  // 2. The guide's receiver, with the secret listen printed.
  const folder = fs.mkdtempSync(path.join(process.cwd(), ".data", "e2e-receiver-"));
  fs.writeFileSync(path.join(folder, "receiver.mts"), (await renderedSample(page, "webhooks-receiver", baseURL!)).replace(/^\n/, ""));
  const receiver = start(
    `${path.join(process.cwd(), "node_modules", ".bin", "tsx")} receiver.mts`,
    { ...env, WEBHOOK_SECRET: secret },
    folder,
  );
  running.push(receiver.child);
  await expect.poll(receiver.output, { timeout: 30_000 }).toContain("Listening for webhooks");

  // 3. Triggers: the command line, then curl.
  const viaCli = await trigger(await renderedSample(page, "webhooks-trigger", baseURL!), { ...env, ENDPOINT: session });
  expect(viaCli.code, viaCli.output).toBe(0);
  expect(viaCli.output).toMatch(/Triggered match\.finished/);
  const viaCurl = await trigger(await renderedSample(page, "webhooks-trigger-curl", baseURL!), { ...env, ENDPOINT: session });
  expect(viaCurl.code, viaCurl.output).toBe(0);
  expect(JSON.parse(viaCurl.output)).toMatchObject({ type: "auction.settled" });

  // The receiver verified both (it logs each event it accepted), and listen saw the 204s.
  await expect.poll(receiver.output, { timeout: 30_000 }).toMatch(/match\.finished[\s\S]*auction\.settled/);
  await expect.poll(() => (listen.output().match(/→ 204/g) ?? []).length, { timeout: 30_000 }).toBe(2);
  expect(receiver.output()).not.toContain("did not verify");

  // 4. The portal lists the session, and its log holds both answers.
  await signIn(page, "rookie");
  await page.goto("/portal/applications");
  await page
    .getByRole("link", { name: /E2E Listen/ })
    .first()
    .click();
  await page.waitForURL(/\/portal\/applications\/[0-9a-f-]{36}$/);
  await page.goto(`${new URL(page.url()).pathname}/webhooks`);
  const listed = page.locator(`[data-listener-id="${session}"]`);
  await expect(listed).toContainText("Listening");
  await expect(page.getByTestId("listen-command")).toContainText(`--application ${clientId}`);
  await listed.getByRole("link", { name: /Delivery log/ }).click();
  await expect(page.getByRole("heading", { name: /Listen session/ })).toBeVisible();
  const log = page.getByTestId("delivery-log");
  await expect(log).toContainText("match.finished");
  await expect(log).toContainText("auction.settled");
  await expect(log.getByText("Succeeded")).toHaveCount(2);

  // 5. Ctrl-C closes the session.
  process.kill(-listen.child.pid!, "SIGINT");
  await listen.exited;
  expect(listen.output()).toContain("Closing the session");
  await page.reload();
  await expect(page.getByRole("heading", { name: /Listen session/ })).toContainText("Closed");
  process.kill(-receiver.child.pid!, "SIGTERM");
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(npmCache, { recursive: true, force: true });
});
