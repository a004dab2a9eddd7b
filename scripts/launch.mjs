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
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const outRoot = path.join(root, "dist", "service");
/** Names the current build's directory and the files it was built from, with their stamps. */
const currentFile = path.join(outRoot, "current.json");
/** What decides how the sources resolve and compile, besides the sources themselves. */
const SETTINGS = ["package-lock.json", "tsconfig.json", "scripts/launch.mjs"];
/** A superseded build is removed once no process can still be loading it. */
const KEEP_SUPERSEDED_MS = 10 * 60_000;

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
  const esbuild = await import("esbuild");
  const dir = `build-${Date.now().toString(36)}-${process.pid}`;
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { start: "scripts/start.ts", "clock-worker": "lib/world/clock/worker.ts" },
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
  const next = `${currentFile}.${process.pid}`;
  fs.writeFileSync(next, JSON.stringify({ dir, inputs: Object.fromEntries(files.map((file) => [file, stamp(file)])) }));
  fs.renameSync(next, currentFile);
  for (const entry of fs.readdirSync(outRoot, { withFileTypes: true })) {
    const old = path.join(outRoot, entry.name);
    if (entry.isDirectory() && entry.name !== dir && Date.now() - fs.statSync(old).mtimeMs > KEEP_SUPERSEDED_MS) fs.rmSync(old, { recursive: true, force: true });
  }
  console.log(`[start] Built the service's bundle from ${Object.keys(result.metafile.inputs).length} files in ${Date.now() - started} ms.`);
  return dir;
}

// `--build-only` (npm run build): the bundle afresh, then start.ts builds the pages when stale.
if (process.argv.includes("--bundle-only")) {
  // The bundle alone, when stale (the tests' way to check the build).
  if (!currentBuild()) await build();
} else {
  const dir = (!process.argv.includes("--build-only") && currentBuild()) || (await build());
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(path.join(outRoot, dir, "start.mjs")).href);
}
