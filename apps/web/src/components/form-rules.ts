import type { PersonalDetails } from '@boardhouse/shared/password-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@boardhouse/shared/product';
import type { TFunction } from 'i18next';
import { assessIfLoaded } from './password-strength.ts';

/**
 * A new password's rule (the server checks the same), worded with SPEC.md's templates: length, then,
 * once the strength estimator has loaded (see password-strength.ts), its score and the owner's
 * username and address, which `personalOf` reads from the form's values.
 */
export function newPasswordRule<Values>(
  t: TFunction,
  fieldKey: 'password' | 'newPassword' = 'password',
  personalOf?: (values: Values) => PersonalDetails,
) {
  return (value: string, values: Values): string | null => {
    const name = t(`fields.${fieldKey}`);
    if (!value) return t('validation.required', { name });
    if (value.length < PASSWORD_MIN_LENGTH)
      return t('validation.minLength', { name, min: PASSWORD_MIN_LENGTH });
    if (value.length > PASSWORD_MAX_LENGTH)
      return t('validation.maxLength', { name, max: PASSWORD_MAX_LENGTH });
    const problem = assessIfLoaded(value, personalOf?.(values))?.problem;
    return problem ? t(`validation.${problem}`, { name }) : null;
  };
}
