/**
 * The review desk's flags as one table: what an application registered and its owner's record
 * raise, and what they do not. Then the queue over a real PostgreSQL carries them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  namesAreClose,
  reviewFlags,
  type FlagContext,
  type FlaggedApplication,
  type ReviewFlagKind,
} from "@/lib/applications/review-flags";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { demoAccounts, applicationInput } from "@/lib/testing/applications";
import { approveApplicationAsOperator, listReviewQueue, registerApplication, rejectApplication, requestReview } from "@/lib/applications";

const CLEAN: FlaggedApplication = {
  name: "Scout Sheet",
  website: "https://scout.example.com",
  privacyPolicyUrl: "https://scout.example.com/privacy",
  redirectUris: ["https://scout.example.com/callback"],
  kind: "Confidential",
};
const NOBODY: FlagContext = { ownerRejections: 0, approvedNames: [] };

describe("review flags", () => {
  const table: [string, Partial<FlaggedApplication>, Partial<FlagContext>, ReviewFlagKind[]][] = [
    ["a clean application", {}, {}, []],
    ["an http:// website", { website: "http://scout.example.com" }, {}, ["insecure_website"]],
    ["a website on localhost", { website: "http://localhost:3000" }, {}, ["insecure_website"]],
    ["a website on 127.0.0.1 over https", { website: "https://127.0.0.1" }, {}, ["insecure_website"]],
    ["a loopback redirect of a public client", { kind: "Public", redirectUris: ["http://127.0.0.1/callback"] }, {}, ["loopback_redirect"]],
    ["a loopback redirect of a confidential client", { redirectUris: ["http://localhost:8080/cb"] }, {}, ["loopback_redirect"]],
    ["an http:// redirect elsewhere", { redirectUris: ["http://scout.example.com/callback"] }, {}, ["insecure_redirect"]],
    ["a private-use scheme (a native app's own)", { redirectUris: ["com.example.scout:/callback"] }, {}, []],
    ["no privacy policy", { privacyPolicyUrl: null }, {}, ["no_privacy_policy"]],
    ["an owner with a rejected application", {}, { ownerRejections: 1 }, ["owner_rejected"]],
    ["a name like an approved one", { name: "Scout-Sheet!" }, { approvedNames: ["scout sheet"] }, ["similar_name"]],
    ["a name one letter off an approved one", { name: "Scout Shet" }, { approvedNames: ["Scout Sheet"] }, ["similar_name"]],
    ["a name far from the approved ones", {}, { approvedNames: ["Lineup Helper", "Scouting Report Pro"] }, []],
    [
      "everything at once, in reading order",
      { website: "http://localhost", redirectUris: ["http://localhost/cb"], privacyPolicyUrl: null },
      { ownerRejections: 2, approvedNames: ["Scout Sheet"] },
      ["insecure_website", "loopback_redirect", "no_privacy_policy", "owner_rejected", "similar_name"],
    ],
  ];

  it.each(table)("%s", (_what, application, context, kinds) => {
    const flags = reviewFlags({ ...CLEAN, ...application }, { ...NOBODY, ...context });
    expect(flags.map((f) => f.kind)).toEqual(kinds);
    for (const flag of flags) expect(flag.message.length).toBeGreaterThan(10);
  });

  it.each([
    ["Roster Pocket", "roster pocket", true],
    ["Rösterpöcket", "Roster Pocket", true],
    ["Roster Pocket", "Roster Rocket", true],
    ["Roster Pocket", "Roster Pocket Pro", false],
    ["Ab", "Ac", false],
    ["Bot", "Box", false],
    ["Bot", "BOT!", true],
    ["篮球助手", "篮球 助手", true],
    ["Тренер Про", "Тренер Пра", true],
    ["Scout", "Coach", false],
    ["!!!", "???", false],
  ])("%s and %s are close: %s", (a, b, close) => {
    expect(namesAreClose(a, b)).toBe(close);
  });
});

describe("the review queue", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("world");
  });
  afterAll(async () => {
    await database.drop();
  });

  it("carries each request's flags, the owner's rejections and names close to another owner's approved tool", async () => {
    const { demo, rookie, staff } = await demoAccounts(database);
    const approved = await registerApplication(database, demo, applicationInput({ name: "Lineup Helper" }));
    await approveApplicationAsOperator(database, approved.clientId);
    const refused = await registerApplication(database, rookie, applicationInput({ name: "First Try" }));
    await requestReview(database, rookie, refused.application.id, {});
    await rejectApplication(database, staff, refused.application.id, { reason: "Too thin." });
    const suspicious = await registerApplication(
      database,
      rookie,
      applicationInput({ name: "Line-up Helper", website: "http://localhost:3000", redirectUris: ["https://scout.example.com/callback"] }),
    );
    await requestReview(database, rookie, suspicious.application.id, {});
    const item = (await listReviewQueue(database)).find((i) => i.id === suspicious.application.id)!;
    expect(item.flags.map((f) => f.kind)).toEqual(["insecure_website", "no_privacy_policy", "owner_rejected", "similar_name"]);
    expect(item.flags.at(-1)!.message).toContain("“Lineup Helper”");
  });
});
