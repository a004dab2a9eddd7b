import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * `npm start` runs the service as a bundle built ahead of time (scripts/launch.mjs). These
 * check that the bundle is built when missing, kept while its sources stand, rebuilt when one
 * of them changes, and that what it builds is the service's start script and the clock's thread.
 */
const outRoot = path.resolve("dist/service");
const launch = (...args: string[]) =>
  spawnSync(process.execPath, [path.resolve("scripts/launch.mjs"), ...args], { encoding: "utf8", timeout: 60_000 });
const current = (): { dir: string; inputs: Record<string, string> } =>
  JSON.parse(fs.readFileSync(path.join(outRoot, "current.json"), "utf8"));

describe("the service's bundle", () => {
  it("is built when missing or stale, kept when current, and holds the start script and the clock's thread", () => {
    fs.rmSync(path.join(outRoot, "current.json"), { force: true });
    const first = launch("--bundle-only");
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/Built the service's bundle from \d+ files/);
    const built = current();
    for (const entry of ["start.mjs", "clock-worker.mjs", "world-worker.mjs"])
      expect(fs.existsSync(path.join(outRoot, built.dir, entry))).toBe(true);
    // Every file it was made from is recorded: the service's own and the settings.
    for (const file of ["scripts/start.ts", "server/http.ts", "lib/world/clock/worker.ts", "lib/services/index.ts", "package-lock.json"]) {
      expect(Object.keys(built.inputs)).toContain(file);
    }
    expect(Object.keys(built.inputs).some((file) => file.startsWith("node_modules/"))).toBe(false);

    const again = launch("--bundle-only");
    expect(again.status).toBe(0);
    expect(again.stdout).not.toMatch(/Built/);
    expect(current().dir).toBe(built.dir);

    // A changed input (here the launcher itself, touched and then put back) means a new build.
    const launcher = path.resolve("scripts/launch.mjs");
    const { atime, mtime } = fs.statSync(launcher);
    try {
      fs.utimesSync(launcher, atime, new Date(mtime.getTime() + 1_000));
      const rebuilt = launch("--bundle-only");
      expect(rebuilt.stdout).toMatch(/Built/);
      expect(current().dir).not.toBe(built.dir);
      // The superseded build stays for processes that may still be loading it.
      expect(fs.existsSync(path.join(outRoot, built.dir, "start.mjs"))).toBe(true);

      // Builds go on: the newest three superseded ones stay, and so does any a live process
      // runs (here the first, marked as run by this test's process); the rest are removed.
      fs.writeFileSync(path.join(outRoot, built.dir, `running-${process.pid}`), "");
      const dirs = [current().dir];
      for (let i = 2; i <= 6; i++) {
        fs.utimesSync(launcher, atime, new Date(mtime.getTime() + i * 1_000));
        expect(launch("--bundle-only").status).toBe(0);
        dirs.push(current().dir);
      }
      const left = new Set(fs.readdirSync(outRoot));
      expect(left.has(built.dir)).toBe(true);
      expect(dirs.slice(-4).every((dir) => left.has(dir))).toBe(true);
      expect(dirs.slice(0, 2).some((dir) => left.has(dir))).toBe(false);
    } finally {
      fs.utimesSync(launcher, atime, mtime);
    }
  }, 120_000);

  it("runs the start script's rules: an unsafe production setting is refused in one line", () => {
    launch("--bundle-only");
    const rest: NodeJS.ProcessEnv = { ...process.env };
    delete rest.DATABASE_URL;
    delete rest.SESSION_SECRET;
    const run = spawnSync(process.execPath, [path.join(outRoot, current().dir, "start.mjs")], {
      env: { ...rest, AUTH_URL: "http://auth.example.com", DATA_DIR: path.resolve(".data/launch-test") },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^\[start\] Refusing to start: .*Set AUTH_URL/);
  }, 120_000);
});
