import { handle } from "hono/vercel";
import { apiApp } from "@/lib/api/server";

export const dynamic = "force-dynamic";

const handler = handle(apiApp());
export { handler as GET, handler as HEAD, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS };
