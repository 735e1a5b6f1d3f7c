import { formatMessage } from './messages.ts';

/**
 * The new-password rule both sides apply, without the strength estimator itself: that one carries
 * megabytes of dictionaries (password-strength.ts), which the web loads only where a new password is typed.
 */

/** zxcvbn's score: 0 (guessable in under 10^3 tries) … 4 (over 10^10). 3 resists an offline attack on a slow hash. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;
export const PASSWORD_MIN_SCORE: PasswordScore = 3;

export type StrengthLevel = 'weak' | 'fair' | 'good' | 'strong';
const LEVEL_BY_SCORE: readonly StrengthLevel[] = ['weak', 'weak', 'fair', 'good', 'strong'];

export function describeStrength(score: PasswordScore): StrengthLevel {
  return LEVEL_BY_SCORE[score] ?? 'weak';
}

export type PasswordProblem = 'passwordTooWeak' | 'passwordHasUsername' | 'passwordHasEmail';

/** What the password must not contain: the owner's username and e-mail address. */
export interface PersonalDetails {
  username?: string | null;
  email?: string | null;
}

/** Shorter parts ("ab@…") would refuse passwords by coincidence rather than because they are guessable. */
const MIN_PERSONAL_PART = 3;

/** Case-insensitive: the username, the whole e-mail address, or its local part (before '@'). */
export function findPersonalDetail(
  password: string,
  personal: PersonalDetails,
): 'passwordHasUsername' | 'passwordHasEmail' | null {
  const haystack = password.toLowerCase();
  const contains = (part: string | null | undefined) =>
    !!part && part.trim().length >= MIN_PERSONAL_PART && haystack.includes(part.trim().toLowerCase());
  if (contains(personal.username)) return 'passwordHasUsername';
  const email = personal.email?.trim() ?? '';
  const localPart = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : '';
  return contains(email) || contains(localPart) ? 'passwordHasEmail' : null;
}

/** The English message of a problem, in SPEC.md's template style ({name} is the field's label). */
export function passwordProblemMessage(problem: PasswordProblem, name: string): string {
  return formatMessage(problem, { name });
}

/** Values personal details are built from, as the estimator's "user inputs" (they count as known words). */
export function personalWords(personal: PersonalDetails): string[] {
  const email = personal.email?.trim() ?? '';
  const localPart = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : '';
  return [personal.username, email, localPart].filter((word): word is string => !!word?.trim());
}
