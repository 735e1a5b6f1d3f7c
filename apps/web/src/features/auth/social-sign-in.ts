import { type OidcFailure, SOCIAL_ERROR_PARAM } from '@boardhouse/shared/oidc-providers';

export { SOCIAL_ERROR_PARAM };

/**
 * The message key for the `?socialError=` the server's callback sends the browser back with; null
 * when there is none. Anything but a known reason reads as the generic failure (SPEC.md section 8),
 * so an edited address cannot make the page say something odd.
 */
export function socialErrorKey(value: string | null): string | null {
  if (value === null) return null;
  const reason = value as OidcFailure;
  return reason === 'unverified-email' ? 'auth.social.unverifiedEmail' : 'auth.social.failed';
}

/** Where a social sign-in lands: a new account is welcomed first, a returning one goes home. */
export const pageAfterSocialSignIn = (isNewAccount: boolean) => (isNewAccount ? '/thank_you' : '/home');

/**
 * Runs `run` at most once per key and answers the same promise to every later call: a one-time code
 * works once, and React's development double effect (or a remount) must not spend it a second time.
 */
export function onceByKey<T>(run: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const started = new Map<string, Promise<T>>();
  return (key) => {
    let pending = started.get(key);
    if (!pending) {
      pending = run(key);
      started.set(key, pending);
    }
    return pending;
  };
}
