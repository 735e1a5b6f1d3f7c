import { describe, expect, it } from 'vitest';
import { prepareParts, priceComponents } from './component-pricing.ts';
import { chooseOffer } from './distributor-choice.ts';
import { computeOfferSet } from './offer-engine.ts';
import { defaultParameters, part, pricingInput } from './pricing.test-support.ts';
import type { PricingDistributorOffer } from './pricing-input.ts';

const parameters = defaultParameters();

/** Breaks as [quantity, euro cents, price in the offer's currency (euros ÷ 100 when left out)]. */
type Break = [number, number] | [number, number, number];

function offer(overrides: Partial<PricingDistributorOffer> & { breaks?: Break[] }) {
  const { breaks = [[1, 10]], ...rest } = overrides;
  return {
    distributor: 'Mouser',
    sku: 'SKU',
    currency: 'EUR',
    rateParameter: null,
    stock: 10_000,
    moq: 1,
    multiple: 1,
    priceBreaks: breaks.map(([quantity, cents, price]) => ({
      quantity,
      unitPriceCents: cents,
      unitPrice: price ?? cents / 100,
    })),
    leadTimeDays: null,
    fetchedAt: '2026-11-20T10:00:00.000Z',
    simulated: false,
    ...rest,
  } satisfies PricingDistributorOffer;
}

describe('choosing a distributor offer', () => {
  const mouser = offer({
    distributor: 'Mouser',
    sku: 'M-1',
    breaks: [
      [1, 10],
      [100, 5],
    ],
    stock: 1000,
  });
  const arrow = offer({
    distributor: 'Arrow',
    sku: 'A-1',
    breaks: [
      [1, 8],
      [1000, 4],
    ],
    stock: 50,
  });

  it('takes the cheaper offer among those holding the parts bought', () => {
    // 40 parts: Mouser 40 × 10 = 400, Arrow 40 × 8 = 320 and 50 in stock → Arrow.
    expect(chooseOffer([mouser, arrow], 40)).toMatchObject({
      offer: { sku: 'A-1' },
      unitCents: 8,
      isInStock: true,
    });
    // 110 parts: Arrow holds only 50; Mouser at its 100 break, 110 × 5 = 550 → Mouser.
    expect(chooseOffer([mouser, arrow], 110)).toMatchObject({
      offer: { sku: 'M-1' },
      unitCents: 5,
      breakQuantity: 100,
      bought: 110,
      isInStock: true,
    });
  });

  it('buys the minimum and rounds up to the multiple, pricing at the break of what is bought', () => {
    const reel = offer({
      moq: 100,
      multiple: 50,
      breaks: [
        [100, 3],
        [150, 2],
      ],
    });
    // 26 wanted: the minimum of 100 is charged and bought, at the 100 break.
    expect(chooseOffer([reel], 26)).toMatchObject({ charged: 100, bought: 100, unitCents: 3 });
    // 120 wanted: 120 charged, 150 bought (multiples of 50), which reaches the 150 break.
    expect(chooseOffer([reel], 120)).toMatchObject({
      charged: 120,
      bought: 150,
      unitCents: 2,
      breakQuantity: 150,
    });
  });

  it('sells no fewer than the first price break, whatever the stated minimum', () => {
    // A reel listed with minimum 1 and one break at 3,000: ten parts cost a reel.
    const reel = offer({ sku: 'REEL', moq: 1, breaks: [[3_000, 1]] });
    expect(chooseOffer([reel], 10)).toMatchObject({ charged: 3_000, bought: 3_000, unitCents: 1 });
    // Beside cut tape at 10 cents a part, ten parts come from the tape (100 cents, not 3,000).
    const tape = offer({ sku: 'TAPE', breaks: [[1, 10]] });
    expect(chooseOffer([reel, tape], 10)).toMatchObject({ offer: { sku: 'TAPE' }, charged: 10 });
  });

  it('falls back to the cheapest offer, out of stock, when no one holds enough', () => {
    const slow = offer({ sku: 'SLOW', stock: 0, leadTimeDays: 84, breaks: [[1, 30]] });
    const dear = offer({ sku: 'DEAR', stock: 5, leadTimeDays: 10, breaks: [[1, 50]] });
    expect(chooseOffer([slow, dear], 20)).toMatchObject({ offer: { sku: 'SLOW' }, isInStock: false });
  });

  it('has no choice without a price', () => {
    expect(chooseOffer([offer({ breaks: [] })], 5)).toBeNull();
  });
});

