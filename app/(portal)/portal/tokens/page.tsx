import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Table, TBody, THead, Td, Th } from "@/components/ui/table";
import { Time } from "@/components/ui/time";
import { ScopeList, TokenStatusBadge } from "@/components/portal/badges";
import { RevokeTokenButton } from "@/components/portal/revoke-token-button";
import { requireManager } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { MAX_ACTIVE_PERSONAL_TOKENS, listPersonalTokens } from "@/lib/auth/personal-tokens";

export const metadata: Metadata = { title: "Personal tokens" };

export default async function TokensPage() {
  const manager = await requireManager("/portal/tokens");
  const rows = await listPersonalTokens(db(), manager.id);
  const active = rows.filter((t) => t.status === "active").length;

  return (
    <>
      <PageHeader
        title="Personal tokens"
        description={
          <>
            Tokens for your own scripts. Each acts as you, with the scopes you chose, until it expires or you revoke it. Tools
            that other managers use must be registered applications instead.
          </>
        }
        actions={<ButtonLink href="/portal/tokens/new">New token</ButtonLink>}
      />
      <p className="mb-4 text-sm text-slate-600">
        <strong className="text-ink">
          {active} of {MAX_ACTIVE_PERSONAL_TOKENS}
        </strong>{" "}
        active tokens in use.
      </p>
      {rows.length === 0 ? (
        <EmptyState title="No personal tokens yet" action={<ButtonLink href="/portal/tokens/new">Create your first token</ButtonLink>}>
          A personal token lets a script of yours call the API as you: send it as <code>Authorization: Bearer gmpat_…</code>.
        </EmptyState>
      ) : (
        <Card>
          <Table caption="Your personal tokens">
            <THead>
              <tr>
                <Th>Name</Th>
                <Th>Scopes</Th>
                <Th>Created</Th>
                <Th>Expires</Th>
                <Th>Last used</Th>
                <Th>Status</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((token) => (
                <tr key={token.id}>
                  <Td>
                    <p className="font-medium text-ink">{token.name}</p>
                    <p className="font-mono text-xs text-slate-500">{token.hint}</p>
                  </Td>
                  <Td>
                    <ScopeList scopes={token.scopes} />
                  </Td>
                  <Td>
                    <Time date={token.createdAt} withTime={false} />
                  </Td>
                  <Td>
                    <Time date={token.expiresAt} withTime={false} />
                  </Td>
                  <Td>
                    <Time date={token.lastUsedAt} fallback="Never" />
                  </Td>
                  <Td>
                    <TokenStatusBadge status={token.status} />
                  </Td>
                  <Td className="text-right">
                    {token.status === "active" && <RevokeTokenButton id={token.id} name={token.name} />}
                  </Td>
                </tr>
              ))}
            </TBody>
          </Table>
        </Card>
      )}
    </>
  );
}
