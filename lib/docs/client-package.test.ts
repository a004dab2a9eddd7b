import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import * as tar from "tar";
import { API_VERSION } from "@/lib/api/openapi";
import { CLIENT_PACKAGE_FILE, CLIENT_PACKAGE_PATH, clientPackage, clientPackageAnswer, packClient } from "@/lib/docs/client-package";

function unpack(bytes: Buffer): { folder: string; files: string[]; modes: Map<string, number> } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "client-package-test-"));
  fs.writeFileSync(path.join(folder, "package.tgz"), bytes);
  const files: string[] = [];
  const modes = new Map<string, number>();
  tar.list({
    file: path.join(folder, "package.tgz"),
    sync: true,
    onReadEntry: (entry) => {
      files.push(entry.path);
      modes.set(entry.path, entry.mode ?? 0);
    },
  });
  tar.extract({ file: path.join(folder, "package.tgz"), cwd: folder, sync: true });
  return { folder, files: files.sort(), modes };
}

const request = (headers: Record<string, string> = {}) => new Request(`http://localhost${CLIENT_PACKAGE_PATH}`, { headers });

describe("the typed client's package", () => {
  test("holds the client compiled, its declarations and a manifest versioned with the document", { timeout: 60_000 }, async () => {
    const { bytes } = await clientPackage();
    const { folder, files } = unpack(bytes);
    try {
      expect(files).toEqual([
        "package/README.md",
        "package/cli.d.ts",
        "package/cli.js",
        "package/index.d.ts",
        "package/index.js",
        "package/package.json",
        "package/schema.d.ts",
        "package/schema.js",
      ]);
      const manifest = JSON.parse(fs.readFileSync(path.join(folder, "package", "package.json"), "utf8"));
      expect(manifest).toMatchObject({ name: "manager-data-client", version: API_VERSION, type: "module", types: "./index.d.ts" });
      expect(CLIENT_PACKAGE_FILE).toBe(`manager-data-client-${API_VERSION}.tgz`);
      const ownRange = `^${JSON.parse(fs.readFileSync("node_modules/openapi-fetch/package.json", "utf8")).version}`;
      expect(manifest.dependencies).toEqual({ "openapi-fetch": ownRange });
      const script = fs.readFileSync(path.join(folder, "package", "index.js"), "utf8");
      // Plain JavaScript that imports only its one dependency; the types stay in the declarations.
      expect(script).toContain("export function createManagerDataClient");
      expect([...script.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1])).toEqual(["openapi-fetch"]);
      const declarations = fs.readFileSync(path.join(folder, "package", "index.d.ts"), "utf8");
      expect(declarations).toContain("export declare function createManagerDataClient(options: ManagerDataClientOptions): Client<paths>;");
      // Relative imports carry their extension, so Node.js's own resolution (nodenext) finds them.
      expect(declarations).toContain('from "./schema.js"');
      const schema = fs.readFileSync(path.join(folder, "package", "schema.d.ts"), "utf8");
      expect(schema).toContain('"/v1/teams/{teamId}/roster"');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  test("carries the manager-data command line: a bin with its shebang, executable, that runs on its own", { timeout: 60_000 }, async () => {
    const { bytes } = await clientPackage();
    const { folder, modes } = unpack(bytes);
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(folder, "package", "package.json"), "utf8"));
      expect(manifest.bin).toEqual({ "manager-data": "./cli.js" });
      expect(manifest.exports["./cli"]).toEqual({ types: "./cli.d.ts", default: "./cli.js" });
      expect(modes.get("package/cli.js")! & 0o777).toBe(0o755);
      expect(modes.get("package/index.js")! & 0o777).toBe(0o644);
      const cli = path.join(folder, "package", "cli.js");
      const script = fs.readFileSync(cli, "utf8");
      expect(script.startsWith("#!/usr/bin/env node\n")).toBe(true);
      // No dependencies: Node.js's built-ins only, so npx runs it before openapi-fetch is there.
      expect([...script.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1])).toEqual(["node:fs", "node:url"]);
      expect(fs.readFileSync(path.join(folder, "package", "index.d.ts"), "utf8")).not.toMatch(/types="node"|NodeJS\./);
      expect(fs.readFileSync(path.join(folder, "package", "README.md"), "utf8")).toContain("## Forward webhooks to your laptop");
      // Run as npm's bin link runs it, with no node_modules beside it.
      const help = execFileSync(process.execPath, [cli, "--help"], { encoding: "utf8" });
      expect(help).toContain("Usage: manager-data <command>");
      expect(execFileSync(process.execPath, [cli, "--version"], { encoding: "utf8" }).trim()).toBe(API_VERSION);
      expect(() => execFileSync(process.execPath, [cli, "frobnicate"], { stdio: "pipe" })).toThrow(expect.objectContaining({ status: 2 }));
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  test("is the same bytes for the same sources, kept between requests", { timeout: 60_000 }, async () => {
    const first = await clientPackage();
    const again = await clientPackage();
    expect(again).toBe(first);
    // Built afresh, under another umask: the very same bytes.
    const umask = process.umask(0o077);
    try {
      expect((await packClient()).equals(first.bytes)).toBe(true);
    } finally {
      process.umask(umask);
    }
    // Gzip's own header carries no time here, and every entry the same one.
    expect(first.bytes.readUInt32LE(4)).toBe(0);
  });

  test("is answered with its type, length, name and a strong ETag; revalidated with a 304", { timeout: 60_000 }, async () => {
    const { bytes, etag } = await clientPackage();
    const answer = await clientPackageAnswer(request(), CLIENT_PACKAGE_FILE);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/gzip");
    expect(answer.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(answer.headers.get("Content-Disposition")).toBe(`attachment; filename="${CLIENT_PACKAGE_FILE}"`);
    expect(answer.headers.get("ETag")).toBe(etag);
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);

    const unchanged = await clientPackageAnswer(request({ "If-None-Match": `"other", ${etag}` }), CLIENT_PACKAGE_FILE);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    const stale = await clientPackageAnswer(request({ "If-None-Match": '"other"' }), CLIENT_PACKAGE_FILE);
    expect(stale.status).toBe(200);
  });

  test.each(["manager-data-client-0.0.1.tgz", "manager-data-client.tgz", "..%2Fpackage.json", "index.js"])(
    "any other name, %s, is a 404 that names the one on offer",
    async (file) => {
      const answer = await clientPackageAnswer(request(), file);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain(CLIENT_PACKAGE_PATH);
    },
  );
});
