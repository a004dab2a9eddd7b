"use client";

import { useTransition } from "react";
import { signOut } from "next-auth/react";
import { Button, type ButtonVariant } from "@/components/ui/button";

/** Ends the session, then loads the landing page afresh, so no view or client cache keeps the manager. */
export function SignOutButton({ variant = "secondary" }: { variant?: ButtonVariant }) {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant={variant}
      size="sm"
      pending={pending}
      onClick={() =>
        startTransition(async () => {
          await signOut({ redirect: false });
          window.location.replace(new URL("/", window.location.href));
        })
      }
    >
      Sign out
    </Button>
  );
}
