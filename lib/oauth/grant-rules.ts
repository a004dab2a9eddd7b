import type { RawBuilder } from "kysely";
import { sql } from "@/lib/sql";
import type { OAuthError } from "@/lib/oauth/errors";

/**
 * A grant's rules as one ordered table, as node-oidc-provider's
 * `lib/actions/grants/refresh_token.js` lists its checks: each rule has a name, the SQL
 * predicate that decides it over the grant statement's row, and the refusal a request that
 * breaks it is told. The statement reports every rule as a column of that name and grants only
 * when all hold (`everyRuleHolds`); a refused request is told the refusal of the first rule its
 * row breaks, in the table's order (`firstRefusal`). So each rule is decided once, in SQL, and
 * named once, here.
 */
export interface GrantRule<Facts, Name extends string = string> {
  /** The column the statement reports it as (unique among the statement's columns). */
  readonly name: Name;
  /** Whether it holds, over the tables of the statement's lookup; a null counts as broken. */
  readonly holds: RawBuilder<boolean>;
  /** What a request that breaks it first is told; may act before (a reused code revokes what it issued). */
  readonly refusal: (facts: Facts) => OAuthError | Promise<OAuthError>;
}

/** Each rule's verdict, by name, as the statement answers it. */
export type Verdicts<Rules extends readonly GrantRule<never>[]> = { [K in Rules[number]["name"]]: boolean };

export function grantRule<Facts = unknown, Name extends string = string>(
  name: Name,
  holds: RawBuilder<boolean>,
  refusal: (facts: Facts) => OAuthError | Promise<OAuthError>,
): GrantRule<Facts, Name> {
  return { name, holds, refusal };
}

/** The rules as columns of the statement's lookup, each true or false (never null). */
export function verdictColumns(rules: readonly GrantRule<never>[]): RawBuilder<unknown> {
  return sql.join(rules.map((rule) => sql`COALESCE(${rule.holds}, false) AS ${sql.ref(rule.name)}`));
}

/** Every rule holds for the row `alias` that carries `verdictColumns`: the condition to grant. */
export function everyRuleHolds(rules: readonly GrantRule<never>[], alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    rules.map((rule) => sql.ref(`${alias}.${rule.name}`)),
    sql` AND `,
  )})`;
}

/** The verdict columns of the row `alias`, for the statement's answer. */
export function verdictsOf(rules: readonly GrantRule<never>[], alias: string): RawBuilder<unknown> {
  return sql.join(rules.map((rule) => sql.ref(`${alias}.${rule.name}`)));
}

/** The refusal of the first rule the verdicts break, in the table's order; null when every rule holds. */
export async function firstRefusal<Facts, Rules extends readonly GrantRule<Facts>[]>(
  rules: Rules,
  verdicts: Verdicts<Rules>,
  facts: Facts,
): Promise<OAuthError | null> {
  for (const rule of rules) if (!(verdicts as Record<string, boolean>)[rule.name]) return rule.refusal(facts);
  return null;
}

/** The error a check throws, as a refusal (the checks that word a parameter's fault themselves). */
export function thrownBy(check: () => unknown, otherwise: () => OAuthError): OAuthError {
  try {
    check();
  } catch (error) {
    return error as OAuthError;
  }
  return otherwise();
}
