import Link from "next/link";
import { connection } from "next/server";
import { services } from "@/lib/services";

const FEATURES = [
  {
    title: "Your game's data as JSON",
    body: "Clubs, rosters, players, schedules, box scores, standings, national teams, training, finances and the transfer list: read-only, under /v1, with UUID ids.",
  },
  {
    title: "Sign-in for tools, not passwords",
    body: "Managers allow a tool through OAuth 2.0 with PKCE and choose its scopes; scripts use personal tokens. Every call carries a bearer token in the header.",
  },
  {
    title: "Privacy built in",
    body: "Skills are shown only for your own players and the national team you coach; other clubs' players reveal them only in an open auction.",
  },
  {
    title: "Clear limits",
    body: "Per-minute, daily and breadth limits in two tiers, reported on every answer in X-RateLimit headers, with a JSON error envelope when spent.",
  },
];

export default async function HomePage() {
  // This server's address, read as the page is served (as the guides' samples are): the line works when copied.
  await connection();
  const { baseUrl } = services().config;
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Manager Data API · v1</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            Build tools for basketball managers on the game&apos;s own data.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600">
            A read-only JSON API that acts on behalf of one manager, an OAuth 2.0 server for the tools they allow, and a developer portal
            for tokens and applications.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/docs" className="rounded-lg bg-brand-700 px-5 py-3 font-medium text-white shadow-sm hover:bg-brand-800">
              Read the API reference
            </Link>
            <Link
              href="/docs/guides/quick-start"
              className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-medium text-slate-800 hover:bg-slate-100"
            >
              Start in five minutes
            </Link>
            <Link
              href="/portal"
              className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-medium text-slate-800 hover:bg-slate-100"
            >
              Open the developer portal
            </Link>
          </div>
          <pre
            tabIndex={0}
            role="region"
            className="mt-10 max-w-2xl overflow-x-auto rounded-lg bg-code p-4 text-sm text-code-fg"
            aria-label="Example request"
          >
            <code>{`curl -H "Authorization: Bearer gmpat_…" ${baseUrl}/v1/me`}</code>
          </pre>
          <p className="mt-3 max-w-2xl text-sm text-slate-600">
            This server answers at <span className="font-mono">{baseUrl}</span>. The{" "}
            <Link href="/docs/guides/quick-start" className="font-medium text-brand-700 underline hover:text-brand-800">
              quick start
            </Link>{" "}
            makes a token and lists your club&apos;s players in five minutes.
          </p>
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:grid-cols-2" aria-label="What the platform offers">
        {FEATURES.map((f) => (
          <article key={f.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-ink">{f.title}</h2>
            <p className="mt-2 text-slate-600">{f.body}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
