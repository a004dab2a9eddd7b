import { z } from "zod";

/** The five scopes, lower-case as a sign-in request spells them, in the spec's order. */
export const SCOPES = ["public", "team", "national", "economy", "market"] as const;
export type Scope = (typeof SCOPES)[number];

export const ScopeSchema = z.enum(SCOPES);

/** What each scope reveals, in the words shown on consent and token pages. */
export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  public: "Your username and teams, and what the game shows everyone: clubs, rosters, schedules, matches, standings.",
  team: "Your own players' skills, and your clubs' training, staff and facilities.",
  national: "The skills of the national team you coach, and its squad's training.",
  economy: "Your clubs' weekly finances and payroll.",
  market: "The transfer list, and the skills of players in open auctions.",
};

/** `team` → `Team`: how `/me` spells scopes. */
export function capitaliseScope(scope: Scope): string {
  return scope[0].toUpperCase() + scope.slice(1);
}

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** Scopes in the canonical order, without duplicates. */
export function normaliseScopes(scopes: Iterable<Scope>): Scope[] {
  const set = new Set(scopes);
  return SCOPES.filter((s) => set.has(s));
}
