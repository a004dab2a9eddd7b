import { answerForm, readSmallForm } from "@/lib/actions/form-answer";
import { signInWithPassword } from "@/lib/actions/password-session";

/** The sign-in form's post (app/signin): works without script; the password never in a URL. */
export async function POST(request: Request) {
  const form = await readSmallForm(request);
  if (form instanceof Response) return form;
  return answerForm(await signInWithPassword(form, request.headers), request);
}
