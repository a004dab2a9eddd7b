import { answerForm, readSmallForm } from "@/lib/actions/form-answer";
import { signOutWithForm } from "@/lib/actions/password-session";

/** The Sign out and Sign out everywhere forms' post: the session ends on the server too. */
export async function POST(request: Request) {
  const form = await readSmallForm(request);
  if (form instanceof Response) return form;
  return answerForm(await signOutWithForm(request.headers, form.get("everywhere") === "1"));
}
