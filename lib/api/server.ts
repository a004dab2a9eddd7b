import { db } from "@/lib/db";
import { createApiApp, type ApiApp } from "@/lib/api/app";

const globalForApi = globalThis as unknown as { __apiApp?: ApiApp };

/** The process-wide API app over the service's database and the real clock. */
export function apiApp(): ApiApp {
  globalForApi.__apiApp ??= createApiApp({ db, now: () => new Date() });
  return globalForApi.__apiApp;
}
