import type { Endpoint } from "@/lib/api/endpoint";

export const economyEndpoints: Endpoint[] = [];
