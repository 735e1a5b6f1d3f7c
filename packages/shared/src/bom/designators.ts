/**
 * Reference designators as BOMs write them: "R1-R4, R7", "U3, U4", "C1 C2", "R1;R2", "LED1–LED3".
 * A range expands only when both ends share the prefix and the end is not below the start; anything else
 * is kept as written, so nothing a person typed is lost.
 */
const RANGE = /^([A-Za-z_]+)(\d+)\s*[-–—]\s*(?:\1)?(\d+)$/;
const MAX_RANGE = 10_000;

export function expandDesignators(text: string | null | undefined): string[] {
  if (!text) return [];
  const designators: string[] = [];
  // Spaces around a range dash belong to the range ("R1 - R4"), not to the list.
  const normalised = text.replace(/\s*([-–—])\s*/g, '$1');
  for (const token of normalised.split(/[\s,;]+/).filter(Boolean)) {
    const range = RANGE.exec(token);
    if (range) {
      const [, prefix = '', first = '', last = ''] = range;
      const start = Number(first);
      const end = Number(last);
      if (end >= start && end - start < MAX_RANGE) {
        for (let number = start; number <= end; number += 1) designators.push(`${prefix}${number}`);
        continue;
      }
    }
    designators.push(token);
  }
  return designators;
}
