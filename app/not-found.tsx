import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

/** Every unknown address and every `notFound()`: say so plainly and offer the ways on. */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404 · not found</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">There is nothing at this address</h1>
      <p className="mt-4 text-slate-600">
        The page may have moved, or the link may be mistyped. An application or token you no longer own also answers here.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Back to the home page</ButtonLink>
        <ButtonLink href="/docs" variant="secondary">
          API reference
        </ButtonLink>
        <ButtonLink href="/portal" variant="secondary">
          Developer portal
        </ButtonLink>
      </div>
    </div>
  );
}
