import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { mpnData } from '../../db/schema.ts';
import {
  productionLineOf,
  productionOf,
  purchasingStateOf,
  type SnapshotBomLine,
} from './order-production.ts';
import type { OrderRow } from './orders.repository.ts';

const line = (values: Partial<SnapshotBomLine> = {}): SnapshotBomLine => ({
  lineNo: 1,
  designators: ['R1', 'R2'],
  quantity: 2,
  mpn: 'RC0603FR-0710KL',
  mpnDataId: 7,
  ...values,
});
const priced = (stock: number | null) => ({ stock, hasPrices: true });

describe('purchasingStateOf', () => {
  it('never buys lines that are not placed or that the customer supplies, whatever the catalog says', () => {
    expect(purchasingStateOf(line({ dnp: true }), 0, priced(0))).toBe('NOT_PLACED');
    expect(purchasingStateOf(line({ dnp: true, customerSupplied: true }), 0, undefined)).toBe('NOT_PLACED');
    expect(purchasingStateOf(line({ customerSupplied: true }), 0, priced(0))).toBe('CUSTOMER_SUPPLIED');
  });

  it('judges the record: none, no prices, enough stock, too little or unknown stock', () => {
    expect(purchasingStateOf(line(), 20, undefined)).toBe('UNKNOWN');
    expect(purchasingStateOf(line(), 20, { stock: 5000, hasPrices: false })).toBe('ON_REQUEST');
    expect(purchasingStateOf(line(), 20, priced(20))).toBe('IN_STOCK');
    expect(purchasingStateOf(line(), 20, priced(19))).toBe('SHORT');
    expect(purchasingStateOf(line(), 20, priced(null))).toBe('SHORT');
  });
});

describe('productionLineOf', () => {
  it('needs the per-board quantity times the boards ordered', () => {
    expect(productionLineOf(line({ quantity: 3 }), 25, priced(75))).toMatchObject({
      quantityPerBoard: 3,
      partsNeeded: 75,
      stock: 75,
      purchasing: 'IN_STOCK',
    });
    expect(productionLineOf(line({ quantity: 3 }), 25, priced(74)).purchasing).toBe('SHORT');
  });

  it('counts the designators when the line gives no quantity', () => {
    expect(
      productionLineOf(line({ quantity: null, designators: ['C1', 'C2', 'C3'] }), 10, undefined),
    ).toMatchObject({ quantityPerBoard: 3, partsNeeded: 30, stock: null, purchasing: 'UNKNOWN' });
  });

  it('needs nothing for lines that are not bought', () => {
    expect(productionLineOf(line({ dnp: true }), 10, priced(0))).toMatchObject({
      quantityPerBoard: 2,
      partsNeeded: 0,
      purchasing: 'NOT_PLACED',
    });
    expect(productionLineOf(line({ customerSupplied: true }), 10, priced(0)).partsNeeded).toBe(0);
  });
});

describe('productionOf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const orderWith = (snapshot: unknown) => ({ snapshot }) as OrderRow;

  it('reads the order as ordered and the catalog as it is today', async () => {
    const [plenty, few, unpriced] = await t.ctx.db
      .insert(mpnData)
      .values([
        {
          mpn: 'PROD-PLENTY',
          normalisedMpn: 'PROD-PLENTY',
          stock: 1000,
          priceBreaks: [{ quantity: 1, unitPriceCents: 2 }],
        },
        {
          mpn: 'PROD-FEW',
          normalisedMpn: 'PROD-FEW',
          stock: 10,
          priceBreaks: [{ quantity: 1, unitPriceCents: 5 }],
        },
        { mpn: 'PROD-UNPRICED', normalisedMpn: 'PROD-UNPRICED', stock: 1000 },
      ])
      .returning({ id: mpnData.id });
    const production = await productionOf(
      t.ctx.db,
      orderWith({
        offer: { quantity: 10 },
        pcbSpec: { layers: 2, solderMaskColor: 'green' },
        gerbers: { jobId: 'job-1', storageKey: 'projects/1/gerbers/job-1', fileCount: 9, status: 'done' },
        placements: { file: { fileName: 'pos.csv', storageKey: 'x', sizeBytes: 10 }, count: 42 },
        bom: {
          file: null,
          lines: [
            line({ lineNo: 1, quantity: 4, mpnDataId: plenty?.id }),
            line({ lineNo: 2, quantity: 2, mpnDataId: few?.id }),
            line({ lineNo: 3, quantity: 1, mpnDataId: unpriced?.id }),
            line({ lineNo: 4, mpnDataId: null }),
            // A record deleted since the order was placed: the catalog no longer knows the part.
            line({ lineNo: 5, mpnDataId: 2_000_000_000 }),
            line({ lineNo: 6, dnp: true, mpnDataId: plenty?.id }),
          ],
        },
      }),
    );
    expect(production.pcbSpec).toEqual({ layers: 2, solderMaskColor: 'green' });
    expect(production.gerbers).toEqual({ jobId: 'job-1', fileCount: 9, status: 'done' });
    expect(production.placements).toEqual({ fileName: 'pos.csv', count: 42 });
    expect(
      production.bomLines.map(({ lineNo, partsNeeded, stock, purchasing }) => [
        lineNo,
        partsNeeded,
        stock,
        purchasing,
      ]),
    ).toEqual([
      [1, 40, 1000, 'IN_STOCK'],
      [2, 20, 10, 'SHORT'],
      [3, 10, 1000, 'ON_REQUEST'],
      [4, 20, null, 'UNKNOWN'],
      [5, 20, null, 'UNKNOWN'],
      [6, 0, 1000, 'NOT_PLACED'],
    ]);
  });

  it('answers empties for an order without BOM, Gerbers or placement file', async () => {
    const production = await productionOf(
      t.ctx.db,
      orderWith({
        offer: { quantity: 5 },
        pcbSpec: null,
        gerbers: null,
        bom: { file: null, lines: [] },
        placements: { file: null, count: 0 },
      }),
    );
    expect(production).toEqual({ pcbSpec: null, gerbers: null, bomLines: [], placements: null });
  });
});
