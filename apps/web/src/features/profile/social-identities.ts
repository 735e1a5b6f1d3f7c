import {
  LINKED_PARAM,
  OIDC_PROVIDER_NAMES,
  OIDC_PROVIDERS,
  type OidcProvider,
  SOCIAL_ERROR_PARAM,
} from '@boardhouse/shared/oidc';

export { LINKED_PARAM, SOCIAL_ERROR_PARAM };

export interface ProfileSocialNotice {
  color: 'teal' | 'red';
  key: string;
  /** The provider's brand name, for the text's {{provider}}. */
  provider?: string;
}

export const isProvider = (value: string): value is OidcProvider =>
  (OIDC_PROVIDERS as readonly string[]).includes(value);

/**
 * What My Profile says after the server sent the browser back from linking a provider: `?linked=google`
 * or `?socialError=…`. A failure wins over a success; an unknown provider name says nothing (the
 * address may have been edited by hand), an unknown error reads as the generic failure.
 */
export function profileSocialNotice(params: URLSearchParams): ProfileSocialNotice | null {
  const error = params.get(SOCIAL_ERROR_PARAM);
  if (error !== null) {
    return error === 'linked-elsewhere'
      ? { color: 'red', key: 'profile.social.linkedElsewhere' }
      : { color: 'red', key: 'auth.social.failed' };
  }
  const linked = params.get(LINKED_PARAM);
  if (linked !== null && isProvider(linked)) {
    return { color: 'teal', key: 'profile.social.linkedNotice', provider: OIDC_PROVIDER_NAMES[linked] };
  }
  return null;
}

/** An account without a password keeps its last linked sign-in: unlinking it would lock it out. */
export const canUnlink = (identityCount: number, hasPassword: boolean) => hasPassword || identityCount > 1;

/** The configured providers this account has not linked yet, in the server's order. */
export function unlinkedProviders(
  configured: readonly OidcProvider[],
  linked: readonly { provider: string }[],
): OidcProvider[] {
  const have = new Set(linked.map((identity) => identity.provider));
  return configured.filter((provider) => !have.has(provider));
}

/** The brand name of a linked identity's provider (a provider no longer configured keeps its id). */
export const providerName = (provider: string) =>
  isProvider(provider) ? OIDC_PROVIDER_NAMES[provider] : provider;
