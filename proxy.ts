import { NextResponse, type NextRequest } from "next/server";
import { withAuth, type NextRequestWithAuth } from "next-auth/middleware";
import { config as serviceConfig } from "@/lib/config";

// The cookie names next-auth expects follow NEXTAUTH_URL's scheme: scripts/start.ts sets it from the
// auth URL before Next.js loads; this module may be loaded without it (its tests), so it says the same.
process.env.NEXTAUTH_URL ??= serviceConfig().authUrl;

/** As `experimental.serverActions.bodySizeLimit` in next.config.mjs: the largest form post a page takes. */
export const MAX_FORM_POST_BYTES = 4 * 1024 * 1024;

/** Signed-out visitors of the portal and the staff pages go to sign in and come back. */
const requireSignIn = withAuth({
  pages: { signIn: "/signin" },
  // Read on first request, not at build time (the secret may be created under .data then).
  get secret() {
    return serviceConfig().sessionSecret;
  },
});

/**
 * A post bigger than the actions take (a large file sent without JavaScript), told by its
 * `Content-Length`: its 413 answer with a sentence, given before Next.js would read the body
 * and fail with a 500. Null for anything else, which goes on.
 */
export function refuseTooLargePost(request: Pick<Request, "method" | "headers">): NextResponse | null {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (request.method !== "POST" || !(length > MAX_FORM_POST_BYTES)) return null;
  return new NextResponse(
    `The form sent ${Math.ceil(length / 1024 / 1024)} MB; this page takes at most ${MAX_FORM_POST_BYTES / 1024 / 1024} MB (a logo at most 256 KB). Go back and choose a smaller file.`,
    { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } },
  );
}

export default function proxy(request: NextRequest, event: Parameters<typeof requireSignIn>[1]) {
  return refuseTooLargePost(request) ?? requireSignIn(request as NextRequestWithAuth, event);
}

export const config = { matcher: ["/portal/:path*", "/staff/:path*"] };
