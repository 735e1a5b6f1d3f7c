import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { OfferSetResponse } from '../../api/offers.api.ts';
import { OfferMatrix } from './OfferMatrix.tsx';

const read = (file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../i18n', file), 'utf8')) as object;

const offers: OfferSetResponse = {
  offerSetId: 'os-1',
  projectId: 'P-1',
  currency: 'EUR',
  createdAt: '2026-11-20T08:00:00.000Z',
  validUntil: '2026-11-27T08:00:00.000Z',
  quantities: [10],
  intendedQuantity: 10,
  leadTimes: [{ workingDays: 5, label: '5 working days' }],
  cells: [
    {
      quantity: 10,
      workingDays: 5,
      available: true,
      unavailableReason: null,
      onRequest: false,
      estimated: false,
      shipDate: '2026-11-27',
      deliveryDate: '2026-11-30',
      netCents: 12_000,
      unitNetCents: 1_200,
    },
  ],
  reviewNotes: [],
  selected: null,
  choices: null,
};

/** The matrix as the server would send it to a browser, in `language`. */
async function matrixHtml(language: string): Promise<string> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    resources: {
      [language]: { translation: { ...read(`${language}.json`), ...read(`workspace/${language}.json`) } },
    },
  });
  const matrix = createElement(OfferMatrix, { offers, chosen: null, onChoose: () => {} });
  return renderToStaticMarkup(
    createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, matrix)),
  );
}

describe('the offers matrix', () => {
  it('says its prices are net, and ties the note to the table for screen readers', async () => {
    const html = await matrixHtml('en');
    expect(html).toContain('Prices excl. VAT');
    const noteId = /<p[^>]*id="([^"]+)"[^>]*>Prices excl\. VAT</.exec(html)?.[1];
    expect(noteId).toBeDefined();
    expect(html).toMatch(new RegExp(`<table[^>]*aria-describedby="${noteId}"`));
  });

  it('says it in the reader’s language', async () => {
    expect(await matrixHtml('de')).toContain('Preise zzgl. MwSt.');
  });
});
