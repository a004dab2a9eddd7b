import { z } from "zod";
import { RedirectUriSchema, redirectUriMatches } from "@/lib/auth/redirect-uris";

/**
 * One schema each for the portal forms, their server actions and the operator CLI. This file
 * imports nothing server-only, so client forms can use it with zodResolver.
 */

export const MAX_REDIRECT_URIS = 5;
export const APPLICATION_KINDS = ["Confidential", "Public"] as const;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

/**
 * The website shown to managers on the sign-in page. https, because it is a link we show to
 * every manager; plain http only for localhost / 127.0.0.1, because a tool in development
 * (the only state a new application can be in) often has no public site yet.
 */
export const WebsiteSchema = z
  .string({ message: "Enter the application's website." })
  .trim()
  .min(1, "Enter the application's website.")
  .max(200, "At most 200 characters.")
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "Enter a full URL, such as https://tool.example.com." });
      return;
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: "custom", message: "The website cannot carry a user name or password." });
    } else if (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)) {
      return;
    } else if (url.protocol !== "https:" || !url.hostname) {
      ctx.addIssue({ code: "custom", message: "The website must use https (http only for localhost while developing)." });
    }
  });

/**
 * An optional link shown beside the website (privacy policy, terms): the same rules as the
 * website; an empty field means none and is stored as null.
 */
function optionalLinkSchema(what: string) {
  return z
    .string({ message: `Enter the ${what} URL, or leave it empty.` })
    .trim()
    .max(200, "At most 200 characters.")
    .superRefine((value, ctx) => {
      if (value === "") return;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({
          code: "custom",
          message: `Enter a full URL, such as https://tool.example.com/${what === "privacy policy" ? "privacy" : "terms"}, or leave it empty.`,
        });
        return;
      }
      if (url.username || url.password) {
        ctx.addIssue({ code: "custom", message: `The ${what} URL cannot carry a user name or password.` });
      } else if (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)) {
        return;
      } else if (url.protocol !== "https:" || !url.hostname) {
        ctx.addIssue({ code: "custom", message: `The ${what} URL must use https (http only for localhost while developing).` });
      }
    })
    .nullish()
    .transform((value) => (value ? value : null));
}

export const ApplicationKindSchema = z.enum(APPLICATION_KINDS, {
  message: "Choose Confidential (the tool has a server that keeps a secret) or Public (it cannot keep one).",
});

export const ApplicationInputSchema = z.object({
  name: z
    .string({ message: "Give the application a name." })
    .trim()
    .min(1, "Give the application a name.")
    .max(60, "At most 60 characters."),
  description: z
    .string({ message: "Describe what the application does." })
    .trim()
    .min(1, "Describe what the application does.")
    .max(500, "At most 500 characters."),
  website: WebsiteSchema,
  privacyPolicyUrl: optionalLinkSchema("privacy policy"),
  termsUrl: optionalLinkSchema("terms"),
  kind: ApplicationKindSchema,
  redirectUris: z
    .array(RedirectUriSchema, { message: "Add at least one redirect URI." })
    .min(1, "Add at least one redirect URI.")
    .max(MAX_REDIRECT_URIS, `At most ${MAX_REDIRECT_URIS} redirect URIs.`)
    .superRefine((uris, ctx) => {
      // Two loopback URIs that differ only in the port are the same at sign-in, so they count as one.
      uris.forEach((uri, index) => {
        if (uris.slice(0, index).some((earlier) => earlier === uri || redirectUriMatches(earlier, uri))) {
          ctx.addIssue({ code: "custom", path: [index], message: "This redirect URI is already in the list." });
        }
      });
    }),
});
export type ApplicationInput = z.input<typeof ApplicationInputSchema>;

/** A review request: an optional note to staff. */
export const ReviewRequestSchema = z.object({
  message: z.string().trim().max(1000, "At most 1000 characters.").optional(),
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

/** Why staff reject a review request or suspend an application; the owner reads it. */
export const ReasonSchema = z.object({
  reason: z
    .string({ message: "Give a reason; the developer will read it." })
    .trim()
    .min(1, "Give a reason; the developer will read it.")
    .max(500, "At most 500 characters."),
});
export type Reason = z.infer<typeof ReasonSchema>;

/** The logo an application may show: small raster images only (an SVG can carry script). */
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const MAX_LOGO_BYTES = 256 * 1024;

/** Testers an application in development may name (lib/applications/testers.ts): Spotify's development mode allows 25 named users; so do we. */
export const MAX_TESTERS = 25;
