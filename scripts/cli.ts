/**
 * The operator command line: `npm run cli -- <command> …`. Run with no arguments for help.
 * It uses DATABASE_URL, the running service's embedded database, or starts the embedded one.
 * The created credential is printed alone on the last line (scripts read it from there).
 */
import { parseArgs } from "node:util";
import { loadConfig } from "@/lib/config";
import type { Database } from "@/lib/db";
import { createServices } from "@/lib/services/create-services";
import { openDatabase } from "@/lib/database-setup";
import { prepareDatabase } from "@/lib/world/prepare-database";
import { AppError } from "@/lib/errors";
import { isScope, SCOPES } from "@/lib/auth/scopes";
import { createPersonalToken, PersonalTokenInputSchema } from "@/lib/auth/personal-tokens";
import { listManagerTeams } from "@/lib/game/manager-teams";
import { ApplicationInputSchema, APPLICATION_KINDS } from "@/lib/applications/schemas";
import { registerApplication } from "@/lib/applications/register-application";
import { approveApplicationAsOperator } from "@/lib/applications/review-application";
import { classifyRedirectUri } from "@/lib/auth/redirect-uris";

const HELP = `Usage: npm run cli -- <command> [options]

Commands:
  token create --user <username> --scopes <s1,s2,…> [--days <1-365>] [--name <name>]
      Create a personal token (gmpat_…) for a manager. Scopes: ${SCOPES.join(", ")}.
      Lifetime defaults to 30 days. The token is printed alone on the last line.
  teams --user <username>
      Print the manager's clubs and national teams as JSON.
  app create --owner <username> --name <name> --kind Confidential|Public
             --redirect-uri <uri> [--redirect-uri <uri> …] [--description <text>] [--website <url>] [--privacy-policy-url <url>]
      Register an application (in development) for a manager, with the portal's validation.
      Prints {"clientId","clientSecret"} as JSON on the last line (no clientSecret for Public);
      the secret is shown only this once.
  app approve --client-id <gmc_…>
      Approve an application as an operator (recorded on its owner's log).
`;

class UsageError extends Error {}

async function findManager(db: Database, username: string) {
  const manager = await db.prisma.manager.findUnique({ where: { username }, select: { id: true } });
  if (!manager) throw new UsageError(`No manager is named "${username}".`);
  return manager;
}

function requireOption(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== "string" || value.trim() === "") throw new UsageError(`--${name} is required.`);
  return value.trim();
}

