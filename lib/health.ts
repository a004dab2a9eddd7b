import { db } from "@/lib/db";

export async function checkReadiness(): Promise<{ status: "ok" | "unavailable"; database: "ok" | "unreachable"; world: boolean }> {
  try {
    const info = await db().worldInfo.findUnique({ where: { id: 1 }, select: { id: true } });
    return { status: "ok", database: "ok", world: Boolean(info) };
  } catch {
    return { status: "unavailable", database: "unreachable", world: false };
  }
}
