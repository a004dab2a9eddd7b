/**
 * Signing in with a password and out again, as plain form posts (app/signin/password,
 * app/signout): they work without script, the password travels only in a POST body, and the
 * browser loads the page it lands on afresh. The session cookie is the one next-auth reads
 * (an encrypted JWT under the session secret), naming a portal session row
 * (lib/auth/portal-sessions.ts) that signing out ends.
 */
import { decode, encode } from "next-auth/jwt";
import { services } from "@/lib/services";
import { AppError } from "@/lib/errors";
import { authenticateManager, SignInInputSchema } from "@/lib/auth/sign-in";
import { endEveryPortalSession, endPortalSession, isPortalSessionLive, startPortalSession } from "@/lib/auth/portal-sessions";
import { sessionCookieName, sessionTokenFrom } from "@/lib/auth/session-token";
import { clientAddress } from "@/lib/client-address";
import { SESSION_MAX_AGE_S, safeCallbackPath } from "@/lib/actions/session";

/** What the sign-in page says for each refusal, by the code in its `error` parameter. */
export const SIGN_IN_ERRORS = {
  CredentialsSignin: "That username and password do not match an account. Check both and try again.",
  Throttled: "Too many failed attempts from here for this account. Wait a few minutes, then try again.",
  Invalid: "Enter your username and password.",
  Unavailable: "Signing in is not possible right now. Try again in a moment.",
  SignedOutEverywhere: "You signed out everywhere: every portal session has ended. Sign in again to go on.",
} as const;
export type SignInError = keyof typeof SIGN_IN_ERRORS;

export interface FormAnswer {
  /** Where the browser goes next (303 See Other: a GET, whatever was posted). */
  location: string;
  /** Set-Cookie values. */
  cookies: string[];
  /** What went wrong, said for the person (the page at `location` says it too). */
  error?: string;
}

function cookieAttributes(maxAgeS: number): string {
  const secure = services().config.authUrl.startsWith("https://");
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeS}${secure ? "; Secure" : ""}`;
}

/** Clears the session cookie, whole (unless a new one takes its place) and in next-auth's chunks, as the browser holds it. */
function clearedSessionCookies(cookieHeader: string | null, { replaced = false } = {}): string[] {
  const name = sessionCookieName(services().config.authUrl);
  const held = new Set(replaced ? [] : [name]);
  for (const pair of (cookieHeader ?? "").split(";")) {
    const key = pair.split("=")[0]?.trim();
    if (key?.startsWith(`${name}.`)) held.add(key);
  }
  return [...held].map((cookie) => `${cookie}=; ${cookieAttributes(0)}`);
}

const signInPage = (error: SignInError, callbackPath: string) => `/signin?${new URLSearchParams({ error, callbackUrl: callbackPath })}`;

/**
 * A sign-in form's post: on success the session cookie and the way back to where the manager was
 * going (the OAuth request included); else back to the sign-in page with what went wrong.
 */
export async function signInWithPassword(form: FormData, headers: Headers): Promise<FormAnswer> {
  const callbackPath = await safeCallbackPath(form.get("callbackUrl")?.toString());
  const parsed = SignInInputSchema.safeParse({
    username: form.get("username")?.toString() ?? "",
    password: form.get("password")?.toString() ?? "",
  });
  const refused = (code: SignInError): FormAnswer => ({
    location: signInPage(code, callbackPath),
    cookies: [],
    error: SIGN_IN_ERRORS[code],
  });
  if (!parsed.success) return refused("Invalid");
  const db = services().db;
  let manager;
  try {
    manager = await authenticateManager(db, { ...parsed.data, address: clientAddress(headers) });
  } catch (error) {
    if (error instanceof AppError && error.code === "too_many_attempts") return refused("Throttled");
    throw error;
  }
  if (!manager) return refused("CredentialsSignin");

  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_S * 1000);
  const sid = await startPortalSession(db, manager.id, expiresAt);
  const token = await encode({
    token: { name: manager.username, sub: manager.id, managerId: manager.id, username: manager.username, role: manager.role, sid },
    secret: services().config.sessionSecret,
    maxAge: SESSION_MAX_AGE_S,
  });
  return {
    location: callbackPath,
    cookies: [
      ...clearedSessionCookies(headers.get("cookie"), { replaced: true }),
      `${sessionCookieName(services().config.authUrl)}=${token}; ${cookieAttributes(SESSION_MAX_AGE_S)}`,
    ],
  };
}

/**
 * A sign-out form's post: the session ends on the server, so a copy of the cookie kept anywhere
 * opens nothing any more, and the browser forgets it. `everywhere` ends every session of the
 * manager, this one included.
 */
export async function signOutWithForm(headers: Headers, everywhere: boolean): Promise<FormAnswer> {
  const cookieHeader = headers.get("cookie");
  const token = sessionTokenFrom(cookieHeader ?? undefined, sessionCookieName(services().config.authUrl));
  const cookies = clearedSessionCookies(cookieHeader);
  if (!token) return { location: "/", cookies };
  let payload: Awaited<ReturnType<typeof decode>> = null;
  try {
    payload = await decode({ token, secret: services().config.sessionSecret });
  } catch {
    // Not a cookie of ours: nothing to end on the server.
  }
  const { sid, managerId } = payload ?? {};
  if (typeof sid !== "string" || typeof managerId !== "string") return { location: "/", cookies };
  const db = services().db;
  if (!everywhere) {
    await endPortalSession(db, sid);
    return { location: "/", cookies };
  }
  // Only a live session may end the others.
  if (await isPortalSessionLive(db, sid, managerId)) await endEveryPortalSession(db, managerId);
  return { location: signInPage("SignedOutEverywhere", "/portal"), cookies };
}
