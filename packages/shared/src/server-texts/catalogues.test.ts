import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../product.ts';
import { SERVER_TEXTS, serverText } from './index.ts';
import { mergeCatalogues, renderText } from './server-text.ts';

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server text catalogues', () => {
  it('hold every English key in every language, with the same placeholders', () => {
    for (const [key, english] of Object.entries(SERVER_TEXTS.en)) {
      for (const language of LANGUAGES) {
        const template = SERVER_TEXTS[language][key];
        expect(template, `${language} ${key}`).toBeTypeOf('string');
        expect(placeholders(template as string), `${language} ${key}`).toEqual(placeholders(english));
      }
    }
    for (const language of LANGUAGES) {
      expect(Object.keys(SERVER_TEXTS[language]).sort()).toEqual(Object.keys(SERVER_TEXTS.en).sort());
    }
  });

  it('fill parameters: numbers and money in the reader style, nested texts translated', () => {
    const catalogues = mergeCatalogues({
      en: { total: '{count} boards for {amount} in {material}', fr4: 'FR-4 glass epoxy' },
      de: { total: '{count} Platinen für {amount} aus {material}', fr4: 'FR-4-Glasepoxid' },
      fr: {},
      es: {},
      jp: {},
      ch: {},
    });
    const text = {
      key: 'total',
      params: { count: 1500, amount: { cents: 123456 }, material: { key: 'fr4' } },
    };
    expect(renderText(text, 'en', catalogues)).toBe('1,500 boards for €1,234.56 in FR-4 glass epoxy');
    expect(renderText(text, 'de', catalogues)).toBe('1.500 Platinen für 1.234,56\u00a0€ aus FR-4-Glasepoxid');
    // A language without the key falls back to English rather than showing nothing.
    expect(renderText(text, 'fr', catalogues)).toBe(
      '1\u202f500 boards for 1\u202f234,56\u00a0€ in FR-4 glass epoxy',
    );
  });

  it('show an unknown key as itself and refuse a key defined twice', () => {
    expect(serverText({ key: 'no.such.key' }, 'de')).toBe('no.such.key');
    const one = { en: { a: 'A' }, de: {}, fr: {}, es: {}, jp: {}, ch: {} };
    expect(() => mergeCatalogues(one, one)).toThrow(/defined twice/);
  });
});
