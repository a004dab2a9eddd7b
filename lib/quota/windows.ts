import type { TierLimits } from "@/lib/quota/limits";

export type Resource = "minute" | "day" | "breadth";

/** One counter a call increments: the window id is part of the key. */
export interface Counter {
  resource: Resource;
  key: string;
  limit: number;
  resetAt: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Fixed windows on the UTC clock: the minute is the clock minute (hh:mm:00 to hh:mm:59.999),
 * the day runs from midnight UTC to midnight UTC. A client can therefore make up to twice the
 * per-minute limit across a minute boundary; that is the accepted cost of one counter per window.
 */
interface Window {
  id: string;
  resetAt: Date;
}

/** The window of `now` for windows `size` ms long, the last one remembered (every call of a minute asks for the same). */
function windowOf(size: number, name: (index: number) => string) {
  let last: { index: number; window: Window } | undefined;
  return (now: Date): Window => {
    const index = Math.floor(now.getTime() / size);
    if (last?.index !== index) last = { index, window: { id: name(index), resetAt: new Date((index + 1) * size) } };
    // A copy of the date, so that no caller can move the remembered one.
    return { id: last.window.id, resetAt: new Date(last.window.resetAt.getTime()) };
  };
}

export const minuteWindow = windowOf(MINUTE_MS, (index) => String(index));

export const dayWindow = windowOf(DAY_MS, (index) => new Date(index * DAY_MS).toISOString().slice(0, 10));

export function counterFor(resource: Resource, clientKey: string, limits: TierLimits, now: Date): Counter {
  if (resource === "minute") {
    const w = minuteWindow(now);
    return { resource, key: `${clientKey}|m|${w.id}`, limit: limits.perMinute, resetAt: w.resetAt };
  }
  const w = dayWindow(now);
  return resource === "day"
    ? { resource, key: `${clientKey}|d|${w.id}`, limit: limits.perDay, resetAt: w.resetAt }
    : { resource, key: `${clientKey}|b|${w.id}`, limit: limits.breadthPerDay, resetAt: w.resetAt };
}

/** The minute and the day always; breadth only for calls on another club. */
export function countersForCall(clientKey: string, limits: TierLimits, now: Date, breadth: boolean): Counter[] {
  const resources: Resource[] = breadth ? ["minute", "day", "breadth"] : ["minute", "day"];
  return resources.map((r) => counterFor(r, clientKey, limits, now));
}
