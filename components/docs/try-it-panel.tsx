"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatUtc } from "@/components/ui/time";
import { DocLink } from "@/components/docs/prose";
import { TRY_IT_TOKEN } from "@/lib/auth/personal-token-schema";
import { SCOPES, type Scope } from "@/lib/auth/scopes";
import { createTryItTokenAction } from "@/lib/actions/try-it-token";
import { useTryIt } from "@/components/docs/try-it";

const TOKEN_SHAPE = /^gm(pat|at)_[A-Za-z0-9_-]{16,}$/;

/**
 * Above the reference: the token every "Test Request" on this page sends. A signed-in
 * manager makes one in one click (chosen scopes, one day); anyone can paste one. It is kept
 * in this page's memory only: not in storage, not in the URL, gone when the page is left.
 */
export function TryItPanel({
  username,
  ownClub,
  allowance,
}: {
  username: string | null;
  /** Whether the manager runs a club (else path ids start from a club of the world). */
  ownClub: boolean;
  /** The try-it token's own allowance on this server (lib/quota/limits.ts). */
  allowance: { perMinute: number; perDay: number };
}) {
  const id = useId();
  const { credential, setCredential: onCredential } = useTryIt();
  const [scopes, setScopes] = useState<Scope[]>([...SCOPES]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pasted, setPasted] = useState("");
  /** Unfolded on a phone (wider screens always show the panel). */
  const [open, setOpen] = useState(false);
  const [pasteError, setPasteError] = useState<string | null>(null);

  async function makeToken() {
    setError(null);
    if (scopes.length === 0) {
      setError("Choose at least one scope.");
      return;
    }
    setPending(true);
    try {
      const result = await createTryItTokenAction(scopes);
      if (!result.ok) setError(result.error);
      else
        onCredential({ value: result.data.value, source: "made", expiresAt: new Date(result.data.expiresAt), scopes: result.data.scopes });
    } catch {
      setError("The token could not be made: check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  function usePasted(event: FormEvent) {
    event.preventDefault();
    const value = pasted.trim();
    if (!TOKEN_SHAPE.test(value)) {
      setPasteError("Paste a whole token: a personal token starts with gmpat_, an application's access token with gmat_.");
      return;
    }
    setPasteError(null);
    setPasted("");
    onCredential({ value, source: "pasted" });
  }

  const toggle = (scope: Scope) =>
    setScopes((current) =>
      current.includes(scope) ? current.filter((s) => s !== scope) : SCOPES.filter((s) => s === scope || current.includes(s)),
    );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-b border-slate-200 bg-brand-50 px-4 py-3 text-sm leading-6 text-slate-700 sm:px-6"
    >
      <h2 id={`${id}-title`} className="font-semibold text-ink">
        {/* On a phone the panel folds to this line, so the reference starts on the first screen. */}
        <button
          type="button"
          className="flex w-full items-center justify-between gap-2 text-left sm:hidden"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>
            Try it here
            <span className="font-normal text-slate-600"> · {credential ? "a token is in use" : "make a token or paste one"}</span>
          </span>
          <span aria-hidden>{open ? "▴" : "▾"}</span>
        </button>
        <span className="hidden sm:inline">Try it here</span>
      </h2>
      <div id={`${id}-body`} className={open ? "" : "hidden sm:block"}>
        {credential ? (
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2" role="status">
            <p>
              Every <em>Test Request</em> on this page sends{" "}
              {credential.source === "made" ? (
                <>
                  your try-it token ({credential.scopes?.join(", ")}; it ends{" "}
                  {credential.expiresAt ? formatUtc(credential.expiresAt) : "in a day"} and is listed under{" "}
                  <DocLink href="/portal/tokens">Personal tokens</DocLink>)
                </>
              ) : (
                <>the token you pasted</>
              )}
              , kept in this page only.
              {credential.source === "made" ? (
                <>
                  {" "}
                  It has an allowance of its own ({allowance.perMinute} a minute, {allowance.perDay.toLocaleString("en-US")} a day), apart
                  from your personal tokens&apos;: a script that spent theirs does not stop it (the{" "}
                  <DocLink href="/docs/guides/limits#tiers">Limits</DocLink> guide).
                </>
              ) : null}
            </p>
            <Button variant="secondary" size="sm" onClick={() => onCredential(null)}>
              Forget token
            </Button>
          </div>
        ) : (
          <p className="mt-1">
            {username && ownClub ? (
              <>
                Signed in as <strong>{username}</strong>: path ids start as your own club, one of its players, its latest game, its league,
                your national team and an open auction, so a first request answers with your data.
              </>
            ) : username ? (
              <>
                Signed in as <strong>{username}</strong>. You run no club, so path ids start from a club of the world: its public data
                answers, and owner-only operations answer 403.
              </>
            ) : (
              <>
                <DocLink href="/signin?callbackUrl=%2Fdocs">Sign in</DocLink> to start from your own ids and make a token in one click, or
                make a personal token in the <DocLink href="/portal/tokens/new">developer portal</DocLink> and paste it below.
              </>
            )}{" "}
            New here? Start with the <DocLink href="/docs/guides/quick-start">quick start</DocLink>.
          </p>
        )}

        {!credential && (
          <div className="mt-2 flex flex-col gap-3 lg:flex-row lg:items-end lg:gap-8">
            {username && (
              <div>
                <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <legend className="mr-2 font-medium text-slate-800">Scopes</legend>
                  {SCOPES.map((scope) => (
                    <label key={scope} className="inline-flex items-center gap-1.5">
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-brand-600"
                        checked={scopes.includes(scope)}
                        onChange={() => toggle(scope)}
                      />
                      {scope}
                    </label>
                  ))}
                </fieldset>
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  <Button size="sm" pending={pending} onClick={makeToken}>
                    Make a try-it token
                  </Button>
                  <span className="text-slate-600">Valid {TRY_IT_TOKEN.days} day; a new one replaces the last.</span>
                </div>
                {error && (
                  <p role="alert" className="mt-1 text-red-700">
                    {error}
                  </p>
                )}
              </div>
            )}
            <form method="post" onSubmit={usePasted} className="min-w-0 flex-1" noValidate>
              <label htmlFor={`${id}-paste`} className="font-medium text-slate-800">
                {username ? "Or paste a token" : "Paste a token"}
              </label>
              <div className="mt-1 flex gap-2">
                <Input
                  id={`${id}-paste`}
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="gmpat_…"
                  value={pasted}
                  onChange={(e) => setPasted(e.target.value)}
                  aria-invalid={pasteError ? true : undefined}
                  aria-describedby={pasteError ? `${id}-paste-error` : undefined}
                  className="max-w-md"
                />
                <Button type="submit" variant="secondary" size="sm">
                  Use
                </Button>
              </div>
              {pasteError && (
                <p id={`${id}-paste-error`} role="alert" className="mt-1 text-red-700">
                  {pasteError}
                </p>
              )}
            </form>
          </div>
        )}
      </div>
    </section>
  );
}
