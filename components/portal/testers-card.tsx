"use client";

import { useActionState, useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Time } from "@/components/ui/time";
import { addTesterFormAction, removeTesterFormAction } from "@/lib/actions/applications";

export interface TesterRow {
  managerId: string;
  username: string;
  addedAt: Date;
}

/**
 * The testers of an application in development: the managers who may sign in to it before staff
 * approve it, named by username (at most `max`), each removable. Both forms post without script.
 */
export function TestersCard({ applicationId, testers, max }: { applicationId: string; testers: TesterRow[]; max: number }) {
  const [state, add, adding] = useActionState(addTesterFormAction, null);
  const fieldId = useId();
  const result = state?.result;
  const error = result && !result.ok ? (result.fieldErrors?.username ?? result.error) : undefined;
  const full = testers.length >= max;
  return (
    <Card aria-labelledby="testers-heading">
      <CardHeader
        id="testers-heading"
        title="Testers"
        description={`Managers who may sign in to this application while it is in development, as you may: up to ${max}. Each sees on the consent page that it is not reviewed yet. Removing one ends their access at once.`}
      />
      <CardBody className="space-y-4">
        {result?.ok && <Alert tone="success">{result.data.username} is a tester: they can sign in to this application now.</Alert>}
        {testers.length === 0 ? (
          <p className="text-sm text-slate-600">No testers yet: only you can sign in to it.</p>
        ) : (
          <ul
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
            aria-labelledby="testers-heading"
            data-testid="testers"
          >
            {testers.map((tester) => (
              <li key={tester.managerId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium text-ink">{tester.username}</span>{" "}
                  <span className="text-slate-600">
                    named <Time date={tester.addedAt} withTime={false} />
                  </span>
                </span>
                <RemoveTesterButton applicationId={applicationId} tester={tester} />
              </li>
            ))}
          </ul>
        )}
        <form action={add} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="applicationId" value={applicationId} />
          <Field
            id={fieldId}
            label="Username"
            error={error}
            hint={full ? `The list is full (${max}): remove a tester first.` : undefined}
            className="min-w-0 flex-1"
          >
            {(control) => (
              <Input
                {...control}
                name="username"
                autoComplete="off"
                defaultValue={result && !result.ok ? state?.sent : ""}
                key={result?.ok ? `added-${result.data.username}` : "form"}
                disabled={full}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" pending={adding} disabled={full}>
            Add tester
          </Button>
        </form>
        <p className="text-sm text-slate-600">
          {testers.length} of {max}
        </p>
      </CardBody>
    </Card>
  );
}

function RemoveTesterButton({ applicationId, tester }: { applicationId: string; tester: TesterRow }) {
  const [state, remove, removing] = useActionState(removeTesterFormAction, null);
  return (
    <form action={remove} className="flex items-center gap-2">
      <input type="hidden" name="applicationId" value={applicationId} />
      <input type="hidden" name="managerId" value={tester.managerId} />
      {state && !state.ok && <span className="text-sm font-medium text-red-700">{state.error}</span>}
      <Button type="submit" variant="secondary" size="sm" pending={removing} aria-label={`Remove ${tester.username}`}>
        Remove
      </Button>
    </form>
  );
}
