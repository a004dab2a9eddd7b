"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import type { TryItOperation } from "@/lib/docs/reference-model";
import type { TryItCredential } from "@/lib/docs/try-it";

interface Answer {
  status: number;
  statusText: string;
  milliseconds: number;
  headers: [string, string][];
  body: string;
}

/** The headers a developer reads first; the rest fold below them. */
const FIRST_HEADERS = [
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "x-ratelimit-resource",
  "x-request-id",
  "etag",
  "cache-control",
];

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  429: "Too Many Requests",
};

/** Milliseconds on the page's monotonic clock (read in event handlers only). */
const elapsedSince = (start?: number) => performance.now() - (start ?? 0);

/** Response headers as rows: name, value. */
function HeaderTable({ headers, className, label }: { headers: [string, string][]; className: string; label?: string }) {
  return (
    <table className={`${className} w-full text-left text-xs`} aria-label={label}>
      <tbody>
        {headers.map(([name, value]) => (
          <tr key={name} className="align-top">
            <th scope="row" className="py-0.5 pr-3 font-mono font-medium whitespace-nowrap text-slate-700">
              {name}
            </th>
            <td className="py-0.5 font-mono break-all text-slate-900">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * One operation's request form and its answer, right below it: path ids filled in (the
 * signed-in manager's own), query parameters optional. The call goes to this page's own
 * origin, with the page's try-it token in the Authorization header and nowhere else.
 */
export function TryItConsole({
  operation,
  credential,
  serverPath,
}: {
  operation: TryItOperation;
  credential: TryItCredential | null;
  serverPath: string;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(operation.parameters.map((p) => [p.name, p.example ?? (p.required && p.choices ? p.choices[0] : "")])),
  );
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  const missing = operation.parameters.filter((p) => p.in === "path" && !values[p.name]?.trim()).map((p) => p.name);
  // "." and ".." would be read as path steps, and the call would go to another address.
  const dotted = operation.parameters.filter((p) => p.in === "path" && /^\.{1,2}$/.test(values[p.name]?.trim() ?? "")).map((p) => p.name);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name]?.trim() ?? ""));
  const query = new URLSearchParams(
    operation.parameters.filter((p) => p.in === "query" && values[p.name]?.trim()).map((p) => [p.name, values[p.name].trim()]),
  ).toString();
  const target = `${serverPath}${path}${query ? `?${query}` : ""}`;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (missing.length > 0) {
      setError(`Fill in ${missing.join(", ")}.`);
      return;
    }
    if (dotted.length > 0) {
      setError(`${dotted.join(", ")} cannot be “.” or “..”.`);
      return;
    }
    setError(null);
    setAnswer(null);
    setPending(true);
    const started = elapsedSince();
    try {
      const response = await fetch(target, {
        method: operation.method,
        headers: { Accept: "application/json", ...(credential ? { Authorization: `Bearer ${credential.value}` } : {}) },
        cache: "no-store",
      });
      const body = await response.text();
      setAnswer({
        status: response.status,
        statusText: response.statusText || STATUS_TEXT[response.status] || "",
        milliseconds: Math.round(elapsedSince(started)),
        headers: [...response.headers.entries()],
        body: pretty(body),
      });
      requestAnimationFrame(() => answerRef.current?.scrollIntoView({ block: "nearest" }));
    } catch {
      setError("The request did not reach the server: check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  const first = answer?.headers.filter(([name]) => FIRST_HEADERS.includes(name)) ?? [];
  const rest = answer?.headers.filter(([name]) => !FIRST_HEADERS.includes(name)) ?? [];
  const ok = answer && answer.status < 400;

  return (
    <div className="mt-3 rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm">
      <form onSubmit={send} noValidate aria-label={`Test request ${operation.method} ${operation.path}`}>
        {operation.parameters.length > 0 && (
          <div className="grid gap-2 sm:grid-cols-2">
            {operation.parameters.map((p) => (
              <div key={p.name} className="min-w-0">
                <label htmlFor={`${id}-${p.name}`} className="block font-mono text-xs font-semibold text-slate-800">
                  {p.name}
                  <span className="font-sans font-normal text-slate-600">
                    {" "}
                    · {p.in}
                    {p.required ? ", required" : ""}
                  </span>
                </label>
                {p.choices ? (
                  <select
                    id={`${id}-${p.name}`}
                    value={values[p.name]}
                    aria-required={p.required || undefined}
                    aria-describedby={p.description ? `${id}-${p.name}-hint` : undefined}
                    onChange={(e) => setValues({ ...values, [p.name]: e.target.value })}
                    className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-xs text-slate-900"
                  >
                    {!p.required && <option value="">(not sent)</option>}
                    {p.choices.map((choice) => (
                      <option key={choice}>{choice}</option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={`${id}-${p.name}`}
                    value={values[p.name]}
                    aria-required={p.required || undefined}
                    aria-invalid={(error && (missing.includes(p.name) || dotted.includes(p.name))) || undefined}
                    aria-describedby={
                      [p.description ? `${id}-${p.name}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
                    }
                    spellCheck={false}
                    autoComplete="off"
                    placeholder={p.in === "query" ? "(not sent)" : undefined}
                    onChange={(e) => setValues({ ...values, [p.name]: e.target.value })}
                    className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-xs text-slate-900 placeholder:text-slate-500"
                  />
                )}
                {p.description && (
                  <p id={`${id}-${p.name}-hint`} className="mt-0.5 text-xs leading-5 text-slate-600">
                    {p.description.replace(/`/g, "")}
                  </p>
                )}
              </div>
            ))}
          </div>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={pending}
            className="rounded-md bg-ink px-3 py-1.5 font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
          >
            {pending ? "Sending…" : `Send ${operation.method} request`}
          </button>
          <code className="min-w-0 font-mono text-xs break-all text-slate-700">
            {operation.method} {target}
          </code>
        </div>
        <p className="mt-2 text-xs text-slate-600">
          {credential
            ? credential.source === "made"
              ? "Sends your try-it token."
              : "Sends the token you pasted."
            : "No token yet: the call answers 401. Make or paste one in “Try it here” above."}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-2 text-red-700">
            {error}
          </p>
        )}
      </form>
      <p role="status" className="sr-only">
        {pending ? "Sending…" : answer ? `${answer.status} ${answer.statusText}, ${answer.milliseconds} ms` : ""}
      </p>
      <div ref={answerRef}>
        {answer && (
          <section aria-label={`Answer: ${operation.method} ${operation.path}`} className="mt-3 border-t border-slate-200 pt-3">
            <p className="font-semibold">
              <span className={ok ? "text-emerald-800" : "text-red-700"}>
                {answer.status} {answer.statusText}
              </span>
              <span className="font-normal text-slate-600"> · {answer.milliseconds} ms</span>
            </p>
            <HeaderTable headers={first} className="mt-2" label="Response headers" />
            {rest.length > 0 && (
              <details className="mt-1 text-xs">
                <summary className="cursor-pointer text-slate-700">All response headers ({answer.headers.length})</summary>
                <HeaderTable headers={rest} className="mt-1" />
              </details>
            )}
            {answer.body && (
              <pre
                tabIndex={0}
                role="region"
                aria-label="Response body"
                className="mt-2 max-h-96 overflow-auto rounded-md bg-code p-3 font-mono text-xs leading-relaxed text-code-fg"
              >
                {answer.body}
              </pre>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
