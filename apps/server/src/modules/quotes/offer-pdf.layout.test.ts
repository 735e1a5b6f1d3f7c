import { describe, expect, it } from 'vitest';
import { cellsOf, pdfPages, sampleDocument } from './offer-pdf.test-support.ts';
import { renderOfferPdf } from './offer-pdf.ts';
import { printable } from './offer-pdf-layout.ts';

/** How the offer PDF is laid out: the same bytes for the same offer, pages that go on, fonts it can show. */
describe('the offer PDF', () => {
  it('is the same file for the same document (its creation date is the offer’s)', async () => {
    const [first, second] = await Promise.all([
      renderOfferPdf(sampleDocument()),
      renderOfferPdf(sampleDocument()),
    ]);
    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20260312093000Z)');
  });

  it('goes on over pages with long matrices and breakdowns, numbering every page', async () => {
    const quantities = Array.from({ length: 40 }, (_, index) => (index + 1) * 7);
    const document = sampleDocument();
    document.matrix = { ...document.matrix, quantities, cells: cellsOf(quantities) };
    const line = document.chosen?.breakdown.lines[0];
    if (!document.chosen || !line) throw new Error('the sample has a breakdown');
    document.chosen.breakdown.lines = Array.from({ length: 60 }, (_, index) => ({
      ...line,
      code: `components.line${index + 1}`,
      label: `BOM line ${index + 1}: part number PART-${index + 1}`,
    }));
    const pages = await pdfPages(await renderOfferPdf(document));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const text = pages.join('\n');
    for (const quantity of [7, 140, 280]) expect(text).toContain(`\n${quantity} €`);
    expect(text).toContain('BOM line 60: part number PART-60');
    expect(text).toContain('€65.13');
    // The matrix's header row is repeated where the table goes on.
    expect(pages.filter((page) => page.includes('Quantity')).length).toBeGreaterThanOrEqual(2);
  });

  it('prints text the built-in fonts cannot show as plain letters or "?"', () => {
    expect(printable('Zoë Łódź 李 €1 – “x”')).toBe('Zoë ?ódz ? €1 – “x”');
  });

  it('keeps what an embedded font shows, and strips accents only to letters it shows', () => {
    const noLatinExtended = (char: string) => !/[\u0100-\u017f]/u.test(char);
    expect(printable('Zoë Łódź 李\tx\u0007', noLatinExtended)).toBe('Zoë ?ódz 李 x?');
  });
});
