import { serverText } from '@boardhouse/shared/server-texts/index';
import type { ServerText, ServerTextParam } from '@boardhouse/shared/server-texts/server-text';
import { textOf } from './line-texts.ts';

/** BOM line numbers as people write them: "1–3, 5". */

/**
 * [1, 2, 3, 5] → "1–3, 5"; past `maxRanges` ranges, "… and 40 more" (a text, for the reader's
 * language). Line numbers are names, not amounts: they are never grouped ("1200", not "1,200").
 */
export function rangesText(
  numbers: readonly number[],
  maxRanges = Number.POSITIVE_INFINITY,
): ServerTextParam {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const ranges: string[] = [];
  let shown = 0;
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end += 1;
    if (ranges.length === maxRanges) {
      return textOf('review.rangesMore', { ranges: ranges.join(', '), count: sorted.length - shown });
    }
    ranges.push(end > start ? `${sorted[start]}–${sorted[end]}` : String(sorted[start]));
    shown += end - start + 1;
    start = end + 1;
  }
  return ranges.join(', ');
}

/** rangesText in English. */
export function asRanges(numbers: readonly number[], maxRanges?: number): string {
  const ranges = rangesText(numbers, maxRanges);
  return typeof ranges === 'string' ? ranges : serverText(ranges as ServerText, 'en');
}

/** "Line 4" or "Lines 1–3, 5", for the start of a note about those lines. */
export function linesText(numbers: readonly number[], maxRanges?: number): ServerText {
  return textOf(new Set(numbers).size === 1 ? 'review.line' : 'review.lines', {
    lines: rangesText(numbers, maxRanges),
  });
}

/** linesText in English. */
export const linesLabel = (numbers: readonly number[], maxRanges?: number): string =>
  serverText(linesText(numbers, maxRanges), 'en');
