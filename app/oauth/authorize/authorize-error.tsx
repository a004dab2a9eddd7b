import Link from "next/link";
import { Alert } from "@/components/ui/alert";

/** A sign-in request that cannot be answered to the application: said here, with no way onward to it. */
export function AuthorizeError({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-20">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Sign-in stopped</h1>
      <Alert tone="error" title={title} className="mt-6">
        {description}
      </Alert>
      <p className="mt-6 text-sm text-slate-600">
        Nothing was shared with the application. Close this page and start again from the application, or tell its developer.{" "}
        <Link href="/" className="underline hover:text-slate-900">
          Go to the home page
        </Link>
        .
      </p>
    </div>
  );
}
