import type { ComponentClass } from '@boardhouse/shared/catalog/house-stock-api';
import type { ReviewNote } from '@boardhouse/shared/quotes/offers-api';
import { classText } from './component-classes.ts';
import { type PreparedPart, stockShortfalls } from './component-pricing.ts';
import { linesText } from './line-ranges.ts';
import { labelled, textOf } from './line-texts.ts';

/** Lines named in the message are capped; `lineNos` holds them all. */
const RANGES_IN_A_NOTE = 12;

/** A review note: its English `message` rendered from the same key its `text` keeps. */
export function reviewNote(code: string, key: string, params?: Parameters<typeof labelled>[1]): ReviewNote {
  const { label, text } = labelled(key, params);
  return { code, message: label, text };
}

/**
 * What staff must look at before an offer is signed: a bare board, parts priced by estimate or not
 * recognised, parts no distributor has in stock for a quantity.
 */
export function reviewNotesOf({
  bareBoard,
  parts,
  quantities,
  parameters,
}: {
  bareBoard: boolean;
  parts: readonly PreparedPart[];
  quantities: readonly number[];
  parameters: Readonly<Record<string, number>>;
}): ReviewNote[] {
  const notes: ReviewNote[] = [];
  if (bareBoard) notes.push(reviewNote('BARE_BOARD', 'review.bareBoard'));
  // One note per kind, not per line: a 500-line BOM of unknown parts would otherwise carry 500 notes.
  const estimatedByClass = new Map<ComponentClass, number[]>();
  const onRequest: number[] = [];
  for (const entry of parts) {
    const { lineNo } = entry.part;
    if (entry.estimate && entry.kind) {
      estimatedByClass.set(entry.kind, [...(estimatedByClass.get(entry.kind) ?? []), lineNo]);
    } else if (entry.onRequest) {
      onRequest.push(lineNo);
    }
  }
  for (const [kind, lineNos] of estimatedByClass) {
    const key = lineNos.length === 1 ? 'review.estimated' : 'review.estimatedEach';
    const lines = linesText(lineNos, RANGES_IN_A_NOTE);
    notes.push({ ...reviewNote('COMPONENT_ESTIMATED', key, { lines, name: classText(kind) }), lineNos });
  }
  if (onRequest.length > 0) {
    const key = onRequest.length === 1 ? 'review.onRequest' : 'review.onRequestMany';
    const lines = linesText(onRequest, RANGES_IN_A_NOTE);
    notes.push({ ...reviewNote('COMPONENT_ON_REQUEST', key, { lines }), lineNos: onRequest });
  }
  for (const { part, boards, choice } of stockShortfalls(parts, quantities, parameters)) {
    const wait =
      choice.offer.leadTimeDays === null
        ? textOf('review.noDistributorLeadTime')
        : textOf('review.distributorLeadTime', { days: choice.offer.leadTimeDays });
    // Line numbers are names: given as strings, never grouped like amounts.
    const common = { line: String(part.lineNo), part: part.mpn ?? textOf('review.thePart'), wait };
    const from = boards === quantities[0];
    notes.push({
      ...(from
        ? reviewNote('COMPONENT_OUT_OF_STOCK', 'review.outOfStock', common)
        : reviewNote('COMPONENT_OUT_OF_STOCK', 'review.outOfStockFrom', { ...common, boards })),
      lineNos: [part.lineNo],
    });
  }
  return notes;
}
