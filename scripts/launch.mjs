/**
 * `npm start`: runs scripts/start.ts as one JavaScript bundle, compiled ahead of time, on plain
 * Node. Run through a TypeScript loader instead, every module of the service and of Next.js
 * passes through the loader's hooks on the way in, which was the larger part of a cold start.
 *
 * The bundle (under dist/service/, with the clock's thread as a second entry) holds this project's
 * own code; packages stay in node_modules. It is built by `npm run build` and rebuilt here,
 * in about a second, when any file it was built from changed (their sizes and modification
 * times are kept beside it), so a fresh checkout and an edited one both start right.
 *   node scripts/launch.mjs [arguments for start.ts]
 * With --build-only (`npm run build`) the bundle is built afresh and start.ts builds the pages
 * when they are stale, and nothing is started; with --bundle-only only the bundle is built,
 * and only when stale.
 * `npm run dev` runs scripts/start.ts through tsx instead, reading the sources as they change.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const outRoot = path.join(root, "dist", "service");
/** Names the current build's directory and the files it was built from, with their stamps. */
const currentFile = path.join(outRoot, "current.json");
/** What decides how the sources resolve and compile, besides the sources themselves. */
const SETTINGS = ["package-lock.json", "tsconfig.json", "scripts/launch.mjs"];
/** Superseded builds kept whatever happens (besides any a live process runs). */
const KEEP_SUPERSEDED = 3;

const stamp = (file) => {
  try {
    const stat = fs.statSync(path.join(root, file));
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return "missing";
  }
};

/** The current build's directory, or null when there is none or a file it was built from changed. */
function currentBuild() {
  try {
    const { dir, inputs } = JSON.parse(fs.readFileSync(currentFile, "utf8"));
    const current = Object.entries(inputs).every(([file, recorded]) => stamp(file) === recorded);
    return current && fs.existsSync(path.join(outRoot, dir, "start.mjs")) ? dir : null;
  } catch {
    return null;
  }
}

/**
 * Builds into a directory of its own and then points current.json at it (a rename, so
 * atomic): two instances starting at once from one checkout never see a half-written build.
 */
async function build() {
  const started = Date.now();
  // File times are compared with the clock's, less a little for file systems that round them.
  const startedMs = started - 2_000;
  const esbuild = await import("esbuild");
  const dir = `build-${Date.now().toString(36)}-${process.pid}`;
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { start: "scripts/start.ts", "clock-worker": "lib/world/clock/worker.ts", "world-worker": "lib/world/generate-worker.ts" },
    outdir: path.join(outRoot, dir),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outExtension: { ".js": ".mjs" },
    metafile: true,
    logLevel: "warning",
    // Stack traces name the service's own functions and files, as in the sources.
    sourcemap: "linked",
  });
  const files = [...Object.keys(result.metafile.inputs), ...SETTINGS];
  // A file edited while the build ran may not be in it: recorded as changed, so the next start builds again.
  const recorded = (file) => {
    const now = stamp(file);
    const mtimeMs = Number(now.split(":")[1]);
    return mtimeMs >= startedMs ? "changed during the build" : now;
  };
  const next = `${currentFile}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(next, JSON.stringify({ dir, inputs: Object.fromEntries(files.map((file) => [file, recorded(file)])) }));
  fs.renameSync(next, currentFile);
  removeSupersededBuilds(dir);
  console.log(`[start] Built the service's bundle from ${Object.keys(result.metafile.inputs).length} files in ${Date.now() - started} ms.`);
  return dir;
}

/** A process running a build says so in its directory while it lives (`running-<pid>`). */
function markRunning(dir) {
  const marker = path.join(outRoot, dir, `running-${process.pid}`);
  try {
    fs.writeFileSync(marker, "");
    process.on("exit", () => fs.rmSync(marker, { force: true }));
  } catch {
    // Read-only or gone: the build is then only kept as one of the newest.
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
};

/**
 * Removes superseded builds, except the newest few and any that a live process runs: an
 * instance loads parts of its build later (the clock's thread when it restarts, chunks on first
 * use), so its directory must outlive later builds. Another process may be cleaning at the same
 * time; whatever it removed first is simply gone.
 */
function removeSupersededBuilds(current) {
  let builds;
  try {
    builds = fs
      .readdirSync(outRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== current)
      .map((entry) => ({ name: entry.name, mtimeMs: fs.statSync(path.join(outRoot, entry.name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
      .sort((a, b) => b.mtimeMs - a.mtimeMs);
  } catch {
    return;
  }
  for (const { name } of builds.slice(KEEP_SUPERSEDED)) {
    const dir = path.join(outRoot, name);
    try {
      const running = fs
        .readdirSync(dir)
        .filter((file) => file.startsWith("running-"))
        .map((file) => Number(file.slice("running-".length)));
      if (running.some(alive)) continue;
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another process.
    }
  }
}

// `--build-only` (npm run build): the bundle afresh, then start.ts builds the pages when stale.
if (process.argv.includes("--bundle-only")) {
  // The bundle alone, when stale (the tests' way to check the build).
  if (!currentBuild()) await build();
} else {
  const dir = (!process.argv.includes("--build-only") && currentBuild()) || (await build());
  markRunning(dir);
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(path.join(outRoot, dir, "start.mjs")).href);
}
