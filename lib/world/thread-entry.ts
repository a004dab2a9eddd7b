import type { ResourceLimits, Worker } from "node:worker_threads";

const TSX_BOOTSTRAP = `
const { workerData } = require("node:worker_threads");
import("tsx/esm/api").then(({ register }) => { register(); return import(workerData.entry); });
`;

/**
 * The constructor arguments of a worker thread running `source` (a module beside `here`, the
 * caller's import.meta.url). Built (`npm start`), the caller is part of the service's bundle and
 * the thread is another of its entries, `bundled` beside it (scripts/launch.mjs). Run from the
 * sources (`npm run dev`, `npm run world`, the tests), the TypeScript goes through tsx, whose
 * hooks a worker thread does not inherit on Node 20, so the thread registers them first.
 */
export function threadEntry(
  here: string,
  bundled: string,
  source: string,
  options: { workerData: object; resourceLimits?: ResourceLimits },
): ConstructorParameters<typeof Worker> {
  if (!here.endsWith(".ts")) return [new URL(bundled, here), options];
  return [TSX_BOOTSTRAP, { ...options, eval: true, workerData: { ...options.workerData, entry: new URL(source, here).href } }];
}
