"use server";

import { redirect } from "next/navigation";
import { getManagerSession } from "@/lib/actions/session";
import { completeConsent } from "@/lib/oauth/authorize";
import { countAuthorizeOutcome } from "@/lib/metrics";
import { services } from "@/lib/services";
import { authorizeContext, signInLocation, STALE_FORM_PATH } from "@/lib/oauth/authorize-context";

/**
 * Allow and Deny of the consent page. Next.js refuses a server action whose Origin header is
 * not this host, so another site cannot submit these; the signed `binding` ties the form to
 * the manager who saw it and the exact request on it. The answer is a 303 to the redirect
 * URI (or, with JavaScript, a client-side GET navigation there): never a 307, which would
 * re-post the form to the client (RFC 9700 §4.12).
 */
async function decide(formData: FormData, decision: "allow" | "deny"): Promise<never> {
  const manager = await getManagerSession();
  const outcome = await completeConsent(authorizeContext(services()), { binding: formData.get("binding"), decision, manager });
  countAuthorizeOutcome("decision", outcome);
  switch (outcome.kind) {
    case "redirect":
      redirect(outcome.location);
    case "sign_in":
      redirect(signInLocation(outcome.returnTo));
    case "error_page":
    case "consent":
      // A form that cannot be trusted: nothing goes to the client.
      redirect(STALE_FORM_PATH);
  }
}

export async function allowAccess(formData: FormData) {
  await decide(formData, "allow");
}

export async function denyAccess(formData: FormData) {
  await decide(formData, "deny");
}
