import { z } from "zod";

export const MIN_LIMIT = 1;
export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 30;

export const PagingSchema = z
  .object({
    offset: z.number().int().meta({ description: "The offset used.", example: 0 }),
    limit: z.number().int().meta({ description: "The limit used.", example: 25 }),
    hasMore: z.boolean().meta({ description: "Whether more items follow this page.", example: true }),
  })
  .meta({ id: "Paging", description: "Where this page sits in the list." });
export type Paging = z.infer<typeof PagingSchema>;

/** Takes `limit + 1` rows and says whether more exist. */
export function page<T>(rows: T[], offset: number, limit: number): { items: T[]; paging: Paging } {
  return { items: rows.slice(0, limit), paging: { offset, limit, hasMore: rows.length > limit } };
}
