/**
 * Where the service may send webhooks. An application names the URL, so without these rules
 * it could make the service reach what only the service can reach: its own loopback, the
 * private network, the cloud's metadata endpoint. The rules run on the URL at registration and
 * on every address a name resolves to, when registering and again on each connection (see
 * send.ts), so a name that later resolves elsewhere (DNS rebinding) gains nothing.
 *
 * Addresses are parsed here rather than matched with `net.BlockList`: a BlockList judges
 * `::ffff:10.0.0.1` by an IPv4 rule but not the NAT64, 6to4 or Teredo forms that embed the same
 * address, and an IPv6 rule for `::ffff:0:0/96` also matches every plain IPv4 address.
 */
import dns from "node:dns";
import net from "node:net";
import { logger } from "@/lib/log";

export const MAX_WEBHOOK_URL_LENGTH = 2_000;

const LOOPBACK = "a loopback address";
const CLOUD_METADATA = "the cloud metadata address";
/** What a developer is told of a name that resolves where the rules refuse: never the address. */
const RESOLVES_REFUSED = "a private or reserved address";

/** dns.promises.lookup with `{ all: true }`; tests pass their own. */
export type LookupFunction = (hostname: string, options: { all: true }) => Promise<dns.LookupAddress[]>;

/**
 * The service's resolver for webhook hosts: c-ares, on the event loop, with its own timeout.
 * Not `dns.lookup`: getaddrinfo runs on libuv's four shared threads, which password hashing
 * (scrypt) also needs, and a host whose name servers never answer would hold them for as long as
 * the system resolver waits. `localhost` names are answered here (c-ares does not read the hosts file).
 */
const resolver = new dns.promises.Resolver({ timeout: 2_500, tries: 2 });

const systemLookup: LookupFunction = async (hostname) => {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) {
    return [
      { address: "127.0.0.1", family: 4 },
      { address: "::1", family: 6 },
    ];
  }
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
  const found: dns.LookupAddress[] = [
    ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 })) : []),
    ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 })) : []),
  ];
  if (found.length === 0) {
    const reason = v4.status === "rejected" ? v4.reason : v6.status === "rejected" ? v6.reason : undefined;
    throw Object.assign(new Error(`${name} does not resolve`), {
      code: (reason as NodeJS.ErrnoException | undefined)?.code ?? "ENOTFOUND",
    });
  }
  return found;
};

/** Why a name or address was not accepted: refused by the rules, or not found in DNS. */
export class WebhookAddressError extends Error {
  constructor(
    readonly kind: "refused" | "unresolved",
    message: string,
  ) {
    super(message);
    this.name = "WebhookAddressError";
  }
}

interface Range<T> {
  base: T;
  prefix: number;
  reason: string;
  loopback?: true;
}

function ipv4Value(address: string): number {
  return address.split(".").reduce((value, part) => value * 256 + Number(part), 0);
}

