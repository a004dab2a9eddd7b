import { isScope, normaliseScopes, SCOPES, type Scope } from "@/lib/auth/scopes";
import { InvalidScope } from "@/lib/oauth/errors";

/**
 * The `scope` parameter (RFC 6749 §3.3): space-separated, case-sensitive, lower-case names.
 * Unknown names and an empty list are `invalid_scope`; order and repeats do not matter.
 */
export function parseScopeParameter(raw: string | undefined): Scope[] {
  if (raw === undefined) throw new InvalidScope(`scope is required: a space-separated list of ${SCOPES.join(", ")}.`);
  const names = raw.split(" ").filter((name) => name !== "");
  if (names.length === 0) throw new InvalidScope(`scope is empty: ask for at least one of ${SCOPES.join(", ")}.`);
  const unknown = names.filter((name) => !isScope(name));
  if (unknown.length > 0) {
    throw new InvalidScope(`Unknown scope ${unknown.map((s) => `"${s}"`).join(", ")}. Scopes are ${SCOPES.join(", ")} (lower-case).`);
  }
  return normaliseScopes(names as Scope[]);
}

/** Whether everything requested is already held. */
export function coversScopes(held: readonly string[], requested: readonly Scope[]): boolean {
  return requested.every((scope) => held.includes(scope));
}

/**
 * A refresh's optional `scope` (RFC 6749 §6): it may narrow the scopes of the presented
 * token, never widen them. Omitted, the new pair keeps the presented token's scopes.
 */
export function narrowScopes(held: readonly string[], raw: string | undefined): Scope[] {
  const current = normaliseScopes(held.filter(isScope));
  if (raw === undefined) return current;
  const requested = parseScopeParameter(raw);
  const extra = requested.filter((scope) => !current.includes(scope));
  if (extra.length > 0) {
    throw new InvalidScope(
      `The refresh token was not granted ${extra.map((s) => `"${s}"`).join(", ")}: a refresh can only narrow the scopes (${current.join(" ")}).`,
    );
  }
  return requested;
}
