import { describe, expect, it } from "vitest";
import { routeRequest } from "@/server/request-rules";

const host = { host: "localhost:3000" };

describe("what the server does before any application code", () => {
  it.each([
    ["GET", "/v1/me"],
    ["TRACE", "/v1/me"],
    ["POST", "/v1/oauth/token"],
    ["DELETE", "/v1"],
    ["GET", "/v1?x=1"],
    ["GET", "/.well-known/oauth-authorization-server"],
  ])("%s %s goes to the API app, which answers every method itself", (method, url) => {
    expect(routeRequest(method, url, host)).toEqual({ to: "api" });
  });

  it.each([
    ["GET", "/"],
    ["HEAD", "/portal"],
    ["GET", "/v1beta"],
    ["GET", "/docs/v1/x"],
    ["POST", "/api/auth/callback/credentials"],
  ])("%s %s goes to the pages", (method, url) => {
    expect(routeRequest(method, url, host)).toEqual({ to: "pages" });
  });

  it.each(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "PROPFIND", ""])("refuses %s on pages with 405 and Allow", (method) => {
    for (const url of ["/", "/healthz", "/api/auth/session", "/portal/tokens"]) {
      expect(routeRequest(method, url, host)).toMatchObject({ to: "refuse", status: 405, headers: { Allow: "GET, HEAD, POST" } });
    }
  });

  it("lets a same-origin post through, and one without Origin", () => {
    expect(routeRequest("POST", "/portal/tokens", { ...host, origin: "http://localhost:3000" })).toEqual({ to: "pages" });
    expect(routeRequest("POST", "/portal/tokens", { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" })).toEqual({ to: "pages" });
    expect(routeRequest("POST", "/portal/tokens", host)).toEqual({ to: "pages" });
    // Behind a proxy, the forwarded host is what the browser saw (as Next.js compares it).
    expect(
      routeRequest("POST", "/portal", { host: "10.0.0.5:3000", "x-forwarded-host": "games.example", origin: "https://games.example" }),
    ).toEqual({ to: "pages" });
  });

  it.each([
    ["another site", "https://evil.example"],
    ["a sibling port", "http://localhost:3001"],
    ["an opaque origin", "null"],
    ["a malformed origin", "http://["],
    ["a non-web scheme", "file://localhost:3000"],
  ])("refuses a post from %s with 403", (_what, origin) => {
    expect(routeRequest("POST", "/portal/tokens", { ...host, origin, "next-action": "abc" })).toMatchObject({ to: "refuse", status: 403 });
  });
});
