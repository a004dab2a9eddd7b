/**
 * `npm run client:generate`: writes the typed TypeScript client's types
 * (clients/typescript/schema.ts) from the OpenAPI document the API serves, made in this
 * process from the same declarations. A test fails when the committed file is not what this
 * writes, so the client never drifts from the code.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { apiDocument } from "@/lib/api/app";
import { loadConfig } from "@/lib/config";

export const SCHEMA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "clients", "typescript", "schema.ts");

const HEADER = `/**
 * The Manager Data API's types, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run \`npm run client:generate\`.
 */

`;

/** The document as `GET /v1/public.json` serves it: made by the same function, from the same declarations. */
export async function servedDocument(): Promise<Record<string, unknown>> {
  return JSON.parse(JSON.stringify(apiDocument(loadConfig()))) as Record<string, unknown>;
}

/** The text of clients/typescript/schema.ts for the current document. */
export async function clientSchemaSource(): Promise<string> {
  const ast = await openapiTS(JSON.stringify(await servedDocument()), { alphabetize: true });
  return HEADER + astToString(ast);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // The one request made here is not worth a log line.
  process.env.LOG_LEVEL ??= "warn";
  fs.writeFileSync(SCHEMA_FILE, await clientSchemaSource());
  console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)}.`);
}
