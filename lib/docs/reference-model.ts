/*
 * The API reference, read from the served OpenAPI document: its tags, operations, webhooks and
 * schemas in the order the document gives them, each operation's anchor, parameters, answers,
 * example and code samples. Pure, with no server imports: the reference page renders it on the
 * server, and the tests read the same document through it.
 */

/** A JSON Schema of the document (OpenAPI 3.1), as loosely as the page reads it. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  discriminator?: { propertyName: string };
}

interface RawParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  description?: string;
  example?: unknown;
  schema?: Schema;
}

interface RawResponse {
  description?: string;
  headers?: Record<string, { description?: string; required?: boolean; schema?: Schema }>;
  content?: Record<string, { schema?: Schema }>;
}

interface RawOperation {
  tags?: string[];
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  parameters?: RawParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, RawResponse>;
  "x-scope"?: string;
  "x-breadth-counted"?: boolean;
}

/** The parts of the served document the reference reads. */
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, RawOperation>>;
  webhooks?: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, { type: string; description?: string }> };
}

export interface ReferenceParameter {
  name: string;
  in: RawParameter["in"];
  required: boolean;
  description: string;
  schema: Schema;
  /** What the sample and try-it fill in: the document's example (a signed-in manager's own id for path ids). */
  example: string | null;
}

export interface ReferenceResponse {
  status: string;
  description: string;
  headers: { name: string; description: string; required: boolean }[];
  contentType: string | null;
  schema: Schema | null;
  /** The name of the schema when it is a component (`Roster`), for its link. */
  schemaName: string | null;
  example: unknown;
}

export interface ReferenceOperation {
  /** The element id and address of the operation: `tag/<tag slug>/<METHOD><path>`. */
  anchor: string;
  method: string;
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  /** The scope a data call needs, lower-case (`team`); null for the OAuth endpoints. */
  scope: string | null;
  deprecated: boolean;
  /** Client authentication (the OAuth endpoints) instead of a bearer token. */
  clientAuthentication: boolean;
  parameters: ReferenceParameter[];
  requestBody: { contentType: string; schema: Schema; schemaName: string | null } | null;
  responses: ReferenceResponse[];
}

export interface ReferenceTag {
  name: string;
  anchor: string;
  description: string;
  operations: ReferenceOperation[];
}

export interface ReferenceWebhook {
  name: string;
  anchor: string;
  description: string;
  schema: Schema | null;
  schemaName: string | null;
  headers: ReferenceParameter[];
}

export interface ReferenceSchema {
  name: string;
  anchor: string;
  schema: Schema;
}

export interface ReferenceModel {
  title: string;
  version: string;
  description: string;
  tags: ReferenceTag[];
  webhooks: ReferenceWebhook[];
  schemas: ReferenceSchema[];
  securitySchemes: { name: string; type: string; description: string }[];
}

/** A tag's or operation's slug in the reference's addresses (github-slugger's, as addresses have always been spelt). */
export const referenceSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

export const tagAnchor = (tag: string) => `tag/${referenceSlug(tag)}`;
export const operationAnchor = (tag: string, method: string, path: string) => `${tagAnchor(tag)}/${method.toUpperCase()}${path}`;
export const schemaAnchor = (name: string) => `model/${referenceSlug(name)}`;
/** Event names (`match.finished`) are ids as they are; the HTML escapes them like any text. */
export const webhookAnchor = (name: string) => `webhook/${name}`;

const REF_PREFIX = "#/components/schemas/";

/** The component a `$ref` names (`Roster`), or null. */
export function refName(schema: Schema | undefined): string | null {
  return schema?.$ref?.startsWith(REF_PREFIX) ? schema.$ref.slice(REF_PREFIX.length) : null;
}

/** The schema a `$ref` points at (followed until it is not one), or the schema itself. */
export function resolveSchema(schema: Schema, document: OpenApiDocument): Schema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 16; hops++) {
    const name = refName(current);
    const target = name ? document.components?.schemas?.[name] : undefined;
    if (!target) return {};
    current = target;
  }
  return current;
}

/** The type words of a schema: `string`, `integer or null`, `array of Player`, `Roster`. */
export function typeLabel(schema: Schema, document: OpenApiDocument): string {
  const name = refName(schema);
  if (name) {
    const target = resolveSchema(schema, document);
    return target.enum && !target.properties ? `${name} (enum)` : name;
  }
  if (schema.oneOf || schema.anyOf) return `one of ${(schema.oneOf ?? schema.anyOf)!.map((s) => typeLabel(s, document)).join(", ")}`;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const words = types.map((type) => (type === "array" && schema.items ? `array of ${typeLabel(schema.items, document)}` : type));
  const label =
    words.filter((w) => w !== "null").join(" or ") || (schema.properties ? "object" : schema.const !== undefined ? "constant" : "any");
  const withFormat = schema.format && !/^int(32|64)$/.test(schema.format) ? `${label} (${schema.format})` : label;
  return words.includes("null") ? `${withFormat} or null` : withFormat;
}

