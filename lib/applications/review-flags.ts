/*
 * What staff should look at twice before approving an application: flags raised from what the
 * developer registered and from the owner's record, shown on each review request (the review
 * desk, /staff). A flag is never a refusal: staff decide. Pure rules, table-tested.
 */

export type ReviewFlagKind =
  "insecure_website" | "loopback_redirect" | "insecure_redirect" | "no_privacy_policy" | "owner_rejected" | "similar_name";

export interface ReviewFlag {
  kind: ReviewFlagKind;
  /** What staff read: what was found and what it may mean. */
  message: string;
}

export interface FlaggedApplication {
  name: string;
  website: string;
  privacyPolicyUrl: string | null;
  redirectUris: readonly string[];
  kind: "Confidential" | "Public";
}

export interface FlagContext {
  /** How many of the owner's other applications staff rejected. */
  ownerRejections: number;
  /** The names of the approved applications (another's name close to this one may be an impersonation). */
  approvedNames: readonly string[];
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function hostOf(url: string): { protocol: string; hostname: string } | null {
  try {
    const parsed = new URL(url);
    return { protocol: parsed.protocol, hostname: parsed.hostname.toLowerCase() };
  } catch {
    return null;
  }
}

const isLoopback = (hostname: string) => LOOPBACK_HOSTS.has(hostname) || hostname.startsWith("127.") || hostname.endsWith(".localhost");

/** A name as people read it, in any script: case, accents, spaces and punctuation aside. */
export function normaliseName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** Edits (insert, delete, substitute) from one string to the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * Two names a manager could take for each other: the same once case, accents, spaces and
 * punctuation are set aside, or within one edit (two for longer names) of it.
 */
export function namesAreClose(a: string, b: string): boolean {
  const x = normaliseName(a);
  const y = normaliseName(b);
  if (x === "" || y === "") return false;
  if (x === y) return true;
  // Short names differ by one letter as a matter of course ("Bot", "Box"): only equal ones are close.
  if (Math.min(x.length, y.length) < 4) return false;
  const allowed = Math.min(x.length, y.length) >= 10 ? 2 : 1;
  return Math.abs(x.length - y.length) <= allowed && editDistance(x, y) <= allowed;
}

/** The flags of one application under review, in the order staff should read them. */
export function reviewFlags(application: FlaggedApplication, context: FlagContext): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  const website = hostOf(application.website);
  if (website && (website.protocol !== "https:" || isLoopback(website.hostname))) {
    flags.push({
      kind: "insecure_website",
      message: isLoopback(website?.hostname ?? "")
        ? `Its website, ${application.website}, is on the developer's own machine: managers cannot open it.`
        : `Its website, ${application.website}, is not https://.`,
    });
  }
  for (const uri of application.redirectUris) {
    const host = hostOf(uri);
    if (!host || (host.protocol !== "http:" && host.protocol !== "https:")) continue; // a private-use scheme: a native app's own
    if (isLoopback(host.hostname)) {
      flags.push({
        kind: "loopback_redirect",
        message:
          application.kind === "Public"
            ? `It sends managers back to ${uri}, on their own machine: right for a desktop tool, wrong for a website.`
            : `A confidential (server-side) application sends managers back to ${uri}, on their own machine: a leftover from development?`,
      });
    } else if (host.protocol === "http:") {
      flags.push({
        kind: "insecure_redirect",
        message: `It sends managers back to ${uri} over plain http://: codes could be read on the way.`,
      });
    }
  }
  if (!application.privacyPolicyUrl) {
    flags.push({ kind: "no_privacy_policy", message: "It gives no privacy policy: managers cannot read what it does with their data." });
  }
  if (context.ownerRejections > 0) {
    flags.push({
      kind: "owner_rejected",
      message: `Staff rejected ${context.ownerRejections === 1 ? "another application" : `${context.ownerRejections} other applications`} of its owner.`,
    });
  }
  const close = context.approvedNames.find((name) => namesAreClose(name, application.name));
  if (close !== undefined) {
    flags.push({ kind: "similar_name", message: `Its name is close to the approved “${close}”: make sure it is not posing as it.` });
  }
  return flags;
}
