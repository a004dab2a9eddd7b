import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { SignInForm } from "@/components/portal/sign-in-form";
import { getManagerSession, safeCallbackPath } from "@/lib/actions/session";
import { SIGN_IN_ERRORS, type SignInError } from "@/lib/actions/password-session";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackPath = await safeCallbackPath(params.callbackUrl);
  if (await getManagerSession()) redirect(callbackPath);
  const code = Array.isArray(params.error) ? params.error[0] : params.error;
  const error = code && Object.hasOwn(SIGN_IN_ERRORS, code) ? SIGN_IN_ERRORS[code as SignInError] : undefined;

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <h1 className="text-center text-2xl font-bold tracking-tight text-ink">Sign in with your game account</h1>
      <p className="mt-2 text-center text-slate-600">
        Use the username and password you play with. Tools never see them: they get a token you control.
      </p>
      {error && (
        <Alert tone="error" className="mt-8">
          {error}
        </Alert>
      )}
      <Card className="mt-8 p-6">
        <SignInForm callbackPath={callbackPath} />
      </Card>
    </div>
  );
}
