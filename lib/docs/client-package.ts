import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { API_VERSION } from "@/lib/api/openapi";

/**
 * The typed TypeScript client (clients/typescript) as an npm package the server offers for
 * download, so a tool installs it with `npm install <this server>/downloads/…tgz`: compiled to
 * JavaScript with its declarations, versioned with the OpenAPI document it is typed from
 * (`info.version`), depending on `openapi-fetch` as the client does here.
 */
export const CLIENT_PACKAGE_NAME = "manager-data-client";
export const CLIENT_PACKAGE_VERSION = API_VERSION;
export const CLIENT_PACKAGE_FILE = `${CLIENT_PACKAGE_NAME}-${CLIENT_PACKAGE_VERSION}.tgz`;
/** Where the server offers it. */
export const CLIENT_PACKAGE_PATH = `/downloads/${CLIENT_PACKAGE_FILE}`;

/**
 * The command that forwards an application's webhooks to the developer's machine, run from
 * nothing installed: npx fetches the package from this server. Credentials come from the
 * environment (MANAGER_DATA_URL, MANAGER_DATA_TOKEN), never the command line.
 */
export function listenCommand(baseUrl: string, application: string, forwardTo = "http://127.0.0.1:8080/webhooks"): string {
  return `npx --yes --package=${baseUrl}${CLIENT_PACKAGE_PATH} manager-data listen \\
  --application ${application} --forward-to ${forwardTo}`;
}

/**
 * The client's sources: index.ts (the client), schema.ts (the document's types) and cli.ts
 * (the `manager-data` command line, the package's `bin`).
 */
const SOURCES = ["index.ts", "schema.ts", "cli.ts"] as const;

/** The command line's compiled file: the package's `bin`, executable. */
const CLI_FILE = "cli.js";

/** Every file of the archive carries this time, as `npm pack` does: the same sources make the same bytes. */
const ARCHIVE_TIME = new Date("1985-10-26T08:15:00Z");

export interface ClientPackage {
  bytes: Buffer;
  /** A strong validator: the SHA-256 of the bytes. */
  etag: string;
}

function sourceDirectory() {
  return path.join(process.cwd(), "clients", "typescript");
}

function openapiFetchRange(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), "node_modules", "openapi-fetch", "package.json"), "utf8"));
  return `^${manifest.version as string}`;
}

const README = (version: string) => `# ${CLIENT_PACKAGE_NAME} ${version}

The Manager Data API's typed client: every path, parameter, answer and error envelope typed from
the API's OpenAPI document (version ${version}), over \`openapi-fetch\`.

\`\`\`ts
import { createManagerDataClient } from "${CLIENT_PACKAGE_NAME}";

const api = createManagerDataClient({ baseUrl: "https://…", token: process.env.TOKEN ?? "" });
const { data, error } = await api.GET("/v1/me");
\`\`\`

Give it a cache (\`cache: new Map()\`) and it revalidates what it holds with \`If-None-Match\`:
a 304 costs no quota. The guides and the API reference are on the server this came from.

## Forward webhooks to your laptop

In the folder you installed it in, the package's command line, \`manager-data\`, forwards your
application's webhook deliveries to a handler on your own machine, signed as the service signs
them, and reports each answer back to the application's delivery log:

\`\`\`sh
export MANAGER_DATA_URL=https://…            # the server this came from
export MANAGER_DATA_TOKEN=gmpat_…            # or MANAGER_DATA_CLIENT_ID and MANAGER_DATA_CLIENT_SECRET
npx manager-data listen --forward-to http://localhost:8080/webhooks
npx manager-data trigger match.finished --endpoint <the session id listen printed>
\`\`\`

\`listen\` prints the session's signing secret (\`whsec_…\`): verify the deliveries with it as you
would the endpoint's own. It reconnects by itself when the connection drops, forwards each
delivery once, in order, and closes the session on Ctrl-C. \`--events a,b\` narrows the event
types, \`--application <client id>\` picks one of several applications, \`--json\` prints one JSON
object a line. Credentials are read from the environment only, never from arguments.
\`manager-data --help\` says the rest.
`;

/**
 * Compiles the client to ES2022 modules and their declarations, in memory; any type error
 * fails. The client is compiled without Node.js's types (it runs in browsers too); the command
 * line, on its own, with them.
 */
async function compile(directory: string): Promise<Map<string, string>> {
  const files = await compileEntry(directory, "index.ts", []);
  for (const [name, text] of await compileEntry(directory, "cli.ts", ["node"])) files.set(name, text);
  return files;
}

