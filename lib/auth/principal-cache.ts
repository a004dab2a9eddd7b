import type { Database } from "@/lib/db";
import type { ListenChannel, Listener } from "@/lib/sql";
import type { Principal } from "@/lib/auth/principal";

/**
 * Valid tokens by their SHA-256, so a call on a known token costs no query to authenticate.
 *
 * What may change a cached answer (a token, chain or grant revoked; an application suspended,
 * approved or deleted; a manager's teams or supporter status) fires a trigger in PostgreSQL
 * (migration 20261124000000_principal_invalidation) that sends `NOTIFY principal_changed`.
 * Every instance LISTENs on its own connection and empties its cache when one arrives, within
 * milliseconds of the commit. The code that makes such a change in this process also calls
 * `principalsChanged` when it commits, so the very next call here never waits on the
 * notification.
 *
 * The cache serves only while the LISTEN connection is up: before it connects, after it drops
 * (until it reconnects) and for a database that cannot be listened to, every call reads the
 * database. A read that started before an invalidation is not stored (the generation check),
 * entries live at most `MAX_AGE_MS` as a last safety net, and expiry is checked by the caller
 * on every call.
 */
/** A valid token as found in the database: what it stands for, until when, and how to stamp it used. */
export interface Found {
  principal: Principal;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Marks the credential used (the personal token, or the application's grant); throttled here. */
  markUsed: (at: Date) => Promise<unknown>;
}

export const CHANNEL = "principal_changed";
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  found: Found;
  storedAt: number;
  markedUsedAt: number;
}

export class PrincipalCache {
  private entries = new Map<string, Entry>();
  private readonly channel: ListenChannel | undefined;
  private closed = false;
  /** Moves on every invalidation: a read begun under an older generation is not stored. */
  generation = 0;

  /** With the process's listener (lib/services); without one it never serves (every call reads the database). */
  constructor(listener: Listener | undefined) {
    this.channel = listener
      ? listener.listen(CHANNEL, {
          // Anything stored before the connection was up could have missed a notification.
          onUp: () => this.invalidate(),
          onNotify: () => this.invalidate(),
          onDown: () => this.invalidate(),
        })
      : undefined;
  }

  /** Resolves once the cache listens (or after `timeoutMs`): tests wait for it to count queries. */
  async ready(timeoutMs = 5_000): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (!this.active && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    return this.active;
  }

  /** True while invalidations can reach this instance (the cache serves only then). */
  get active(): boolean {
    return !this.closed && (this.channel?.listening ?? false);
  }

  get(hash: string): Found | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > MAX_AGE_MS) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.found;
  }

  set(hash: string, found: Found, generation: number) {
    if (!this.active || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const now = Date.now();
    this.entries.set(hash, { found, storedAt: now, markedUsedAt: 0 });
  }

  /** Whether to stamp the credential as used now: at most once per `resolutionMs` per cached token. */
  shouldMarkUsed(hash: string, now: number, resolutionMs: number): boolean {
    const entry = this.entries.get(hash);
    if (!entry) return true;
    if (now - entry.markedUsedAt < resolutionMs && now >= entry.markedUsedAt) return false;
    entry.markedUsedAt = now;
    return true;
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  async close() {
    this.closed = true;
    this.invalidate();
    await this.channel?.close();
  }
}

/**
 * Call after committing a change that can make a cached principal wrong (see above), so the
 * next call on this instance reads it afresh. Other instances learn of it by NOTIFY.
 */
export function principalsChanged(db: Database) {
  db.principalChanges.notify();
}

/** Runs a write that can change principals and, once it settles, calls `principalsChanged`. */
export async function changingPrincipals<T>(db: Database, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } finally {
    principalsChanged(db);
  }
}
