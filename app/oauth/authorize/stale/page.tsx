import type { Metadata } from "next";
import { AuthorizeError } from "@/app/oauth/authorize/authorize-error";

export const metadata: Metadata = { title: "Sign-in stopped", robots: { index: false, follow: false } };

/** Where a consent form that was altered, or not from this site, ends. */
export default function StaleConsentPage() {
  return (
    <AuthorizeError
      title="This consent form cannot be used"
      description="It was altered or is not from this site, so nothing was allowed or denied. Start the sign-in again from the application."
    />
  );
}
