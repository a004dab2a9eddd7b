"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { CopyButton } from "@/components/ui/copy-button";
import { addTestRedirectUriAction } from "@/lib/actions/applications";
import { exchangeCommand, pendingKey, randomToken, s256, signInUrl, type PendingTestSignIn } from "@/lib/oauth/test-sign-in";

export interface TestSignInProps {
  application: { id: string; name: string; clientId: string; kind: "Public" | "Confidential"; redirectUris: string[] };
  scopes: { name: string; description: string }[];
  /** This server's addresses: where sign-in is, the token and revocation endpoints, /v1/me, and the test callback. */
  urls: { authorize: string; issuer: string; token: string; revoke: string; me: string; testCallback: string };
  /** No more redirect URIs may be added. */
  full: boolean;
}

/**
 * The sign-in link for one of the application's redirect URIs and the chosen scopes, with a
 * fresh PKCE verifier and state, and the exchange as a command. When the redirect URI is the
 * portal's test callback, the whole sign-in runs here: the browser keeps the verifier for this
 * tab and the callback page exchanges the code.
 */
export function TestSignIn({ application, scopes, urls, full }: TestSignInProps) {
  const hasCallback = application.redirectUris.includes(urls.testCallback);
  // What was picked, while it is still listed; else the test callback when listed (it is picked once added), else the first.
  const [picked, setPicked] = useState<string | null>(null);
  const redirectUri =
    picked && application.redirectUris.includes(picked) ? picked : hasCallback ? urls.testCallback : application.redirectUris[0];
  const [chosen, setChosen] = useState<string[]>(["public"]);
  const [pkce, setPkce] = useState<{ state: string; verifier: string; challenge: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, startAdding] = useTransition();

  // The button goes with the notice once the callback is listed: focus moves to the callback, now chosen.
  const focusCallback = useRef(false);
  const callbackIndex = application.redirectUris.indexOf(urls.testCallback);
  useEffect(() => {
    if (!focusCallback.current || callbackIndex < 0) return;
    focusCallback.current = false;
    document.getElementById(`test-redirect-${callbackIndex}`)?.focus();
  }, [callbackIndex]);

  useEffect(() => {
    const verifier = randomToken();
    void s256(verifier).then((challenge) => setPkce({ state: randomToken(), verifier, challenge }));
  }, []);

  const link = pkce
    ? signInUrl({
        authorizeUrl: urls.authorize,
        clientId: application.clientId,
        redirectUri,
        scopes: chosen,
        state: pkce.state,
        codeChallenge: pkce.challenge,
      })
    : null;
  const runsHere = redirectUri === urls.testCallback;

  function run() {
    if (!pkce || !link) return;
    const pending: PendingTestSignIn = {
      applicationId: application.id,
      applicationName: application.name,
      clientId: application.clientId,
      kind: application.kind,
      redirectUri,
      scopes: chosen,
      state: pkce.state,
      codeVerifier: pkce.verifier,
      issuer: urls.issuer,
      tokenUrl: urls.token,
      revokeUrl: urls.revoke,
      meUrl: urls.me,
    };
    sessionStorage.setItem(pendingKey(pkce.state), JSON.stringify(pending));
    window.location.assign(link);
  }

  function addCallback() {
    setError(null);
    startAdding(async () => {
      const result = await addTestRedirectUriAction(application.id);
      if (!result.ok) setError(result.error);
      else {
        setPicked(null);
        focusCallback.current = true;
      }
    });
  }

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Redirect URI</legend>
        <div className="mt-2 space-y-2">
          {application.redirectUris.map((uri, index) => (
            <Checkbox
              key={uri}
              id={`test-redirect-${index}`}
              type="radio"
              name="test-redirect-uri"
              checked={redirectUri === uri}
              onChange={() => setPicked(uri)}
              label={<code className="font-mono text-xs break-all">{uri}</code>}
              description={uri === urls.testCallback ? "This portal's test callback: the sign-in runs here, end to end." : undefined}
            />
          ))}
        </div>
        {!hasCallback && (
          <div className="mt-3 space-y-2 text-sm text-slate-700">
            <p>
              To run the whole sign-in in this browser, the application must list this portal&apos;s test callback,{" "}
              <code className="font-mono text-xs break-all">{urls.testCallback}</code>, among its redirect URIs.
            </p>
            {full ? (
              <p className="text-slate-600">It already has the most redirect URIs it may have: remove one on the edit page first.</p>
            ) : (
              <Button type="button" variant="secondary" size="sm" onClick={addCallback} disabled={adding}>
                {adding ? "Adding…" : "Add the test callback"}
              </Button>
            )}
            {error && (
              <Alert tone="error" className="mt-2">
                {error}
              </Alert>
            )}
          </div>
        )}
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Scopes</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {scopes.map((scope) => (
            <Checkbox
              key={scope.name}
              id={`test-scope-${scope.name}`}
              checked={chosen.includes(scope.name)}
              onChange={(event) =>
                setChosen((current) =>
                  scopes.map((s) => s.name).filter((name) => (name === scope.name ? event.target.checked : current.includes(name))),
                )
              }
              label={<code className="font-mono">{scope.name}</code>}
              description={scope.description}
            />
          ))}
        </div>
        {chosen.length === 0 && <p className="mt-2 text-sm text-amber-800">Choose at least one scope.</p>}
      </fieldset>

      {link && pkce && (
        <div className="space-y-4">
          <div>
            <p className="text-sm font-medium text-slate-800">Sign-in link</p>
            <p className="mt-1 rounded bg-slate-100 px-2 py-1 font-mono text-xs break-all" data-testid="test-sign-in-link">
              {link}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <Button type="button" onClick={run} disabled={!runsHere || chosen.length === 0}>
                Run test sign-in
              </Button>
              <CopyButton value={link} label="Copy link" />
            </div>
            {!runsHere && (
              <p className="mt-2 text-sm text-slate-600">
                This link comes back to your own redirect URI with <code className="font-mono">?code=…&amp;state=…</code>: exchange the code
                within 5 minutes with the verifier below.
              </p>
            )}
          </div>
          <div>
            <p className="text-sm font-medium text-slate-800">Code verifier (PKCE), kept by the tool until the exchange</p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <code className="min-w-0 rounded bg-slate-100 px-2 py-1 font-mono text-xs break-all">{pkce.verifier}</code>
              <CopyButton value={pkce.verifier} label="Copy verifier" />
            </div>
          </div>
          <div>
            <p className="text-sm font-medium text-slate-800">The exchange</p>
            <pre
              tabIndex={0}
              role="region"
              aria-label="The exchange as a command"
              className="mt-1 overflow-x-auto rounded bg-code p-3 font-mono text-xs text-code-fg"
            >
              {exchangeCommand({
                tokenUrl: urls.token,
                clientId: application.clientId,
                kind: application.kind,
                redirectUri,
                codeVerifier: pkce.verifier,
              })}
            </pre>
          </div>
        </div>
      )}
    </div>
  );
}
