import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddress, resolveClientAddress } from "@/lib/client-address";

describe("the client's address: the socket, unless trusted proxies say otherwise", () => {
  it.each([
    // [socket, X-Forwarded-For, trusted hops, expected]
    ["203.0.113.9", undefined, 0, "203.0.113.9"],
    ["203.0.113.9", "1.2.3.4", 0, "203.0.113.9"],
    ["203.0.113.9", "1.2.3.4, 5.6.7.8", 0, "203.0.113.9"],
    ["::ffff:203.0.113.9", undefined, 0, "203.0.113.9"],
    ["::1", "1.2.3.4", 0, "::1"],
    // One proxy (a load balancer) appends the address it saw; what the client wrote before it is ignored.
    ["10.0.0.2", "198.51.100.7", 1, "198.51.100.7"],
    ["10.0.0.2", "6.6.6.6, 198.51.100.7", 1, "198.51.100.7"],
    ["10.0.0.2", ["6.6.6.6", "198.51.100.7"], 1, "198.51.100.7"],
    // Two proxies: the client is two hops before the socket.
    ["10.0.0.3", "6.6.6.6, 198.51.100.7, 10.0.0.2", 2, "198.51.100.7"],
    // A request that skipped the proxies: the chain is shorter than the trusted hops, take its first.
    ["198.51.100.8", undefined, 1, "198.51.100.8"],
    ["10.0.0.2", "198.51.100.7", 3, "198.51.100.7"],
    [undefined, undefined, 0, "unknown"],
    ["10.0.0.2", " , ", 1, "10.0.0.2"],
  ] as const)("socket %s, X-Forwarded-For %j, %i trusted → %s", (socket, forwarded, hops, expected) => {
    expect(resolveClientAddress(socket, forwarded as string | string[] | undefined, hops)).toBe(expected);
  });

  it("keeps an address to 100 characters", () => {
    expect(resolveClientAddress("10.0.0.2", "x".repeat(500), 1)).toHaveLength(100);
  });

  it("reads the server's header from Headers or a plain object, and says unknown without it", () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: "192.0.2.1" }))).toBe("192.0.2.1");
    expect(clientAddress({ [CLIENT_ADDRESS_HEADER]: "192.0.2.2" })).toBe("192.0.2.2");
    expect(clientAddress({ [CLIENT_ADDRESS_HEADER]: ["192.0.2.3"] })).toBe("192.0.2.3");
    expect(clientAddress(new Headers({ "x-forwarded-for": "192.0.2.4" }))).toBe("unknown");
    expect(clientAddress(undefined)).toBe("unknown");
  });
});
