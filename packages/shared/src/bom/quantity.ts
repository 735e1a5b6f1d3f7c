/**
 * A quantity cell as spreadsheets hand it over: 4, "4", "4,0", "1.000" and "1,000" (thousands), "12 pcs".
 * Answers null when the cell holds no whole number, so the caller can report the line.
 */
export function parseQuantity(cell: unknown): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 0 ? cell : null;
  if (typeof cell !== 'string') return null;
  const match = /^\s*(\d{1,3}(?:[.,\s']\d{3})+|\d+)(?:[.,](\d+))?\s*(?:pcs?\.?|stk\.?|x)?\s*$/i.exec(cell);
  if (!match) return null;
  const whole = Number((match[1] ?? '').replace(/[.,\s']/g, ''));
  const fraction = match[2];
  if (fraction && Number(fraction) !== 0) return null;
  return whole;
}