/** The 128 bits of an IPv6 address, zone id (`%eth0`) dropped; the caller has checked the syntax. */
function ipv6Value(address: string): bigint {
  const bare = address.split("%")[0];
  const groups = (part: string): number[] => {
    if (part === "") return [];
    return part.split(":").flatMap((group) => {
      if (!group.includes(".")) return [parseInt(group, 16)];
      const value = ipv4Value(group);
      return [Math.floor(value / 0x10000), value % 0x10000];
    });
  };
  const [head, tail] = bare.split("::");
  const high = groups(head);
  const low = tail === undefined ? [] : groups(tail);
  const all = [...high, ...Array<number>(8 - high.length - low.length).fill(0), ...low];
  return all.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

function inRange4(value: number, range: Range<number>): boolean {
  const size = 2 ** (32 - range.prefix);
  return Math.floor(value / size) === Math.floor(range.base / size);
}

function inRange6(value: bigint, range: Range<bigint>): boolean {
  const shift = BigInt(128 - range.prefix);
  return value >> shift === range.base >> shift;
}

function v4(cidr: string, reason: string, loopback?: true): Range<number> {
  const [base, prefix] = cidr.split("/");
  return { base: ipv4Value(base), prefix: Number(prefix), reason, loopback };
}

function v6(cidr: string, reason: string): Range<bigint> {
  const [base, prefix] = cidr.split("/");
  return { base: ipv6Value(base), prefix: Number(prefix), reason };
}

/** First match wins: the narrower ranges come before the ranges that hold them. */
const IPV4_RANGES = [
  v4("0.0.0.0/8", "a this-network address (0.0.0.0/8)"),
  v4("10.0.0.0/8", "a private address (10.0.0.0/8)"),
  v4("100.64.0.0/10", "a shared carrier-grade NAT address (100.64.0.0/10)"),
  v4("127.0.0.0/8", LOOPBACK, true),
  v4("169.254.169.254/32", CLOUD_METADATA),
  v4("169.254.0.0/16", "a link-local address"),
  v4("172.16.0.0/12", "a private address (172.16.0.0/12)"),
  v4("192.0.0.0/24", "an IETF protocol address (192.0.0.0/24)"),
  v4("192.0.2.0/24", "a documentation address (192.0.2.0/24)"),
  v4("192.88.99.0/24", "a 6to4 relay address (192.88.99.0/24)"),
  v4("192.168.0.0/16", "a private address (192.168.0.0/16)"),
  v4("198.18.0.0/15", "a benchmarking address (198.18.0.0/15)"),
  v4("198.51.100.0/24", "a documentation address (198.51.100.0/24)"),
  v4("203.0.113.0/24", "a documentation address (203.0.113.0/24)"),
  v4("224.0.0.0/4", "a multicast address"),
  v4("255.255.255.255/32", "the broadcast address"),
  v4("240.0.0.0/4", "a reserved address (240.0.0.0/4)"),
];

const IPV6_RANGES = [
  v6("64:ff9b:1::/48", "a local-use NAT64 address (64:ff9b:1::/48)"),
  v6("100::/64", "a discard-only address (100::/64)"),
  v6("2001:2::/48", "a benchmarking address (2001:2::/48)"),
  v6("2001:db8::/32", "a documentation address (2001:db8::/32)"),
  v6("3fff::/20", "a documentation address (3fff::/20)"),
  v6("fd00:ec2::254/128", CLOUD_METADATA),
  v6("fc00::/7", "a unique local address (fc00::/7)"),
  v6("fe80::/10", "a link-local address"),
  v6("fec0::/10", "a site-local address (fec0::/10)"),
  v6("ff00::/8", "a multicast address"),
];

/** Every public IPv6 address is in 2000::/3; the rest is reserved or special. */
const GLOBAL_UNICAST = v6("2000::/3", "");

/** Forms that carry an IPv4 address, and where: the address they reach is that IPv4 address. */
const EMBEDDING = [
  { range: v6("::ffff:0:0/96", ""), form: "", embedded: (value: bigint) => [value] },
  { range: v6("64:ff9b::/96", ""), form: "a NAT64", embedded: (value: bigint) => [value] },
  { range: v6("::/96", ""), form: "an IPv4-compatible", embedded: (value: bigint) => [value] },
  { range: v6("2002::/16", ""), form: "a 6to4", embedded: (value: bigint) => [value >> 80n] },
  // Teredo carries the server's address and, with its bits flipped, the client's.
  { range: v6("2001::/32", ""), form: "a Teredo", embedded: (value: bigint) => [value >> 64n, ~value] },
];

function ipv4Refusal(value: number, allowLoopback: boolean): string | null {
  const range = IPV4_RANGES.find((candidate) => inRange4(value, candidate));
  if (!range || (range.loopback && allowLoopback)) return null;
  return range.reason;
}

function ipv6Refusal(value: bigint, allowLoopback: boolean): string | null {
  if (value === 0n) return "the unspecified address";
  if (value === 1n) return allowLoopback ? null : LOOPBACK;
  for (const { range, form, embedded } of EMBEDDING) {
    if (!inRange6(value, range)) continue;
    for (const bits of embedded(value)) {
      // A mapped address is the IPv4 address itself; the others pass through a translator or
      // tunnel, which is never a loopback connection.
      const reason = ipv4Refusal(Number(bits & 0xffffffffn), allowLoopback && form === "");
      if (reason) return form === "" ? reason : `${reason}, embedded in ${form} address`;
    }
    if (!inRange6(value, GLOBAL_UNICAST)) return null;
  }
  const range = IPV6_RANGES.find((candidate) => inRange6(value, candidate));
  if (range) return range.reason;
  return inRange6(value, GLOBAL_UNICAST) ? null : "a reserved address (outside 2000::/3)";
}

/**
 * Why the service may not connect to `ip` (a literal IPv4 or IPv6 address, as dns.lookup gives
 * them), or null when it may.
 */
export function addressRefusal(ip: string, options: { allowLoopback: boolean }): string | null {
  switch (net.isIP(ip)) {
    case 4:
      return ipv4Refusal(ipv4Value(ip), options.allowLoopback);
    case 6:
      return ipv6Refusal(ipv6Value(ip), options.allowLoopback);
    default:
      return "not an IP address";
  }
}

function isLoopbackAddress(ip: string): boolean {
  return addressRefusal(ip, { allowLoopback: false }) === LOOPBACK && addressRefusal(ip, { allowLoopback: true }) === null;
}

/** `localhost`, `*.localhost` (RFC 6761), with or without the root's trailing dot. */
function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}

