import { Badge, type BadgeTone } from "@/components/ui/badge";
import { APPLICATION_STATE_LABELS, type ApplicationState } from "@/lib/applications/application-state";
import type { PersonalTokenStatus } from "@/lib/auth/personal-tokens";
import type { ApiTeamKind } from "@/lib/game/manager-teams";

const TOKEN_TONES: Record<PersonalTokenStatus, BadgeTone> = { active: "green", expired: "neutral", revoked: "red" };

export function TokenStatusBadge({ status }: { status: PersonalTokenStatus }) {
  return <Badge tone={TOKEN_TONES[status]}>{status[0].toUpperCase() + status.slice(1)}</Badge>;
}

const STATE_TONES: Record<ApplicationState, BadgeTone> = {
  development: "neutral",
  pending_review: "amber",
  approved: "green",
  rejected: "red",
  suspended: "red",
};

export function ApplicationStateBadge({ state }: { state: ApplicationState }) {
  return <Badge tone={STATE_TONES[state]}>{APPLICATION_STATE_LABELS[state]}</Badge>;
}

const TEAM_KINDS: Record<ApiTeamKind, { label: string; tone: BadgeTone }> = {
  ManagedTeam: { label: "Club", tone: "brand" },
  BotTeam: { label: "Bot club", tone: "neutral" },
  NationalTeam: { label: "National team", tone: "blue" },
  JuniorNationalTeam: { label: "U21 national team", tone: "blue" },
};

export function TeamKindBadge({ kind }: { kind: ApiTeamKind }) {
  return <Badge tone={TEAM_KINDS[kind].tone}>{TEAM_KINDS[kind].label}</Badge>;
}

/** Scopes as the API names them, in small monospace chips. */
export function ScopeList({ scopes }: { scopes: readonly string[] }) {
  if (scopes.length === 0) return <span className="text-slate-500">none</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Scopes">
      {scopes.map((scope) => (
        <li key={scope} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
          {scope}
        </li>
      ))}
    </ul>
  );
}
