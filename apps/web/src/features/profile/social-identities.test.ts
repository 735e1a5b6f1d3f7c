import { describe, expect, it } from 'vitest';
import { canUnlink, profileSocialNotice, providerName, unlinkedProviders } from './social-identities.ts';

const notice = (query: string) => profileSocialNotice(new URLSearchParams(query));

describe('the notice My Profile shows after linking a provider', () => {
  it('confirms a linked provider by its brand name', () => {
    expect(notice('linked=google')).toEqual({
      color: 'teal',
      key: 'profile.social.linkedNotice',
      provider: 'Google',
    });
    expect(notice('linked=linkedin')?.provider).toBe('LinkedIn');
  });

  it('says the identity belongs to another account', () => {
    expect(notice('socialError=linked-elsewhere')).toEqual({
      color: 'red',
      key: 'profile.social.linkedElsewhere',
    });
  });

  it('shows the generic failure for any other error, even next to a success', () => {
    expect(notice('socialError=failed')).toEqual({ color: 'red', key: 'auth.social.failed' });
    expect(notice('socialError=whatever&linked=google')).toEqual({ color: 'red', key: 'auth.social.failed' });
  });

  it('says nothing without a parameter or for a provider it does not know', () => {
    expect(notice('')).toBeNull();
    expect(notice('linked=facebook')).toBeNull();
    expect(notice('tab=billing')).toBeNull();
  });
});

describe('unlinking', () => {
  it('is allowed with a password, or while another identity remains', () => {
    expect(canUnlink(1, true)).toBe(true);
    expect(canUnlink(2, false)).toBe(true);
  });

  it('is refused for the last way into an account without a password', () => {
    expect(canUnlink(1, false)).toBe(false);
  });
});

describe('the providers left to link', () => {
  it('are the configured ones not linked yet, in the configured order', () => {
    expect(unlinkedProviders(['google', 'linkedin'], [])).toEqual(['google', 'linkedin']);
    expect(unlinkedProviders(['google', 'linkedin'], [{ provider: 'google' }])).toEqual(['linkedin']);
    expect(unlinkedProviders(['google'], [{ provider: 'google' }, { provider: 'linkedin' }])).toEqual([]);
  });

  it('names a provider by its brand, and an unknown one by its id', () => {
    expect(providerName('linkedin')).toBe('LinkedIn');
    expect(providerName('github')).toBe('github');
  });
});