async function tokenCreate(db: Database, args: string[]) {
  const { values } = parseArgs({
    args,
    options: { user: { type: "string" }, scopes: { type: "string" }, days: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  const username = requireOption(values, "user");
  const scopes = requireOption(values, "scopes")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = scopes.filter((s) => !isScope(s));
  if (unknown.length) throw new UsageError(`Unknown scope(s): ${unknown.join(", ")}. Scopes are ${SCOPES.join(", ")} (lower-case).`);
  const input = PersonalTokenInputSchema.safeParse({
    // Active tokens need distinct names: the default one names the moment it was made.
    name: values.name ?? `cli ${new Date().toISOString()}`,
    scopes,
    days: values.days ?? "30",
  });
  if (!input.success) throw new UsageError(input.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join("\n"));
  const manager = await findManager(db, username);
  const token = await createPersonalToken(db, manager.id, input.data, new Date(), "operator");
  console.log(`Created a personal token for ${username} (scopes ${token.scopes.join(",")}, expires ${token.expiresAt.toISOString()}).`);
  console.log("It is shown only this once; only its SHA-256 hash is stored.");
  console.log(token.value);
}

async function teams(db: Database, args: string[]) {
  const { values } = parseArgs({ args, options: { user: { type: "string" } }, strict: true });
  const manager = await findManager(db, requireOption(values, "user"));
  console.log(JSON.stringify(await listManagerTeams(db, manager.id), null, 2));
}

// Where a schema field is set on the command line, for messages.
const APP_OPTION_OF_FIELD: Record<string, string> = {
  name: "--name",
  description: "--description",
  website: "--website",
  privacyPolicyUrl: "--privacy-policy-url",
  kind: "--kind",
  redirectUris: "--redirect-uri",
};

/** Without --website: the origin of the first https or loopback redirect URI, else http://localhost. */
function defaultWebsite(redirectUris: string[]): string {
  for (const uri of redirectUris) {
    const classification = classifyRedirectUri(uri.trim());
    if ("kind" in classification && classification.kind !== "private-use") return new URL(uri.trim()).origin;
  }
  return "http://localhost";
}

async function appCreate(db: Database, args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      owner: { type: "string" },
      name: { type: "string" },
      kind: { type: "string" },
      "redirect-uri": { type: "string", multiple: true },
      description: { type: "string" },
      website: { type: "string" },
      "privacy-policy-url": { type: "string" },
    },
    strict: true,
  });
  const owner = requireOption(values, "owner");
  const name = requireOption(values, "name");
  const kind = requireOption(values, "kind");
  if (!(APPLICATION_KINDS as readonly string[]).includes(kind)) throw new UsageError(`--kind must be ${APPLICATION_KINDS.join(" or ")}.`);
  const redirectUris = values["redirect-uri"] ?? [];
  if (redirectUris.length === 0) throw new UsageError("--redirect-uri is required (repeat it for up to 5 URIs).");
  const input = ApplicationInputSchema.safeParse({
    name,
    kind,
    redirectUris,
    description: values.description ?? `${name}, registered by an operator for ${owner}.`,
    website: values.website ?? defaultWebsite(redirectUris),
    privacyPolicyUrl: values["privacy-policy-url"],
  });
  if (!input.success) {
    const lines = input.error.issues.map((issue) => {
      const [field, index] = issue.path;
      const option = APP_OPTION_OF_FIELD[String(field)] ?? `--${String(field)}`;
      return typeof index === "number"
        ? `${option} #${index + 1} (${redirectUris[index]}): ${issue.message}`
        : `${option}: ${issue.message}`;
    });
    throw new UsageError(lines.join("\n"));
  }
  const manager = await findManager(db, owner);
  const registered = await registerApplication(db, manager.id, input.data);
  console.log(`Registered ${input.data.kind} application "${input.data.name}" for ${owner}; it is in development until approved.`);
  if (registered.clientSecret) console.log("The client secret is shown only this once; only its SHA-256 hash is stored.");
  const output = registered.clientSecret
    ? { clientId: registered.clientId, clientSecret: registered.clientSecret }
    : { clientId: registered.clientId };
  console.log(JSON.stringify(output));
}

async function appApprove(db: Database, args: string[]) {
  const { values } = parseArgs({ args, options: { "client-id": { type: "string" } }, strict: true });
  const clientId = requireOption(values, "client-id");
  if (!clientId.startsWith("gmc_")) throw new UsageError("--client-id must be a client id (gmc_…).");
  const application = await db.prisma.application.findUnique({ where: { clientId }, select: { id: true } });
  if (!application) throw new UsageError(`No application has the client id ${clientId}.`);
  const approved = await approveApplicationAsOperator(db, clientId);
  console.log(`Approved "${approved.name}": any manager may now sign in to it, on the full quota.`);
}

async function main(argv: string[]) {
  const handlers: Record<string, (db: Database, args: string[]) => Promise<void>> = {
    "token create": tokenCreate,
    teams,
    "app create": appCreate,
    "app approve": appApprove,
  };
  const [command, ...afterCommand] = argv;
  // Commands are one word (`teams`) or a noun and a verb (`token create`).
  const twoWords = `${command} ${afterCommand[0]}`;
  const [handler, args] = handlers[twoWords] ? [handlers[twoWords], afterCommand.slice(1)] : [handlers[command], afterCommand];
  if (!command || command === "help" || command === "--help") {
    console.log(HELP);
    return 0;
  }
  if (!handler) throw new UsageError(`Unknown command "${argv.join(" ")}".\n\n${HELP}`);

  const config = loadConfig();
  const database = await openDatabase((m) => console.error(m));
  try {
    await prepareDatabase(database.url, config, (m) => console.error(m));
    // The operator's commands write through the same services as the server (no quota, no log).
    const services = createServices({
      config,
      databaseUrl: database.url,
      pool: { max: 2 },
      principals: false,
      quota: false,
      requestLog: false,
      world: false,
    });
    try {
      await handler(services.db, args);
    } finally {
      await services.close();
    }
  } finally {
    await database.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof UsageError || error instanceof AppError || (error as { code?: string })?.code?.startsWith?.("ERR_PARSE_ARGS")) {
      console.error(`Error: ${(error as Error).message}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
