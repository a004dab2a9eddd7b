import { describe, expect, it } from "vitest";
import { heapToRelaunchWith, worldHeapMb } from "@/scripts/heap";

describe("the heap a world needs", () => {
  it("grows linearly with the world's size, above what size 25 was measured to use (8.7 GB resident)", () => {
    expect(worldHeapMb(2) - worldHeapMb(1)).toBe(worldHeapMb(25) - worldHeapMb(24));
    expect(worldHeapMb(25)).toBeGreaterThanOrEqual(8_500);
    expect(worldHeapMb(1)).toBeLessThan(1_024);
  });

  it.each([
    [1, 4_144, null],
    [4, 4_144, null],
    [10, 4_144, null],
    [12, 4_144, worldHeapMb(12)],
    [25, 4_144, worldHeapMb(25)],
    [25, 16_000, null],
    [1, 700, worldHeapMb(1)],
  ])("size %d with a %d MB limit → %s", (size, limit, expected) => {
    expect(heapToRelaunchWith(size, limit)).toBe(expected);
  });
});
