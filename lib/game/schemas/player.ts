import { z } from "zod";
import { CountryRefSchema, EXAMPLE_IDS, PositionSchema, TeamRefSchema } from "@/lib/game/schemas/common";
import { SKILL_KEYS } from "@/lib/world/types";

/** The 12 trained skills plus experience, in the game's order (one list for the world and the API). */
export const SKILL_NAMES = SKILL_KEYS;
export type SkillName = (typeof SKILL_NAMES)[number];

export const SKILL_CHANGES = ["Unchanged", "Improved", "Worsened"] as const;

export const SkillSchema = z
  .object({
    level: z.number().int().min(1).max(30).meta({
      description: "The level as the game shows it: 1 (atrocious) … 20 (legendary); veterans reach the 20s.",
      example: 11,
    }),
    change: z.enum(SKILL_CHANGES).meta({ description: "Change over the last training week.", example: "Improved" }),
  })
  .meta({ id: "Skill" });

export const SkillsSchema = z
  .object(Object.fromEntries(SKILL_NAMES.map((name) => [name, SkillSchema])) as Record<SkillName, typeof SkillSchema>)
  .meta({
    id: "Skills",
    description:
      "Every skill as `{level, change}`. Present only for your own players (scope `team`), the squad of a national team you coach (scope `national`), and in an open auction (scope `market`).",
  });

export const InjurySchema = z
  .object({ weeksRemaining: z.number().int().min(1).meta({ description: "Weeks until healed.", example: 2 }) })
  .meta({ id: "Injury", description: "Present while injured; null when healthy." });

const exampleSkills = Object.fromEntries(
  SKILL_NAMES.map((name, i) => [name, { level: 6 + ((i * 5) % 9), change: i === 3 ? "Improved" : "Unchanged" }]),
);

/** The Player of the reference's examples; the market's examples show him listed. */
export const PLAYER_EXAMPLE = {
  id: EXAMPLE_IDS.player,
  firstName: "Marcus",
  lastName: "Holloway",
  nickname: null,
  number: 23,
  countryId: EXAMPLE_IDS.country,
  country: { id: EXAMPLE_IDS.country, name: "Utopia" },
  age: 24,
  height: 201,
  salary: 48250,
  dmi: 412300,
  potential: 6,
  gameShape: 7,
  buzzerBeaterRating: 41.7,
  bestPosition: "SF",
  isRetired: false,
  injury: null,
  club: { id: EXAMPLE_IDS.club, name: "Lakeside Lynx" },
  nationalTeam: null,
  isTransferListed: false,
  skills: exampleSkills,
} as const;

export const PlayerSchema = z
  .object({
    id: z.uuid().meta({ example: EXAMPLE_IDS.player }),
    firstName: z.string().meta({ example: "Marcus" }),
    lastName: z.string().meta({ example: "Holloway" }),
    nickname: z.string().nullable().meta({ description: "Null when the player has none.", example: null }),
    number: z.number().int().meta({ description: "Jersey number.", example: 23 }),
    countryId: z.uuid().meta({ description: "The player's nationality.", example: EXAMPLE_IDS.country }),
    country: CountryRefSchema,
    age: z.number().int().meta({ example: 24 }),
    height: z.number().int().meta({ description: "Centimetres.", example: 201 }),
    salary: z.number().int().meta({ description: "Weekly salary in dollars.", example: 48250 }),
    dmi: z.number().int().meta({ description: "Market-value index.", example: 412300 }),
    potential: z.number().int().min(0).max(11).meta({ description: "0 (announcer) to 11 (all-time great).", example: 6 }),
    gameShape: z.number().int().min(1).max(10).meta({ description: "1 to 10; changes weekly.", example: 7 }),
    buzzerBeaterRating: z.number().meta({ description: "The game's overall player rating.", example: 41.7 }),
    bestPosition: PositionSchema,
    isRetired: z.boolean().meta({ example: false }),
    injury: InjurySchema.nullable(),
    club: TeamRefSchema.nullable().meta({ description: "The player's club; null for free agents and retired players." }),
    nationalTeam: TeamRefSchema.nullable().meta({ description: "The national team whose squad the player is called up to." }),
    isTransferListed: z.boolean().meta({ description: "Listed on the transfer market with an open auction.", example: false }),
    skills: SkillsSchema.nullable().meta({ description: "Null where the privacy rules hide them." }),
  })
  .meta({
    id: "Player",
    description: "A player's public figures, and skills where the privacy rules allow.",
    example: PLAYER_EXAMPLE,
  });

export type ApiPlayer = z.infer<typeof PlayerSchema>;
export type ApiSkills = z.infer<typeof SkillsSchema>;
