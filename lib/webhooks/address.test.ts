import type { LookupAddress } from "node:dns";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { createLogger, useLogger } from "@/lib/log";
import {
  addressRefusal,
  checkWebhookUrl,
  parseWebhookUrl,
  refusalAfterApproval,
  resolveChecked,
  type LookupFunction,
} from "@/lib/webhooks/address";

const PRIVATE_10 = "a private address (10.0.0.0/8)";
const LOOPBACK = "a loopback address";
const METADATA = "the cloud metadata address";

/** A resolver that knows only the names it is given. */
function fakeLookup(table: Record<string, string[]>): LookupFunction {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address): LookupAddress => ({ address, family: net.isIP(address) }));
  };
}

describe("addressRefusal: IPv4", () => {
  it.each([
    // Public, including the neighbours of every refused range.
    ["8.8.8.8", null],
    ["93.184.216.34", null],
    ["1.0.0.0", null],
    ["9.255.255.255", null],
    ["11.0.0.0", null],
    ["100.63.255.255", null],
    ["100.128.0.0", null],
    ["126.255.255.255", null],
    ["128.0.0.0", null],
    ["169.253.255.255", null],
    ["169.255.0.0", null],
    ["172.15.255.255", null],
    ["172.32.0.0", null],
    ["192.0.1.0", null],
    ["192.0.3.0", null],
    ["192.88.98.255", null],
    ["192.88.100.0", null],
    ["192.167.255.255", null],
    ["192.169.0.0", null],
    ["198.17.255.255", null],
    ["198.20.0.0", null],
    ["198.51.99.255", null],
    ["198.51.101.0", null],
    ["203.0.112.255", null],
    ["203.0.114.0", null],
    ["223.255.255.255", null],
    // Refused, at both edges.
    ["0.0.0.0", "a this-network address (0.0.0.0/8)"],
    ["0.255.255.255", "a this-network address (0.0.0.0/8)"],
    ["10.0.0.0", PRIVATE_10],
    ["10.255.255.255", PRIVATE_10],
    ["100.64.0.0", "a shared carrier-grade NAT address (100.64.0.0/10)"],
    ["100.127.255.255", "a shared carrier-grade NAT address (100.64.0.0/10)"],
    ["127.0.0.0", LOOPBACK],
    ["127.0.0.1", LOOPBACK],
    ["127.255.255.255", LOOPBACK],
    ["169.254.0.0", "a link-local address"],
    ["169.254.169.254", METADATA],
    ["169.254.255.255", "a link-local address"],
    ["172.16.0.0", "a private address (172.16.0.0/12)"],
    ["172.31.255.255", "a private address (172.16.0.0/12)"],
    ["192.0.0.0", "an IETF protocol address (192.0.0.0/24)"],
    ["192.0.0.255", "an IETF protocol address (192.0.0.0/24)"],
    ["192.0.2.0", "a documentation address (192.0.2.0/24)"],
    ["192.0.2.255", "a documentation address (192.0.2.0/24)"],
    ["192.88.99.0", "a 6to4 relay address (192.88.99.0/24)"],
    ["192.88.99.255", "a 6to4 relay address (192.88.99.0/24)"],
    ["192.168.0.0", "a private address (192.168.0.0/16)"],
    ["192.168.255.255", "a private address (192.168.0.0/16)"],
    ["198.18.0.0", "a benchmarking address (198.18.0.0/15)"],
    ["198.19.255.255", "a benchmarking address (198.18.0.0/15)"],
    ["198.51.100.0", "a documentation address (198.51.100.0/24)"],
    ["198.51.100.255", "a documentation address (198.51.100.0/24)"],
    ["203.0.113.0", "a documentation address (203.0.113.0/24)"],
    ["203.0.113.255", "a documentation address (203.0.113.0/24)"],
    ["224.0.0.0", "a multicast address"],
    ["239.255.255.255", "a multicast address"],
    ["240.0.0.0", "a reserved address (240.0.0.0/4)"],
    ["255.255.255.254", "a reserved address (240.0.0.0/4)"],
    ["255.255.255.255", "the broadcast address"],
  ])("%s → %s", (ip, reason) => {
    expect(addressRefusal(ip, { allowLoopback: false })).toBe(reason);
  });
});

