import { z } from "zod";
import { unstable_rethrow } from "next/navigation";
import { AppError } from "@/lib/errors";

/**
 * What every portal server action answers: its data, or a message for the person and,
 * for invalid input, a message per field (keyed by path, e.g. `redirectUris.1`).
 */
export type ActionResult<T = null> = { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** The first message for each field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Runs the body of a server action: an AppError becomes its message, invalid input its field
 * messages; anything else is logged (with `describe`: which action, whose) and answered with a
 * message that reveals nothing inside. Next.js's own signals (redirect, notFound) pass through.
 */
export async function runAction<T>(work: () => Promise<T>, describe?: () => string): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof z.ZodError) {
      return { ok: false, error: "Some fields need attention.", fieldErrors: fieldErrorsOf(error) };
    }
    if (error instanceof AppError) return { ok: false, error: error.message };
    console.error(`[portal action]${describe ? ` ${describe()}` : ""}`, error);
    return { ok: false, error: "Something went wrong on our side. Nothing was changed; try again in a moment." };
  }
}
