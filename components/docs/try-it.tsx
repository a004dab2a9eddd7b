"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import type { TryItCredential } from "@/lib/docs/try-it";

interface TryItState {
  credential: TryItCredential | null;
  setCredential: (credential: TryItCredential | null) => void;
  /** What goes between the page's origin and an operation's path (lib/docs/document.ts). */
  serverPath: string;
}

const TryItContext = createContext<TryItState | null>(null);

/** Holds the page's try-it token (in memory only) for the panel above and every operation's console. */
export function TryItProvider({ serverPath, children }: { serverPath: string; children: ReactNode }) {
  const [credential, setCredential] = useState<TryItCredential | null>(null);
  return <TryItContext.Provider value={{ credential, setCredential, serverPath }}>{children}</TryItContext.Provider>;
}

export function useTryIt(): TryItState {
  const state = useContext(TryItContext);
  if (!state) throw new Error("useTryIt needs a TryItProvider above it.");
  return state;
}
