import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { PageHeader } from "@/components/ui/page-header";
import { Time } from "@/components/ui/time";
import { ApplicationStateBadge } from "@/components/portal/badges";
import { DeleteApplicationButton } from "@/components/portal/delete-application-button";
import { RequestReviewForm } from "@/components/portal/request-review-form";
import { RevokeApplicationTokensButton } from "@/components/portal/revoke-application-tokens-button";
import { RotateSecretButton } from "@/components/portal/rotate-secret-button";
import { LogoUpload } from "@/components/portal/logo-upload";
import { TestSignIn } from "@/components/portal/test-sign-in";
import { TestersCard } from "@/components/portal/testers-card";
import { DirectoryCard } from "@/components/portal/directory-card";
import { listTesters, MAX_TESTERS } from "@/lib/applications/testers";
import { countApplicationUsers, findLogoUrl, MAX_REDIRECT_URIS } from "@/lib/applications";
import { SCOPES, SCOPE_DESCRIPTIONS } from "@/lib/auth/scopes";
import { AUTHORIZE_PATH } from "@/lib/oauth/authorize";
import { testRedirectUri } from "@/lib/oauth/test-sign-in";
import { services } from "@/lib/services";
import { countOf } from "@/lib/text";
import { refusalAfterApproval } from "@/lib/webhooks/address";
import { listWebhookEndpoints } from "@/lib/webhooks/endpoints";
import { requireManager } from "@/lib/actions/session";
import type { OwnedApplication } from "@/lib/applications";
import { ownApplicationOr404 } from "./load-application";

export const metadata: Metadata = { title: "Application" };