describe('component lines priced from distributors', () => {
  it('charges the offer’s price with the spares and minimum, and names its source for staff', () => {
    // A header bought at Arrow in dollars: 0.30 $ × 0.92 = 27.6 cents from 10, 0.25 $ = 23 cents from 100.
    // 25 boards × 1 + 1 spare (active, max(1, 2 %)) = 26 parts, above the minimum of 10: "Parts needed 26".
    const header = part({
      lineNo: 4,
      designators: ['J1'],
      mpn: 'B5B-XH-A',
      mountingStyle: 'THT',
      distributorOffers: [
        offer({
          distributor: 'Arrow',
          sku: 'B5B-XH-A',
          currency: 'USD',
          rateParameter: 'currency.USD',
          moq: 10,
          breaks: [
            [10, 27.6, 0.3],
            [100, 23, 0.25],
          ],
        }),
      ],
    });
    const [line] = priceComponents(prepareParts([header], parameters), 25, parameters, 0);
    // 26 parts reach the 10 break only: 27.6 cents → 26 × 27.6 = 717.6 → 718.
    expect([line?.units, line?.bought, line?.rate, line?.amountCents, line?.code, line?.parameter]).toEqual([
      26,
      26,
      27.6,
      718,
      'components.distributor',
      'currency.USD',
    ]);
    expect(line?.label).toBe('B5B-XH-A (J1), priced from distributor stock on 2026-11-20');
    expect(line?.source).toEqual({
      distributor: 'Arrow',
      sku: 'B5B-XH-A',
      currency: 'USD',
      unitPrice: 0.3,
      breakQuantity: 10,
      fetchedAt: '2026-11-20T10:00:00.000Z',
      stock: 10_000,
      leadTimeDays: null,
      simulated: false,
    });
  });

  it('lets a price staff set win over the distributors’ offers', () => {
    const staffPriced = part({
      designators: ['U1'],
      mpn: 'X1',
      priceBreaks: [{ quantity: 1, unitPriceCents: 100 }],
      distributorOffers: [offer({ breaks: [[1, 1]] })],
    });
    const [line] = priceComponents(prepareParts([staffPriced], parameters), 10, parameters, 0);
    expect([line?.code, line?.rate, line?.source]).toEqual(['components.part', 100, undefined]);
  });

  it('says "simulated" on a simulated offer and the lead time of a part no one holds', () => {
    const simulated = part({
      designators: ['U2'],
      mpn: 'SIM-1',
      distributorOffers: [offer({ simulated: true, stock: 0, leadTimeDays: 42 })],
    });
    const [line] = priceComponents(prepareParts([simulated], parameters), 10, parameters, 0);
    expect(line?.label).toBe(
      'SIM-1 (U2), not in simulated distributor stock on 2026-11-20 (lead time 42 days)',
    );
  });

  it('notes the first quantity from which no distributor holds a line', () => {
    // 100 in stock; 1 per board plus spares: 10 boards need 11, 100 boards need 102 → short from 100.
    const ic = part({
      lineNo: 7,
      designators: ['U7'],
      mpn: 'LM358DR',
      distributorOffers: [offer({ stock: 100, leadTimeDays: 56 })],
    });
    const set = computeOfferSet(pricingInput({ parts: [ic] }), [10, 50, 100, 250]);
    const notes = set.reviewNotes.filter((note) => note.code === 'COMPONENT_OUT_OF_STOCK');
    expect(notes).toEqual([
      {
        code: 'COMPONENT_OUT_OF_STOCK',
        lineNos: [7],
        message:
          "Line 7: LM358DR is not in stock at any distributor for 100 boards or more; the distributor's lead time is 56 days, staff will confirm the delivery date",
        text: {
          key: 'review.outOfStockFrom',
          params: {
            line: '7',
            part: 'LM358DR',
            boards: 100,
            wait: { key: 'review.distributorLeadTime', params: { days: 56 } },
          },
        },
      },
    ]);
    // Priced from a distributor, the line is not an estimate.
    expect(set.cells.every((cell) => !cell.estimated)).toBe(true);
  });
});
