import '../../test-support/memory-local-storage.ts';

import { LANGUAGES } from '@boardhouse/shared/product';
import { ACCOUNT_REFUSAL_TEXTS } from '@boardhouse/shared/server-texts/account-refusal-texts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { accountErrorMessage, accountFieldErrors } from './account-refusals.ts';

describe('account refusals on the pages before sign-in', () => {
  it('have no placeholders, since these pages show the templates as they are', () => {
    for (const language of LANGUAGES)
      for (const [key, template] of Object.entries(ACCOUNT_REFUSAL_TEXTS[language]))
        expect(template, `${language} ${key}`).not.toMatch(/\{\w+\}/);
  });

  it('show a taken username and an invalid invitation in the reader’s language', () => {
    const taken = new ApiError(
      409,
      'ACCOUNT.USERNAME_TAKEN',
      'This username is already taken',
      { username: 'This username is already taken' },
      { fieldTexts: { username: { key: 'refused.account.usernameTaken' } } },
    );
    expect(accountFieldErrors('fr', taken)).toEqual({ username: 'Ce nom d’utilisateur est déjà pris' });
    const invalid = new ApiError(
      401,
      'AUTH.CODE_INVALID',
      'This invitation is not valid any more',
      {},
      { text: { key: 'refused.team.invitationInvalid' } },
    );
    expect(accountErrorMessage('es', invalid)).toMatch(/^Esta invitación ya no es válida/);
  });

  it('keep the server’s words for a key outside the account catalogue or without a text', () => {
    const other = new ApiError(
      409,
      'CONFLICT',
      'Other words',
      {},
      { text: { key: 'refused.offer.expired' } },
    );
    expect(accountErrorMessage('de', other)).toBe('Other words');
    expect(accountErrorMessage('de', new ApiError(409, 'CONFLICT', 'Plain'))).toBe('Plain');
  });
});
