import type { Metadata } from "next";
import { Guide } from "@/components/docs/guide";
import { C, DocLink, List, Note, P, Table } from "@/components/docs/prose";
import { guidePage } from "@/lib/docs/nav";

const page = guidePage("review");
export const metadata: Metadata = { title: page.title, description: page.summary };

export default function ReviewGuidePage() {
  return (
    <Guide
      slug={page.slug}
      lead={
        <p>
          A new application is in development: only you and the testers you name can sign in to it. When it is ready for other managers, ask
          staff to review it. Approval opens sign-in to every manager and moves its tokens to the full quota.
        </p>
      }
      sections={[
        {
          id: "development-mode",
          title: "Development mode",
          content: (
            <Table
              caption="Development and approved applications"
              head={["", "Development", "Approved"]}
              rows={[
                ["Who can sign in", "Only you, the owner", "Every manager"],
                [
                  "Quota",
                  <DocLink key="d" href="/docs/guides/limits#tiers">
                    Development tier
                  </DocLink>,
                  <DocLink key="f" href="/docs/guides/limits#tiers">
                    Full tier
                  </DocLink>,
                ],
                ["Everything else", "The same: every scope, refresh, revocation, the reference's Try it", "The same"],
              ]}
            />
          ),
        },
        {
          id: "what-staff-check",
          title: "What staff check",
          content: (
            <>
              <List>
                <li>
                  <strong>A real name and description.</strong> Managers read them on the consent page; they say what the tool does and who
                  runs it. No names that pose as the game itself.
                </li>
                <li>
                  <strong>A working website</strong> over https that describes the tool and how to reach you.
                </li>
                <li>
                  <strong>A privacy policy</strong> that says what the tool keeps of a manager&apos;s data and for how long (and, if you
                  have them, terms of use). Add their URLs and a logo on the application&apos;s page: managers see them on the consent page
                  with the approval date and how many managers use the tool.
                </li>
                <li>
                  <strong>Redirect URIs you own</strong>: your https domain, loopback for desktop tools, a private-use scheme after a domain
                  you own for mobile apps. No URIs of other people&apos;s sites.
                </li>
                <li>
                  <strong>The least scopes</strong> the tool needs, asked for at sign-in; a read-only statistics tool has no business with{" "}
                  <C>economy</C>.
                </li>
                <li>
                  <strong>No collection of personal tokens or passwords.</strong> A tool for other managers signs them in with OAuth; asking
                  them to paste a token is a reason to refuse.
                </li>
                <li>
                  <strong>The terms</strong>: the read-only, single-manager nature of the API is respected (no automation around bidding, no
                  sharing of skills past <C>skillsVisibleUntil</C>, no scraping of other clubs beyond the breadth limit).
                </li>
              </List>
              <Note title="Confidential or public?">
                Staff also check that the kind fits: a tool that ships to users&apos; machines is <C>Public</C>, because a secret in it
                would not stay secret.
              </Note>
            </>
          ),
        },
        {
          id: "request",
          title: "How to ask",
          content: (
            <>
              <List ordered>
                <li>
                  In the <DocLink href="/portal">developer portal</DocLink>, open the application.
                </li>
                <li>
                  Check the name, description, logo, website, privacy-policy and terms links and redirect URIs: staff see what you see.
                </li>
                <li>
                  Choose <strong>Request review</strong> and, if it helps, leave a note for staff (how to try the tool, why it needs each
                  scope).
                </li>
              </List>
              <P>
                The application shows its review as pending. You can keep developing meanwhile: everything keeps working for your own
                account.
              </P>
            </>
          ),
        },
        {
          id: "outcome",
          title: "Approval or rejection",
          content: (
            <List>
              <li>
                <strong>Approved</strong>: any manager can sign in, and its tokens use the full quota. Nothing changes in your code, but
                webhook endpoints on <C>http://</C> or a loopback address (<C>localhost</C>, <C>127.0.0.1</C>) stop: an approved application
                delivers only to <C>https://</C> addresses on the internet. Before you request a review, the application&apos;s page lists
                the endpoints that would stop, and each refused delivery is in the endpoint&apos;s log with its reason.
              </li>
              <li>
                <strong>Rejected</strong>: the application stays in development and the portal shows the staff&apos;s reason. Fix it and
                request a review again.
              </li>
              <li>
                <strong>Suspended</strong> (for abuse): the token endpoint answers <C>invalid_client</C> until staff lift the suspension.
              </li>
            </List>
          ),
        },
      ]}
    />
  );
}
