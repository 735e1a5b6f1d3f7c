import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client.ts';

/** SPEC.md section 8: the texts a sign-in, sign-up or reset failure shows. */
export function loginErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('errors.serverUnreachable');
    if (error.code === 'AUTH.VALIDATION.INVALID_LOGIN') return t('errors.loginIncorrect');
    if (error.code === 'RATE_LIMITED') return t('errors.tooManyAttempts');
    if (error.code === 'AUTH.ACCOUNT_DISABLED') return t('errors.accountDisabled');
    if (error.code === 'AUTH.ACCOUNT_NOT_CONFIRMED') return t('errors.accountNotConfirmed');
    return error.message;
  }
  return t('errors.serverUnreachable');
}

export function resetErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 0) return t('errors.serverUnreachable');
  return t('errors.forgotPassword');
}
