import type { Metadata } from "next";
import { Guide } from "@/components/docs/guide";
import { C, DocLink, List, Note, P, Table } from "@/components/docs/prose";
import { capitaliseScope, SCOPE_DESCRIPTIONS, SCOPES, type Scope } from "@/lib/auth/scopes";
import { LEADING_BIDS_SHOWN } from "@/lib/game/privacy";
import { documentedOperations, type DocumentedOperation } from "@/lib/docs/document";
import { guidePage } from "@/lib/docs/nav";

const page = guidePage("scopes");
export const metadata: Metadata = { title: page.title, description: page.summary };

const OWNER_ONLY: Record<NonNullable<DocumentedOperation["ownerOnly"]>, string> = {
  club: "Your own clubs only (403 otherwise)",
  player: "Your own clubs' players only (403 otherwise)",
  nationalTeam: "National teams you coach only (403 otherwise)",
};

function EndpointTable({ scope, operations }: { scope: Scope; operations: DocumentedOperation[] }) {
  return (
    <Table
      caption={`Endpoints that need the ${scope} scope`}
      head={["Endpoint", "Returns", "Other clubs"]}
      rows={operations.map((op) => [
        <C key="p">
          {op.method} {op.path}
        </C>,
        op.summary,
        op.ownerOnly ? OWNER_ONLY[op.ownerOnly] : op.breadthCounted ? "Counts toward breadth" : "—",
      ])}
    />
  );
}

export default async function ScopesGuidePage() {
  const operations = documentedOperations();
  const byScope = (scope: Scope) => operations.filter((op) => op.scope === scope);

  return (
    <Guide
      slug={page.slug}
      lead={
        <p>
          A token carries scopes that the manager chose. Each endpoint needs one scope, and privacy rules decide what an answer shows even
          when the scope is there: another club&apos;s player never shows skills except in an open auction.
        </p>
      }
      sections={[
        {
          id: "scopes",
          title: "The five scopes",
          content: (
            <>
              <P>
                In a sign-in request and a personal token, scopes are lower-case and space-separated (<C>public team</C>). The <C>/me</C>{" "}
                answer lists the token&apos;s scopes capitalised (<C>Public</C>, <C>Team</C>). A call without the scope answers 403{" "}
                <C>insufficient_scope</C>, naming the scope it needs.
              </P>
              <Table
                caption="Scopes"
                head={["Scope", "In /me", "What it unlocks", "Endpoints"]}
                rows={SCOPES.map((scope) => [
                  <a key="s" href={`#scope-${scope}`} className="font-mono text-brand-700 underline">
                    {scope}
                  </a>,
                  <C key="c">{capitaliseScope(scope)}</C>,
                  SCOPE_DESCRIPTIONS[scope],
                  String(byScope(scope).length),
                ])}
              />
            </>
          ),
        },
        ...SCOPES.map((scope) => ({
          id: `scope-${scope}`,
          title: `Scope ${scope}`,
          content: (
            <>
              <P>{SCOPE_DESCRIPTIONS[scope]}</P>
              <EndpointTable scope={scope} operations={byScope(scope)} />
            </>
          ),
        })),
        {
          id: "skills",
          title: "When skills are visible",
          content: (
            <>
              <P>
                A player&apos;s <C>skills</C> object (every skill as <C>{`{level, change}`}</C>) is present only in these cases; everywhere
                else it is <C>null</C>:
              </P>
              <Table
                caption="Who sees skills"
                head={["Whose player", "Scope needed", "Where"]}
                rows={[
                  [
                    "Your own club's players",
                    <C key="t">team</C>,
                    <>
                      Rosters, <C key="p">/players/{"{playerId}"}</C>
                    </>,
                  ],
                  [
                    "The squad of a national team you coach",
                    <C key="n">national</C>,
                    <>
                      <C key="r">/national-teams/{"{teamId}"}/roster</C>, <C key="p">/players/{"{playerId}"}</C>
                    </>,
                  ],
                  [
                    "Another club's player in an open auction",
                    <C key="m">market</C>,
                    <>
                      <C key="a">/market/players/{"{playerId}"}/auction</C> only, while <C key="o">isOpen</C> is true
                    </>,
                  ],
                ]}
              />
              <Note title="Auction skills expire" tone="warning">
                An open auction shows the player&apos;s skills with <C>skillsVisibleUntil</C>, the auction&apos;s end. Do not keep them past
                that time. Once the auction closes, <C>skills</C> is null again. Each reveal of another club&apos;s player counts toward the
                daily <DocLink href="/docs/guides/limits#breadth">breadth limit</DocLink>. The transfer-list search never shows skills and
                has no skill filters or ordering.
              </Note>
              <P>
                A transfer-listed player of another club has <C>skills: null</C> on <C>/players/{"{playerId}"}</C> and in rosters, with any
                scope.
              </P>
            </>
          ),
        },
        {
          id: "supporters",
          title: "Supporters see more history",
          content: (
            <>
              <P>
                Managers with supporter status (<C>isSupporter</C> in <C>/me</C>) see what the game shows them. The API follows the manager
                the token stands for, not the tool:
              </P>
              <Table
                caption="Supporter differences"
                head={["Data", "Supporter", "Not a supporter"]}
                rows={[
                  [
                    <C key="t">/teams/{"{teamId}"}/training/history</C>,
                    "Every session, paged",
                    <>
                      Only the latest session; <C key="l">limitedToLatest</C> is true and <C key="h">paging.hasMore</C> false
                    </>,
                  ],
                  [<C key="p">/players/{"{playerId}"}/training</C>, "Every week at the current club", "The latest week only"],
                  [
                    <C key="n">/national-teams/{"{teamId}"}/training/history</C>,
                    "Every week",
                    <>
                      The latest week only (<C key="l">limitedToLatest</C>)
                    </>,
                  ],
                  [
                    <C key="a">/market/players/{"{playerId}"}/auction</C>,
                    "Every bid",
                    <>
                      The {LEADING_BIDS_SHOWN} leading bids; <C key="h">hasMoreBids</C> says whether more exist
                    </>,
                  ],
                ]}
              />
            </>
          ),
        },
        {
          id: "choosing",
          title: "Choosing scopes",
          content: (
            <List>
              <li>Ask for the least your tool needs; managers see every scope on the consent page and reviewers check it.</li>
              <li>
                <C>public</C> is enough for schedules, box scores, standings and the world lists. Add <C>team</C> for your own players&apos;
                skills and training, <C>economy</C> for finances, <C>market</C> for the transfer list.
              </li>
              <li>To add a scope later, send the manager through sign-in again asking for it; a refresh can only narrow scopes.</li>
            </List>
          ),
        },
      ]}
    />
  );
}
