/**
 * "Copy as curl": a delivery's request as a command that sends it again byte for byte, from the
 * log's record of what was sent. It carries what went over the wire and nothing more: the
 * signature headers, never a secret. Nothing server-only: the portal's copy button calls it.
 */

/** Headers curl writes itself from the body it sends. */
const LEFT_TO_CURL = new Set(["content-length"]);

/** A POSIX shell word: single-quoted, a quote inside as '\''. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function curlCommand(request: { url: string; headers: Record<string, string>; body: string }): string {
  const lines = [`curl -X POST ${shellQuote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    if (!LEFT_TO_CURL.has(name.toLowerCase())) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  }
  lines.push(`  --data-raw ${shellQuote(request.body)}`);
  return lines.join(" \\\n");
}
