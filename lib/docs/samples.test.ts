import { describe, expect, it } from "vitest";
import { LIMITS, LOCAL_BASE_URL, OAUTH, QUICK_START, WEBHOOKS, atServer, samplesAt } from "./samples";

const SAME = { baseUrl: "https://api.example.com", authUrl: "https://api.example.com" };
const SPLIT = { baseUrl: "https://api.example.com", authUrl: "https://play.example.com" };

describe("samples at this server's addresses", () => {
  it.each([
    ["an API call", `curl -i ${LOCAL_BASE_URL}/v1/me`, SPLIT, "curl -i https://api.example.com/v1/me"],
    ["the token endpoint", `curl -s ${LOCAL_BASE_URL}/v1/oauth/token`, SPLIT, "curl -s https://api.example.com/v1/oauth/token"],
    ["the sign-in page", `new URL("${LOCAL_BASE_URL}/oauth/authorize")`, SPLIT, `new URL("https://play.example.com/oauth/authorize")`],
    [
      "the iss of a callback",
      `?code=gmac_…&iss=${encodeURIComponent(LOCAL_BASE_URL)}`,
      SPLIT,
      "?code=gmac_…&iss=https%3A%2F%2Fplay.example.com",
    ],
    ["the issuer of the metadata", `"issuer": "${LOCAL_BASE_URL}",`, SPLIT, `"issuer": "https://play.example.com",`],
    [
      "the metadata's own address",
      `curl -s ${LOCAL_BASE_URL}/.well-known/oauth-authorization-server`,
      SPLIT,
      "curl -s https://api.example.com/.well-known/oauth-authorization-server",
    ],
    [
      "one host for both",
      `${LOCAL_BASE_URL}/oauth/authorize and ${LOCAL_BASE_URL}/v1/me`,
      SAME,
      "https://api.example.com/oauth/authorize and https://api.example.com/v1/me",
    ],
    [
      "a local server on another port",
      `curl ${LOCAL_BASE_URL}/v1/me`,
      { baseUrl: "http://localhost:3100", authUrl: "http://localhost:3100" },
      "curl http://localhost:3100/v1/me",
    ],
    ["no address at all", "npm run -s cli -- token create", SPLIT, "npm run -s cli -- token create"],
  ])("%s", (_, code, urls, shown) => {
    expect(atServer(code, urls)).toBe(shown);
  });

  it("leaves no local address in any quick-start, Limits, OAuth or Webhooks sample", () => {
    for (const samples of [samplesAt(QUICK_START, SPLIT), samplesAt(LIMITS, SPLIT), samplesAt(OAUTH, SPLIT), samplesAt(WEBHOOKS, SPLIT)]) {
      for (const [name, code] of Object.entries(samples)) expect(code, name).not.toContain("localhost");
    }
  });

  it("keeps every sample of a set, by name", () => {
    expect(Object.keys(samplesAt(OAUTH, SAME))).toEqual(Object.keys(OAUTH));
    expect(samplesAt(QUICK_START, { baseUrl: LOCAL_BASE_URL, authUrl: LOCAL_BASE_URL })).toEqual(QUICK_START);
  });
});
