"use client";

import "@scalar/api-reference-react/style.css";
import dynamic from "next/dynamic";
import { useMemo, useSyncExternalStore } from "react";
import { keepFetchOnThisOrigin } from "@/lib/docs/offline-fetch";
import { referenceConfiguration } from "@/lib/docs/reference";

function Loading() {
  return (
    <p className="px-6 py-10 text-slate-500" role="status">
      Loading the reference…
    </p>
  );
}

// Scalar is a Vue app that needs the browser: rendered on the client only, and only once
// fetch can no longer leave this origin.
const ApiReferenceReact = dynamic(
  async () => {
    keepFetchOnThisOrigin();
    return (await import("@scalar/api-reference-react")).ApiReferenceReact;
  },
  { ssr: false, loading: Loading },
);

const subscribeToNothing = () => () => {};

/**
 * The interactive reference over the served OpenAPI document. `serverPath` is what goes
 * between this page's origin and an operation's path (lib/docs/document.ts).
 */
export function ApiReference({ serverPath }: { serverPath: string }) {
  const origin = useSyncExternalStore(subscribeToNothing, () => window.location.origin, () => null);
  const configuration = useMemo(() => (origin ? referenceConfiguration(origin, serverPath) : null), [origin, serverPath]);
  if (!configuration) return <Loading />;
  return <ApiReferenceReact configuration={configuration} />;
}
