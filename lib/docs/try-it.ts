/*
 * The reference's "Test Request", made to work on first use: path ids taken from the signed-in
 * manager's own world instead of the document's examples (which exist in no world). Pure, with
 * no server imports: the reference page renders the served document through it, so the
 * samples, the examples and Test Request's form start from those ids.
 */

/** Where the token every Test Request sends came from: made on the page in one click, or pasted. */
export interface TryItCredential {
  value: string;
  source: "made" | "pasted";
  expiresAt?: Date;
  scopes?: string[];
}

/** The signed-in manager's ids, as lib/game/try-it.ts reads them (null where the world has none). */
export interface TryItIdSet {
  clubId: string | null;
  nationalTeamId: string | null;
  playerId: string | null;
  matchId: string | null;
  competitionId: string | null;
  countryId: string | null;
  auctionPlayerId: string | null;
}

type IdKey = keyof TryItIdSet;

/**
 * Which id a path parameter takes, by the path's first segments after `/v1` and the
 * parameter's name; the first rule that matches wins (the auction before any player).
 */
const RULES: readonly { prefix: string; name: string; id: IdKey }[] = [
  { prefix: "/market/players/", name: "playerId", id: "auctionPlayerId" },
  { prefix: "/national-teams/", name: "teamId", id: "nationalTeamId" },
  { prefix: "/teams/", name: "teamId", id: "clubId" },
  { prefix: "/players/", name: "playerId", id: "playerId" },
  { prefix: "/matches/", name: "matchId", id: "matchId" },
  { prefix: "/competitions/", name: "competitionId", id: "competitionId" },
  { prefix: "/countries/", name: "countryId", id: "countryId" },
];

/** The id a path parameter of `path` (with or without the `/v1` mount) is filled with, or null. */
export function tryItIdFor(path: string, parameter: string, ids: TryItIdSet): string | null {
  const local = path.startsWith("/v1/") ? path.slice(3) : path;
  const rule = RULES.find((r) => local.startsWith(r.prefix) && r.name === parameter);
  return rule ? ids[rule.id] : null;
}

interface Parameter {
  name?: unknown;
  in?: unknown;
  example?: unknown;
  examples?: unknown;
  schema?: Record<string, unknown>;
}

type Document = { paths?: Record<string, Record<string, unknown>> };

/**
 * A copy of the document whose path parameters show the manager's ids as their examples
 * (which the reference's samples and Test Request fill in), and the path parameters it could not fill.
 * The document itself is left as it is.
 */
export function personaliseDocument<D extends Document>(document: D, ids: TryItIdSet): { document: D; unfilled: string[] } {
  const copy = structuredClone(document);
  const unfilled: string[] = [];
  for (const [path, item] of Object.entries(copy.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const parameters = (operation as { parameters?: Parameter[] } | null)?.parameters;
      if (!Array.isArray(parameters)) continue;
      for (const parameter of parameters) {
        if (parameter.in !== "path" || typeof parameter.name !== "string") continue;
        const id = tryItIdFor(path, parameter.name, ids);
        if (!id) {
          unfilled.push(`${path} {${parameter.name}}`);
          continue;
        }
        parameter.example = id;
        delete parameter.examples;
        if (parameter.schema) parameter.schema = { ...parameter.schema, example: id };
      }
    }
  }
  return { document: copy, unfilled };
}
