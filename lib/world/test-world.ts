import { generateWorld } from "./generate";
import type { World } from "./types";

/** The world the unit tests inspect: fixed seed and time, generated once per test file. */
export const TEST_OPTIONS = { seed: 42, referenceTime: new Date("2026-11-18T12:00:00.000Z"), size: 1 } as const;

let cached: World | undefined;

export function testWorld(): World {
  cached ??= generateWorld(TEST_OPTIONS);
  return cached;
}

export { groupBy } from "./group";