describe("addressRefusal: IPv6", () => {
  it.each([
    ["2606:4700:4700::1111", null],
    ["2606:4700:4700:0000:0000:0000:0000:1111", null],
    ["2A00:1450:4001:81B::200E", null],
    ["2001:4860:4860::8888", null],
    ["::", "the unspecified address"],
    ["0:0:0:0:0:0:0:0", "the unspecified address"],
    ["::1", LOOPBACK],
    ["0000:0000:0000:0000:0000:0000:0000:0001", LOOPBACK],
    // IPv4-mapped: the IPv4 address itself, however it is written.
    ["::ffff:10.0.0.1", PRIVATE_10],
    ["::ffff:a00:1", PRIVATE_10],
    ["::FFFF:A00:1", PRIVATE_10],
    ["0:0:0:0:0:ffff:0a00:0001", PRIVATE_10],
    ["::ffff:127.0.0.1", LOOPBACK],
    ["::ffff:7f00:1", LOOPBACK],
    ["::ffff:169.254.169.254", METADATA],
    ["::ffff:0.0.0.0", "a this-network address (0.0.0.0/8)"],
    ["::ffff:8.8.8.8", null],
    ["::ffff:808:808", null],
    // NAT64, IPv4-compatible, 6to4 and Teredo: judged by the IPv4 address inside.
    ["64:ff9b::10.0.0.1", `${PRIVATE_10}, embedded in a NAT64 address`],
    ["64:ff9b::a00:1", `${PRIVATE_10}, embedded in a NAT64 address`],
    ["64:ff9b::7f00:1", `${LOOPBACK}, embedded in a NAT64 address`],
    ["64:ff9b::808:808", null],
    ["64:ff9b:1::a00:1", "a local-use NAT64 address (64:ff9b:1::/48)"],
    ["::10.0.0.1", `${PRIVATE_10}, embedded in an IPv4-compatible address`],
    ["::127.0.0.1", `${LOOPBACK}, embedded in an IPv4-compatible address`],
    ["2002:a00:1::", `${PRIVATE_10}, embedded in a 6to4 address`],
    ["2002:7f00:1::1", `${LOOPBACK}, embedded in a 6to4 address`],
    ["2002:a9fe:a9fe::", `${METADATA}, embedded in a 6to4 address`],
    ["2002:808:808::1", null],
    // Teredo: server 65.54.227.120 (public); client 10.0.0.1 or 8.8.8.8, its bits flipped.
    ["2001:0:4136:e378:8000:63bf:f5ff:fffe", `${PRIVATE_10}, embedded in a Teredo address`],
    ["2001:0:a00:1::", `${PRIVATE_10}, embedded in a Teredo address`],
    ["2001:0:4136:e378:8000:63bf:f7f7:f7f7", null],
    // Unique local, with AWS's metadata address named as such.
    ["fc00::", "a unique local address (fc00::/7)"],
    ["fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "a unique local address (fc00::/7)"],
    ["fd00:ec2::254", METADATA],
    ["FD00:EC2:0:0:0:0:0:254", METADATA],
    ["fd00:ec2::253", "a unique local address (fc00::/7)"],
    ["fe80::", "a link-local address"],
    ["fe80::1%eth0", "a link-local address"],
    ["FE80::1%25", "a link-local address"],
    ["febf:ffff::1", "a link-local address"],
    ["fec0::1", "a site-local address (fec0::/10)"],
    ["ff02::1", "a multicast address"],
    ["ff00::", "a multicast address"],
    ["2001:db8::1", "a documentation address (2001:db8::/32)"],
    ["2001:db8:ffff:ffff:ffff:ffff:ffff:ffff", "a documentation address (2001:db8::/32)"],
    ["2001:db9::1", null],
    ["100::1", "a discard-only address (100::/64)"],
    ["100:0:0:1::1", "a reserved address (outside 2000::/3)"],
    ["5f00::1", "a reserved address (outside 2000::/3)"],
    ["2001:2::1", "a benchmarking address (2001:2::/48)"],
  ])("%s → %s", (ip, reason) => {
    expect(addressRefusal(ip, { allowLoopback: false })).toBe(reason);
  });

  it("accepts the zone ids net.isIP accepts", () => {
    expect(net.isIP("fe80::1%eth0")).toBe(6);
  });
});

describe("addressRefusal: loopback in development, and what is not an address", () => {
  it.each([
    ["127.0.0.1", null],
    ["127.8.9.10", null],
    ["::1", null],
    ["::ffff:127.0.0.1", null],
    ["::ffff:7f00:1", null],
    // A translator or tunnel in between is never a loopback connection.
    ["64:ff9b::7f00:1", `${LOOPBACK}, embedded in a NAT64 address`],
    ["2002:7f00:1::", `${LOOPBACK}, embedded in a 6to4 address`],
    ["10.0.0.1", PRIVATE_10],
    ["169.254.169.254", METADATA],
  ])("%s, loopback allowed → %s", (ip, reason) => {
    expect(addressRefusal(ip, { allowLoopback: true })).toBe(reason);
  });

  it.each(["localhost", "127.1", "0177.0.0.1", "2130706433", "", "1.2.3.4.5", "[::1]", "::ffff:1.2.3"])("%j is not an address", (text) => {
    expect(addressRefusal(text, { allowLoopback: true })).toBe("not an IP address");
  });
});

const HTTPS_ONLY = "Webhook URLs must use https:// (http:// only to a loopback address, for an application in development).";

describe("parseWebhookUrl", () => {
  it.each([
    ["https://hooks.example.com/events", false, "https://hooks.example.com/events"],
    ["  https://hooks.example.com:8443/a?b=c  ", false, "https://hooks.example.com:8443/a?b=c"],
    ["https://93.184.216.34/hook", false, "https://93.184.216.34/hook"],
    ["https://[2606:4700:4700::1111]/hook", false, "https://[2606:4700:4700::1111]/hook"],
    ["http://localhost:3000/hook", true, "http://localhost:3000/hook"],
    ["http://LOCALHOST./hook", true, "http://localhost./hook"],
    ["http://app.localhost/hook", true, "http://app.localhost/hook"],
    ["http://127.0.0.1:8080/hook", true, "http://127.0.0.1:8080/hook"],
    ["http://127.8.9.10/hook", true, "http://127.8.9.10/hook"],
    ["http://[::1]:8080/hook", true, "http://[::1]:8080/hook"],
    ["https://127.0.0.1/hook", true, "https://127.0.0.1/hook"],
    ["https://localhost/hook", true, "https://localhost/hook"],
    // The URL parser turns decimal, octal, hex and shortened IPv4 into dotted form.
    ["http://2130706433/", true, "http://127.0.0.1/"],
    ["http://0177.0.0.1/", true, "http://127.0.0.1/"],
    ["http://0x7f.0.0.1/", true, "http://127.0.0.1/"],
    ["http://127.1/", true, "http://127.0.0.1/"],
    ["http://[::ffff:127.0.0.1]/", true, "http://[::ffff:7f00:1]/"],
  ])("%s (development %s) → %s", (input, development, href) => {
    const parsed = parseWebhookUrl(input, { development });
    expect(parsed).toEqual({ url: new URL(href) });
  });

  it.each([
    ["http://hooks.example.com/", false, HTTPS_ONLY],
    ["http://hooks.example.com/", true, HTTPS_ONLY],
    ["http://localhost:3000/", false, HTTPS_ONLY],
    ["http://127.0.0.1/", false, HTTPS_ONLY],
    ["http://10.0.0.1/", true, HTTPS_ONLY],
    ["ftp://hooks.example.com/", false, HTTPS_ONLY],
    ["javascript:alert(1)", true, HTTPS_ONLY],
    ["https://localhost/", false, "Webhook URLs cannot point to localhost: it is a loopback address."],
    ["https://api.localhost/", false, "Webhook URLs cannot point to api.localhost: it is a loopback address."],
    ["https://127.0.0.1/", false, "Webhook URLs cannot point to 127.0.0.1: it is a loopback address."],
    ["https://[::1]/", false, "Webhook URLs cannot point to ::1: it is a loopback address."],
    // Every spelling of 127.0.0.1 and 10.0.0.1 is caught.
    ["https://2130706433/", false, "Webhook URLs cannot point to 127.0.0.1: it is a loopback address."],
    ["https://0177.0.0.1/", false, "Webhook URLs cannot point to 127.0.0.1: it is a loopback address."],
    ["https://0x7f.0.0.1/", false, "Webhook URLs cannot point to 127.0.0.1: it is a loopback address."],
    ["https://0x7f000001/", false, "Webhook URLs cannot point to 127.0.0.1: it is a loopback address."],
    ["https://127.1/", false, "Webhook URLs cannot point to 127.0.0.1: it is a loopback address."],
    ["https://%31%32%37.0.0.1/", false, "Webhook URLs cannot point to 127.0.0.1: it is a loopback address."],
    ["https://167772161/", true, `Webhook URLs cannot point to 10.0.0.1: it is ${PRIVATE_10}.`],
    ["https://012.0.0.1/", true, `Webhook URLs cannot point to 10.0.0.1: it is ${PRIVATE_10}.`],
    ["https://10.1/", true, `Webhook URLs cannot point to 10.0.0.1: it is ${PRIVATE_10}.`],
    ["https://[::ffff:127.0.0.1]/", false, "Webhook URLs cannot point to ::ffff:7f00:1: it is a loopback address."],
    ["https://[::ffff:a00:1]/", true, `Webhook URLs cannot point to ::ffff:a00:1: it is ${PRIVATE_10}.`],
    [
      "https://[64:ff9b::10.0.0.1]/",
      true,
      `Webhook URLs cannot point to 64:ff9b::a00:1: it is ${PRIVATE_10}, embedded in a NAT64 address.`,
    ],
    ["https://169.254.169.254/latest/meta-data/", true, `Webhook URLs cannot point to 169.254.169.254: it is ${METADATA}.`],
    ["https://[fd00:ec2::254]/", true, `Webhook URLs cannot point to fd00:ec2::254: it is ${METADATA}.`],
    ["https://0.0.0.0/", true, "Webhook URLs cannot point to 0.0.0.0: it is a this-network address (0.0.0.0/8)."],
    ["https://user:secret@hooks.example.com/", false, "Webhook URLs cannot contain a username or password."],
    ["https://user@hooks.example.com/", false, "Webhook URLs cannot contain a username or password."],
    ["https://:secret@hooks.example.com/", false, "Webhook URLs cannot contain a username or password."],
    ["https://hooks.example.com/#section", false, "Webhook URLs cannot contain a fragment (the part after #)."],
    ["https://hooks.example.com/#", false, "Webhook URLs cannot contain a fragment (the part after #)."],
    ["/relative/hook", false, "Enter the full URL of your endpoint, starting with https://."],
    ["hooks.example.com", false, "Enter the full URL of your endpoint, starting with https://."],
    ["https://", false, "Enter the full URL of your endpoint, starting with https://."],
    ["https://09.0.0.1/", false, "Enter the full URL of your endpoint, starting with https://."],
  ])("%s (development %s) is refused: %s", (input, development, error) => {
    expect(parseWebhookUrl(input, { development })).toEqual({ error });
  });

  it("takes a URL of 2,000 characters, not one more, counted before and after the parser's encoding", () => {
    const base = "https://hooks.example.com/";
    const longest = base + "a".repeat(2_000 - base.length);
    const tooLong = { error: "Webhook URLs can be at most 2,000 characters long." };
    expect(parseWebhookUrl(longest, { development: false })).toEqual({ url: new URL(longest) });
    expect(parseWebhookUrl(`${longest}a`, { development: false })).toEqual(tooLong);
    // Each space becomes %20: short as typed, too long as sent.
    expect(parseWebhookUrl(base + "a b".repeat(600), { development: false })).toEqual(tooLong);
  });
});

describe("refusalAfterApproval: what a development endpoint loses at approval", () => {
  it.each([
    ["https://hooks.example.com/game", null],
    ["https://93.184.215.14/hooks", null],
    ["http://127.0.0.1:8080/webhooks", "Webhook URLs must use https://"],
    ["http://localhost:4242/webhook", "Webhook URLs must use https://"],
    ["https://127.0.0.1/hooks", "Webhook URLs cannot point to 127.0.0.1: it is a loopback address."],
    ["https://[::1]/hooks", "Webhook URLs cannot point to ::1: it is a loopback address."],
    ["https://dev.localhost/hooks", "Webhook URLs cannot point to dev.localhost: it is a loopback address."],
    ["http://hooks.example.com/game", "Webhook URLs must use https://"],
  ])("%s: %s", (url, refusal) => {
    const found = refusalAfterApproval(url);
    if (refusal === null) expect(found).toBeNull();
    else expect(found).toContain(refusal);
  });
});

describe("resolveChecked: every address a name resolves to", () => {
  const lookup = fakeLookup({
    "hooks.example.com": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
    "v6first.example": ["2606:2800:220:1:248:1893:25c8:1946", "93.184.216.34"],
    "rebind.example": ["93.184.216.34", "10.0.0.1"],
    "metadata.example": ["169.254.169.254"],
    "mapped.example": ["::ffff:127.0.0.1"],
    "home.example": ["127.0.0.1"],
    "empty.example": [],
  });

  it("gives the first address and its family when all are allowed", async () => {
    await expect(resolveChecked("hooks.example.com", { allowLoopback: false, lookup })).resolves.toEqual({
      address: "93.184.216.34",
      family: 4,
    });
    await expect(resolveChecked("v6first.example", { allowLoopback: false, lookup })).resolves.toEqual({
      address: "2606:2800:220:1:248:1893:25c8:1946",
      family: 6,
    });
  });

  it.each([
    ["rebind.example", false, "rebind.example resolves to a private or reserved address"],
    ["metadata.example", true, "metadata.example resolves to a private or reserved address"],
    ["mapped.example", false, "mapped.example resolves to a private or reserved address"],
    ["home.example", false, "home.example resolves to a private or reserved address"],
    ["localhost", false, "localhost is a loopback address"],
    ["10.0.0.1", true, `10.0.0.1 is ${PRIVATE_10}`],
    ["[::1]", false, "::1 is a loopback address"],
  ])("%s (loopback allowed %s) is refused: %s", async (hostname, allowLoopback, message) => {
    await expect(resolveChecked(hostname, { allowLoopback, lookup })).rejects.toMatchObject({ kind: "refused", message });
  });

  it("never tells the developer the address a name resolves to, and logs it on the server", async () => {
    const lines: string[] = [];
    const previous = useLogger(createLogger({ write: (line: string) => void lines.push(line) }, "warn"));
    try {
      const internal = fakeLookup({ "intranet.example": ["10.20.30.40"] });
      const refusal = await resolveChecked("intranet.example", { allowLoopback: false, lookup: internal }).catch((e: unknown) => e);
      expect(refusal).toMatchObject({ kind: "refused", message: "intranet.example resolves to a private or reserved address" });
      expect(String((refusal as Error).message)).not.toContain("10.20.30.40");
      const checked = await checkWebhookUrl("https://intranet.example/in", { development: false, lookup: internal });
      expect(JSON.stringify(checked)).not.toMatch(/10\.20\.30\.40|10\.0\.0\.0\/8/);
    } finally {
      useLogger(previous);
    }
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: "warn", host: "intranet.example", address: "10.20.30.40", refusal: PRIVATE_10 });
  });

  it("allows a name that resolves to loopback when loopback is allowed", async () => {
    await expect(resolveChecked("home.example", { allowLoopback: true, lookup })).resolves.toEqual({ address: "127.0.0.1", family: 4 });
  });

  it.each(["missing.example", "empty.example"])("says %s does not resolve", async (hostname) => {
    await expect(resolveChecked(hostname, { allowLoopback: false, lookup })).rejects.toMatchObject({
      kind: "unresolved",
      message: `${hostname} does not resolve`,
    });
  });

  it("resolves localhost through the system's resolver only when loopback is allowed", async () => {
    const resolved = await resolveChecked("localhost", { allowLoopback: true });
    expect(["127.0.0.1", "::1"]).toContain(resolved.address);
    await expect(resolveChecked("localhost", { allowLoopback: false })).rejects.toMatchObject({ kind: "refused" });
  });
});

