/** The world every integration test reads: fixed seed and reference time, so figures are stable. */
export const TEST_WORLD = {
  seed: 42,
  size: 1,
  referenceTime: new Date("2026-11-18T12:00:00.000Z"),
} as const;

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Where the browser-test server records its database URL when it is not the embedded one. */
export const E2E_DATABASE_URL_FILE = ".data/e2e/database-url";
