import type { Endpoint } from "@/lib/api/endpoint";

export const teamEndpoints: Endpoint[] = [];
