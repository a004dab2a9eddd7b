"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  approveAction,
  approveFormAction,
  liftSuspensionAction,
  liftSuspensionFormAction,
  rejectAction,
  rejectFormAction,
  suspendAction,
  suspendFormAction,
} from "@/lib/actions/staff-decisions";
import { ReasonDialog } from "./reason-dialog";

const errorOf = (result: { ok: true } | { ok: false; error: string }) => (result.ok ? undefined : { error: result.error });

/*
 * Without script each button is a form's submit button that posts the decision at once (those
 * that need a reason are answered with a field to give it); with script it opens a dialog first.
 */

export function ApproveButton({ id, name }: { id: string; name: string }) {
  const [byPost, approveByPost] = useActionState(approveFormAction, null);
  return (
    <>
      <ConfirmDialog
        fallbackAction={approveByPost}
        fallbackFields={{ applicationId: id }}
        triggerLabel="Approve"
        triggerAriaLabel={`Approve ${name}`}
        triggerVariant="primary"
        title={`Approve “${name}”?`}
        description="Any manager will be able to sign in to it, and it moves to the full quota."
        confirmLabel="Approve"
        confirmVariant="primary"
        onConfirm={async () => errorOf(await approveAction(id))}
      />
      {byPost && !byPost.ok && <Alert tone="error">{byPost.error}</Alert>}
    </>
  );
}

export function RejectButton({ id, name }: { id: string; name: string }) {
  return (
    <ReasonDialog
      id={`reject-${id}`}
      triggerLabel="Reject"
      triggerAriaLabel={`Reject ${name}`}
      title={`Reject the review of “${name}”?`}
      description="It stays in development; the developer can fix it and ask again."
      confirmLabel="Reject"
      submit={(input) => rejectAction(id, input)}
      postAction={rejectFormAction}
      postFields={{ applicationId: id }}
    />
  );
}

export function SuspendButton({ id, name }: { id: string; name: string }) {
  return (
    <ReasonDialog
      id={`suspend-${id}`}
      triggerLabel="Suspend"
      triggerAriaLabel={`Suspend ${name}`}
      title={`Suspend “${name}”?`}
      description="Sign-ins and token requests are refused and its tokens stop working until the suspension is lifted. Nothing is deleted."
      confirmLabel="Suspend"
      submit={(input) => suspendAction(id, input)}
      postAction={suspendFormAction}
      postFields={{ applicationId: id }}
    />
  );
}

export function LiftSuspensionButton({ id, name }: { id: string; name: string }) {
  const [byPost, liftByPost] = useActionState(liftSuspensionFormAction, null);
  return (
    <>
      <ConfirmDialog
        fallbackAction={liftByPost}
        fallbackFields={{ applicationId: id }}
        triggerLabel="Lift suspension"
        triggerAriaLabel={`Lift the suspension of ${name}`}
        title={`Lift the suspension of “${name}”?`}
        description="Managers' existing grants work again, and new sign-ins are allowed as before."
        confirmLabel="Lift suspension"
        confirmVariant="primary"
        onConfirm={async () => errorOf(await liftSuspensionAction(id))}
      />
      {byPost && !byPost.ok && <Alert tone="error">{byPost.error}</Alert>}
    </>
  );
}
