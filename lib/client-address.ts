/**
 * The address of the client behind a request, for the per-address limits (token endpoint,
 * revocation, sign-in throttling).
 *
 * `X-Forwarded-For` is written by whoever talks to us: a client that reaches the service
 * directly can put anything in it. So the server (server/http.ts) works the address out once,
 * from the socket and as many forwarded hops as the operator says are trusted proxies
 * (`TRUSTED_PROXY_HOPS`), and hands it on in a header of its own that it always overwrites.
 * Everything else reads that header through `clientAddress`.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

const MAX_ADDRESS_LENGTH = 100;

/** `::ffff:203.0.113.9` (an IPv4 client on a dual-stack socket) is `203.0.113.9`. */
function normalise(address: string): string {
  const trimmed = address.trim().slice(0, MAX_ADDRESS_LENGTH);
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice("::ffff:".length) : trimmed;
}

/**
 * The client's address, given the socket's peer, the `X-Forwarded-For` header and how many
 * proxies in front of us are trusted. With 0 trusted hops it is the socket's peer, whatever
 * the header says. With N, the chain is the header's hops followed by the peer, and the client
 * is the hop N places before the end: each trusted proxy appended the address it saw. A chain
 * shorter than that (a request that skipped a proxy) yields its first hop.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const peer = normalise(socketAddress ?? "") || "unknown";
  if (trustedHops <= 0) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [...header.split(",").map(normalise).filter(Boolean), peer];
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined;

/** The address the server resolved for this request; "unknown" when it did not pass through it. */
export function clientAddress(headers: HeaderSource): string {
  const value = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers?.[CLIENT_ADDRESS_HEADER];
  const address = normalise(Array.isArray(value) ? (value[0] ?? "") : (value ?? ""));
  return address || "unknown";
}