describe("checkWebhookUrl: the rules, then DNS", () => {
  const lookup = fakeLookup({
    "hooks.example.com": ["93.184.216.34"],
    "rebind.example": ["93.184.216.34", "10.0.0.1"],
    "metadata.example": ["169.254.169.254"],
  });

  it("takes a URL whose name resolves to public addresses", async () => {
    const checked = await checkWebhookUrl("https://hooks.example.com/events", { development: false, lookup });
    expect(checked).toEqual({ url: new URL("https://hooks.example.com/events") });
  });

  it.each([
    ["https://rebind.example/", "The webhook URL's host rebind.example resolves to a private or reserved address."],
    ["https://metadata.example/", "The webhook URL's host metadata.example resolves to a private or reserved address."],
    ["https://nowhere.example/", "The webhook URL's host nowhere.example does not resolve."],
    ["http://hooks.example.com/", HTTPS_ONLY],
  ])("refuses %s: %s", async (input, error) => {
    await expect(checkWebhookUrl(input, { development: false, lookup })).resolves.toEqual({ error });
  });

  it("takes http://localhost in development through the system's resolver", async () => {
    await expect(checkWebhookUrl("http://localhost:3000/hook", { development: true })).resolves.toEqual({
      url: new URL("http://localhost:3000/hook"),
    });
  });
});
