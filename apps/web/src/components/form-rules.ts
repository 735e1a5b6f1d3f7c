import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@boardhouse/shared/product';
import type { TFunction } from 'i18next';

/** A new password's rule (the server checks the same bounds), worded with SPEC.md's templates. */
export function newPasswordRule(t: TFunction, fieldKey: 'password' | 'newPassword' = 'password') {
  return (value: string): string | null => {
    const name = t(`fields.${fieldKey}`);
    if (!value) return t('validation.required', { name });
    if (value.length < PASSWORD_MIN_LENGTH)
      return t('validation.minLength', { name, min: PASSWORD_MIN_LENGTH });
    return value.length > PASSWORD_MAX_LENGTH
      ? t('validation.maxLength', { name, max: PASSWORD_MAX_LENGTH })
      : null;
  };
}
