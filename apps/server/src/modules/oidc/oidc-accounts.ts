import type { OidcProvider } from '@boardhouse/shared/oidc';
import { LANGUAGES, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@boardhouse/shared/product';
import type { AccountSource } from '../../db/schema.ts';
import type { IssuerIdentity } from './oidc-issuer.ts';

/** SPEC.md's Credentials.source of an account a social sign-in created. */
export const SOURCE_OF_PROVIDER: Record<OidcProvider, AccountSource> = {
  google: 'Google+',
  linkedin: 'Linkedin',
};

/** Standard language tags whose app language has another name (the app's 'ch' and 'jp'). */
const APP_LANGUAGE_OF: Record<string, string> = { zh: 'ch', ja: 'jp' };
const NAME_MAX = 100;

/** The app language of a `locale` claim ('de-CH' → 'de', 'ja' → 'jp'); 'en' when the app has none. */
export function languageOfLocale(locale: string | null): string {
  const primary = locale?.split(/[-_]/)[0]?.toLowerCase() ?? '';
  const language = APP_LANGUAGE_OF[primary] ?? primary;
  return (LANGUAGES as readonly string[]).includes(language) ? language : 'en';
}

/** First and last name from the token's given/family names, else split from its full name. */
export function namesOf(identity: IssuerIdentity, email: string): { firstname: string; lastname: string } {
  const [first = '', ...rest] = (identity.name ?? '').split(/\s+/).filter(Boolean);
  const firstname = identity.givenName ?? (first || email.split('@')[0] || email);
  const lastname = identity.familyName ?? rest.join(' ');
  return { firstname: firstname.slice(0, NAME_MAX), lastname: lastname.slice(0, NAME_MAX) };
}

/** A username in the allowed alphabet from the address's local part ('Ann.Lee+x@…' → 'ann.leex'). */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '');
  // Room for a '-NN' suffix within the maximum.
  const base = local.slice(0, USERNAME_MAX_LENGTH - 6);
  return base.length >= USERNAME_MIN_LENGTH ? base : `user${base}`;
}

/** `base`, or `base-2`, `base-3` … whichever is not in `taken` (lower case). */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
