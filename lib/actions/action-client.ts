import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { services, type Services } from "@/lib/services";
import { AppError } from "@/lib/errors";
import { getManagerSession, requireManager, requireStaff } from "@/lib/actions/session";
import type { SessionManager } from "@/lib/auth/session-token";
import { runAction, type ActionResult } from "@/lib/action-result";

/*
 * The one client every portal server action is made with (as dub's lib/actions/safe-action.ts):
 * an action declares who may call it, how its arguments are read, the one function of lib/ it
 * runs, and what it makes stale; the client does the rest in one place, the same way for all:
 *   session: the caller from the session cookie (a signed-out manager is sent to sign in and
 *     brought back; anyone but staff asks a staff action for a page that is not found);
 *   parse: the arguments read by the action's `parse` (ids as strings, a form's values by the
 *     zod schema the form itself uses), after the session and inside the error handling;
 *   error: an AppError answers its message, invalid input a message per field, anything else
 *     a message that reveals nothing, logged (lib/action-result.ts `runAction`);
 *   audit: that log line names the action and its caller; what an action changes is recorded
 *     in the audit log by the lib/ function it runs, in the transaction that changes it.
 */

/** Who may call an action. */
export type ActionCaller =
  /** A signed-in manager; anyone else signs in and comes back to `returnTo`. */
  | "manager"
  /** A staff member (the role read again from the database); anyone else: not found. */
  | "staff"
  /** A signed-in manager; anyone else is answered this refusal (a page that must not redirect: the reference). */
  | { signedInOrRefused: string };

/** A page (with everything under it, "layout") made stale by an action that succeeded. */
export type StalePage = string | { path: string; type: "layout" | "page" };

export interface ActionDeclaration<Args extends unknown[], Input, T> {
  /** Named in the log line of an unexpected failure. */
  name: string;
  caller: ActionCaller;
  /** Where a signed-out manager comes back to after signing in (default `/portal`), from the action's first argument. */
  returnTo?: (first: NoInfer<Args>[0]) => string;
  /** The arguments, read: ids as strings, a form's values by its schema (a ZodError names the fields). */
  parse: (...args: Args) => Input;
  /** The work: one function of lib/. */
  run: (context: { caller: SessionManager; input: Input; services: Services }) => Promise<T>;
  /** The pages the work made stale. */
  stale?: (input: Input) => StalePage[];
  /** Where to go once the work succeeded (a page of its own, rather than the answer on this one). */
  then?: (input: Input) => string;
}

/** The whole portal under /portal: what most actions make stale (its layout shows counts and warnings). */
export const PORTAL: StalePage = { path: "/portal", type: "layout" };

async function callerOf(caller: ActionCaller, returnTo: string): Promise<SessionManager> {
  if (caller === "staff") return requireStaff();
  if (caller === "manager") return requireManager(returnTo);
  const manager = await getManagerSession();
  if (!manager) throw new AppError("forbidden", caller.signedInOrRefused);
  return manager;
}

/** A server action made by the one client: session, parse, run, errors, log, stale pages, then. */
export function portalAction<Args extends unknown[], Input, T>(declared: ActionDeclaration<Args, Input, T>) {
  return async (...args: Args): Promise<ActionResult<T>> => {
    let caller: SessionManager | undefined;
    let input: Input | undefined;
    const result = await runAction(
      async () => {
        caller = await callerOf(declared.caller, declared.returnTo?.(args[0]) ?? "/portal");
        input = declared.parse(...args);
        const data = await declared.run({ caller, input, services: services() });
        for (const page of declared.stale?.(input) ?? []) {
          if (typeof page === "string") revalidatePath(page);
          else revalidatePath(page.path, page.type);
        }
        return data;
      },
      () => `${declared.name} by ${caller?.id ?? "nobody signed in"}`,
    );
    if (result.ok && declared.then) redirect(declared.then(input as Input));
    return result;
  };
}

/** An id argument as the lib functions take it (they answer "not found" for anyone else's). */
export const idArgument = (value: unknown): string => String(value ?? "");
