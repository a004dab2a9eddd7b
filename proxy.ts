import { withAuth } from "next-auth/middleware";
import { config as serviceConfig } from "@/lib/config";

// As in lib/auth/session.ts: the cookie names next-auth expects follow NEXTAUTH_URL's scheme.
process.env.NEXTAUTH_URL ??= serviceConfig().authUrl;

/** Signed-out visitors of the portal and the staff pages go to sign in and come back. */
export default withAuth({
  pages: { signIn: "/signin" },
  // Read on first request, not at build time (the secret may be created under .data then).
  get secret() {
    return serviceConfig().sessionSecret;
  },
});

export const config = { matcher: ["/portal/:path*", "/staff/:path*"] };
