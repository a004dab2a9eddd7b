import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ApplicationStateBadge, ScopeList, TeamKindBadge } from "@/components/portal/badges";
import { requireManager } from "@/lib/actions/session";
import { EXPIRY_WARNING_DAYS, MAX_ACTIVE_PERSONAL_TOKENS, expiresSoon, expiryLabel, listPersonalTokens } from "@/lib/auth/personal-tokens";
import { listApplications } from "@/lib/applications";
import { listGrants } from "@/lib/auth/grants";
import { listManagerTeams } from "@/lib/game/manager-teams";
import { services } from "@/lib/services";
import { QuotaStrip } from "@/components/usage/quota-strip";
import { QuotaBanner } from "@/components/usage/quota-banner";
import { SignOutEverywhereButton } from "@/components/portal/sign-out-button";
import { loadQuotaStandings, personalTokenCallsToday } from "@/lib/quota/standing";
import { countOf } from "@/lib/text";

export const metadata: Metadata = { title: "Developer portal" };

const SHOWN = 5;

export default async function DashboardPage() {
  const manager = await requireManager("/portal");
  const now = new Date();
  const [teams, activeTokens, applications, grants, standings, callsToday] = await Promise.all([
    listManagerTeams(services().db, manager.id),
    listPersonalTokens(services().db, manager.id, now).then((tokens) => tokens.filter((t) => t.status === "active")),
    listApplications(services().db, manager.id),
    listGrants(services().db, manager.id),
    loadQuotaStandings(services().db, services().quota, manager, { now }),
    personalTokenCallsToday(services().db, manager.id, now),
  ]);
  const expiring = activeTokens.filter((token) => expiresSoon(token, now));

  return (
    <>
      <PageHeader
        title={`Welcome, ${manager.username}`}
        description="Your teams as the API sees them, and the credentials that act on your behalf."
      />
      <QuotaBanner standings={standings} now={now} className="mb-6" />
      {expiring.length > 0 && (
        <Alert
          tone="warning"
          className="mb-6"
          title={expiring.length === 1 ? "A personal token expires soon" : `${expiring.length} personal tokens expire soon`}
        >
          <p>Scripts that use them will get 401 once they expire. Regenerate one to get a new value with the same name and scopes.</p>
          <ul className="mt-2 space-y-1" aria-label={`Tokens that expire within ${EXPIRY_WARNING_DAYS} days`}>
            {expiring.map((token) => (
              <li key={token.id}>
                <strong>{token.name}</strong>: {expiryLabel(token, now).toLowerCase()}
              </li>
            ))}
          </ul>
          <p className="mt-2">
            <Link href="/portal/tokens" className="font-medium underline">
              Manage personal tokens
            </Link>
          </p>
        </Alert>
      )}
      <Card aria-labelledby="quota-heading" className="mb-6">
        <CardHeader
          id="quota-heading"
          title="Quota now"
          description="What is left of each limit and when it resets, per client."
          actions={<MoreLinkInline href="/portal/usage">Usage</MoreLinkInline>}
        />
        <CardBody className="space-y-3">
          {standings.map((standing) => (
            <QuotaStrip key={standing.applicationId ?? "personal"} standing={standing} now={now} />
          ))}
        </CardBody>
      </Card>
      <div className="grid gap-6 xl:grid-cols-2">
        <Card aria-labelledby="teams-heading">
          <CardHeader
            id="teams-heading"
            title="Your teams"
            description={
              <>
                What <code>/v1/me</code> lists: use these ids as <code>{"{teamId}"}</code>.
              </>
            }
          />
          <CardBody>
            {teams.length === 0 ? (
              <Quiet>You run no club or national team.</Quiet>
            ) : (
              <ul className="divide-y divide-slate-100">
                {teams.map((team) => (
                  <li key={team.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 first:pt-0 last:pb-0">
                    <div className="min-w-0">
                      <p className="font-medium text-ink">
                        {team.name} <span className="text-sm font-normal text-slate-500">({team.shortName})</span>
                      </p>
                      <p className="truncate font-mono text-xs text-slate-500">{team.id}</p>
                    </div>
                    <TeamKindBadge kind={team.kind} />
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>

        <Card aria-labelledby="tokens-heading">
          <CardHeader
            id="tokens-heading"
            title="Personal tokens"
            description={`${activeTokens.length} of ${MAX_ACTIVE_PERSONAL_TOKENS} active`}
            actions={
              <ButtonLink href="/portal/tokens/new" variant="secondary" size="sm">
                New token
              </ButtonLink>
            }
          />
          <CardBody>
            {activeTokens.length === 0 ? (
              <Quiet>No active tokens. Create one to call the API from your own scripts.</Quiet>
            ) : (
              <ul className="space-y-2 text-sm">
                {activeTokens.slice(0, SHOWN).map((token) => (
                  <li key={token.id} className="flex flex-wrap justify-between gap-2">
                    <span className="font-medium text-ink">{token.name}</span>
                    <span className={expiresSoon(token, now) ? "font-medium text-amber-800" : "text-slate-600"}>
                      <span data-testid="token-calls-today">{countOf(callsToday.get(token.id) ?? 0, "call")} today</span> ·{" "}
                      <time dateTime={token.expiresAt.toISOString()}>{expiryLabel(token, now).toLowerCase()}</time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <MoreLink href="/portal/tokens">Manage personal tokens</MoreLink>
          </CardBody>
        </Card>

        <Card aria-labelledby="applications-heading">
          <CardHeader
            id="applications-heading"
            title="Applications"
            description={`${applications.length} registered`}
            actions={
              <ButtonLink href="/portal/applications/new" variant="secondary" size="sm">
                Register
              </ButtonLink>
            }
          />
          <CardBody>
            {applications.length === 0 ? (
              <Quiet>Register an application to let other managers sign in to your tool.</Quiet>
            ) : (
              <ul className="space-y-2 text-sm">
                {applications.slice(0, SHOWN).map((app) => (
                  <li key={app.id} className="flex flex-wrap items-center justify-between gap-2">
                    <Link href={`/portal/applications/${app.id}`} className="font-medium text-brand-700 hover:underline">
                      {app.name}
                    </Link>
                    <ApplicationStateBadge state={app.state} />
                  </li>
                ))}
              </ul>
            )}
            <MoreLink href="/portal/applications">All applications</MoreLink>
          </CardBody>
        </Card>

        <Card aria-labelledby="grants-heading">
          <CardHeader id="grants-heading" title="Tools you allowed" description={`${grants.length} with access to your data`} />
          <CardBody>
            {grants.length === 0 ? (
              <Quiet>No tool can read your data. Tools you allow when signing in appear here.</Quiet>
            ) : (
              <ul className="space-y-2 text-sm">
                {grants.slice(0, SHOWN).map((grant) => (
                  <li key={grant.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-ink">{grant.application.name}</span>
                    <ScopeList scopes={grant.scopes} />
                  </li>
                ))}
              </ul>
            )}
            <MoreLink href="/portal/authorized">Review allowed tools</MoreLink>
          </CardBody>
        </Card>
      </div>
      <Card aria-labelledby="sessions-heading" className="mt-6">
        <CardHeader
          id="sessions-heading"
          title="Sessions"
          description="Signed in on another browser or device, or left a session open somewhere? End every portal session at once, this one included. Tokens and the tools you allowed are not affected."
          actions={<SignOutEverywhereButton />}
        />
      </Card>
    </>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-500">{children}</p>;
}

function MoreLinkInline({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-sm font-medium text-brand-700 hover:underline">
      {children} →
    </Link>
  );
}

function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="mt-4 text-sm">
      <Link href={href} className="font-medium text-brand-700 hover:underline">
        {children} →
      </Link>
    </p>
  );
}
