import type {
  LinkedIdentitiesResponse,
  OidcExchangeResponse,
  OidcProvider,
  OidcProvidersResponse,
} from '@boardhouse/shared/oidc';
import { apiRequest } from './client.ts';

/**
 * Social sign-in (OpenID Connect, run by the server): the providers offered, the one-time code the
 * callback hands the browser, and the identities linked to the signed-in account.
 */

export type { LinkedIdentitiesResponse, OidcProvider };

export const oidcApi = {
  /** A failing call reads as "no social sign-in": the password form must still work. */
  providers: () =>
    apiRequest<OidcProvidersResponse>('auth/oidc/providers')
      .then((answer) => answer.providers)
      .catch((): OidcProvider[] => []),
  exchange: (code: string) =>
    apiRequest<OidcExchangeResponse>('auth/oidc/exchange', { method: 'POST', body: { code } }),
  linkUrl: (provider: OidcProvider) =>
    apiRequest<{ url: string }>('rest/account/oidc/link', { method: 'POST', body: { provider } }),
  identities: () => apiRequest<LinkedIdentitiesResponse>('rest/account/identities'),
  unlink: (id: number) => apiRequest<void>(`rest/account/identities/${id}`, { method: 'DELETE' }),
};

/** Where the browser goes (a navigation, not a fetch) to start a sign-in with a provider. */
export const oidcStartUrl = (provider: OidcProvider) =>
  `./auth/oidc/start?${new URLSearchParams({ provider })}`;

export const oidcKeys = {
  providers: ['oidc', 'providers'] as const,
  identities: ['oidc', 'identities'] as const,
};
