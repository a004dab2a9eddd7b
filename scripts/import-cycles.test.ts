import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importCycles, importGraph } from "./import-cycles";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the import-circle check", () => {
  it("finds a circle through aliases, relative paths and type-only imports, and nothing else", () => {
    write("lib/a.ts", 'import { b } from "@/lib/b";\nimport { z } from "zod";\nexport const a = b;\n');
    write("lib/b.ts", 'import type {\n  C,\n} from "./c";\nexport const b = 1;\n');
    write("lib/c.ts", 'export { a } from "@/lib/a";\nexport type C = number;\n');
    write("lib/d.ts", 'import { a } from "@/lib/a";\nexport const d = a;\n');
    const cycles = importCycles(importGraph(root, ["lib"]));
    expect(cycles.map((c) => c.map((f) => path.relative(root, f)).sort())).toEqual([["lib/a.ts", "lib/b.ts", "lib/c.ts"]]);
  });

  it("finds none in this project", () => {
    expect(importCycles(importGraph(process.cwd()))).toEqual([]);
  });

  it("reads every folder of our own code, the HTTP server included", () => {
    const folders = new Set([...importGraph(process.cwd()).keys()].map((file) => path.relative(process.cwd(), file).split(path.sep)[0]));
    for (const folder of ["app", "components", "lib", "server", "scripts", "e2e", "clients"]) expect(folders, folder).toContain(folder);
  });
});
