import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Time } from "@/components/ui/time";
import { ScopeList, TokenStatusBadge } from "@/components/portal/badges";
import { TokenActions } from "@/components/portal/token-actions";
import { requireManager } from "@/lib/actions/session";
import { services } from "@/lib/services";
import { MAX_ACTIVE_PERSONAL_TOKENS, expiresSoon, expiryLabel, lifetimeDays, listPersonalTokens } from "@/lib/auth/personal-tokens";

export const metadata: Metadata = { title: "Personal tokens" };

export default async function TokensPage() {
  const manager = await requireManager("/portal/tokens");
  const now = new Date();
  const rows = await listPersonalTokens(services().db, manager.id, now);
  const active = rows.filter((t) => t.status === "active").length;

  return (
    <>
      <PageHeader
        title="Personal tokens"
        description={
          <>
            Tokens for your own scripts. Each acts as you, with the scopes you chose, until it expires or you revoke it. Tools that other
            managers use must be registered applications instead.
          </>
        }
        actions={<ButtonLink href="/portal/tokens/new">New token</ButtonLink>}
      />
      <p className="mb-4 text-sm text-slate-600">
        <strong className="text-ink">
          {active} of {MAX_ACTIVE_PERSONAL_TOKENS}
        </strong>{" "}
        active tokens in use. Regenerate gives a token a new value with the same name and scopes.
      </p>
      {rows.length === 0 ? (
        <EmptyState title="No personal tokens yet" action={<ButtonLink href="/portal/tokens/new">Create your first token</ButtonLink>}>
          A personal token lets a script of yours call the API as you: send it as <code>Authorization: Bearer gmpat_…</code>.
        </EmptyState>
      ) : (
        // A list of cards rather than a table, so every action stays in reach on a phone.
        <ul aria-label="Your personal tokens" className="space-y-3">
          {rows.map((token) => (
            <li key={token.id} data-token={token.name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_13rem] lg:items-start">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="break-words font-medium text-ink">{token.name}</span>
                    <TokenStatusBadge status={token.status} />
                  </p>
                  <p className="font-mono text-xs text-slate-600">{token.hint}</p>
                  {token.status === "active" && (
                    <p className={`text-sm ${expiresSoon(token, now) ? "font-medium text-amber-800" : "text-slate-600"}`}>
                      {expiryLabel(token, now)}
                    </p>
                  )}
                </div>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  <Fact term="Scopes">
                    <ScopeList scopes={token.scopes} />
                  </Fact>
                  <Fact term="Created">
                    <Time date={token.createdAt} withTime={false} />
                  </Fact>
                  <Fact term={token.status === "expired" ? "Expired" : "Expires"}>
                    <Time date={token.expiresAt} withTime={false} />
                  </Fact>
                  <Fact term="Last used">
                    <Time date={token.lastUsedAt} fallback="Never" />
                  </Fact>
                </dl>
                <TokenActions
                  id={token.id}
                  name={token.name}
                  status={token.status}
                  days={lifetimeDays(token)}
                  className="sm:col-span-2 lg:col-span-1"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </>
  );
}