/** Whether a schema has fields to list below it (an object, an array of objects, a choice). */
export function hasChildren(schema: Schema, document: OpenApiDocument, depth = 0): boolean {
  const target = resolveSchema(schema, document);
  if (target.properties || target.oneOf || target.anyOf) return true;
  return target.items && depth < 8 ? hasChildren(target.items, document, depth + 1) : false;
}

/**
 * An example of a schema: its own `example` where the document gives one, else one built from
 * its fields (examples, defaults, first enum values, placeholders by type).
 */
export function exampleOf(schema: Schema, document: OpenApiDocument, depth = 0): unknown {
  if (schema.example !== undefined) return schema.example;
  const target = resolveSchema(schema, document);
  if (target !== schema && target.example !== undefined) return target.example;
  if (depth > 8) return null;
  if (target.const !== undefined) return target.const;
  if (target.default !== undefined) return target.default;
  if (target.enum?.length) return target.enum[0];
  const choice = target.oneOf ?? target.anyOf;
  if (choice?.length) return exampleOf(choice[0], document, depth + 1);
  const types = Array.isArray(target.type) ? target.type : [target.type];
  if (target.properties || types.includes("object")) {
    return Object.fromEntries(Object.entries(target.properties ?? {}).map(([key, value]) => [key, exampleOf(value, document, depth + 1)]));
  }
  if (types.includes("array")) return target.items ? [exampleOf(target.items, document, depth + 1)] : [];
  if (types.includes("integer") || types.includes("number")) return target.minimum ?? 0;
  if (types.includes("boolean")) return false;
  if (types.includes("string"))
    return target.format === "uuid"
      ? "00000000-0000-4000-8000-000000000000"
      : target.format === "date-time"
        ? "2026-01-01T00:00:00.000Z"
        : "string";
  return null;
}

function exampleText(parameter: RawParameter): string | null {
  const value = parameter.example ?? parameter.schema?.example;
  return value === undefined || value === null ? null : String(value);
}

function readParameter(parameter: RawParameter): ReferenceParameter {
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required === true,
    description: parameter.description ?? parameter.schema?.description ?? "",
    schema: parameter.schema ?? {},
    example: exampleText(parameter),
  };
}

function firstContent(content: Record<string, { schema?: Schema }> | undefined): { contentType: string; schema: Schema } | null {
  const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
  return contentType && media?.schema ? { contentType, schema: media.schema } : null;
}

function readResponse(status: string, response: RawResponse, document: OpenApiDocument): ReferenceResponse {
  const body = firstContent(response.content);
  return {
    status,
    description: response.description ?? "",
    headers: Object.entries(response.headers ?? {}).map(([name, header]) => ({
      name,
      description: header.description ?? "",
      required: header.required === true,
    })),
    contentType: body?.contentType ?? null,
    schema: body?.schema ?? null,
    schemaName: refName(body?.schema),
    example: body ? exampleOf(body.schema, document) : null,
  };
}

function readOperation(method: string, path: string, operation: RawOperation, document: OpenApiDocument): ReferenceOperation {
  const tag = operation.tags?.[0] ?? "Other";
  const body = firstContent(operation.requestBody?.content);
  return {
    anchor: operationAnchor(tag, method, path),
    method: method.toUpperCase(),
    path,
    operationId: operation.operationId ?? `${method}${path}`,
    summary: operation.summary ?? `${method.toUpperCase()} ${path}`,
    description: operation.description ?? "",
    tag,
    scope: operation["x-scope"]?.toLowerCase() ?? null,
    deprecated: operation.deprecated === true,
    clientAuthentication: (operation.security ?? []).some((requirement) => "clientBasic" in requirement),
    parameters: (operation.parameters ?? []).map(readParameter),
    requestBody: body ? { ...body, schemaName: refName(body.schema) } : null,
    responses: Object.entries(operation.responses ?? {}).map(([status, response]) => readResponse(status, response, document)),
  };
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** The reference of a document: every operation under its first tag, in the document's order. */
export function referenceModel(document: OpenApiDocument): ReferenceModel {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => readOperation(method, path, item[method]!, document)),
  );
  const declared = (document.tags ?? []).map((tag) => tag.name);
  const tagNames = [...declared, ...new Set(operations.map((o) => o.tag).filter((t) => !declared.includes(t)))];
  const tags = tagNames
    .map((name) => ({
      name,
      anchor: tagAnchor(name),
      description: document.tags?.find((t) => t.name === name)?.description ?? "",
      operations: operations.filter((o) => o.tag === name),
    }))
    .filter((tag) => tag.operations.length > 0);
  const webhooks = Object.entries(document.webhooks ?? {}).map(([name, item]) => {
    const operation = item.post ?? Object.values(item)[0];
    const body = firstContent(operation?.requestBody?.content);
    return {
      name,
      anchor: webhookAnchor(name),
      description: operation?.description ?? "",
      schema: body?.schema ?? null,
      schemaName: refName(body?.schema),
      headers: (operation?.parameters ?? []).map(readParameter),
    };
  });
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description ?? "",
    tags,
    webhooks,
    schemas: Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({ name, anchor: schemaAnchor(name), schema })),
    securitySchemes: Object.entries(document.components?.securitySchemes ?? {}).map(([name, scheme]) => ({
      name,
      type: scheme.type,
      description: scheme.description ?? "",
    })),
  };
}