/** A URL's hostname without the brackets of an IPv6 literal. */
function bareHostname(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

const SCHEME_ERROR = "Webhook URLs must use https:// (http:// only to a loopback address, for an application in development).";

/**
 * The rules for a URL an application gives, before any DNS. Loopback (http:// or https://) is
 * allowed only in development.
 */
export function parseWebhookUrl(input: string, options: { development: boolean }): { url: URL } | { error: string } {
  const text = input.trim();
  const tooLong = { error: `Webhook URLs can be at most ${MAX_WEBHOOK_URL_LENGTH.toLocaleString("en")} characters long.` };
  if (text.length > MAX_WEBHOOK_URL_LENGTH) return tooLong;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: "Enter the full URL of your endpoint, starting with https://." };
  }
  if (url.href.length > MAX_WEBHOOK_URL_LENGTH) return tooLong;
  if (url.username || url.password) return { error: "Webhook URLs cannot contain a username or password." };
  // "https://host/#" parses to an empty hash, yet a # in a URL can only start a fragment.
  if (url.hash || text.includes("#")) return { error: "Webhook URLs cannot contain a fragment (the part after #)." };

  // The URL parser has already turned decimal, octal, hex and shortened IPv4 into dotted form.
  const host = bareHostname(url.hostname);
  const isIp = net.isIP(host) !== 0;
  const loopback = isIp ? isLoopbackAddress(host) : isLoopbackName(host);
  const schemeAllowed = url.protocol === "https:" || (url.protocol === "http:" && options.development && loopback);
  if (!schemeAllowed) return { error: SCHEME_ERROR };

  if (isIp) {
    const refusal = addressRefusal(host, { allowLoopback: options.development });
    if (refusal) return { error: `Webhook URLs cannot point to ${host}: it is ${refusal}.` };
  } else if (loopback && !options.development) {
    return { error: `Webhook URLs cannot point to ${host}: it is ${LOOPBACK}.` };
  }
  return { url };
}

/**
 * Why an endpoint URL that works while its application is in development stops at approval
 * (http://, or a loopback address or name, allowed only in development), or null when it keeps
 * working. Read from the URL alone, as the portal warns before a review; a name that resolves to
 * a refused address is found at delivery, and that delivery is in the log with its reason.
 */
export function refusalAfterApproval(url: string): string | null {
  const parsed = parseWebhookUrl(url, { development: false });
  return "error" in parsed ? parsed.error : null;
}

/**
 * Resolves `hostname` (all addresses, both families) and checks every one: a name with one
 * refused address among good ones is refused, since the connection may take any of them.
 * Gives the first address; throws a WebhookAddressError otherwise.
 */
export async function resolveChecked(
  hostname: string,
  options: { allowLoopback: boolean; lookup?: LookupFunction },
): Promise<{ address: string; family: 4 | 6 }> {
  const host = bareHostname(hostname);
  const literal = net.isIP(host);
  if (literal !== 0) {
    const refusal = addressRefusal(host, options);
    if (refusal) throw new WebhookAddressError("refused", `${host} is ${refusal}`);
    return { address: host, family: literal === 4 ? 4 : 6 };
  }
  if (isLoopbackName(host) && !options.allowLoopback) throw new WebhookAddressError("refused", `${host} is ${LOOPBACK}`);

  let addresses: dns.LookupAddress[];
  try {
    addresses = await (options.lookup ?? systemLookup)(host, { all: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOTFOUND" || code === "ENODATA") throw new WebhookAddressError("unresolved", `${host} does not resolve`);
    throw new WebhookAddressError("unresolved", `${host} could not be resolved (${code ?? "lookup failed"})`);
  }
  if (addresses.length === 0) throw new WebhookAddressError("unresolved", `${host} does not resolve`);
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, options);
    if (refusal) {
      // The developer hears only that it is refused: where a name resolves on the service's side
      // (an internal zone, say) is the operator's to know, so the address goes to the log alone.
      logger().warn({ host, address, refusal }, "webhook host resolves to a refused address");
      throw new WebhookAddressError("refused", `${host} resolves to ${RESOLVES_REFUSED}`);
    }
  }
  const [first] = addresses;
  return { address: first.address, family: net.isIP(first.address) === 4 ? 4 : 6 };
}

/** The check at registration: the URL's rules, then its name must resolve to allowed addresses only. */
export async function checkWebhookUrl(
  input: string,
  options: { development: boolean; lookup?: LookupFunction },
): Promise<{ url: URL } | { error: string }> {
  const parsed = parseWebhookUrl(input, options);
  if ("error" in parsed) return parsed;
  try {
    await resolveChecked(parsed.url.hostname, { allowLoopback: options.development, lookup: options.lookup });
  } catch (error) {
    if (error instanceof WebhookAddressError) return { error: `The webhook URL's host ${error.message}.` };
    throw error;
  }
  return parsed;
}