export default async function ApplicationPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ saved?: string }>;
}) {
  const [{ id }, { saved }] = await Promise.all([params, searchParams]);
  const manager = await requireManager(`/portal/applications/${id}`);
  const app = await ownApplicationOr404(manager.id, id);
  const [users, logoUrl, endpoints, testers] = await Promise.all([
    countApplicationUsers(services().db, manager.id, app.id),
    findLogoUrl(services().db, app.id),
    listWebhookEndpoints(services().db, manager.id, app.id),
    listTesters(services().db, manager.id, app.id),
  ]);
  const disabledEndpoints = endpoints.filter((endpoint) => endpoint.disabled).length;
  const failingEndpoints = endpoints.filter((endpoint) => endpoint.failingSince && !endpoint.disabled).length;
  const stopping = endpoints.flatMap((endpoint) => {
    const reason = refusalAfterApproval(endpoint.url);
    return reason ? [{ id: endpoint.id, url: endpoint.url, reason }] : [];
  });

  return (
    <>
      <PageHeader
        back={{ href: "/portal/applications", label: "Applications" }}
        title={
          <span className="flex flex-wrap items-center gap-3">
            {app.name} <ApplicationStateBadge state={app.state} />
          </span>
        }
        description={app.description}
        actions={
          <ButtonLink href={`/portal/applications/${app.id}/edit`} variant="secondary">
            Edit details and redirect URIs
          </ButtonLink>
        }
      />
      {saved && (
        <Alert tone="success" className="mb-6">
          Your changes are saved.
        </Alert>
      )}
      <div className="space-y-6">
        <Card aria-labelledby="review-heading">
          <CardHeader
            id="review-heading"
            title="Review"
            description="Approval opens the application to every manager, on the full quota."
          />
          <CardBody>
            <ReviewStatus app={app} stopping={stopping} />
          </CardBody>
        </Card>

        <Card aria-labelledby="managers-heading">
          <CardHeader
            id="managers-heading"
            title="Managers"
            description="Who allowed it, and who is signed in to it now."
            actions={
              <span className="flex flex-wrap gap-x-4 gap-y-1">
                <Link href={`/portal/usage?applicationId=${app.id}`} className="text-sm font-medium text-brand-700 hover:underline">
                  Usage of this application →
                </Link>
                <Link href={`/portal/logs?applicationId=${app.id}`} className="text-sm font-medium text-brand-700 hover:underline">
                  Its request log →
                </Link>
              </span>
            }
          />
          <CardBody className="space-y-4">
            <p className="text-sm text-slate-700" data-testid="application-users">
              <strong className="text-ink">{countOf(users.managers, "manager")}</strong> {users.managers === 1 ? "allows" : "allow"} it;{" "}
              {countOf(users.signedIn, "manager")} {users.signedIn === 1 ? "holds" : "hold"} a live sign-in.
            </p>
            <RevokeApplicationTokensButton applicationId={app.id} name={app.name} />
          </CardBody>
        </Card>

        <Card aria-labelledby="credentials-heading">
          <CardHeader
            id="credentials-heading"
            title="Credentials"
            description="The client id goes in every sign-in link; it is not a secret."
          />
          <CardBody className="space-y-5">
            <div>
              <p className="text-sm font-medium text-slate-800">Client ID</p>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <code className="min-w-0 rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all">{app.clientId}</code>
                <CopyButton value={app.clientId} label="Copy client ID" />
              </div>
            </div>
            {app.kind === "Confidential" ? (
              <div className="space-y-3">
                <div>
                  <p className="text-sm font-medium text-slate-800">Client secret</p>
                  <p className="mt-1 text-sm text-slate-600">
                    <code className="font-mono">{app.clientSecretHint ?? "gmcs_…"}</code> ·{" "}
                    {app.secretRotatedAt ? (
                      <>
                        rotated <Time date={app.secretRotatedAt} />
                      </>
                    ) : (
                      <>
                        made <Time date={app.createdAt} />
                      </>
                    )}
                    . Only a hash is kept, so it cannot be shown again.
                  </p>
                </div>
                <RotateSecretButton applicationId={app.id} />
              </div>
            ) : (
              <p className="text-sm text-slate-600">
                A public application has no client secret: every sign-in proves itself with PKCE alone.
              </p>
            )}
          </CardBody>
        </Card>

        <Card aria-labelledby="test-sign-in-heading">
          <CardHeader
            id="test-sign-in-heading"
            title="Test sign-in"
            description="A real sign-in with PKCE, as your tool will make it: the link, the code exchange and the first call, before you write any code."
            actions={
              <Link href="/docs/guides/oauth" className="text-sm font-medium text-brand-700 hover:underline">
                OAuth guide →
              </Link>
            }
          />
          <CardBody>
            <TestSignIn
              application={{ id: app.id, name: app.name, clientId: app.clientId, kind: app.kind, redirectUris: app.redirectUris }}
              scopes={SCOPES.map((name) => ({ name, description: SCOPE_DESCRIPTIONS[name] }))}
              urls={testSignInUrls()}
              full={app.redirectUris.length >= MAX_REDIRECT_URIS}
            />
          </CardBody>
        </Card>

        {app.status === "Development" && <TestersCard applicationId={app.id} testers={testers} max={MAX_TESTERS} />}

        <DirectoryCard applicationId={app.id} approved={app.status === "Approved"} listed={app.listedAt !== null} />

        <Card aria-labelledby="webhooks-heading">
          <CardHeader
            id="webhooks-heading"
            title="Webhooks"
            description="Events POSTed to your server as they happen, signed with a secret of each endpoint."
            actions={
              <Link href="/docs/guides/webhooks" className="text-sm font-medium text-brand-700 hover:underline">
                Webhooks guide →
              </Link>
            }
          />
          <CardBody className="space-y-4">
            {disabledEndpoints > 0 && (
              <Alert tone="error" title={`${countOf(disabledEndpoints, "endpoint")} disabled by the service`}>
                Every delivery failed for 3 days. Fix the receiver, then enable the endpoint again on the webhooks page.
              </Alert>
            )}
            <p className="text-sm text-slate-700" data-testid="webhook-endpoints">
              {endpoints.length === 0
                ? "No endpoints yet."
                : `${countOf(endpoints.length, "endpoint")}${failingEndpoints ? `, ${failingEndpoints} failing` : ""}.`}
            </p>
            <ButtonLink href={`/portal/applications/${app.id}/webhooks`} variant="secondary">
              {endpoints.length === 0 ? "Add a webhook endpoint" : "Manage webhooks"}
            </ButtonLink>
          </CardBody>
        </Card>

        <Card aria-labelledby="details-heading">
          <CardHeader id="details-heading" title="Details" description="What managers see on the sign-in page, and staff at review." />
          <CardBody className="space-y-6">
            <LogoUpload applicationId={app.id} name={app.name} logoUrl={logoUrl} />
            <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-[10rem_1fr]">
              <Detail term="Website">
                <a href={app.website} className="text-brand-700 hover:underline" rel="noreferrer noopener" target="_blank">
                  {app.website}
                </a>
              </Detail>
              <Detail term="Privacy policy">
                {app.privacyPolicyUrl ? (
                  <a
                    href={app.privacyPolicyUrl}
                    className="break-all text-brand-700 hover:underline"
                    rel="noreferrer noopener"
                    target="_blank"
                  >
                    {app.privacyPolicyUrl}
                  </a>
                ) : (
                  <span className="text-slate-600">None given</span>
                )}
              </Detail>
              <Detail term="Terms of use">
                {app.termsUrl ? (
                  <a href={app.termsUrl} className="break-all text-brand-700 hover:underline" rel="noreferrer noopener" target="_blank">
                    {app.termsUrl}
                  </a>
                ) : (
                  <span className="text-slate-600">None given</span>
                )}
              </Detail>
              <Detail term="Kind">
                <Badge>{app.kind}</Badge>
              </Detail>
              <Detail term="Redirect URIs">
                <ul className="space-y-1">
                  {app.redirectUris.map((uri) => (
                    <li key={uri}>
                      <code className="break-all font-mono text-xs">{uri}</code>
                    </li>
                  ))}
                </ul>
              </Detail>
              <Detail term="Registered">
                <Time date={app.createdAt} />
              </Detail>
            </dl>
          </CardBody>
        </Card>

        <Card aria-labelledby="danger-heading">
          <CardHeader
            id="danger-heading"
            title="Delete this application"
            description="Its tokens stop working at once, for every manager who allowed it."
          />
          <CardBody>
            <DeleteApplicationButton applicationId={app.id} name={app.name} />
          </CardBody>
        </Card>
      </div>
    </>
  );
}

