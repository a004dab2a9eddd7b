"use client";

import "@scalar/api-reference-react/style.css";
import dynamic from "next/dynamic";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { keepFetchOnThisOrigin } from "@/lib/docs/offline-fetch";
import { PUBLIC_DOCUMENT_URL, referenceConfiguration } from "@/lib/docs/reference";
import { personaliseDocument, type TryItIdSet } from "@/lib/docs/try-it";
import { TryItPanel, type TryItCredential } from "@/components/docs/try-it-panel";

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

const DARK_QUERY = "(prefers-color-scheme: dark)";
const prefersDark = () => window.matchMedia(DARK_QUERY).matches;
/** The reference turns with the system's theme, as the rest of the page does (app/globals.css). */
function subscribeToColorScheme(changed: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
}

/**
 * The served document with the signed-in manager's ids as its path examples, read once per
 * page; null while it loads, and when there is nobody to personalise for (the reference then
 * reads the document itself).
 */
function usePersonalisedDocument(ids: TryItIdSet | null): { document: Record<string, unknown> | null; failed: boolean } {
  const [state, setState] = useState<{ document: Record<string, unknown> | null; failed: boolean }>({ document: null, failed: false });
  useEffect(() => {
    if (!ids) return;
    let live = true;
    fetch(PUBLIC_DOCUMENT_URL, { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((served: Record<string, unknown>) => live && setState({ document: personaliseDocument(served, ids).document, failed: false }))
      .catch(() => live && setState({ document: null, failed: true }));
    return () => {
      live = false;
    };
  }, [ids]);
  return state;
}

/**
 * The interactive reference over the served OpenAPI document, with the try-it panel above it.
 * `serverPath` is what goes between this page's origin and an operation's path
 * (lib/docs/document.ts); `ids` are the signed-in manager's own (null when signed out).
 */
export function ApiReference({
  serverPath,
  username,
  ids,
}: {
  serverPath: string;
  username: string | null;
  ids: (TryItIdSet & { ownClub: boolean }) | null;
}) {
  const origin = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.origin,
    () => null,
  );
  const dark = useSyncExternalStore(subscribeToColorScheme, prefersDark, () => false);
  const [credential, setCredential] = useState<TryItCredential | null>(null);
  const personalised = usePersonalisedDocument(ids);
  // Signed in: wait for the personalised copy (or fall back to the plain document if it failed).
  const waiting = ids !== null && !personalised.document && !personalised.failed;
  const configuration = useMemo(
    () =>
      origin && !waiting
        ? referenceConfiguration(origin, serverPath, { document: personalised.document, token: credential?.value ?? null, dark })
        : null,
    [origin, waiting, serverPath, personalised.document, credential, dark],
  );
  return (
    <>
      <TryItPanel username={username} ownClub={ids?.ownClub ?? false} credential={credential} onCredential={setCredential} />
      {configuration ? (
        // A new token makes a new reference: Scalar reads its authentication when it starts.
        <ApiReferenceReact key={credential?.value ?? "no-token"} configuration={configuration} />
      ) : (
        <Loading />
      )}
    </>
  );
}
