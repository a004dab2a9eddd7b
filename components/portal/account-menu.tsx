"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { getSession } from "next-auth/react";
import { SignOutButton } from "./sign-out-button";

/**
 * The header's account corner: who is signed in and a sign-out button, or a sign-in link.
 * It asks for the session from the browser, so pages that show it can stay static.
 */
export function AccountMenu() {
  const [username, setUsername] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    getSession().then((session) => {
      if (live) setUsername(session?.manager?.username ?? null);
    });
    return () => {
      live = false;
    };
  }, []);

  if (username === undefined) return <span className="inline-block h-8 w-20" aria-hidden />;
  if (username === null) {
    return (
      <Link href="/signin" className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
        Sign in
      </Link>
    );
  }
  return (
    <span className="flex items-center gap-2 text-sm text-slate-600">
      <span>
        Signed in as <strong className="text-ink">{username}</strong>
      </span>
      <SignOutButton />
    </span>
  );
}
