import { setImmediate } from 'node:timers/promises';
import { normaliseManufacturer, normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import { EXCHANGE_RATE_PREFIX } from '@boardhouse/shared/quotes/pricing-parameters';
import type { Executor } from '../../db/client.ts';
import type { OfferAttributes } from '../../db/schema.ts';
import { loadManufacturerIndex } from '../catalog/catalog-lookup.ts';
import { listOffers, type PricedOfferRow } from '../distributors/distributor-offers.repository.ts';
import type { PricingDistributorOffer } from './pricing/pricing-input.ts';

/**
 * The distributors' stored offers for a BOM's part numbers, as pricing reads them: prices converted to
 * euro cents with the `currency.XXX` rate of the moment (an offer in a currency without a rate is left
 * out, never priced as if it were euros), and the part facts the distributors know.
 */

export interface OffersOfPart {
  offers: PricingDistributorOffer[];
  attributes: OfferAttributes;
}

const rateParameter = (currency: string) => `${EXCHANGE_RATE_PREFIX}${currency}`;

function toPricingOffer(
  row: PricedOfferRow,
  parameters: Readonly<Record<string, number>>,
): PricingDistributorOffer | null {
  const currency = row.priceBreaks[0]?.currency ?? 'EUR';
  if (row.priceBreaks.some((step) => step.currency !== currency)) return null;
  const rate = currency === 'EUR' ? 1 : parameters[rateParameter(currency)];
  if (rate === undefined) return null;
  return {
    distributor: row.distributor,
    sku: row.sku,
    currency,
    rateParameter: currency === 'EUR' ? null : rateParameter(currency),
    stock: row.stock,
    moq: Math.max(1, row.moq),
    multiple: Math.max(1, row.multiple),
    priceBreaks: [...row.priceBreaks]
      .sort((a, b) => a.quantity - b.quantity)
      .map((step) => ({
        quantity: step.quantity,
        unitPrice: step.unitPrice,
        // Six decimals of a cent: enough for 0.0012 € parts, and the same input gives the same offer.
        unitPriceCents: Math.round(step.unitPrice * rate * 100 * 1e6) / 1e6,
      })),
    leadTimeDays: row.leadTimeDays,
    // The same text whatever the database's time zone: the fingerprint stays stable.
    fetchedAt: new Date(row.fetchedAt).toISOString(),
    simulated: row.simulated,
  };
}

/**
 * How much one statement reads. It holds the event loop on the embedded database for as long as it
 * runs, and that time follows the offers it answers: 1,500 offers (500 numbers) in one read held it for
 * 90 ms while matching (bench/distributors-scenario.ts), 300 keep it well under the 50 ms budget.
 */
const OFFERS_PER_READ = 300;
/** Numbers asked in the first read, before anything is known of how many offers a number has. */
const FIRST_READ_NUMBERS = 100;

/**
 * Numbers to ask in the next read: as many as bring about OFFERS_PER_READ offers at the density seen
 * so far, at most twice the last read (a BOM's unknown lines often come together), never fewer than
 * the first read asked.
 */
export function nextReadSize(lastSize: number, numbersRead: number, offersRead: number): number {
  const offersPerNumber = offersRead / numbersRead;
  const fitting = offersPerNumber > 0 ? Math.floor(OFFERS_PER_READ / offersPerNumber) : Infinity;
  return Math.max(FIRST_READ_NUMBERS, Math.min(2 * lastSize, fitting));
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A BOM or purchase line as its offers are looked up: by part number, then by the maker it names. */
export interface OfferedLine {
  mpn: string | null;
  manufacturer?: string | null;
}

/** One stored offer with the maker the distributor names (as `makerKeyOf` compares makers). */
interface MakersOffer {
  makerKey: string | null;
  offer: PricingDistributorOffer | null;
  attributes: OfferAttributes;
}

/**
 * Makers compared: the same canonical name, or one name the start of the other (at least four
 * letters), so "Vishay" is "Vishay Semiconductors" and "onsemi" is "ON Semiconductor".
 */
export function isSameMaker(a: string, b: string): boolean {
  if (a === b) return true;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.length >= 4 && longer.startsWith(shorter);
}

/** The key a maker is compared by: its canonical name (the catalog's aliases applied), normalised. */
function makerKeyOf(makers: ReadonlyMap<string, string>, name: string | null | undefined): string | null {
  if (!name?.trim()) return null;
  const key = normaliseManufacturer(name);
  return normaliseManufacturer(makers.get(key) ?? name) || null;
}

function offersOfPart(entries: readonly MakersOffer[]): OffersOfPart {
  const part: OffersOfPart = { offers: [], attributes: {} };
  for (const entry of entries) {
    if (entry.offer) part.offers.push(entry.offer);
    // The first distributor that knows a fact gives it.
    part.attributes = { ...entry.attributes, ...part.attributes };
  }
  return part;
}

/**
 * The offers for each line, looked up with the function this answers. Distributors sell the same part
 * number from several makers (Arrow has BAS16 from Diotec and from Rectron): a line naming its maker
 * takes only that maker's offers when any distributor sells them, so the house never buys another
 * maker's part the customer did not ask for; a line naming none, or a maker no offer names (spelt
 * otherwise), takes every offer for the number. Offers keep a stable order (distributor, sku), so the
 * fingerprint is stable too.
 */
export async function offersForLines(
  db: Executor,
  lines: readonly OfferedLine[],
  parameters: Readonly<Record<string, number>>,
  { acceptSimulated }: { acceptSimulated: boolean },
): Promise<(line: OfferedLine) => OffersOfPart | undefined> {
  const wanted = [...new Set(lines.flatMap((line) => (line.mpn ? [normaliseMpn(line.mpn)] : [])))];
  const read: PricedOfferRow[] = [];
  // The embedded database reads on the event loop: a large BOM's offers come in slices, with other
  // work let in between, so no single read holds the loop for long (bench/distributors-scenario.ts).
  for (let start = 0, size = FIRST_READ_NUMBERS; start < wanted.length; ) {
    if (start > 0) await setImmediate();
    read.push(...(await listOffers(db, wanted.slice(start, start + size))));
    start += size;
    size = nextReadSize(size, start, read.length);
  }
  const makers = read.some((row) => row.manufacturer)
    ? await loadManufacturerIndex(db)
    : new Map<string, string>();
  const rows = read
    .filter((row) => acceptSimulated || !row.simulated)
    .sort((a, b) => compareText(a.distributor, b.distributor) || compareText(a.sku, b.sku));
  const byMpn = new Map<string, MakersOffer[]>();
  for (const row of rows) {
    const entries = byMpn.get(row.normalisedMpn) ?? [];
    entries.push({
      makerKey: makerKeyOf(makers, row.manufacturer),
      offer: toPricingOffer(row, parameters),
      attributes: row.attributes,
    });
    byMpn.set(row.normalisedMpn, entries);
  }
  const answered = new Map<string, OffersOfPart>();
  return (line) => {
    const mpn = line.mpn ? normaliseMpn(line.mpn) : '';
    const entries = byMpn.get(mpn);
    if (!entries) return undefined;
    const maker = makerKeyOf(makers, line.manufacturer);
    const key = `${mpn}\n${maker ?? ''}`;
    let part = answered.get(key);
    if (!part) {
      const makersOwn = maker
        ? entries.filter((entry) => entry.makerKey !== null && isSameMaker(entry.makerKey, maker))
        : [];
      part = offersOfPart(makersOwn.length > 0 ? makersOwn : entries);
      answered.set(key, part);
    }
    return part;
  };
}
