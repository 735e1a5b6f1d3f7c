import type { OfferCell } from '@boardhouse/shared/quotes/offers-api';
import type { DocumentWords } from './document-words.ts';
import type { CustomerBreakdown, CustomerLine } from './offer-pdf.ts';

/**
 * The offer PDF's words for what the engine counts and dates: each line's units ("0.0919 m² of board ×
 * €35.00/m²"), the ship and delivery dates, and the matrix's notes (same price, unavailable cells).
 */

/** "unavailable:\nproduction full": why a cell cannot be ordered, in the few words a matrix cell holds. */
export function unavailableWords(cell: OfferCell | undefined, words: DocumentWords): string {
  const code = cell?.unavailableCode;
  return code
    ? words.say('doc.offer.unavailableBecause', { reason: words.say(`doc.offer.unavailable.${code}`) })
    : words.say('doc.offer.unavailable');
}

/** "† The same price buys more boards: order 100 instead of 50, 1,000 instead of 500." */
export function sameTotalNote(cells: readonly OfferCell[], words: DocumentWords): string {
  const pairs = new Map<number, number>();
  for (const cell of cells) {
    if (cell.available && cell.sameTotalQuantity) pairs.set(cell.quantity, cell.sameTotalQuantity);
  }
  if (pairs.size === 0) return '';
  const list = [...pairs]
    .sort(([a], [b]) => a - b)
    .map(([quantity, more]) =>
      words.say('doc.offer.sameTotalPair', { more: words.count(more), quantity: words.count(quantity) }),
    )
    .join(', ');
  return words.say('doc.offer.sameTotal', { list });
}

/**
 * Why a cell cannot be ordered, as a sentence: the cell's own text (naming its facts: the capacity
 * left before a date) in the document's language. Offers stored before cells had texts keep only the
 * English reason; other languages get the general sentence of its code.
 */
function reasonOf(cell: OfferCell, words: DocumentWords): string | null {
  if (cell.unavailableText) return words.text(cell.unavailableText);
  if (words.language !== 'en' && cell.unavailableCode) {
    return words.say(`doc.offer.unavailableReason.${cell.unavailableCode}`);
  }
  return cell.unavailableReason;
}

/** Unavailable cells' reasons, each sentence once. */
export function unavailableNote(cells: readonly OfferCell[], words: DocumentWords): string {
  const reasons = new Set(
    cells.filter((cell) => !cell.available).flatMap((cell) => reasonOf(cell, words) ?? []),
  );
  return reasons.size > 0 ? words.say('doc.offer.notAvailable', { reasons: [...reasons].join('; ') }) : '';
}

const isShareLine = (line: CustomerLine) =>
  line.unit === 'percentOf' ||
  (line.unit === undefined &&
    (line.block === 'leadTime' || line.code === 'board.material' || line.block === 'discount'));

/** What a line counts, in words: "0.0919 m² of board × €35.00/m²", "26 parts (25 + 1 spare) × €0.052". */
export function lineDetail(line: CustomerLine, words: DocumentWords): string {
  const { rate: lineRate, units } = line;
  if (lineRate === null || units === null) return '';
  if (isShareLine(line)) {
    return words.say('doc.line.share', {
      sign: lineRate < 0 ? '-' : '+',
      percent: words.count(Math.abs(lineRate) * 100, 2),
      base: words.euros(units),
    });
  }
  const price = words.rate(lineRate);
  const times = (things: string) => words.say('doc.line.counted', { things, price });
  switch (line.unit) {
    case 'order':
      return units === 1
        ? words.say('doc.line.perOrder', { price })
        : words.say('doc.line.times', { price, units: words.count(units) });
    case 'boardM2':
      return words.say('doc.line.boardArea', { area: words.count(units), price });
    case 'panel':
      return units === 0.5
        ? words.say('doc.line.halfPanel', { price })
        : times(words.counted('productionPanel', units));
    case 'part': {
      const spares = line.spares ?? 0;
      const parts = words.counted('part', units);
      if (spares === 0) return times(parts);
      return words.say('doc.line.parts', {
        parts,
        needed: words.count(line.needed ?? units - spares),
        spares: words.counted('spare', spares),
        price,
      });
    }
    case 'placement':
      return times(words.counted('placement', units));
    case 'joint':
      return times(words.counted('solderJoint', units));
    case 'side':
      return times(words.counted('populatedSide', units));
    case 'feeder':
      return words.say('doc.line.feeders', { feeders: words.counted('feeder', units), price });
    case 'kg':
      return words.say('doc.line.weight', { kg: words.count(units, 2), price });
    case 'parcel':
      return times(words.counted('parcel', units));
    case 'pallet':
      return times(words.counted('pallet', units));
    default:
      return words.say('doc.line.times', { price, units: words.count(units) });
  }
}

/** "Ships 1 Dec 2026; delivered 3 Dec 2026 (2 working days in transit)." — or the one date of an old offer. */
export function datesSentence(breakdown: CustomerBreakdown, words: DocumentWords): string {
  const { shipDate, deliveryDate, transitWorkingDays } = breakdown;
  if (!deliveryDate) return words.say('doc.offer.datesOnRequest');
  if (!shipDate) return words.say('doc.offer.deliveredOn', { date: words.shortDay(deliveryDate) });
  const dates = { ship: words.shortDay(shipDate), delivery: words.shortDay(deliveryDate) };
  return typeof transitWorkingDays === 'number'
    ? words.say('doc.offer.shipsDeliveredTransit', {
        ...dates,
        days: words.counted('workingDay', transitWorkingDays),
      })
    : words.say('doc.offer.shipsDelivered', dates);
}
