import { principalCacheFor } from "@/lib/testing/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { hashCredential } from "@/lib/auth/credentials";
import {
  createPersonalToken,
  createTryItToken,
  expiresSoon,
  expiryLabel,
  MAX_ACTIVE_PERSONAL_TOKENS,
  personalTokenStatus,
  regeneratePersonalToken,
  revokePersonalToken,
  TRY_IT_TOKEN,
} from "@/lib/auth/personal-tokens";
import { authenticateBearer } from "@/lib/auth/authenticate";
import { AppError } from "@/lib/errors";

let database: TestDatabase;
let managerId: string;
const now = new Date("2026-11-18T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase("world");
  managerId = (await database.prisma.manager.findUniqueOrThrow({ where: { username: "rookie" } })).id;
});
afterAll(() => database.drop());

describe("personal tokens", () => {
  it("stores only the SHA-256 hash, with the scopes and the chosen lifetime", async () => {
    const token = await createPersonalToken(database, managerId, { name: "script", scopes: ["team", "public"], days: 7 }, now);
    expect(token.value).toMatch(/^gmpat_/);
    const row = await database.prisma.personalToken.findUniqueOrThrow({ where: { id: token.id } });
    expect(row.tokenHash).toBe(hashCredential(token.value));
    expect(JSON.stringify(row)).not.toContain(token.value);
    expect(row.scopes).toEqual(["public", "team"]);
    expect(row.expiresAt.getTime() - now.getTime()).toBe(7 * DAY);
    const audit = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: token.id } });
    expect(audit.action).toBe("personal_token.created");
  });

  it.each([
    [{ name: "x", scopes: ["public"], days: 0 }, "days"],
    [{ name: "x", scopes: ["public"], days: 366 }, "days"],
    [{ name: "x", scopes: ["public"], days: 1.5 }, "days"],
    [{ name: "x", scopes: [], days: 30 }, "scopes"],
    [{ name: "x", scopes: ["admin"], days: 30 }, "scopes"],
    [{ name: "", scopes: ["public"], days: 30 }, "name"],
  ])("refuses %j and creates nothing", async (input, field) => {
    const before = await database.prisma.personalToken.count();
    await expect(createPersonalToken(database, managerId, input as never, now)).rejects.toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ path: expect.arrayContaining([field]) })]),
    });
    expect(await database.prisma.personalToken.count()).toBe(before);
  });

  it("allows at most 10 active tokens; expired and revoked ones do not count", async () => {
    const other = (await database.prisma.manager.findUniqueOrThrow({ where: { username: "staff" } })).id;
    // One that expires tomorrow and one revoked: neither counts once expired / revoked.
    await createPersonalToken(database, other, { name: "short", scopes: ["public"], days: 1 }, now);
    const revoked = await createPersonalToken(database, other, { name: "gone", scopes: ["public"], days: 30 }, now);
    await revokePersonalToken(database, other, revoked.id, now);
    const later = new Date(now.getTime() + 2 * DAY);
    for (let i = 0; i < MAX_ACTIVE_PERSONAL_TOKENS; i++) {
      await createPersonalToken(database, other, { name: `t${i}`, scopes: ["public"], days: 30 }, later);
    }
    const before = await database.prisma.personalToken.count({ where: { managerId: other } });
    const eleventh = createPersonalToken(database, other, { name: "one too many", scopes: ["public"], days: 30 }, later);
    await expect(eleventh).rejects.toBeInstanceOf(AppError);
    await expect(eleventh).rejects.toMatchObject({ code: "token_limit_reached" });
    expect(await database.prisma.personalToken.count({ where: { managerId: other } })).toBe(before);
  });

  it("never lets concurrent creations pass the limit together", async () => {
    const bot = await database.prisma.manager.create({
      data: { id: "00000000-0000-4000-8000-00000000abcd", username: "race-test", passwordHash: "!" },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, (_, i) => createPersonalToken(database, bot.id, { name: `r${i}`, scopes: ["public"], days: 30 }, now)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(MAX_ACTIVE_PERSONAL_TOKENS);
    expect(await database.prisma.personalToken.count({ where: { managerId: bot.id } })).toBe(MAX_ACTIVE_PERSONAL_TOKENS);
  });

  it("lets a manager revoke only their own tokens", async () => {
    const token = await createPersonalToken(database, managerId, { name: "mine", scopes: ["public"], days: 30 }, now);
    const other = (await database.prisma.manager.findUniqueOrThrow({ where: { username: "demo" } })).id;
    await expect(revokePersonalToken(database, other, token.id, now)).rejects.toMatchObject({ code: "not_found" });
    expect((await database.prisma.personalToken.findUniqueOrThrow({ where: { id: token.id } })).revokedAt).toBeNull();
    await revokePersonalToken(database, managerId, token.id, now);
    const row = await database.prisma.personalToken.findUniqueOrThrow({ where: { id: token.id } });
    expect(personalTokenStatus(row, now)).toBe("revoked");
  });

  it("reports status active, expired and revoked", () => {
    expect(personalTokenStatus({ expiresAt: new Date(now.getTime() + 1), revokedAt: null }, now)).toBe("active");
    expect(personalTokenStatus({ expiresAt: now, revokedAt: null }, now)).toBe("expired");
    expect(personalTokenStatus({ expiresAt: new Date(now.getTime() + DAY), revokedAt: now }, now)).toBe("revoked");
  });

  it("refuses a second active token with the same name (any case) and creates nothing", async () => {
    const owner = (await database.prisma.manager.findUniqueOrThrow({ where: { username: "demo" } })).id;
    await createPersonalToken(database, owner, { name: "Nightly export", scopes: ["public"], days: 30 }, now);
    const before = await database.prisma.personalToken.count({ where: { managerId: owner } });
    const auditBefore = await database.prisma.auditEvent.count({ where: { managerId: owner } });
    const again = createPersonalToken(database, owner, { name: "  nightly EXPORT ", scopes: ["team"], days: 5 }, now);
    await expect(again).rejects.toMatchObject({
      code: "conflict",
      message: 'You already have an active token named "Nightly export". Choose another name, or regenerate or revoke that one.',
    });
    expect(await database.prisma.personalToken.count({ where: { managerId: owner } })).toBe(before);
    expect(await database.prisma.auditEvent.count({ where: { managerId: owner } })).toBe(auditBefore);
    // Once the first has expired, the name is free again.
    const later = new Date(now.getTime() + 31 * DAY);
    await expect(
      createPersonalToken(database, owner, { name: "Nightly export", scopes: ["public"], days: 5 }, later),
    ).resolves.toBeTruthy();
  });

  it("regenerates a token: new value, same name and scopes, the same lifetime from now; the old value stops working", async () => {
    const owner = (await database.prisma.manager.findUniqueOrThrow({ where: { username: "demo" } })).id;
    const old = await createPersonalToken(database, owner, { name: "regen me", scopes: ["team", "public"], days: 14 }, now);
    expect((await authenticateBearer(database, principalCacheFor(database), `Bearer ${old.value}`, now)).viewer.managerId).toBe(owner);
    const later = new Date(now.getTime() + 10 * DAY);
    const fresh = await regeneratePersonalToken(database, owner, old.id, later);
    expect(fresh.value).toMatch(/^gmpat_/);
    expect(fresh.value).not.toBe(old.value);
    expect(fresh).toMatchObject({ name: "regen me", scopes: ["public", "team"], days: 14 });
    expect(fresh.expiresAt.getTime()).toBe(later.getTime() + 14 * DAY);
    await expect(authenticateBearer(database, principalCacheFor(database), `Bearer ${old.value}`, later)).rejects.toMatchObject({
      code: "invalid_token",
    });
    expect((await authenticateBearer(database, principalCacheFor(database), `Bearer ${fresh.value}`, later)).viewer.managerId).toBe(owner);
    const audit = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: fresh.id } });
    expect(audit.action).toBe("personal_token.regenerated");
    expect(JSON.stringify(audit.detail)).not.toContain(fresh.value);
    // The old one is revoked: it cannot be regenerated (or revoked) twice.
    await expect(regeneratePersonalToken(database, owner, old.id, later)).rejects.toMatchObject({ code: "not_found" });
  });

  it("regenerates an expired token unless its name is taken again; refuses unknown and others' ids", async () => {
    const owner = (await database.prisma.manager.findUniqueOrThrow({ where: { username: "demo" } })).id;
    const expired = await createPersonalToken(database, owner, { name: "short lived", scopes: ["public"], days: 1 }, now);
    const later = new Date(now.getTime() + 2 * DAY);
    const taken = await createPersonalToken(database, owner, { name: "short lived", scopes: ["public"], days: 30 }, later);
    const before = await database.prisma.personalToken.count({ where: { managerId: owner } });
    await expect(regeneratePersonalToken(database, owner, expired.id, later)).rejects.toMatchObject({ code: "conflict" });
    expect(await database.prisma.personalToken.count({ where: { managerId: owner } })).toBe(before);
    expect((await database.prisma.personalToken.findUniqueOrThrow({ where: { id: expired.id } })).revokedAt).toBeNull();
    await revokePersonalToken(database, owner, taken.id, later);
    const back = await regeneratePersonalToken(database, owner, expired.id, later);
    expect(back.expiresAt.getTime()).toBe(later.getTime() + DAY);

    await expect(regeneratePersonalToken(database, owner, "not-a-uuid", later)).rejects.toMatchObject({ code: "not_found" });
    await expect(revokePersonalToken(database, owner, "not-a-uuid", later)).rejects.toMatchObject({ code: "not_found" });
    await expect(regeneratePersonalToken(database, managerId, back.id, later)).rejects.toMatchObject({ code: "not_found" });
  });

  it("names the revoked token in the audit log", async () => {
    const token = await createPersonalToken(database, managerId, { name: "named revoke", scopes: ["public"], days: 30 }, now);
    await revokePersonalToken(database, managerId, token.id, now);
    const audit = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: token.id, action: "personal_token.revoked" } });
    expect(audit.detail).toMatchObject({ name: "named revoke" });
  });

  it("makes the reference's try-it token: chosen scopes, one day, and a new one replaces the last", async () => {
    const owner = (
      await database.prisma.manager.create({ data: { id: "00000000-0000-4000-8000-0000000071a1", username: "try-it", passwordHash: "!" } })
    ).id;
    const first = await createTryItToken(database, owner, ["market", "public"], now);
    expect(first.scopes).toEqual(["public", "market"]);
    expect(first.expiresAt.getTime() - now.getTime()).toBe(TRY_IT_TOKEN.days * DAY);
    expect((await authenticateBearer(database, false, `Bearer ${first.value}`, now)).viewer.scopes).toEqual(new Set(["public", "market"]));

    const second = await createTryItToken(database, owner, ["public"], now);
    await expect(authenticateBearer(database, false, `Bearer ${first.value}`, now)).rejects.toMatchObject({ code: "invalid_token" });
    expect((await authenticateBearer(database, false, `Bearer ${second.value}`, now)).viewer.managerId).toBe(owner);
    const rows = await database.prisma.personalToken.findMany({ where: { managerId: owner } });
    expect(rows.map((r) => `${r.name}: ${personalTokenStatus(r, now)}`).sort()).toEqual([
      `${TRY_IT_TOKEN.name}: active`,
      `${TRY_IT_TOKEN.name}: revoked`,
    ]);
    const audit = await database.prisma.auditEvent.findMany({ where: { managerId: owner } });
    expect(audit.map((e) => `${e.action} ${e.subject}`).sort()).toEqual(
      [`personal_token.created ${first.id}`, `personal_token.created ${second.id}`, `personal_token.revoked ${first.id}`].sort(),
    );
  });

  it("counts the try-it token toward the 10, and refuses bad scopes, changing nothing", async () => {
    const owner = (
      await database.prisma.manager.create({
        data: { id: "00000000-0000-4000-8000-0000000071a2", username: "try-it-full", passwordHash: "!" },
      })
    ).id;
    for (let i = 0; i < MAX_ACTIVE_PERSONAL_TOKENS; i++) {
      await createPersonalToken(database, owner, { name: `full ${i}`, scopes: ["public"], days: 30 }, now);
    }
    await expect(createTryItToken(database, owner, ["public"], now)).rejects.toMatchObject({ code: "token_limit_reached" });
    await expect(createTryItToken(database, owner, [], now)).rejects.toBeDefined();
    await expect(createTryItToken(database, owner, ["admin" as never], now)).rejects.toBeDefined();
    expect(await database.prisma.personalToken.count({ where: { managerId: owner } })).toBe(MAX_ACTIVE_PERSONAL_TOKENS);
  });

  it.each([
    [12 * DAY, "Expires in 12 days", false],
    [7 * DAY, "Expires in 7 days", true],
    [2 * DAY - 1, "Expires in 2 days", true],
    [DAY + 1, "Expires in 2 days", true],
    [DAY, "Expires within a day", true],
    [60_000, "Expires within a day", true],
    [0, "Expired", false],
  ])("an active token %d ms from its end reads %j (flagged: %j)", (left, label, soon) => {
    const token = { expiresAt: new Date(now.getTime() + left), revokedAt: null };
    expect(expiryLabel(token, now)).toBe(label);
    expect(expiresSoon(token, now)).toBe(soon);
    // The reference's try-it token lives a day by design: never flagged.
    expect(expiresSoon({ ...token, purpose: "TryIt" }, now)).toBe(false);
    expect(expiresSoon({ ...token, purpose: "Script" }, now)).toBe(soon);
  });
});