async function compileEntry(directory: string, entry: string, types: string[]): Promise<Map<string, string>> {
  const ts = (await import("typescript")).default;
  const options: import("typescript").CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    declaration: true,
    strict: true,
    skipLibCheck: true,
    rootDir: directory,
    outDir: path.join(directory, "out"),
    newLine: ts.NewLineKind.LineFeed,
    types,
    typeRoots: [path.join(process.cwd(), "node_modules", "@types")],
  };
  const host = ts.createCompilerHost(options);
  const files = new Map<string, string>();
  host.writeFile = (name, text) => void files.set(path.relative(options.outDir!, name), text);
  const program = ts.createProgram([path.join(directory, entry)], options, host);
  const errors = ts.getPreEmitDiagnostics(program).filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    throw new Error(`The typed client does not compile (${entry}): ${ts.flattenDiagnosticMessageText(errors[0].messageText, "\n")}`);
  }
  program.emit();
  return files;
}

/** Builds the archive afresh from the client's sources (`clientPackage` keeps it). */
export function packClient(directory = sourceDirectory()): Promise<Buffer> {
  return pack(directory);
}

async function pack(directory: string): Promise<Buffer> {
  const compiled = await compile(directory);
  const manifest = {
    name: CLIENT_PACKAGE_NAME,
    version: CLIENT_PACKAGE_VERSION,
    description: "The Manager Data API's typed client, generated from its OpenAPI document, and its manager-data command line.",
    type: "module",
    main: "./index.js",
    types: "./index.d.ts",
    exports: { ".": { types: "./index.d.ts", default: "./index.js" }, "./cli": { types: "./cli.d.ts", default: `./${CLI_FILE}` } },
    bin: { "manager-data": `./${CLI_FILE}` },
    // The command line runs itself when it is the program; the client has no side effects.
    sideEffects: [`./${CLI_FILE}`],
    engines: { node: ">=18" },
    dependencies: { "openapi-fetch": openapiFetchRange() },
  };
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "client-package-"));
  try {
    const root = path.join(staging, "package");
    fs.mkdirSync(root);
    const files: Record<string, string> = {
      "package.json": `${JSON.stringify(manifest, null, 2)}\n`,
      "README.md": README(CLIENT_PACKAGE_VERSION),
      ...Object.fromEntries(compiled),
    };
    for (const [name, text] of Object.entries(files)) {
      fs.writeFileSync(path.join(root, name), text);
      // Whatever the process's umask: the archive's bytes depend on the sources alone.
      fs.chmodSync(path.join(root, name), name === CLI_FILE ? 0o755 : 0o644);
    }
    const tar = await import("tar");
    const names = Object.keys(files)
      .sort()
      .map((name) => `package/${name}`);
    const chunks: Buffer[] = [];
    const stream = tar.create({ gzip: { level: 9 }, cwd: staging, portable: true, mtime: ARCHIVE_TIME, noDirRecurse: true }, names);
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    return Buffer.concat(chunks);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

let cached: { sourceHash: string; built: Promise<ClientPackage> } | undefined;

/**
 * The package's archive, built on first use and kept while the client's sources are unchanged
 * (their hash is checked on every call, so an edited client is offered as it now is).
 */
export function clientPackage(): Promise<ClientPackage> {
  const directory = sourceDirectory();
  const hash = crypto.createHash("sha256");
  for (const name of SOURCES) hash.update(fs.readFileSync(path.join(directory, name)));
  const sourceHash = hash.digest("hex");
  if (cached?.sourceHash !== sourceHash) {
    const built = pack(directory).then((bytes) => ({ bytes, etag: `"${crypto.createHash("sha256").update(bytes).digest("base64url")}"` }));
    cached = { sourceHash, built };
    // A failed build is not kept: the next request tries again.
    built.catch(() => {
      if (cached?.built === built) cached = undefined;
    });
  }
  return cached.built;
}

const NOT_FOUND_HEADERS = { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" };

/**
 * GET /downloads/{file}: the package's archive under its versioned name, with a strong `ETag`
 * (an unchanged archive answers 304). Any other name is a 404 that names the one on offer.
 */
export async function clientPackageAnswer(request: Request, file: string): Promise<Response> {
  if (file !== CLIENT_PACKAGE_FILE) {
    return new Response(`Not found. The typed client is ${CLIENT_PACKAGE_PATH}.\n`, { status: 404, headers: NOT_FOUND_HEADERS });
  }
  const { bytes, etag } = await clientPackage();
  const headers = {
    ETag: etag,
    // Revalidated at each use: the same version is rebuilt when the server's client changes.
    "Cache-Control": "public, no-cache",
    "X-Content-Type-Options": "nosniff",
  };
  const sent = request.headers.get("If-None-Match");
  if (sent && sent.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...headers,
      "Content-Type": "application/gzip",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${CLIENT_PACKAGE_FILE}"`,
    },
  });
}
