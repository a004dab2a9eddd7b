import path from "node:path";
import { defineConfig } from "prisma/config";
// The migrate CLI runs on adapter-pg 7 (an npm alias): with 6.19 every migrate command
// fails on PostgreSQL (prisma/orm#27403). The service itself uses adapter-pg 6.19.3.
import { PrismaPg } from "adapter-pg7";

function connectionFields(url: string) {
  const u = new URL(url);
  const socketHost = u.searchParams.get("host");
  return {
    host: socketHost ?? decodeURIComponent(u.hostname),
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.replace(/^\//, "")),
  };
}

export default defineConfig({
  engine: "js",
  experimental: { adapter: true },
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: the Prisma CLI needs a PostgreSQL database (any, for `migrate diff`).");
    return new PrismaPg(connectionFields(url));
  },
});
