import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { hashCredential } from "@/lib/auth/credentials";
import {
  createPersonalToken,
  MAX_ACTIVE_PERSONAL_TOKENS,
  personalTokenStatus,
  revokePersonalToken,
} from "@/lib/auth/personal-tokens";
import { AppError } from "@/lib/errors";

let database: TestDatabase;
let managerId: string;
const now = new Date("2026-11-18T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase("world");
  managerId = (await database.db.manager.findUniqueOrThrow({ where: { username: "rookie" } })).id;
});
afterAll(() => database.drop());

describe("personal tokens", () => {
  it("stores only the SHA-256 hash, with the scopes and the chosen lifetime", async () => {
    const token = await createPersonalToken(database.db, managerId, { name: "script", scopes: ["team", "public"], days: 7 }, now);
    expect(token.value).toMatch(/^gmpat_/);
    const row = await database.db.personalToken.findUniqueOrThrow({ where: { id: token.id } });
    expect(row.tokenHash).toBe(hashCredential(token.value));
    expect(JSON.stringify(row)).not.toContain(token.value);
    expect(row.scopes).toEqual(["public", "team"]);
    expect(row.expiresAt.getTime() - now.getTime()).toBe(7 * DAY);
    const audit = await database.db.auditEvent.findFirstOrThrow({ where: { subject: token.id } });
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
    const before = await database.db.personalToken.count();
    await expect(createPersonalToken(database.db, managerId, input as never, now)).rejects.toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ path: expect.arrayContaining([field]) })]),
    });
    expect(await database.db.personalToken.count()).toBe(before);
  });

  it("allows at most 10 active tokens; expired and revoked ones do not count", async () => {
    const other = (await database.db.manager.findUniqueOrThrow({ where: { username: "staff" } })).id;
    // One that expires tomorrow and one revoked: neither counts once expired / revoked.
    await createPersonalToken(database.db, other, { name: "short", scopes: ["public"], days: 1 }, now);
    const revoked = await createPersonalToken(database.db, other, { name: "gone", scopes: ["public"], days: 30 }, now);
    await revokePersonalToken(database.db, other, revoked.id, now);
    const later = new Date(now.getTime() + 2 * DAY);
    for (let i = 0; i < MAX_ACTIVE_PERSONAL_TOKENS; i++) {
      await createPersonalToken(database.db, other, { name: `t${i}`, scopes: ["public"], days: 30 }, later);
    }
    const before = await database.db.personalToken.count({ where: { managerId: other } });
    const eleventh = createPersonalToken(database.db, other, { name: "one too many", scopes: ["public"], days: 30 }, later);
    await expect(eleventh).rejects.toBeInstanceOf(AppError);
    await expect(eleventh).rejects.toMatchObject({ code: "token_limit_reached" });
    expect(await database.db.personalToken.count({ where: { managerId: other } })).toBe(before);
  });

  it("never lets concurrent creations pass the limit together", async () => {
    const bot = await database.db.manager.create({
      data: { id: "00000000-0000-4000-8000-00000000abcd", username: "race-test", passwordHash: "!" },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, (_, i) =>
        createPersonalToken(database.db, bot.id, { name: `r${i}`, scopes: ["public"], days: 30 }, now),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(MAX_ACTIVE_PERSONAL_TOKENS);
    expect(await database.db.personalToken.count({ where: { managerId: bot.id } })).toBe(MAX_ACTIVE_PERSONAL_TOKENS);
  });

  it("lets a manager revoke only their own tokens", async () => {
    const token = await createPersonalToken(database.db, managerId, { name: "mine", scopes: ["public"], days: 30 }, now);
    const other = (await database.db.manager.findUniqueOrThrow({ where: { username: "demo" } })).id;
    await expect(revokePersonalToken(database.db, other, token.id, now)).rejects.toMatchObject({ code: "not_found" });
    expect((await database.db.personalToken.findUniqueOrThrow({ where: { id: token.id } })).revokedAt).toBeNull();
    await revokePersonalToken(database.db, managerId, token.id, now);
    const row = await database.db.personalToken.findUniqueOrThrow({ where: { id: token.id } });
    expect(personalTokenStatus(row, now)).toBe("revoked");
  });

  it("reports status active, expired and revoked", () => {
    expect(personalTokenStatus({ expiresAt: new Date(now.getTime() + 1), revokedAt: null }, now)).toBe("active");
    expect(personalTokenStatus({ expiresAt: now, revokedAt: null }, now)).toBe("expired");
    expect(personalTokenStatus({ expiresAt: new Date(now.getTime() + DAY), revokedAt: now }, now)).toBe("revoked");
  });
});