/** The address an operation is called at, with its path parameters filled from their examples. */
export function exampleUrl(operation: ReferenceOperation, baseUrl: string): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === "path" && p.name === name);
    return parameter?.example ? encodeURIComponent(parameter.example) : whole;
  });
  return `${baseUrl}${path}`;
}

/** The form fields a sample of an OAuth endpoint sends: the first variant's required fields, with placeholders. */
function formFields(operation: ReferenceOperation, document: OpenApiDocument): [string, string][] {
  if (!operation.requestBody) return [];
  let schema = resolveSchema(operation.requestBody.schema, document);
  if (schema.oneOf?.length) schema = resolveSchema(schema.oneOf[0], document);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => required.has(name) || name === "token")
    .map(([name, field]) => {
      const value = exampleOf(field, document);
      return [name, typeof value === "string" && value !== "string" ? value : `$${name.toUpperCase()}`];
    });
}

export interface CodeSamples {
  curl: string;
  fetch: string;
  python: string;
}

/** The operation's call in curl, JavaScript's fetch and Python's requests, at `baseUrl` (the API's origin). */
export function codeSamples(operation: ReferenceOperation, document: OpenApiDocument, baseUrl: string): CodeSamples {
  const url = exampleUrl(operation, baseUrl);
  if (operation.clientAuthentication) {
    const fields = formFields(operation, document);
    const curlFields = fields.map(([name, value]) => `  -d ${name}=${value.startsWith("$") ? `"${value}"` : value}`).join(" \\\n");
    const jsFields = fields.map(
      ([name, value]) => `    ${name}: ${value.startsWith("$") ? `process.env.${value.slice(1)}` : JSON.stringify(value)},`,
    );
    const pyFields = fields.map(
      ([name, value]) => `        "${name}": ${value.startsWith("$") ? `os.environ["${value.slice(1)}"]` : JSON.stringify(value)},`,
    );
    return {
      curl: `curl -X ${operation.method} ${url} \\\n  -u "$CLIENT_ID:$CLIENT_SECRET" \\\n${curlFields}`,
      fetch: [
        `const response = await fetch("${url}", {`,
        `  method: "${operation.method}",`,
        `  headers: { Authorization: "Basic " + btoa(\`\${process.env.CLIENT_ID}:\${process.env.CLIENT_SECRET}\`) },`,
        `  body: new URLSearchParams({`,
        ...jsFields,
        `  }),`,
        `});`,
        `console.log(response.status, await response.json());`,
      ].join("\n"),
      python: [
        `import os`,
        `import requests`,
        ``,
        `response = requests.post(`,
        `    "${url}",`,
        `    auth=(os.environ["CLIENT_ID"], os.environ["CLIENT_SECRET"]),`,
        `    data={`,
        ...pyFields,
        `    },`,
        `)`,
        `print(response.status_code, response.json())`,
      ].join("\n"),
    };
  }
  return {
    curl: `curl ${url} \\\n  -H "Authorization: Bearer $TOKEN"`,
    fetch: [
      `const response = await fetch("${url}", {`,
      `  headers: { Authorization: \`Bearer \${process.env.TOKEN}\` },`,
      `});`,
      `console.log(response.status, await response.json());`,
    ].join("\n"),
    python: [
      `import os`,
      `import requests`,
      ``,
      `response = requests.get(`,
      `    "${url}",`,
      `    headers={"Authorization": f"Bearer {os.environ['TOKEN']}"},`,
      `)`,
      `print(response.status_code, response.json())`,
    ].join("\n"),
  };
}

/** What a try-it form asks for: the path and query parameters, path ids filled in. */
export interface TryItOperation {
  method: string;
  path: string;
  parameters: {
    name: string;
    in: "path" | "query";
    required: boolean;
    example: string | null;
    description: string;
    choices: string[] | null;
  }[];
}

export function tryItOperation(operation: ReferenceOperation, document: OpenApiDocument): TryItOperation {
  return {
    method: operation.method,
    path: operation.path,
    parameters: operation.parameters
      .filter((p): p is ReferenceParameter & { in: "path" | "query" } => p.in === "path" || p.in === "query")
      .map((p) => {
        const target = resolveSchema(p.schema, document);
        return {
          name: p.name,
          in: p.in,
          required: p.required,
          example: p.in === "path" ? p.example : null,
          description: p.description,
          choices: target.enum ? target.enum.map(String) : null,
        };
      }),
  };
}
