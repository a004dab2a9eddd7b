import { cache } from "react";
import { getServerSession, type NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { notFound, redirect } from "next/navigation";
import { headers } from "next/headers";
import { connection } from "next/server";
import { services } from "@/lib/services";
import { AppError } from "@/lib/errors";
import { authenticateManager } from "@/lib/auth/sign-in";
import { isPortalSessionLive, startPortalSession } from "@/lib/auth/portal-sessions";
import type { Role, SessionManager } from "@/lib/auth/session-token";

export type { Role, SessionManager };
import { safeCallbackPath as sameSitePath } from "@/lib/auth/callback-path";
import { clientAddress } from "@/lib/client-address";

declare module "next-auth" {
  interface Session {
    manager: SessionManager;
  }
  interface User {
    username: string;
    role: Role;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    managerId?: string;
    username?: string;
    role?: Role;
    /** The portal session this cookie stands for (lib/auth/portal-sessions.ts). */
    sid?: string;
  }
}

/** How long a portal session lasts, cookie and row alike. */
export const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;

// next-auth hands a message thrown in authorize() to the form as its error string; the sign-in
// form (components/portal/sign-in-form.tsx) shows the text after this prefix, and a generic
// message for anything else. A wrong username or password arrives as "CredentialsSignin".
const THROTTLED_PREFIX = "throttled:";

export const authOptions: NextAuthOptions = {
  // A getter: the secret is the configuration's (read once, at start), asked for on first use, not at build time.
  get secret() {
    return services().config.sessionSecret;
  },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: "/signin" },
  providers: [
    CredentialsProvider({
      name: "Manager account",
      credentials: {
        username: { label: "Username", type: "text" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials, request) {
        const username = credentials?.username?.trim() ?? "";
        const password = credentials?.password ?? "";
        if (!username || !password) return null;
        try {
          const manager = await authenticateManager(services().db, {
            username,
            password,
            address: clientAddress(request?.headers),
          });
          return manager ? { id: manager.id, name: manager.username, username: manager.username, role: manager.role } : null;
        } catch (error) {
          if (error instanceof AppError && error.code === "too_many_attempts") {
            throw new Error(THROTTLED_PREFIX + error.message);
          }
          console.error("[sign-in]", error);
          throw new Error("unavailable");
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      const db = services().db;
      if (user) {
        token.managerId = user.id;
        token.username = user.username;
        token.role = user.role;
        token.sid = await startPortalSession(db, user.id, new Date(Date.now() + SESSION_MAX_AGE_S * 1000));
        return token;
      }
      // A cookie is only as good as its session's row: one that was signed out (here, or
      // everywhere) stands for no one, however long the cookie itself would last.
      if (!token.sid || !token.managerId || !(await isPortalSessionLive(db, token.sid, token.managerId))) return {};
      return token;
    },
    session({ session, token }) {
      if (token.managerId && token.username && token.role) {
        session.manager = { id: token.managerId, username: token.username, role: token.role };
      }
      return session;
    },
  },
};

/**
 * The signed-in manager, or null. Read once per request, however many components ask, and only
 * in a request (`connection`): a page that reads it is never rendered at build time, when the
 * services (and the session secret among their configuration) are not there.
 */
export const getManagerSession = cache(async (): Promise<SessionManager | null> => {
  await connection();
  const session = await getServerSession(authOptions);
  return session?.manager ?? null;
});

/** The signed-in manager; anyone else is sent to sign in and brought back to `returnTo`. */
export async function requireManager(returnTo = "/portal"): Promise<SessionManager> {
  const manager = await getManagerSession();
  if (!manager) redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return manager;
}

/**
 * A signed-in staff member. The role is read again from the database, so a withdrawn role
 * takes effect at once; everyone else sees "not found", whatever URL they typed.
 */
export async function requireStaff(returnTo = "/staff"): Promise<SessionManager> {
  const manager = await requireManager(returnTo);
  if ((await currentRole(manager.id)) !== "Staff") notFound();
  return { ...manager, role: "Staff" };
}

// Once per request, though the staff layout and page both ask.
const currentRole = cache(async (managerId: string): Promise<Role | null> => {
  const row = await services().db.prisma.manager.findUnique({ where: { id: managerId }, select: { role: true } });
  return row?.role ?? null;
});

/**
 * Where to go after signing in: a path on this site (an absolute URL is accepted when it
 * points at this site, as the OAuth page may send one), never another site.
 */
export async function safeCallbackPath(raw: string | string[] | undefined, fallback = "/portal"): Promise<string> {
  const host = (await headers()).get("host");
  const { authUrl, baseUrl } = services().config;
  const origins = [new URL(authUrl).origin, new URL(baseUrl).origin];
  // The host this page was asked for (127.0.0.1 rather than localhost, say), on the auth URL's scheme.
  try {
    if (host) origins.push(new URL(`${new URL(authUrl).protocol}//${host}`).origin);
  } catch {
    // not a host: only the configured origins count
  }
  return sameSitePath(raw, origins, fallback);
}
