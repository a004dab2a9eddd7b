import { InvalidRequest } from "@/lib/oauth/errors";

const FORM_TYPE = "application/x-www-form-urlencoded";
const MAX_BODY_BYTES = 16 * 1024;

/** The parameters of a token or revocation request, as single values. */
export type FormParameters = ReadonlyMap<string, string>;

/**
 * Reads the body of a token or revocation request (RFC 6749 §3.2, RFC 7009 §2.1): form-encoded
 * only, no parameter repeated, an empty value counted as omitted, and nothing in the URL's
 * query, where codes and tokens would end up in logs.
 */
export async function readFormParameters(request: Request): Promise<FormParameters> {
  if (new URL(request.url).search.length > 1) {
    throw new InvalidRequest("Send the parameters in the form-encoded body, never in the URL.");
  }
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (mediaType !== FORM_TYPE) throw new InvalidRequest(`The body must be ${FORM_TYPE}.`);
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new InvalidRequest("The body is too large.");
  const values = new Map<string, string>();
  const seen = new Set<string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (seen.has(name)) throw new InvalidRequest(`Parameter "${name}" must not be repeated.`);
    seen.add(name);
    if (value !== "") values.set(name, value);
  }
  return values;
}
