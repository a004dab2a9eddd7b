/**
 * The operator command line: `npm run cli -- <command> …`. Run with no arguments for help.
 * It uses DATABASE_URL, the running service's embedded database, or starts the embedded one.
 * The created credential is printed alone on the last line (scripts read it from there).
 */
import { parseArgs } from "node:util";
import { loadConfig } from "@/lib/config";
import { createDb, type Db } from "@/lib/db";
import { openDatabase, prepareDatabase } from "@/lib/database-setup";
import { AppError } from "@/lib/errors";
import { isScope, SCOPES } from "@/lib/auth/scopes";
import { createPersonalToken, PersonalTokenInputSchema } from "@/lib/auth/personal-tokens";
import { listManagerTeams } from "@/lib/game/manager-teams";

const HELP = `Usage: npm run cli -- <command> [options]

Commands:
  token create --user <username> --scopes <s1,s2,…> [--days <1-365>] [--name <name>]
      Create a personal token (gmpat_…) for a manager. Scopes: ${SCOPES.join(", ")}.
      Lifetime defaults to 30 days. The token is printed alone on the last line.
  teams --user <username>
      Print the manager's clubs and national teams as JSON.
`;

class UsageError extends Error {}

async function findManager(db: Db, username: string) {
  const manager = await db.manager.findUnique({ where: { username }, select: { id: true } });
  if (!manager) throw new UsageError(`No manager is named "${username}".`);
  return manager;
}

function requireOption(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== "string" || value.trim() === "") throw new UsageError(`--${name} is required.`);
  return value.trim();
}

async function tokenCreate(db: Db, args: string[]) {
  const { values } = parseArgs({
    args,
    options: { user: { type: "string" }, scopes: { type: "string" }, days: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  const username = requireOption(values, "user");
  const scopes = requireOption(values, "scopes").split(",").map((s) => s.trim()).filter(Boolean);
  const unknown = scopes.filter((s) => !isScope(s));
  if (unknown.length) throw new UsageError(`Unknown scope(s): ${unknown.join(", ")}. Scopes are ${SCOPES.join(", ")} (lower-case).`);
  const input = PersonalTokenInputSchema.safeParse({
    name: values.name ?? `cli ${new Date().toISOString().slice(0, 10)}`,
    scopes,
    days: values.days ?? "30",
  });
  if (!input.success) throw new UsageError(input.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join("\n"));
  const manager = await findManager(db, username);
  const token = await createPersonalToken(db, manager.id, input.data);
  console.log(`Created a personal token for ${username} (scopes ${token.scopes.join(",")}, expires ${token.expiresAt.toISOString()}).`);
  console.log("It is shown only this once; only its SHA-256 hash is stored.");
  console.log(token.value);
}

async function teams(db: Db, args: string[]) {
  const { values } = parseArgs({ args, options: { user: { type: "string" } }, strict: true });
  const manager = await findManager(db, requireOption(values, "user"));
  console.log(JSON.stringify(await listManagerTeams(db, manager.id), null, 2));
}

async function main(argv: string[]) {
  const handlers: Record<string, (db: Db, args: string[]) => Promise<void>> = {
    "token create": tokenCreate,
    teams,
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
    const db = createDb(database.url, { max: 2 });
    try {
      await handler(db, args);
    } finally {
      await db.$disconnect();
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
