import type { Metadata, Viewport } from "next";
import "./globals.css";
import { SiteHeader } from "@/components/layout/site-header";

export const metadata: Metadata = {
  title: { default: "Manager Data API", template: "%s · Manager Data API" },
  description: "Read-only JSON API, OAuth 2.0 sign-in and developer portal for the basketball-management game's tools.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen flex flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 rounded bg-white px-3 py-2 shadow"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <footer className="border-t border-slate-200 bg-white">
          <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-500">
            Manager Data API v1 · read-only, on behalf of one manager ·{" "}
            <a className="underline hover:text-slate-700" href="/v1/public.json">
              OpenAPI document
            </a>
          </div>
        </footer>
      </body>
    </html>
  );
}
