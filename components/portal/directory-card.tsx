"use client";

import Link from "next/link";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { setListedFormAction } from "@/lib/actions/applications";

/**
 * Whether the application is listed in the public directory of approved tools (/tools), and the
 * button that changes it. Only an approved application can be listed. The form posts without script.
 */
export function DirectoryCard({ applicationId, approved, listed }: { applicationId: string; approved: boolean; listed: boolean }) {
  const [state, post, posting] = useActionState(setListedFormAction, null);
  return (
    <Card aria-labelledby="directory-heading">
      <CardHeader
        id="directory-heading"
        title="Directory of approved tools"
        description="A public list at /tools where managers find tools the game's staff approved: its logo, description, website, what it reads and how many managers use it."
      />
      <CardBody className="space-y-3">
        {state && !state.ok && <Alert tone="error">{state.error}</Alert>}
        {!approved ? (
          <p className="text-sm text-slate-600">Once staff approve it, you can list it there.</p>
        ) : (
          <form action={post} className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="applicationId" value={applicationId} />
            <input type="hidden" name="listed" value={listed ? "no" : "yes"} />
            <p className="text-sm text-slate-700" data-testid="directory-state">
              {listed ? (
                <>
                  Listed:{" "}
                  <Link href={`/tools/${applicationId}`} className="font-medium text-brand-700 underline">
                    see its entry
                  </Link>
                  .
                </>
              ) : (
                "Not listed: managers meet it only when it sends them to sign in."
              )}
            </p>
            <Button type="submit" variant="secondary" pending={posting}>
              {listed ? "Take it off the directory" : "List it in the directory"}
            </Button>
          </form>
        )}
      </CardBody>
    </Card>
  );
}
