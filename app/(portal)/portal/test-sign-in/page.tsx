import type { Metadata } from "next";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { TestSignInResult } from "@/components/portal/test-sign-in-result";
import { requireManager } from "@/lib/actions/session";
import { TEST_SIGN_IN_PATH } from "@/lib/oauth/test-sign-in";

export const metadata: Metadata = { title: "Test sign-in", referrer: "no-referrer" };

/**
 * The test callback a test sign-in comes back to (started by components/portal/test-sign-in.tsx):
 * the code is read and exchanged in the browser, with the verifier the tab kept.
 */
export default async function TestSignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireManager(TEST_SIGN_IN_PATH);
  const query = await searchParams;
  const one = (name: string) => {
    const value = query[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  return (
    <>
      <PageHeader
        back={{ href: "/portal/applications", label: "Applications" }}
        title="Test sign-in"
        description="What a tool sees when a manager signs in: the redirect, the code exchange and the first call, as sent."
      />
      <Card>
        <CardBody>
          <TestSignInResult
            answer={{
              code: one("code"),
              state: one("state"),
              error: one("error"),
              errorDescription: one("error_description"),
              iss: one("iss"),
            }}
          />
        </CardBody>
      </Card>
    </>
  );
}
