import '../test-support/memory-local-storage.ts';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../api/client.ts';
import { errorTextIn, fieldErrorsIn } from './error-text.ts';

describe('API refusals on the web', () => {
  const minimum = new ApiError(
    409,
    'PROMO.NOT_APPLICABLE',
    'The code SAVE10 applies to orders from €50.00',
    {},
    {
      text: { key: 'promo.refused.minimum', params: { code: 'SAVE10', amount: { cents: 5000 } } },
    },
  );

  it('read a refusal that carries a text in the reader’s language', () => {
    expect(errorTextIn('de', minimum, 'offline')).toBe(
      'Der Code SAVE10 gilt für Bestellungen ab 50,00\u00a0€ ohne Versand',
    );
  });

  it('keep the server’s message without a text, and the fallback when the server was not reached', () => {
    const plain = new ApiError(409, 'OFFER.EXPIRED', 'This offer has expired', {}, { text: 'not a text' });
    expect(errorTextIn('de', plain, 'offline')).toBe('This offer has expired');
    expect(errorTextIn('de', new ApiError(0, 'NETWORK', 'Failed to fetch'), 'offline')).toBe('offline');
    expect(errorTextIn('de', new Error('boom'), 'offline')).toBe('offline');
  });
});

describe('field refusals on the web', () => {
  const taken = new ApiError(
    409,
    'CONFLICT',
    'You already have a project with this name',
    { name: 'You already have a project with this name', note: 'Too long' },
    {
      fields: { name: 'You already have a project with this name', note: 'Too long' },
      fieldTexts: { name: { key: 'refused.project.nameTaken' }, ghost: { key: 'refused.project.nameTaken' } },
    },
  );

  it('show a field that carries a text in the reader’s language, and the others as the server wrote them', () => {
    expect(fieldErrorsIn('de', taken)).toEqual({
      name: 'Sie haben bereits ein Projekt mit diesem Namen',
      note: 'Too long',
    });
    expect(fieldErrorsIn('en', taken).name).toBe('You already have a project with this name');
  });

  it('give no field messages for what is not an API refusal, and the server’s for malformed texts', () => {
    expect(fieldErrorsIn('de', new Error('boom'))).toEqual({});
    const malformed = new ApiError(400, 'VALIDATION', 'Bad', { name: 'Bad' }, { fieldTexts: { name: 'x' } });
    expect(fieldErrorsIn('de', malformed)).toEqual({ name: 'Bad' });
  });
});
