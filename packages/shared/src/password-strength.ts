import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import {
  describeStrength,
  findPersonalDetail,
  PASSWORD_MIN_SCORE,
  type PasswordProblem,
  type PasswordScore,
  type PersonalDetails,
  personalWords,
  type StrengthLevel,
} from './password-rules.ts';

/**
 * The strength estimator (zxcvbn-ts with its common and English dictionaries). Heavy: import it
 * statically on the server only; the web imports it with `import()` on pages with a new-password field.
 */

export interface PasswordAssessment {
  score: PasswordScore;
  level: StrengthLevel;
  /** zxcvbn's feedback as translation keys (e.g. "common", "anotherWord"): no translations are given to it. */
  warning: string | null;
  suggestions: string[];
  /** Why the password is refused; null when it is accepted. */
  problem: PasswordProblem | null;
}

/**
 * Estimating time grows steeply with length and with characters the l33t table can swap: a random
 * 128-character password took 0.5–2 s with the defaults (docs/decisions/008-password-strength.md).
 * The first 40 characters decide, and at most 8 l33t swaps are tried; a password that needs more is
 * strong anyway. One check then stays in the tens of milliseconds even for hostile input.
 */
export const ESTIMATED_LENGTH = 40;
const L33T_MAX_SUBSTITUTIONS = 8;

let estimator: ZxcvbnFactory | null = null;

/** Building the ranked dictionaries takes a few hundred milliseconds: done on the first check only. */
function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    maxLength: ESTIMATED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return estimator;
}

export function assessPassword(password: string, personal: PersonalDetails = {}): PasswordAssessment {
  const result = getEstimator().check(password, personalWords(personal));
  const personalProblem = findPersonalDetail(password, personal);
  // A password built on the owner's own name is weak whatever else it holds.
  const score = (personalProblem ? Math.min(result.score, 1) : result.score) as PasswordScore;
  return {
    score,
    level: describeStrength(score),
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
    problem: personalProblem ?? (score < PASSWORD_MIN_SCORE ? 'passwordTooWeak' : null),
  };
}
