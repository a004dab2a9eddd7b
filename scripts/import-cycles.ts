/**
 * Fails when any of our modules imports itself through a circle (type-only imports
 * included). ESLint's import/no-cycle does the same but takes minutes on this tree; this
 * reads the import lines and runs Tarjan's strongly-connected components in a second.
 * Part of `npm run lint`.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE_DIRS = ["app", "components", "lib", "server", "scripts", "e2e", "clients", "prisma"];
const SKIPPED = new Set(["node_modules", "generated", ".next", ".data"]);
const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function resolve(root: string, from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => /\.(ts|tsx)$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The import graph of the project's own modules: file → files it imports. */
export function importGraph(root: string, dirs = SOURCE_DIRS): Map<string, string[]> {
  const files = dirs.flatMap((dir) => sourceFiles(path.join(root, dir)));
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, "utf8");
      const targets = [...text.matchAll(IMPORT)]
        .map((m) => resolve(root, file, m[1] ?? m[2]))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every circle of imports (strongly connected components of more than one file, or a file importing itself). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.reverse());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const graph = importGraph(root);
  const cycles = importCycles(graph);
  for (const cycle of cycles) console.error(`Import circle: ${cycle.map((f) => path.relative(root, f)).join(" → ")}`);
  if (cycles.length > 0) process.exit(1);
  console.log(`No import circles among ${graph.size} modules.`);
}
