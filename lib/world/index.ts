export type * from "./types";
export { POSITIONS, SKILL_KEYS, TRAINED_SKILLS } from "./types";
export { generateWorld, countRows } from "./generate";
export {
  writeWorld,
  worldIsEmpty,
  generateAndWriteWorld,
  WorldNotEmptyError,
  DEFAULT_DEMO_PASSWORD,
  type WriteWorldOptions,
  type GenerateAndWriteOptions,
  type WrittenWorld,
} from "./write";
