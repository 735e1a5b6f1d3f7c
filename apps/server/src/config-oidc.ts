import { OIDC_PROVIDERS, type OidcProvider } from '@boardhouse/shared/oidc';
import { z } from 'zod';

export const oidcEnvFields = z.object({
  /**
   * The OpenID Connect issuer that brokers the social sign-ins (Keycloak, Auth0, Zitadel …); unset: no
   * social sign-in. Kept as typed: a trailing slash the issuer's discovery document spells otherwise is
   * put right at discovery (oidc-issuer.ts), where the true spelling is known.
   */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  /** Sent with client_secret_basic at the issuer's token endpoint. */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The social providers offered (comma list of google, linkedin), in the buttons' order. */
  OIDC_PROVIDERS: z
    .string()
    .default(OIDC_PROVIDERS.join(','))
    .transform((list) =>
      list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(OIDC_PROVIDERS, { error: `must list only ${OIDC_PROVIDERS.join(', ')}` })).min(1)),
  /** The authorize parameter that names the social provider to the broker: kc_idp_hint (Keycloak), connection (Auth0). */
  OIDC_PROVIDER_HINT_PARAM: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/, 'must be a plain parameter name')
    .default('kc_idp_hint'),
});

export type OidcEnv = z.infer<typeof oidcEnvFields>;

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  providers: OidcProvider[];
  providerHintParam: string;
  /** An http:// issuer (a local provider, never in production). */
  allowInsecure: boolean;
}

export function oidcConfig(env: OidcEnv, isProduction: boolean): OidcConfig | null {
  return env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
    ? {
        issuer: env.OIDC_ISSUER,
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET,
        providers: [...new Set(env.OIDC_PROVIDERS)],
        providerHintParam: env.OIDC_PROVIDER_HINT_PARAM,
        allowInsecure: env.OIDC_ISSUER.startsWith('http://') && !isProduction,
      }
    : null;
}
