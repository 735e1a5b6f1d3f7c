import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@boardhouse/shared/product';
import { vatNumberProblem } from '@boardhouse/shared/quotes/vat-numbers';
import type { TFunction } from 'i18next';
import { countryName } from '../../components/countries.ts';
import { newPasswordRule } from '../../components/form-rules.ts';

export interface SignupValues {
  email: string;
  repeatEmail: string;
  firstname: string;
  lastname: string;
  username: string;
  password: string;
  repeatPassword: string;
  language: string;
  phoneNumber: string;
  companyName: string;
  address: string;
  city: string;
  zipCode: string;
  vatNumber: string;
  /** A code of the billing country list; null until one is picked. */
  country: string | null;
  acceptTerms: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9._-]+$/;

export function isValidPhone(value: string): boolean {
  if (!/^[\d\s+()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

/**
 * A VAT number's format and check digits, with the rules the server applies before asking VIES, so a
 * typo shows as the field is left instead of after sending. Numbers outside the EU are not checked.
 */
export function vatNumberRule(t: TFunction, language?: string) {
  return (value: string, values: { country: string | null }) => {
    if (!value.trim()) return null;
    if (!values.country) return t('validation.vatNumberNeedsCountry');
    const country = countryName(values.country, language);
    switch (vatNumberProblem(values.country, value)) {
      case 'FORMAT':
        return t('validation.vatNumberFormat', { country });
      case 'CHECK_DIGITS':
        return t('validation.vatNumberCheckDigits', { country });
      default:
        return null;
    }
  };
}

/** The sign-up form's rules, worded with SPEC.md's templates in the user's language. */
export function signupRules(t: TFunction, language?: string) {
  const required = (field: string) => (value: string) =>
    value.trim() ? null : t('validation.required', { name: t(`fields.${field}`) });
  return {
    email: (value: string) =>
      required('email')(value) ??
      (EMAIL.test(value.trim()) ? null : t('validation.invalid', { name: t('fields.email') })),
    repeatEmail: (value: string, values: SignupValues) =>
      value.trim().toLowerCase() === values.email.trim().toLowerCase() ? null : t('validation.emailMismatch'),
    firstname: required('firstname'),
    lastname: required('lastname'),
    username: (value: string) => {
      const name = t('fields.username');
      if (!value.trim()) return t('validation.required', { name });
      if (value.trim().length < USERNAME_MIN_LENGTH)
        return t('validation.minLength', { name, min: USERNAME_MIN_LENGTH });
      if (value.trim().length > USERNAME_MAX_LENGTH)
        return t('validation.maxLength', { name, max: USERNAME_MAX_LENGTH });
      return USERNAME.test(value.trim()) ? null : t('validation.usernameCharacters');
    },
    password: newPasswordRule(t, 'password', (values: SignupValues) => ({
      username: values.username,
      email: values.email,
    })),
    repeatPassword: (value: string, values: SignupValues) =>
      value === values.password ? null : t('validation.passwordMismatch'),
    phoneNumber: (value: string) =>
      !value.trim() || isValidPhone(value.trim()) ? null : t('validation.invalidPhone'),
    vatNumber: vatNumberRule(t, language),
    acceptTerms: (value: boolean) => (value ? null : t('validation.acceptTerms')),
  };
}
