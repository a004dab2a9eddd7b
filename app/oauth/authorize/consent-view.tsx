import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { Alert } from "@/components/ui/alert";
import { Time } from "@/components/ui/time";
import { ApplicationLogo } from "@/components/portal/application-logo";
import { countOf } from "@/lib/text";
import { capitaliseScope, SCOPE_DESCRIPTIONS, type Scope } from "@/lib/auth/scopes";
import type { AuthorizationRequest } from "@/lib/oauth/authorize";
import { allowAccess, denyAccess } from "@/lib/actions/consent";

/** Where the browser goes back to, as a manager can judge it: the host, or the app scheme. */
function destination(redirectUri: string): string {
  const url = new URL(redirectUri);
  return url.host || `${url.protocol}/`;
}

/**
 * The consent page: who asks (name, description, website, owner, development state), what
 * for (every requested scope in plain words), and where the answer goes.
 */
export function ConsentView({
  request,
  grantedScopes,
  binding,
  username,
  identity,
}: {
  request: AuthorizationRequest;
  grantedScopes: Scope[];
  binding: string;
  username: string;
  /** The logo's URL (null when none) and how many managers allow the application now. */
  identity: { logoUrl: string | null; managers: number };
}) {
  const { application } = request;
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <p className="text-sm text-slate-500">
        Signed in as <span className="font-medium text-slate-800">{username}</span>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink">
        Allow <span data-testid="application-name">{application.name}</span> to read your game data?
      </h1>

      <Card className="mt-6" aria-label="The application">
        <CardBody className="space-y-3">
          <div className="flex items-center gap-3">
            <ApplicationLogo name={application.name} url={identity.logoUrl} />
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold text-ink">{application.name}</h2>
              {application.status === "Development" ? <Badge tone="amber">In development</Badge> : <Badge tone="green">Approved</Badge>}
            </div>
          </div>
          <p className="whitespace-pre-line text-slate-700">{application.description}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Website</dt>
            <dd>
              <a
                href={application.website}
                className="break-all text-brand-700 underline"
                target="_blank"
                rel="noopener noreferrer nofollow"
              >
                {application.website}
              </a>
            </dd>
            {application.privacyPolicyUrl && (
              <>
                <dt className="text-slate-600">Privacy policy</dt>
                <dd>
                  <a
                    href={application.privacyPolicyUrl}
                    className="break-all text-brand-700 underline"
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                  >
                    {application.privacyPolicyUrl}
                  </a>
                </dd>
              </>
            )}
            {application.termsUrl && (
              <>
                <dt className="text-slate-600">Terms</dt>
                <dd>
                  <a
                    href={application.termsUrl}
                    className="break-all text-brand-700 underline"
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                  >
                    {application.termsUrl}
                  </a>
                </dd>
              </>
            )}
            <dt className="text-slate-600">Made by</dt>
            <dd className="text-slate-800">{application.ownerUsername}</dd>
            {application.approvedAt && (
              <>
                <dt className="text-slate-600">Approved</dt>
                <dd className="text-slate-800">
                  <Time date={application.approvedAt} withTime={false} /> by the game&apos;s staff
                </dd>
              </>
            )}
            <dt className="text-slate-600">Used by</dt>
            <dd className="text-slate-800" data-testid="application-managers">
              {countOf(identity.managers, "manager")}
            </dd>
            <dt className="text-slate-600">Sends you back to</dt>
            <dd className="break-all text-slate-800">{destination(request.redirectUri)}</dd>
          </dl>
          {application.status === "Development" && (
            <Alert tone="warning">
              This application has not been reviewed by the game&apos;s staff. Until it is, only its owner and the testers it names can sign
              in to it{application.ownerUsername === username ? "" : ": you are one of its testers"}.
            </Alert>
          )}
        </CardBody>
      </Card>

      <section className="mt-6" aria-labelledby="scopes-heading">
        <h2 id="scopes-heading" className="text-base font-semibold text-ink">
          It asks to see
        </h2>
        <ul className="mt-3 space-y-3" aria-label="Requested scopes">
          {request.scopes.map((scope) => (
            <li key={scope} className="rounded-lg border border-slate-200 bg-white px-4 py-3" data-scope={scope}>
              <div className="flex items-center gap-2">
                <span className="font-medium text-slate-900">{capitaliseScope(scope)}</span>
                {grantedScopes.includes(scope) && <Badge tone="neutral">Already allowed</Badge>}
              </div>
              <p className="mt-1 text-sm text-slate-600">{SCOPE_DESCRIPTIONS[scope]}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">
          It only reads: it cannot bid, train or change anything, and it never sees your password. You can withdraw its access at any time
          in the developer portal.
        </p>
      </section>

      <form className="mt-8 flex flex-wrap gap-3">
        <input type="hidden" name="binding" value={binding} />
        <Button type="submit" formAction={allowAccess}>
          Allow
        </Button>
        <Button type="submit" variant="secondary" formAction={denyAccess}>
          Deny
        </Button>
      </form>
    </div>
  );
}
