import { describe, expect, it } from "vitest";
import { ApplicationInputSchema, ReasonSchema, ReviewRequestSchema, WebsiteSchema } from "@/lib/applications/schemas";
import { applicationState } from "@/lib/applications/application-state";

const valid = {
  name: "Scout sheet",
  description: "Exports my roster to a spreadsheet.",
  website: "https://scout.example.com",
  kind: "Confidential" as const,
  redirectUris: ["https://scout.example.com/callback"],
};

function issuesOf(input: unknown) {
  const result = ApplicationInputSchema.safeParse(input);
  if (result.success) throw new Error("accepted");
  return result.error.issues.map((i) => ({ path: i.path, message: i.message }));
}

describe("ApplicationInputSchema", () => {
  it("accepts a complete application and trims its text", () => {
    const parsed = ApplicationInputSchema.parse({
      ...valid,
      name: "  Scout sheet ",
      redirectUris: [" https://scout.example.com/callback "],
    });
    expect(parsed.name).toBe("Scout sheet");
    expect(parsed.redirectUris).toEqual(["https://scout.example.com/callback"]);
  });

  it.each([
    [{ name: "" }, ["name"], /name/],
    [{ name: "x".repeat(61) }, ["name"], /60/],
    [{ description: " " }, ["description"], /Describe/],
    [{ description: "x".repeat(501) }, ["description"], /500/],
    [{ kind: "Secret" }, ["kind"], /Confidential|Public/],
    [{ website: "http://scout.example.com" }, ["website"], /https/],
    [{ website: "scout.example.com" }, ["website"], /full URL/],
    [{ website: "https://me:pw@scout.example.com" }, ["website"], /user name/],
    [{ redirectUris: [] }, ["redirectUris"], /at least one/],
    [
      {
        redirectUris: [
          "https://a.example/1",
          "https://a.example/2",
          "https://a.example/3",
          "https://a.example/4",
          "https://a.example/5",
          "https://a.example/6",
        ],
      },
      ["redirectUris"],
      /At most 5/,
    ],
  ])("refuses %j under the field %j", (change, path, message) => {
    const issues = issuesOf({ ...valid, ...change });
    expect(issues).toEqual([expect.objectContaining({ path, message: expect.stringMatching(message) })]);
  });

  it("allows http://localhost as the website while developing", () => {
    expect(WebsiteSchema.parse("http://localhost:3000")).toBe("http://localhost:3000");
    expect(WebsiteSchema.parse("http://127.0.0.1:8080/about")).toBe("http://127.0.0.1:8080/about");
  });

  it("puts a redirect URI's error under its index", () => {
    const issues = issuesOf({ ...valid, redirectUris: ["https://ok.example/cb", "http://evil.example/cb", "https://x.example/cb#f"] });
    expect(issues).toEqual([
      { path: ["redirectUris", 1], message: expect.stringMatching(/loopback/) },
      { path: ["redirectUris", 2], message: expect.stringMatching(/fragment/) },
    ]);
  });

  it("refuses duplicates, counting loopback URIs that differ only in the port as one", () => {
    expect(issuesOf({ ...valid, redirectUris: ["https://a.example/cb", "https://a.example/cb"] })).toEqual([
      { path: ["redirectUris", 1], message: expect.stringMatching(/already/) },
    ]);
    expect(issuesOf({ ...valid, redirectUris: ["http://127.0.0.1:8080/cb", "http://127.0.0.1:9090/cb"] })).toEqual([
      { path: ["redirectUris", 1], message: expect.stringMatching(/already/) },
    ]);
    expect(ApplicationInputSchema.safeParse({ ...valid, redirectUris: ["http://127.0.0.1/cb", "http://localhost/cb"] }).success).toBe(true);
  });
});

describe("review and reason schemas", () => {
  it("takes an optional message of at most 1000 characters", () => {
    expect(ReviewRequestSchema.parse({})).toEqual({});
    expect(ReviewRequestSchema.parse({ message: " hi " })).toEqual({ message: "hi" });
    expect(ReviewRequestSchema.safeParse({ message: "x".repeat(1001) }).success).toBe(false);
  });

  it("needs a reason of 1 to 500 characters", () => {
    expect(ReasonSchema.safeParse({ reason: "  " }).error?.issues[0]).toMatchObject({
      path: ["reason"],
      message: expect.stringMatching(/reason/),
    });
    expect(ReasonSchema.safeParse({ reason: "x".repeat(501) }).success).toBe(false);
    expect(ReasonSchema.parse({ reason: "Asks for personal tokens." })).toEqual({ reason: "Asks for personal tokens." });
  });
});

describe("applicationState", () => {
  const at = new Date("2026-11-18T12:00:00Z");
  it.each([
    [{ status: "Development", reviewState: "None", suspendedAt: null }, "development"],
    [{ status: "Development", reviewState: "Pending", suspendedAt: null }, "pending_review"],
    [{ status: "Development", reviewState: "Rejected", suspendedAt: null }, "rejected"],
    [{ status: "Approved", reviewState: "Approved", suspendedAt: null }, "approved"],
    [{ status: "Approved", reviewState: "Approved", suspendedAt: at }, "suspended"],
    [{ status: "Development", reviewState: "Pending", suspendedAt: at }, "suspended"],
  ] as const)("%j is %s", (app, state) => {
    expect(applicationState(app)).toBe(state);
  });
});
