import { InvalidRequest, PayloadTooLarge } from "@/lib/oauth/errors";

const FORM_TYPE = "application/x-www-form-urlencoded";
/** Far more than any token or revocation request needs (a few hundred bytes). */
export const MAX_FORM_BYTES = 16 * 1024;

/** The parameters of a token or revocation request, as single values. */
export type FormParameters = ReadonlyMap<string, string>;

const tooLarge = () => new PayloadTooLarge(`The body is too large: at most ${MAX_FORM_BYTES} bytes.`);

/**
 * What can be told of a token or revocation request (RFC 6749 §3.2, RFC 7009 §2.1) before its
 * body is read: form-encoded only, nothing in the URL's query (where codes and tokens would
 * end up in logs), and a declared length within the cap.
 */
export function checkFormRequest(request: Request): void {
  if (new URL(request.url).search.length > 1) {
    throw new InvalidRequest("Send the parameters in the form-encoded body, never in the URL.");
  }
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (mediaType !== FORM_TYPE) throw new InvalidRequest(`The body must be ${FORM_TYPE}.`);
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= MAX_FORM_BYTES)) throw tooLarge();
}

/**
 * A request's body read up to `maxBytes`, else `tooLarge()` is thrown. A declared length is
 * checked by the caller first (and the HTTP parser reads no more than it declares), so such a body
 * is read whole, by the server's direct road (no stream is made for it); a chunked one is streamed
 * and stops at the cap.
 */
export async function readCappedBody(request: Request, maxBytes: number, tooLarge: () => Error): Promise<string> {
  if (request.headers.get("content-length") !== null) {
    const text = await request.text();
    // Only a request made in process (a test's) can carry more than it declares.
    if (Buffer.byteLength(text) > maxBytes) throw tooLarge();
    return text;
  }
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The parameters of a checked request that the endpoint knows (`known`), as single values
 * (RFC 6749 §3.2): a known one sent twice is refused, an empty value counts as omitted, and
 * any other parameter is ignored, repeated or not.
 */
export async function readFormBody(request: Request, known: ReadonlySet<string>): Promise<FormParameters> {
  const text = await readCappedBody(request, MAX_FORM_BYTES, tooLarge);
  const values = new Map<string, string>();
  const seen = new Set<string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (!known.has(name)) continue;
    if (seen.has(name)) throw new InvalidRequest(`Parameter "${name}" must not be repeated.`);
    seen.add(name);
    if (value !== "") values.set(name, value);
  }
  return values;
}
