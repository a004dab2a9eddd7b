/**
 * Keeps the reference page offline: `fetch` to any origin but the page's own is refused
 * before it leaves the browser.
 *
 * Why: Scalar 1.44 (api-reference-react 0.8.40) switches its "Ask AI" agent on for every
 * localhost page, whatever the configuration (there is no `agent.disabled` yet), and the
 * agent fetches Scalar's registry through proxy.scalar.com as soon as it mounts. Every
 * other external call is already off in the configuration (lib/docs/reference.ts); this
 * guard makes sure nothing slips through.
 */
export function keepFetchOnThisOrigin(win: Window & typeof globalThis = window): void {
  const marked = win.fetch as typeof fetch & { onlyThisOrigin?: true };
  if (marked.onlyThisOrigin) return;
  const original = win.fetch.bind(win);
  const guarded = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, win.location.href);
    const local = url.origin === win.location.origin || url.protocol === "data:" || url.protocol === "blob:";
    if (!local) return Promise.reject(new TypeError(`Blocked ${url.origin}: the API reference works offline.`));
    return original(input, init);
  };
  win.fetch = Object.assign(guarded, { onlyThisOrigin: true as const });
}
