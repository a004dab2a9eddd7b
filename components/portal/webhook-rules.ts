/** Where a webhook may point (lib/webhooks/address.ts decides), said the same way wherever the portal says it. */
export const WEBHOOK_URL_RULE = "https:// only; http:// only to a loopback address, while the application is in development.";

/** The rule as it applies to one application, under the URL field. */
export function webhookUrlHint(development: boolean): string {
  return development
    ? "This application is in development, so http://127.0.0.1:8080/… or http://localhost/… works too. Redirects are not followed: give the final URL."
    : "https:// only: this application is out of development. Redirects are not followed: give the final URL.";
}
