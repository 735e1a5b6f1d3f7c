import type { PersonalDetails, StrengthLevel } from '@boardhouse/shared/password-rules';
import type { PasswordAssessment } from '@boardhouse/shared/password-strength';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';

type Estimator = typeof import('@boardhouse/shared/password-strength');

/**
 * The strength estimator is a chunk of its own (zxcvbn and its dictionaries, several hundred KB):
 * it is fetched by the first page that shows a new-password field, never with the sign-in page.
 */
let estimator: Estimator | null = null;
let loading: Promise<Estimator> | null = null;

export function loadPasswordEstimator(): Promise<Estimator> {
  loading ??= import('@boardhouse/shared/password-strength').then(
    (module) => {
      estimator = module;
      return module;
    },
    (error: unknown) => {
      // Offline or a new deployment: the next field that mounts tries again; the server still checks.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The assessment, or null while the estimator is not loaded (the forms then leave it to the server). */
export function assessIfLoaded(password: string, personal: PersonalDetails = {}): PasswordAssessment | null {
  return estimator && password ? estimator.assessPassword(password, personal) : null;
}

/** Assesses as the user types; a deferred value keeps typing smooth while an assessment runs. */
export function usePasswordAssessment(
  password: string,
  personal: PersonalDetails,
): PasswordAssessment | null {
  const [isLoaded, setLoaded] = useState(estimator !== null);
  useEffect(() => {
    if (!isLoaded)
      loadPasswordEstimator().then(
        () => setLoaded(true),
        () => {},
      );
  }, [isLoaded]);
  const typed = useDeferredValue(password);
  const { username, email } = personal;
  return useMemo(
    () => (isLoaded ? assessIfLoaded(typed, { username, email }) : null),
    [isLoaded, typed, username, email],
  );
}

const LEVEL_COLOURS: Record<StrengthLevel, string> = {
  weak: 'red',
  fair: 'orange',
  good: 'teal',
  strong: 'green',
};

/** zxcvbn's feedback keys the i18n files translate (passwordStrength.warnings / .suggestions). */
const WARNING_KEYS = new Set([
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
  'pwned',
]);
const SUGGESTION_KEYS = new Set([
  'l33t',
  'reverseWords',
  'allUppercase',
  'capitalization',
  'dates',
  'recentYears',
  'associatedYears',
  'sequences',
  'repeated',
  'longerKeyboardPattern',
  'anotherWord',
  'useWords',
  'noNeed',
  'pwned',
]);

export interface StrengthDisplay {
  /** 20 % per score step, so even a score-0 password shows a sliver of red. */
  percent: number;
  colour: string;
  levelKey: string;
  /** i18n key of a refusal for the owner's username or address in it (takes a {{name}}), or null. */
  problemKey: string | null;
  /** i18n keys of the hints to show, the warning first; keys a newer zxcvbn adds are left out. */
  hintKeys: string[];
}

export function describeAssessment(assessment: PasswordAssessment): StrengthDisplay {
  const { score, level, warning, suggestions, problem } = assessment;
  const isPersonal = problem === 'passwordHasUsername' || problem === 'passwordHasEmail';
  // The refusal says it more precisely than zxcvbn's "personal data" warning.
  const shownWarning = isPersonal && warning === 'userInputs' ? null : warning;
  const hintKeys = [
    ...(shownWarning && WARNING_KEYS.has(shownWarning) ? [`passwordStrength.warnings.${shownWarning}`] : []),
    ...suggestions
      .filter((key) => SUGGESTION_KEYS.has(key))
      .map((key) => `passwordStrength.suggestions.${key}`),
  ];
  return {
    percent: (score + 1) * 20,
    colour: LEVEL_COLOURS[level],
    levelKey: `passwordStrength.levels.${level}`,
    problemKey: isPersonal ? `validation.${problem}` : null,
    hintKeys,
  };
}
