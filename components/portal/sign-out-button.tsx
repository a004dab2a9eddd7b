import { Button, type ButtonVariant } from "@/components/ui/button";

/**
 * Ends the session on the server and in this browser, then loads the landing page afresh, so no
 * view or client cache keeps the manager. A plain form post (app/signout): it works without script.
 */
export function SignOutButton({ variant = "secondary" }: { variant?: ButtonVariant }) {
  return (
    <form action="/signout" method="post">
      <Button type="submit" variant={variant} size="sm">
        Sign out
      </Button>
    </form>
  );
}

/** Ends every portal session of the manager, on every browser and device, this one included. */
export function SignOutEverywhereButton({ variant = "secondary" }: { variant?: ButtonVariant }) {
  return (
    <form action="/signout" method="post">
      <input type="hidden" name="everywhere" value="1" />
      <Button type="submit" variant={variant} size="sm">
        Sign out everywhere
      </Button>
    </form>
  );
}
