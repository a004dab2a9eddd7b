import { z } from "zod";
import { POSITIONS } from "@/lib/world/types";

/** Examples shared by the reference, so related answers tell one story. */
export const EXAMPLE_IDS = {
  manager: "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
  club: "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
  otherClub: "2c9d1e0f-7b3a-4e6c-a5d8-1f2e3d4c5b6a",
  nationalTeam: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
  player: "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
  country: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
  competition: "7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7",
  match: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  season: "8f7e6d5c-4b3a-4291-8f7e-6d5c4b3a2918",
} as const;

export const TeamRefSchema = z
  .object({
    id: z.uuid().meta({ description: "Team id.", example: EXAMPLE_IDS.club }),
    name: z.string().meta({ example: "Lakeside Lynx" }),
  })
  .meta({ id: "TeamRef", description: "A club or national team, by id and name." });

export const CountryRefSchema = z
  .object({
    id: z.uuid().meta({ description: "Country id.", example: EXAMPLE_IDS.country }),
    name: z.string().meta({ example: "Utopia" }),
  })
  .meta({ id: "CountryRef", description: "A country, by id and name." });

export const CompetitionRefSchema = z
  .object({
    id: z.uuid().meta({ description: "Competition id.", example: EXAMPLE_IDS.competition }),
    name: z.string().meta({ example: "Utopia Premier League" }),
  })
  .meta({ id: "CompetitionRef", description: "A league, cup or national-team event, by id and name." });

export const PlayerRefSchema = z
  .object({
    id: z.uuid().meta({ description: "Player id.", example: EXAMPLE_IDS.player }),
    name: z.string().meta({ description: "First and last name.", example: "Marcus Holloway" }),
  })
  .meta({ id: "PlayerRef", description: "A player, by id and name." });

export const ManagerRefSchema = z
  .object({
    id: z.uuid().meta({ description: "Manager id.", example: EXAMPLE_IDS.manager }),
    username: z.string().meta({ example: "demo" }),
  })
  .meta({ id: "ManagerRef", description: "A manager, by id and username." });

export { POSITIONS };
export const PositionSchema = z
  .enum(POSITIONS)
  .meta({ id: "Position", description: "Point guard, shooting guard, small forward, power forward, center." });

export const DateTimeSchema = z.iso.datetime().meta({ description: "ISO 8601 date and time, UTC.", example: "2026-11-17T19:00:00.000Z" });
