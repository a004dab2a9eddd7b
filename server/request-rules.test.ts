import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { isUsableCallbackUrl, NO_PAGE_PATH, routeRequest, withoutUnusableCallbackCookie } from "@/server/request-rules";
import { createRequestListener } from "@/server/listener";

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

  it.each(["cross-site", "same-site", "CROSS-SITE"])("refuses a post without Origin whose Sec-Fetch-Site is %s with 403", (site) => {
    for (const url of ["/portal/tokens", "/api/auth/callback/credentials", "/signin"]) {
      const headers = { ...host, "sec-fetch-site": site, "next-action": "abc" };
      expect(routeRequest("POST", url, headers), url).toMatchObject({ to: "refuse", status: 403 });
    }
  });

  it.each(["same-origin", "none"])("lets a post without Origin through when Sec-Fetch-Site is %s", (site) => {
    expect(routeRequest("POST", "/portal/tokens", { ...host, "sec-fetch-site": site })).toEqual({ to: "pages" });
  });
});

describe("page paths Next.js cannot decode", () => {
  it.each(["%ZZ", "%E0%A4%A", "a%", "%", "%%", "%C0%AF", "%FF%FE", "%uD800", "%ED%A0%80", "%F4%90%80%80"])(
    "a path with %s names no page: the site's 404, whoever asks and however",
    (segment) => {
      for (const url of [
        `/portal/applications/${segment}`,
        `/applications/${segment}/logo`,
        `/api/auth/${segment}`,
        `/docs/${segment}?x=1`,
      ]) {
        for (const method of ["GET", "HEAD", "POST"])
          expect(routeRequest(method, url, host), `${method} ${url}`).toEqual({ to: "not-found" });
      }
    },
  );

  it.each(["%20", "%C3%BC", "%F0%9F%8F%80", "%2F", "%00", "%2e%2e", "x".repeat(5000)])("a path with %s goes to the pages", (segment) => {
    expect(routeRequest("GET", `/portal/applications/${segment}`, host)).toEqual({ to: "pages" });
  });

  it("leaves the query to the pages, and /v1 to the API app, which answers its own", () => {
    expect(routeRequest("GET", "/portal/logs?page=%ZZ&%E0=a%", host)).toEqual({ to: "pages" });
    expect(routeRequest("GET", "/v1/teams/%ZZ", host)).toEqual({ to: "api" });
  });

  it("is answered by the site's 404 page: the URL is rewritten to one Next.js never routes, and counted as sent", async () => {
    const seen: string[] = [];
    const listener = createRequestListener({
      api: (_req, res) => void res.end("api"),
      pages: async (req, res) => {
        seen.push(req.url ?? "");
        res.statusCode = 404;
        res.end();
      },
      trustedProxyHops: 0,
    });
    const server = http.createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const path of ["/portal/applications/%ZZ", "/portal/applications/ok"]) await fetch(`http://127.0.0.1:${port}${path}`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(seen).toEqual([NO_PAGE_PATH, "/portal/applications/ok"]);
    expect(NO_PAGE_PATH).toMatch(/^\/_[a-z-]+$/);
  });
});

describe("what next-auth would answer with a 500", () => {
  it("refuses every method but POST where the sign-in form posts, spelled any way", () => {
    for (const url of [
      "/api/auth/callback/credentials",
      "/api/auth/callback/credential%73",
      "/api/%61uth/callback/credentials",
      "/api/auth/callback/credentials?x=1",
    ]) {
      for (const method of ["GET", "HEAD"]) {
        expect(routeRequest(method, url, host), `${method} ${url}`).toMatchObject({
          to: "refuse",
          status: 405,
          headers: { Allow: "POST" },
        });
      }
      expect(routeRequest("POST", url, host)).toEqual({ to: "pages" });
    }
  });

  it.each(["%ZZ", "x", "x%00y", "javascript:alert(1)", "mailto:a@b.example", "%2F%2F%5B", "data:text/html,x"])(
    "refuses callbackUrl=%s with 400 on next-auth's routes, and leaves it to the pages elsewhere",
    (value) => {
      for (const action of ["signin", "signin/credentials", "signout", "session", "csrf", "providers", "callback/credentials"]) {
        expect(routeRequest("POST", `/api/auth/${action}?callbackUrl=${value}`, host)).toMatchObject({ to: "refuse", status: 400 });
      }
      // Repeated: next-auth reads the last one.
      expect(routeRequest("GET", `/api/auth/session?callbackUrl=%2F&callbackUrl=${value}`, host)).toMatchObject({ status: 400 });
      expect(routeRequest("GET", `/signin?callbackUrl=${value}`, host)).toEqual({ to: "pages" });
    },
  );

  it.each(["%2Fportal", "%2F", "http%3A%2F%2Flocalhost%3A3000%2Fportal", "https%3A%2F%2Fgames.example", "/docs?x=1", ""])(
    "lets callbackUrl=%s through",
    (value) => {
      expect(routeRequest("GET", `/api/auth/signin?callbackUrl=${value}`, host)).toEqual({ to: "pages" });
    },
  );

  it("agrees with next-auth's own check of a callback address", () => {
    for (const value of ["/portal", "/", "//games.example/x", "http://localhost:3000", "https://x.example/a?b#c"])
      expect(isUsableCallbackUrl(value), value).toBe(true);
    for (const value of ["", "portal", "%ZZ", "javascript:alert(1)", "//[", "ftp://x.example", "x\u0000y"])
      expect(isUsableCallbackUrl(value), value).toBe(false);
  });

  it("drops a callback cookie next-auth could not read, read as Next.js reads cookies, and keeps every other", () => {
    const session = "next-auth.session-token=abc";
    expect(withoutUnusableCallbackCookie(undefined)).toBeNull();
    expect(withoutUnusableCallbackCookie(session)).toBeNull();
    expect(withoutUnusableCallbackCookie(`${session}; next-auth.callback-url=http%3A%2F%2Flocalhost%3A3000%2Fportal`)).toBeNull();
    expect(withoutUnusableCallbackCookie(`${session}; next-auth.callback-url=%2Fportal`)).toBeNull();
    for (const bad of ["x", "javascript%3Aalert(1)", "%2F%2F%5B"]) {
      expect(withoutUnusableCallbackCookie(`${session}; next-auth.callback-url=${bad}; theme=dark`), bad).toBe(`${session}; theme=dark`);
      expect(withoutUnusableCallbackCookie(`__Secure-next-auth.callback-url=${bad};${session}`), bad).toBe(session);
    }
    // An empty one is read as none; a bare name as "true"; a value Next.js cannot decode is skipped by it, so harmless.
    expect(withoutUnusableCallbackCookie(`next-auth.callback-url=; ${session}`)).toBeNull();
    expect(withoutUnusableCallbackCookie(`next-auth.callback-url; ${session}`)).toBe(session);
    expect(withoutUnusableCallbackCookie(`next-auth.callback-url=%ZZ; ${session}`)).toBeNull();
  });
});
