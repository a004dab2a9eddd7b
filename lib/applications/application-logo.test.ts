import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { applicationInput, demoAccounts } from "@/lib/testing/applications";
import {
  countManagersAllowing,
  findLogoUrl,
  readApplicationLogo,
  registerApplication,
  removeApplicationLogo,
  setApplicationLogo,
  updateApplication,
  ApplicationInputSchema,
  MAX_LOGO_BYTES,
} from "@/lib/applications";
import { sniffLogoType } from "@/lib/applications/application-logo";

let database: TestDatabase;
let ids: Awaited<ReturnType<typeof demoAccounts>>;
const now = new Date("2026-11-23T12:00:00Z");

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

beforeAll(async () => {
  database = await createTestDatabase("world");
  ids = await demoAccounts(database);
});
afterAll(() => database.drop());

describe("an application's identity", () => {
  it("recognises PNG, JPEG and WebP by their first bytes, and nothing else", () => {
    expect(sniffLogoType(PNG)).toBe("image/png");
    expect(sniffLogoType(JPEG)).toBe("image/jpeg");
    expect(sniffLogoType(WEBP)).toBe("image/webp");
    expect(sniffLogoType(SVG)).toBeNull();
  });

  it("keeps an uploaded logo, serves it back, replaces and removes it", async () => {
    const { application } = await registerApplication(database, ids.demo, applicationInput({ name: "Logo tool" }), now);
    expect(await findLogoUrl(database, application.id)).toBeNull();
    await setApplicationLogo(database, ids.demo, application.id, { bytes: PNG, type: "image/png" }, now);
    expect(await findLogoUrl(database, application.id)).toBe(`/applications/${application.id}/logo?v=${now.getTime()}`);
    const stored = await readApplicationLogo(database, application.id);
    expect(stored?.contentType).toBe("image/png");
    expect(Array.from(stored!.bytes)).toEqual(Array.from(PNG));

    const later = new Date(now.getTime() + 1000);
    await setApplicationLogo(database, ids.demo, application.id, { bytes: JPEG, type: "image/jpeg" }, later);
    expect((await readApplicationLogo(database, application.id))?.contentType).toBe("image/jpeg");
    expect(await findLogoUrl(database, application.id)).toContain(`v=${later.getTime()}`);

    await removeApplicationLogo(database, ids.demo, application.id, later);
    expect(await readApplicationLogo(database, application.id)).toBeNull();
    await expect(removeApplicationLogo(database, ids.demo, application.id, later)).rejects.toMatchObject({ code: "not_found" });
  });

  it.each([
    [
      "an oversize image",
      () => ({ bytes: new Uint8Array(MAX_LOGO_BYTES + 1).fill(0).map((v, i) => (i < PNG.length ? PNG[i] : v)), type: "image/png" }),
      "The logo is 257 KB; at most 256 KB.",
    ],
    ["an SVG", () => ({ bytes: SVG, type: "image/svg+xml" }), "The logo must be a PNG, JPEG or WebP image."],
    [
      "a text file called PNG",
      () => ({ bytes: new TextEncoder().encode("hello"), type: "image/png" }),
      "The logo must be a PNG, JPEG or WebP image.",
    ],
    ["a JPEG declared as PNG", () => ({ bytes: JPEG, type: "image/png" }), "The logo must be a PNG, JPEG or WebP image."],
    ["an empty file", () => ({ bytes: new Uint8Array(), type: "image/png" }), "Choose an image file."],
  ])("refuses %s with a clear message and keeps the logo it had", async (_what, file, message) => {
    const { application } = await registerApplication(database, ids.demo, applicationInput({ name: "Strict logo" }), now);
    await setApplicationLogo(database, ids.demo, application.id, { bytes: WEBP, type: "image/webp" }, now);
    const events = await database.prisma.auditEvent.count({ where: { managerId: ids.demo } });
    await expect(setApplicationLogo(database, ids.demo, application.id, file(), now)).rejects.toMatchObject({
      code: "invalid_request",
      message,
    });
    const kept = await readApplicationLogo(database, application.id);
    expect(kept?.contentType).toBe("image/webp");
    expect(await database.prisma.auditEvent.count({ where: { managerId: ids.demo } })).toBe(events);
  });

  it("lets only the owner set a logo", async () => {
    const { application } = await registerApplication(database, ids.demo, applicationInput({ name: "Mine only" }), now);
    await expect(setApplicationLogo(database, ids.rookie, application.id, { bytes: PNG, type: "image/png" }, now)).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await readApplicationLogo(database, application.id)).toBeNull();
  });

  it("stores optional privacy-policy and terms URLs, an empty field as none, and refuses bad ones", async () => {
    const { application } = await registerApplication(
      database,
      ids.demo,
      applicationInput({ name: "Linked", privacyPolicyUrl: "https://linked.example/privacy", termsUrl: "" }),
      now,
    );
    const row = await database.prisma.application.findUniqueOrThrow({ where: { id: application.id } });
    expect(row).toMatchObject({ privacyPolicyUrl: "https://linked.example/privacy", termsUrl: null });
    await updateApplication(
      database,
      ids.demo,
      application.id,
      applicationInput({ name: "Linked", termsUrl: "https://linked.example/terms" }),
      now,
    );
    const updated = await database.prisma.application.findUniqueOrThrow({ where: { id: application.id } });
    expect(updated).toMatchObject({ privacyPolicyUrl: null, termsUrl: "https://linked.example/terms" });
    const audit = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: application.id, action: "application.updated" } });
    expect(audit.detail).toMatchObject({ changed: ["privacyPolicyUrl", "termsUrl"] });

    const bad = ApplicationInputSchema.safeParse(
      applicationInput({ privacyPolicyUrl: "http://linked.example/privacy", termsUrl: "not a url" }),
    );
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["privacyPolicyUrl", "The privacy policy URL must use https (http only for localhost while developing)."],
      ["termsUrl", "Enter a full URL, such as https://tool.example.com/terms, or leave it empty."],
    ]);
    const before = await database.prisma.application.count();
    await expect(
      registerApplication(database, ids.demo, applicationInput({ name: "Bad link", termsUrl: "javascript:alert(1)" }), now),
    ).rejects.toBeTruthy();
    expect(await database.prisma.application.count()).toBe(before);
  });

  it("counts the managers who allow an application", async () => {
    const { application } = await registerApplication(database, ids.demo, applicationInput({ name: "Counted" }), now);
    expect(await countManagersAllowing(database, application.id)).toBe(0);
    await database.prisma.oAuthGrant.create({ data: { managerId: ids.rookie, applicationId: application.id, scopes: ["public"] } });
    await database.prisma.oAuthGrant.create({
      data: { managerId: ids.staff, applicationId: application.id, scopes: ["public"], revokedAt: now },
    });
    expect(await countManagersAllowing(database, application.id)).toBe(1);
  });
});
