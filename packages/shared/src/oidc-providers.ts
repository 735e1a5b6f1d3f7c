/**
 * The social sign-in providers, their button names and the failures the sign-in page explains, without
 * the API schemas of oidc.ts: the sign-in page needs these, and zod would otherwise be part of its
 * download.
 */
export const OIDC_PROVIDERS = ['google', 'linkedin'] as const;
export type OidcProvider = (typeof OIDC_PROVIDERS)[number];

/** How each provider is named on the buttons (brand names: the same in every language). */
export const OIDC_PROVIDER_NAMES: Record<OidcProvider, string> = { google: 'Google', linkedin: 'LinkedIn' };

/**
 * Why a social sign-in failed, as the callback names it in the address it sends the browser back to
 * (`#/login?socialError=…`). Anything else the sign-in page shows as the generic failure.
 */
export const OIDC_FAILURES = [
  /** State, code, token or provider refused: SPEC.md's 'Error occurred while login with social account..'. */
  'failed',
  /** The provider's address belongs to an account but the provider has not verified it. */
  'unverified-email',
  /** Linking from My Profile: this provider identity already signs another account in. */
  'linked-elsewhere',
] as const;
export type OidcFailure = (typeof OIDC_FAILURES)[number];
export const SOCIAL_ERROR_PARAM = 'socialError';
/** On #/profile after linking: `?linked=google`. */
export const LINKED_PARAM = 'linked';
