import { z } from 'zod';
import { loginResponse } from './auth.ts';
import { emailAddress, recordId, requiredText } from './fields.ts';
import { OIDC_PROVIDERS } from './oidc-providers.ts';

/**
 * Social sign-in through one OpenID Connect issuer that brokers the social providers. The server runs
 * the authorization-code flow with PKCE; the browser only ever holds a one-time code (60 s) that it
 * exchanges for the same answer as a password sign-in.
 */

export {
  LINKED_PARAM,
  OIDC_FAILURES,
  OIDC_PROVIDER_NAMES,
  OIDC_PROVIDERS,
  type OidcFailure,
  type OidcProvider,
  SOCIAL_ERROR_PARAM,
} from './oidc-providers.ts';

export const oidcProvider = z.enum(OIDC_PROVIDERS, {
  error: `Sign-in provider must be one of ${OIDC_PROVIDERS.join(', ')}`,
});

/** GET /auth/oidc/providers: the providers this server is configured for (empty: no social sign-in). */
export const oidcProvidersResponse = z.object({ providers: z.array(oidcProvider) });
export type OidcProvidersResponse = z.infer<typeof oidcProvidersResponse>;

/** GET /auth/oidc/start?provider=google (`link`: the sealed ticket of POST /rest/account/oidc/link's address) */
export const oidcStartQuery = z.object({
  provider: oidcProvider,
  link: z.string().max(2000).optional(),
});

/** POST /auth/oidc/exchange */
export const oidcExchangeRequest = z.object({ code: requiredText('Code', { max: 200 }) });
export const oidcExchangeResponse = loginResponse.extend({
  /** True when this sign-in created the account (the web app shows #/thank_you first). */
  newAccount: z.boolean(),
});
export type OidcExchangeResponse = z.infer<typeof oidcExchangeResponse>;

/** POST /rest/account/oidc/link: where the browser goes to link a provider to the signed-in account. */
export const oidcLinkRequest = z.object({ provider: oidcProvider });
export const oidcLinkResponse = z.object({ url: z.string() });

/** GET /rest/account/identities: the provider identities that sign this account in. */
export const linkedIdentity = z.object({
  id: z.number().int(),
  provider: z.string(),
  email: z.string().nullable(),
  linkedAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export const linkedIdentitiesResponse = z.object({
  identities: z.array(linkedIdentity),
  /** False for an account created by a social sign-in that never set a password: it cannot unlink its last identity. */
  hasPassword: z.boolean(),
});
export type LinkedIdentitiesResponse = z.infer<typeof linkedIdentitiesResponse>;

/** DELETE /rest/account/identities/:id */
export const linkedIdentityParams = z.object({ id: recordId('Linked sign-in') });

/**
 * POST /rest/open/getuserbyemailId and /rest/open/set-default-password (kept for old clients): the
 * address and an ID token of the issuer for it (verified address), as proof of who asks.
 */
export const idTokenProofRequest = z.object({
  email: emailAddress('Email'),
  idToken: requiredText('ID token', { max: 8000 }),
});
export const accountByEmailResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** SPEC.md's Credentials.source: 'auth', 'Google+' or 'Linkedin'. */
  source: z.string(),
  /** Whether the account also has a password; the password itself is never answered. */
  hasPassword: z.boolean(),
});
export const setDefaultPasswordResponse = z.object({ validation: z.literal(true), message: z.string() });
