import type { FormAnswer } from "@/lib/actions/password-session";

/** A sign-in or sign-out form is a few fields: a bigger body is not one of ours. */
const MAX_FORM_BYTES = 16 * 1024;

/** The posted form, or the answer that refuses it. */
export async function readSmallForm(request: Request): Promise<FormData | Response> {
  const refuse = (status: number, message: string) =>
    new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) return refuse(413, "The form is too large.");
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return refuse(415, "Send the form as a form.");
  try {
    return await request.formData();
  } catch {
    return refuse(400, "The form could not be read.");
  }
}

/**
 * 303 See Other to where the form leads, with its cookies: the browser loads that page afresh with
 * a GET. A form's script that asks for JSON gets where to go and what went wrong as JSON instead,
 * with the same cookies, so it can stay on the page to say so.
 */
export function answerForm(answer: FormAnswer, request?: Request): Response {
  if (request?.headers.get("accept")?.includes("application/json")) {
    const headers = new Headers({ "Content-Type": "application/json", "Cache-Control": "no-store" });
    for (const cookie of answer.cookies) headers.append("Set-Cookie", cookie);
    return new Response(JSON.stringify({ location: answer.location, error: answer.error ?? null }), { status: 200, headers });
  }
  const headers = new Headers({ Location: answer.location, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  for (const cookie of answer.cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}
