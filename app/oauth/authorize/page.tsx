import type { Metadata } from "next";
import { getManagerSession } from "@/lib/actions/session";
import { decideAuthorization } from "@/lib/oauth/authorize";
import { authorizeContext, signInLocation } from "@/lib/oauth/authorize-context";
import { seeOther, toSearchParams } from "@/app/oauth/authorize/query-and-redirect";
import { AuthorizeError } from "@/app/oauth/authorize/authorize-error";
import { ConsentView } from "@/app/oauth/authorize/consent-view";
import { countManagersAllowing, findLogoUrl } from "@/lib/applications";
import { services } from "@/lib/services";
import { countAuthorizeOutcome } from "@/lib/metrics";

export const metadata: Metadata = { title: "Allow access", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/**
 * GET /oauth/authorize (spec › Authentication): checks the request, sends a signed-out
 * manager to sign in and back here, answers the client at once when nothing new is asked,
 * and otherwise asks the manager. A bad client or redirect URI is shown here, never
 * redirected. Framing is refused by the X-Frame-Options and CSP frame-ancestors headers that
 * next.config.mjs sets on /oauth/*.
 */
export default async function AuthorizePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = toSearchParams(await searchParams);
  const manager = await getManagerSession();
  const outcome = await decideAuthorization(authorizeContext(services()), query, manager);
  countAuthorizeOutcome("request", outcome);
  switch (outcome.kind) {
    case "error_page":
      return <AuthorizeError title={outcome.title} description={outcome.description} />;
    case "redirect":
      seeOther(outcome.location);
    case "sign_in":
      seeOther(signInLocation(outcome.returnTo));
    case "consent": {
      const { id } = outcome.request.application;
      const [logoUrl, managers] = await Promise.all([findLogoUrl(services().db, id), countManagersAllowing(services().db, id)]);
      return (
        <ConsentView
          request={outcome.request}
          grantedScopes={outcome.grantedScopes}
          binding={outcome.binding}
          username={manager?.username ?? ""}
          identity={{ logoUrl, managers }}
        />
      );
    }
  }
}
