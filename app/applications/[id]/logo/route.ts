import { services } from "@/lib/services";
import { readApplicationLogo } from "@/lib/applications";

/**
 * An application's logo, as uploaded and checked (PNG, JPEG or WebP). Public: the consent
 * page shows it before anyone has signed in. Served with its checked type, never sniffed, and
 * a CSP that lets nothing run should a browser open it as a page.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const logo = await readApplicationLogo(services().db, id);
  if (!logo) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(Buffer.from(logo.bytes), {
    headers: {
      "Content-Type": logo.contentType,
      "Content-Length": String(logo.bytes.length),
      "Cache-Control": "public, max-age=86400",
      "Last-Modified": logo.updatedAt.toUTCString(),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