/** This server's addresses as a tool uses them: sign-in on the auth URL, the API on the base URL. */
function testSignInUrls() {
  const { authUrl, baseUrl } = services().config;
  return {
    authorize: `${authUrl}${AUTHORIZE_PATH}`,
    issuer: authUrl,
    token: `${baseUrl}/v1/oauth/token`,
    revoke: `${baseUrl}/v1/oauth/revoke`,
    me: `${baseUrl}/v1/me`,
    testCallback: testRedirectUri(authUrl),
  };
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </>
  );
}

/** A webhook endpoint that works in development and stops at approval, and why. */
interface StoppingEndpoint {
  id: string;
  url: string;
  reason: string;
}

/** Before approval: the endpoints approval would stop, so nothing is lost silently. */
function StopsAtApproval({ appId, stopping }: { appId: string; stopping: StoppingEndpoint[] }) {
  if (stopping.length === 0) return null;
  return (
    <Alert tone="warning" title={`${countOf(stopping.length, "webhook endpoint")} will stop at approval`}>
      <p>
        An approved application delivers only to https:// addresses on the internet. Once staff approve it, deliveries to these are refused
        (each is in the endpoint&apos;s log with its reason):
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="stopping-endpoints">
        {stopping.map((endpoint) => (
          <li key={endpoint.id}>
            <Link className="break-all font-medium underline" href={`/portal/applications/${appId}/webhooks/${endpoint.id}`}>
              {endpoint.url}
            </Link>
            : {endpoint.reason}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Point them at a deployed receiver before you request a review. For work on your machine, use{" "}
        <Link className="font-medium underline" href={`/portal/applications/${appId}/webhooks#listeners-heading`}>
          <code className="font-mono">listen</code>
        </Link>{" "}
        instead: it forwards this application&apos;s deliveries to a local URL before and after approval, with nothing to expose.
      </p>
    </Alert>
  );
}

function ReviewStatus({ app, stopping }: { app: OwnedApplication; stopping: StoppingEndpoint[] }) {
  switch (app.state) {
    case "suspended":
      return (
        <Alert tone="error" title="Suspended by staff">
          Since <Time date={app.suspendedAt} />. Reason: “{app.suspensionReason ?? "none given"}”. Sign-ins and token requests are refused
          until staff lift the suspension.
        </Alert>
      );
    case "approved":
      return (
        <p className="text-sm text-slate-700">
          <strong>Approved</strong>
          {app.reviewedAt && (
            <>
              {" "}
              on <Time date={app.reviewedAt} />
            </>
          )}
          . Any manager can sign in to it, and it runs on the full quota.
        </p>
      );
    case "pending_review":
      return (
        <div className="space-y-2 text-sm text-slate-700">
          <p>
            <strong>Pending review</strong> since <Time date={app.reviewRequestedAt} />. Staff will approve it or tell you what to change.
          </p>
          {app.reviewMessage && <p className="text-slate-600">Your message: “{app.reviewMessage}”</p>}
          <StopsAtApproval appId={app.id} stopping={stopping} />
        </div>
      );
    case "rejected":
      return (
        <div className="space-y-4">
          <Alert tone="warning" title="Review rejected">
            {app.reviewedAt && (
              <>
                On <Time date={app.reviewedAt} />:{" "}
              </>
            )}
            “{app.rejectionReason ?? "no reason given"}”. Fix what staff asked for, then request a review again.
          </Alert>
          <StopsAtApproval appId={app.id} stopping={stopping} />
          <RequestReviewForm applicationId={app.id} again />
        </div>
      );
    default:
      return (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            <strong>In development.</strong> Only you can sign in to it, on the development quota. Request a review when it is ready for
            other managers.
          </p>
          <StopsAtApproval appId={app.id} stopping={stopping} />
          <RequestReviewForm applicationId={app.id} />
        </div>
      );
  }
}
