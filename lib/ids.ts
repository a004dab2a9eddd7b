/** Any UUID, either case (ids of game objects and managers are UUIDs). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs and forms: a malformed one is simply not found (PostgreSQL would refuse it as a uuid). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
