import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAYMENT_EVENT_ACTIONS, PAYMENT_EVENT_SOURCES } from '@boardhouse/shared/orders/payment-events';
import { PARAMETER_LAWS } from '@boardhouse/shared/quotes/parameter-laws';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const read = (file: string): Tree =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8')) as Tree;
/** A language whole: the sign-in pages' texts and the signed-in parts (workspace/, staff/; i18n.ts TextPart). */
const load = (language: string): Tree => ({
  ...read(`${language}.json`),
  ...read(`workspace/${language}.json`),
  ...read(`staff/${language}.json`),
});

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text);
  }
  return entries;
}

const english = flatten(load('en'));
/** Words that stay the same in every language (names, codes). */
const UNIVERSAL = new Set(['OK', 'FAQ', 'Tutorial', 'Notifications', 'Parameters']);

describe.each(['ch', 'es', 'jp', 'de', 'fr'])('%s translation', (language) => {
  const translated = flatten(load(language));

  it('has exactly the keys of English', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every {{placeholder}} of the English text', () => {
    for (const [key, text] of english) {
      const placeholders = (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect((translated.get(key)?.match(/\{\{\w+\}\}/g) ?? []).sort(), key).toEqual(placeholders);
    }
  });

  it('is a real translation: at most 10 % of texts equal the English ones', () => {
    const same = [...english].filter(([key, text]) => translated.get(key) === text && !UNIVERSAL.has(text));
    expect(same.length / english.size, same.map(([key]) => key).join(', ')).toBeLessThanOrEqual(0.1);
  });
});

describe('texts named by a code the server sends', () => {
  it('has each pricing law the parameters page lists or a refusal names', () => {
    const missing = PARAMETER_LAWS.map(({ law }) => `admin.pricing.laws.${law}`).filter(
      (key) => !english.has(key),
    );
    expect(missing).toEqual([]);
  });

  it('has each word of the payment log staff read on an order', () => {
    const keys = [
      ...PAYMENT_EVENT_SOURCES.map((source) => `admin.staffOrder.paymentSources.${source}`),
      ...PAYMENT_EVENT_ACTIONS.map((action) => `admin.staffOrder.paymentActions.${action}`),
    ];
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });
});
