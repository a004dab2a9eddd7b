"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { approveAction, liftSuspensionAction, rejectAction, suspendAction } from "@/lib/actions/staff-decisions";
import { ReasonDialog } from "./reason-dialog";

const errorOf = (result: { ok: true } | { ok: false; error: string }) => (result.ok ? undefined : { error: result.error });

export function ApproveButton({ id, name }: { id: string; name: string }) {
  return (
    <ConfirmDialog
      triggerLabel="Approve"
      triggerAriaLabel={`Approve ${name}`}
      triggerVariant="primary"
      title={`Approve “${name}”?`}
      description="Any manager will be able to sign in to it, and it moves to the full quota."
      confirmLabel="Approve"
      confirmVariant="primary"
      onConfirm={async () => errorOf(await approveAction(id))}
    />
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
    />
  );
}

export function LiftSuspensionButton({ id, name }: { id: string; name: string }) {
  return (
    <ConfirmDialog
      triggerLabel="Lift suspension"
      triggerAriaLabel={`Lift the suspension of ${name}`}
      title={`Lift the suspension of “${name}”?`}
      description="Managers' existing grants work again, and new sign-ins are allowed as before."
      confirmLabel="Lift suspension"
      confirmVariant="primary"
      onConfirm={async () => errorOf(await liftSuspensionAction(id))}
    />
  );
}
