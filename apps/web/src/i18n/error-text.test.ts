import { describe, expect, it, vi } from 'vitest';

// The API client reads the session from localStorage when loaded; Node has none.
vi.hoisted(() => {
  const values = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage;
});

import { ApiError } from '../api/client.ts';
import { errorTextIn } from './error-text.ts';

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
