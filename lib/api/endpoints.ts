import type { Endpoint } from "@/lib/api/endpoint";
import { meEndpoints } from "@/lib/api/me";
import { teamEndpoints } from "@/lib/api/teams";
import { playerEndpoints } from "@/lib/api/players";
import { matchEndpoints } from "@/lib/api/matches";
import { worldEndpoints } from "@/lib/api/world";
import { nationalEndpoints } from "@/lib/api/national";
import { trainingEndpoints } from "@/lib/api/training";
import { economyEndpoints } from "@/lib/api/economy";
import { marketEndpoints } from "@/lib/api/market";
import { eventEndpoints } from "@/lib/api/events";

/** Every data endpoint, in the order the reference lists them. */
export const DATA_ENDPOINTS: Endpoint[] = [
  ...meEndpoints,
  ...teamEndpoints,
  ...playerEndpoints,
  ...matchEndpoints,
  ...worldEndpoints,
  ...nationalEndpoints,
  ...trainingEndpoints,
  ...economyEndpoints,
  ...marketEndpoints,
  ...eventEndpoints,
];
