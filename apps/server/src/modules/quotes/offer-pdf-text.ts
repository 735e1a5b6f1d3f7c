import type { BreakdownLine, OfferCell } from '@boardhouse/shared/quotes/offers-api';
import type { CustomerBreakdown } from './offer-pdf.ts';
import { count, euros, rate, shortDay } from './offer-pdf-layout.ts';

/**
 * The offer PDF's words for what the engine counts and dates: each line's units ("0.0919 m² of board ×
 * €35.00/m²"), the ship and delivery dates, and the matrix's notes (same price, unavailable cells).
 */

/** Why a cell cannot be ordered, in the few words a matrix cell holds; the notes below give the sentences. */
export const UNAVAILABLE_WORDS: Record<string, string> = {
  NO_PANEL_FIT: 'too large for a panel',
  LAYERS_LEAD_TIME: 'needs more days',
  EXPRESS_AREA: 'too much for express',
  CAPACITY: 'production full',
  NO_WORKING_DAY: 'no production day',
};

/** "† The same price buys more boards: order 100 instead of 50, 1,000 instead of 500." */
export function sameTotalNote(cells: readonly OfferCell[]): string {
  const pairs = new Map<number, number>();
  for (const cell of cells) {
    if (cell.available && cell.sameTotalQuantity) pairs.set(cell.quantity, cell.sameTotalQuantity);
  }
  if (pairs.size === 0) return '';
  const list = [...pairs]
    .sort(([a], [b]) => a - b)
    .map(([quantity, more]) => `${count(more)} instead of ${count(quantity)}`)
    .join(', ');
  return `† The same price buys more boards: order ${list}.`;
}

/** Unavailable cells' reasons, each sentence once. */
export function unavailableNote(cells: readonly OfferCell[]): string {
  const reasons = new Set(
    cells.filter((cell) => !cell.available && cell.unavailableReason).map((cell) => cell.unavailableReason),
  );
  return reasons.size > 0 ? `Not available: ${[...reasons].join('; ')}.` : '';
}

type CustomerLine = Omit<BreakdownLine, 'costCents'>;

const isShareLine = (line: CustomerLine) =>
  line.unit === 'percentOf' ||
  (line.unit === undefined &&
    (line.block === 'leadTime' || line.code === 'board.material' || line.block === 'discount'));

/** "1 part", "2 parcels": a count with its noun. */
const counted = (value: number, one: string, many = `${one}s`) =>
  `${count(value)} ${value === 1 ? one : many}`;

/** What a line counts, in words: "0.0919 m² of board × €35.00/m²", "26 parts (25 + 1 spare) × €0.052". */
export function lineDetail(line: CustomerLine): string {
  const { rate: lineRate, units } = line;
  if (lineRate === null || units === null) return '';
  if (isShareLine(line)) {
    return `${lineRate < 0 ? '-' : '+'}${count(Math.abs(lineRate) * 100, 2)} % of ${euros(units)}`;
  }
  const price = rate(lineRate);
  switch (line.unit) {
    case 'order':
      return units === 1 ? `${price} per order` : `${price} × ${count(units)}`;
    case 'boardM2':
      return `${count(units)} m² of board × ${price}/m²`;
    case 'panel':
      return `${units === 0.5 ? 'half a production panel' : counted(units, 'production panel')} × ${price}`;
    case 'part': {
      const spares = line.spares ?? 0;
      const parts = counted(units, 'part');
      const detail =
        spares > 0 ? ` (${count(line.needed ?? units - spares)} + ${counted(spares, 'spare')})` : '';
      return `${parts}${detail} × ${price}`;
    }
    case 'placement':
      return `${counted(units, 'placement')} × ${price}`;
    case 'joint':
      return `${counted(units, 'solder joint')} × ${price}`;
    case 'side':
      return `${counted(units, 'populated side')} × ${price}`;
    case 'feeder':
      return `${counted(units, 'feeder')} to load × ${price}`;
    case 'kg':
      return `${count(units, 2)} kg × ${price}/kg`;
    case 'parcel':
      return `${counted(units, 'parcel')} × ${price}`;
    case 'pallet':
      return `${counted(units, 'pallet')} × ${price}`;
    default:
      return `${price} × ${count(units)}`;
  }
}

/** "Ships 1 Dec 2026; delivered 3 Dec 2026 (2 working days in transit)." — or the one date of an old offer. */
export function datesSentence(breakdown: CustomerBreakdown): string {
  const { shipDate, deliveryDate, transitWorkingDays } = breakdown;
  if (!deliveryDate) return 'Ship and delivery dates on request.';
  if (!shipDate) return `Delivered ${shortDay(deliveryDate)}.`;
  const transit =
    typeof transitWorkingDays === 'number'
      ? ` (${counted(transitWorkingDays, 'working day')} in transit)`
      : '';
  return `Ships ${shortDay(shipDate)}; delivered ${shortDay(deliveryDate)}${transit}.`;
}
