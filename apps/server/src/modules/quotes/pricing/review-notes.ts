import type { ReviewNote } from '@boardhouse/shared/quotes/offers-api';
import { className, withArticle } from './component-classes.ts';
import { type PreparedPart, stockShortfalls } from './component-pricing.ts';
import { linesLabel } from './line-ranges.ts';

/** Lines named in the message are capped; `lineNos` holds them all. */
const RANGES_IN_A_NOTE = 12;

function linesNote(code: string, lineNos: number[], text: string): ReviewNote {
  return { code, lineNos, message: `${linesLabel(lineNos, RANGES_IN_A_NOTE)}: ${text}` };
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
  if (bareBoard) {
    notes.push({
      code: 'BARE_BOARD',
      message: 'Bare boards only: upload a BOM to have the boards assembled',
    });
  }
  // One note per kind, not per line: a 500-line BOM of unknown parts would otherwise carry 500 notes.
  const estimatedByClass = new Map<string, number[]>();
  const onRequest: number[] = [];
  for (const entry of parts) {
    const { lineNo } = entry.part;
    if (entry.estimate && entry.kind) {
      const name = className(entry.kind);
      estimatedByClass.set(name, [...(estimatedByClass.get(name) ?? []), lineNo]);
    } else if (entry.onRequest) {
      onRequest.push(lineNo);
    }
  }
  for (const [name, lineNos] of estimatedByClass) {
    const each = lineNos.length === 1 ? '' : 'each ';
    notes.push(
      linesNote(
        'COMPONENT_ESTIMATED',
        lineNos,
        `no price known yet; ${each}estimated as ${withArticle(name)} until staff confirm it`,
      ),
    );
  }
  if (onRequest.length > 0) {
    const what =
      onRequest.length === 1
        ? 'the part could not be recognised; staff will price it'
        : 'the parts could not be recognised; staff will price them';
    notes.push(linesNote('COMPONENT_ON_REQUEST', onRequest, what));
  }
  for (const { part, boards, choice } of stockShortfalls(parts, quantities, parameters)) {
    const wait =
      choice.offer.leadTimeDays === null
        ? 'the distributor gives no lead time'
        : `the distributor's lead time is ${choice.offer.leadTimeDays} days`;
    const from = boards === quantities[0] ? '' : ` for ${boards} boards or more`;
    notes.push({
      code: 'COMPONENT_OUT_OF_STOCK',
      lineNos: [part.lineNo],
      message: `Line ${part.lineNo}: ${part.mpn ?? 'the part'} is not in stock at any distributor${from}; ${wait}, staff will confirm the delivery date`,
    });
  }
  return notes;
}
