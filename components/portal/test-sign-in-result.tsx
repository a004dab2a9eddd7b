"use client";

import Link from "next/link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { maskCredential, maskedTokenAnswer, pendingKey, type PendingTestSignIn } from "@/lib/oauth/test-sign-in";

/** One request as sent (credentials masked) and its answer. */
interface Exchange {
  request: string;
  status: number;
  body: unknown;
}

type Stage =
  | { kind: "loading" }
  | { kind: "none" }
  | { kind: "refused"; title: string; detail: string; pending?: PendingTestSignIn }
  | { kind: "ready"; pending: PendingTestSignIn; code: string };

const SHOWN_SECRET = "gmcs_••••";

function formBody(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

function requestText(url: string, method: string, headers: Record<string, string>, body?: string) {
  const target = new URL(url);
  const lines = [`${method} ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return body === undefined ? lines.join("\n") : `${lines.join("\n")}\n\n${body}`;
}

/**
 * Sends a request to this server's API. It is shown at the API's configured address, but sent to
 * the same path on this page's origin: every host of the service answers `/v1`, and a request to
 * another origin would need CORS, which the API does not offer.
 */
async function send(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const { pathname, search } = new URL(url);
  const response = await fetch(`${pathname}${search}`, { ...init, cache: "no-store", credentials: "omit" });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Shown as the text it was.
  }
  return { status: response.status, body };
}

const LOADING: Stage = { kind: "loading" };
const subscribeToNothing = () => () => {};

/** What the sign-in came back with, as the callback's query had it (the page reads it on the server). */
export interface SignInAnswer {
  code: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
  iss: string | null;
}

/** Each answer is read once (its verifier leaves the tab's storage), then kept for re-renders, by its state and code. */
const consumed = new Map<string, Stage>();
/** The states whose code this page has sent to the token endpoint: a code is single use, so never twice, whatever remounts. */
const exchangedStates = new Set<string>();

function consumeAnswer(answer: SignInAnswer): Stage {
  const key = JSON.stringify(answer);
  let stage = consumed.get(key);
  if (!stage) {
    stage = readAnswer(answer);
    consumed.set(key, stage);
  }
  return stage;
}

/** The pending test this answer is for, judged: a code to exchange, or why there is none. */
function readAnswer(answer: SignInAnswer): Stage {
  const stored = answer.state ? sessionStorage.getItem(pendingKey(answer.state)) : null;
  if (!answer.state || !stored) return { kind: "none" };
  sessionStorage.removeItem(pendingKey(answer.state));
  const pending = JSON.parse(stored) as PendingTestSignIn;
  if (answer.error) {
    return { kind: "refused", pending, title: `The sign-in came back with error=${answer.error}`, detail: answer.errorDescription ?? "" };
  }
  if (answer.iss !== pending.issuer) {
    return {
      kind: "refused",
      pending,
      title: "The answer names another issuer",
      detail: `iss is ${answer.iss ?? "missing"}, not ${pending.issuer}: a tool must not use this code (RFC 9207).`,
    };
  }
  if (!answer.code) return { kind: "refused", pending, title: "The sign-in came back without a code", detail: "" };
  return { kind: "ready", pending, code: answer.code };
}

/**
 * The test callback: reads the code (or the error) the sign-in came back with, exchanges it
 * with the verifier this tab kept, calls GET /v1/me with the access token, and offers to revoke
 * the sign-in. Every request is shown as sent, with the secret and the tokens masked.
 */
export function TestSignInResult({ answer }: { answer: SignInAnswer }) {
  const stage = useSyncExternalStore(
    subscribeToNothing,
    () => consumeAnswer(answer),
    () => LOADING,
  );
  // The code is single use: off the address bar, so a reload or a shared link does not carry it.
  useEffect(() => {
    if (window.location.search) window.history.replaceState(null, "", window.location.pathname);
  }, []);
  const [secret, setSecret] = useState("");
  const [steps, setSteps] = useState<{ title: string; exchange: Exchange }[]>([]);
  const [refreshToken, setRefreshToken] = useState<string | null>(null);
  /** The code was exchanged (it is spent): no second try. */
  const [exchanged, setExchanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** The client's proof on a form request: Basic with the secret (shown masked), or client_id in the form (added to `fields`). */
  function authenticate(pending: PendingTestSignIn, fields: Record<string, string>) {
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
    const shownHeaders = { ...headers };
    if (pending.kind === "Confidential") {
      headers.Authorization = `Basic ${btoa(`${pending.clientId}:${secret.trim()}`)}`;
      shownHeaders.Authorization = `Basic base64(${pending.clientId}:${SHOWN_SECRET})`;
    } else {
      fields.client_id = pending.clientId;
    }
    return { headers, shownHeaders };
  }

  async function exchange(pending: PendingTestSignIn, code: string) {
    setBusy(true);
    setFailure(null);
    try {
      const fields: Record<string, string> = {
        grant_type: "authorization_code",
        code,
        redirect_uri: pending.redirectUri,
        code_verifier: pending.codeVerifier,
      };
      const { headers, shownHeaders } = authenticate(pending, fields);
      const answer = await send(pending.tokenUrl, { method: "POST", headers, body: formBody(fields) });
      // The server has the code now (a request that never arrived can be sent again).
      if (answer.status === 200) exchangedStates.add(pending.state);
      const body = answer.body as Record<string, unknown>;
      const tokenStep = {
        title: "1. The code exchanged for tokens",
        exchange: {
          request: requestText(pending.tokenUrl, "POST", shownHeaders, formBody(fields)),
          status: answer.status,
          body: answer.status === 200 ? maskedTokenAnswer(body) : body,
        },
      };
      setSteps([tokenStep]);
      if (answer.status !== 200) return;
      setExchanged(true);
      const access = String(body.access_token);
      setRefreshToken(String(body.refresh_token));
      const me = await send(pending.meUrl, { headers: { Authorization: `Bearer ${access}` } });
      setSteps([
        tokenStep,
        {
          title: "2. The access token used: who is signed in",
          exchange: { request: requestText(pending.meUrl, "GET", { Authorization: `Bearer ${maskCredential(access)}` }), ...me },
        },
      ]);
    } catch (error) {
      setFailure(`The request could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }

  async function revoke(pending: PendingTestSignIn, refresh: string) {
    setBusy(true);
    try {
      const fields: Record<string, string> = { token: refresh, token_type_hint: "refresh_token" };
      const { headers, shownHeaders } = authenticate(pending, fields);
      const answer = await send(pending.revokeUrl, { method: "POST", headers, body: formBody(fields) });
      const shown = formBody({ ...fields, token: maskCredential(refresh) });
      setSteps((current) => [
        ...current,
        { title: "3. The sign-in revoked", exchange: { request: requestText(pending.revokeUrl, "POST", shownHeaders, shown), ...answer } },
      ]);
      if (answer.status === 200) setRefreshToken(null);
    } catch (error) {
      setFailure(`The request could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }

  if (stage.kind === "loading") return <p className="text-sm text-slate-600">Reading the answer…</p>;
  if (stage.kind === "none") {
    return (
      <Alert tone="info" title="No test sign-in is waiting in this tab">
        A test starts on an application&apos;s page, and its answer can be read once, in the tab that started it.{" "}
        <Link href="/portal/applications" className="font-medium underline">
          Your applications
        </Link>
      </Alert>
    );
  }
  const backTo = (pending: PendingTestSignIn) => (
    <Link href={`/portal/applications/${pending.applicationId}`} className="text-sm font-medium text-brand-700 hover:underline">
      ← Back to {pending.applicationName}
    </Link>
  );
  if (stage.kind === "refused") {
    return (
      <div className="space-y-4">
        <Alert tone="error" title={stage.title}>
          {stage.detail}
        </Alert>
        {stage.pending && backTo(stage.pending)}
      </div>
    );
  }
  const { pending } = stage;
  if (exchangedStates.has(pending.state) && steps.length === 0 && !busy) {
    return (
      <Alert tone="info" title="This code was exchanged already">
        A code is single use: start another test from{" "}
        <Link href={`/portal/applications/${pending.applicationId}`} className="font-medium underline">
          {pending.applicationName}
        </Link>
        .
      </Alert>
    );
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="received-heading" className="space-y-2">
        <h2 id="received-heading" className="text-base font-semibold text-ink">
          The sign-in came back with a code
        </h2>
        <p className="text-sm text-slate-700">
          {pending.applicationName} asked for <code className="font-mono">{pending.scopes.join(" ")}</code>; the state matched the one this
          tab sent, and <code className="font-mono">iss</code> names this server. The code is valid for 5 minutes, once.
        </p>
      </section>

      {!exchanged && (
        <form
          method="post"
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void exchange(pending, stage.code);
          }}
        >
          {pending.kind === "Confidential" ? (
            <>
              <label htmlFor="test-secret" className="block text-sm font-medium text-slate-800">
                Client secret
              </label>
              <p id="test-secret-hint" className="text-sm text-slate-600">
                A confidential application proves itself with its secret. It is sent only in the requests below, from this tab, and never
                kept.
              </p>
              <Input
                id="test-secret"
                type="password"
                autoComplete="off"
                value={secret}
                onChange={(event) => setSecret(event.target.value)}
                aria-describedby="test-secret-hint"
                required
              />
            </>
          ) : (
            <p className="text-sm text-slate-700">
              A public application sends its client id and the verifier alone: PKCE proves it is the client that started the sign-in.
            </p>
          )}
          <Button type="submit" disabled={busy || (pending.kind === "Confidential" && secret.trim() === "")}>
            {busy ? "Exchanging…" : "Exchange the code"}
          </Button>
        </form>
      )}

      <p role="status" className="sr-only">
        {busy ? "Sending…" : steps.length > 0 ? `${steps.at(-1)!.title}: answered ${steps.at(-1)!.exchange.status}` : ""}
      </p>
      {steps.map(({ title, exchange: step }) => (
        <section key={title} className="space-y-2" data-testid="test-sign-in-step">
          <h2 className="text-base font-semibold text-ink">{title}</h2>
          <pre
            tabIndex={0}
            role="region"
            aria-label={`${title}: the request`}
            className="overflow-x-auto rounded bg-code p-3 font-mono text-xs text-code-fg"
          >
            {step.request}
          </pre>
          <p className="text-sm font-medium text-slate-800">
            Answered <span data-testid="test-sign-in-status">{step.status}</span>
          </p>
          <pre
            tabIndex={0}
            role="region"
            aria-label={`${title}: the answer`}
            className="overflow-x-auto rounded bg-slate-100 p-3 font-mono text-xs text-slate-800"
          >
            {typeof step.body === "string" ? step.body : JSON.stringify(step.body, null, 2)}
          </pre>
        </section>
      ))}

      {failure && <Alert tone="error">{failure}</Alert>}

      {refreshToken && (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            These tokens are real: the sign-in is listed under the tools you allowed. Revoking its refresh token ends it.
          </p>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void revoke(pending, refreshToken)}>
            Revoke this sign-in
          </Button>
        </div>
      )}
      {backTo(pending)}
    </div>
  );
}
