/** BOM line numbers as people write them: "1–3, 5". */

/** [1, 2, 3, 5] → "1–3, 5"; past `maxRanges` ranges, "… and 40 more". */
export function asRanges(numbers: readonly number[], maxRanges = Number.POSITIVE_INFINITY): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const ranges: string[] = [];
  let shown = 0;
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end += 1;
    if (ranges.length === maxRanges) return `${ranges.join(', ')} and ${sorted.length - shown} more`;
    ranges.push(end > start ? `${sorted[start]}–${sorted[end]}` : String(sorted[start]));
    shown += end - start + 1;
    start = end + 1;
  }
  return ranges.join(', ');
}

/** "Line 4" or "Lines 1–3, 5", for the start of a note about those lines. */
export function linesLabel(numbers: readonly number[], maxRanges?: number): string {
  return `${new Set(numbers).size === 1 ? 'Line' : 'Lines'} ${asRanges(numbers, maxRanges)}`;
}
