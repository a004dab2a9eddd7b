/** The developer portal's business logic (issue 4). Client forms import `./schemas` directly. */
export * from "@/lib/applications/schemas";
export { applicationState, APPLICATION_STATE_LABELS, type ApplicationState } from "@/lib/applications/application-state";
export { type ApplicationRecord } from "@/lib/applications/access";
export { registerApplication, type RegisteredApplication } from "@/lib/applications/register-application";
export { addRedirectUri, updateApplication } from "@/lib/applications/update-application";
export { deleteApplication } from "@/lib/applications/delete-application";
export { revokeApplicationTokens } from "@/lib/applications/revoke-application-tokens";
export {
  findLogoUrl,
  logoPath,
  logoProblem,
  readApplicationLogo,
  removeApplicationLogo,
  setApplicationLogo,
} from "@/lib/applications/application-logo";
export { rotateClientSecret } from "@/lib/applications/rotate-client-secret";
export { requestReview } from "@/lib/applications/request-review";
export { approveApplication, approveApplicationAsOperator, rejectApplication } from "@/lib/applications/review-application";
export { suspendApplication, liftSuspension } from "@/lib/applications/suspend-application";
export * from "@/lib/applications/queries";
