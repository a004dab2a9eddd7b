import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyText, TABLES } from "./bulk";
import { generateWorld } from "./generate";
import { generateInThread } from "./generate-thread";
import { spooledFile } from "./spool";
import { TEST_OPTIONS } from "./test-world";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "world-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const sha = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

describe("the generating thread", () => {
  it("spools, at size 4, the very world generateWorld holds for the same seed: every table, row for row", async () => {
    const options = { ...TEST_OPTIONS, size: 4 };
    const spooled = await generateInThread({ options, dir });
    const world = generateWorld(options);
    for (const [table, columns, rowsOf] of TABLES) {
      const rows = rowsOf(world);
      expect(spooled.counts[table], table).toBe(rows.length);
      expect(sha(fs.readFileSync(spooledFile(dir, table))), table).toBe(sha(copyText(rows, columns)));
    }
    expect(spooled.counts.BoxScoreLine).toBeGreaterThan(1_000_000);
    // What the thread held is the world's core: far below the whole world (about 620 MB at this size).
    expect(spooled.peakHeapMb).toBeLessThan(300);
  }, 300_000);

  it("fails, and says so, when the world is too large for its heap", async () => {
    // A heap too small for even the smallest world: the thread dies, and the caller hears of it.
    await expect(generateInThread({ options: { ...TEST_OPTIONS, size: 1 }, dir }, 16)).rejects.toThrow();
  }, 120_000);
});
