/*
 * Retiring an endpoint (the compatibility policy, /docs/guides/compatibility): what a
 * declaration says, the headers its answers carry, and how the document describes them.
 */

/**
 * How an endpoint is retired (the compatibility policy, /docs/guides/compatibility): announced in
 * the changelog, then answered with RFC 9745's `Deprecation`, RFC 8594's `Sunset` and a `Link` to
 * the announcement for at least `DEPRECATION_NOTICE_DAYS` before it stops answering.
 */
export interface Deprecation {
  /** The day it was deprecated, `YYYY-MM-DD` (UTC). */
  since: string;
  /** The day from which it may stop answering, `YYYY-MM-DD` (UTC). */
  sunset: string;
  /** The changelog entry that announces it (`/docs/changelog#<id>`). */
  changelog: string;
  /** What to use instead, in Markdown. */
  instead: string;
}

/** The least time between a deprecation and its sunset. */
export const DEPRECATION_NOTICE_DAYS = 180;

const dayOf = (date: string): Date => {
  const day = new Date(`${date}T00:00:00Z`);
  // A day the calendar lacks (2026-02-30) would roll over into the next month: refused.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw new Error(`Not a day (YYYY-MM-DD): ${date}`);
  }
  return day;
};

/** A deprecation's answer headers; a declaration that gives less notice than the policy is refused. */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  const [since, sunset] = [dayOf(deprecation.since), dayOf(deprecation.sunset)];
  const days = (sunset.getTime() - since.getTime()) / 86_400_000;
  if (days < DEPRECATION_NOTICE_DAYS) {
    throw new Error(
      `A deprecation gives at least ${DEPRECATION_NOTICE_DAYS} days' notice: ${deprecation.since} to ${deprecation.sunset} is ${days}.`,
    );
  }
  return {
    Deprecation: `@${since.getTime() / 1000}`,
    Sunset: sunset.toUTCString(),
    Link: `</docs/changelog#${deprecation.changelog}>; rel="deprecation"; type="text/html"`,
  };
}

/** How the document describes the deprecation headers of a deprecated endpoint's answers. */
export const DEPRECATION_HEADERS = {
  Deprecation: {
    description: "Deprecated since this instant (RFC 9745: `@` and Unix epoch seconds). See the compatibility policy.",
    required: true,
    schema: { type: "string" as const },
  },
  Sunset: {
    description: "From this date the endpoint may stop answering (RFC 8594, an HTTP-date).",
    required: true,
    schema: { type: "string" as const },
  },
  Link: {
    description: 'The changelog entry announcing the deprecation, `rel="deprecation"`.',
    required: true,
    schema: { type: "string" as const },
  },
};
