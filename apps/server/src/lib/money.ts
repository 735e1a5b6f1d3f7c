/**
 * Money is whole euro cents. A price line is a rate (cents per unit, may have a fraction: 0.8 cents a
 * placement) times units, or a percentage of a base in cents; it is rounded once, commercially: half a
 * cent goes away from zero, so a charge of 2.5 cents is 3 and a discount of −2.5 cents is −3.
 */

/**
 * Rounds to whole cents, half away from zero. The product is first snapped to 1e-6 cent, so binary
 * fractions such as 0.15 × 10 = 1.5000000000000002 or 1.005 × 100 = 100.49999999999999 round as the
 * decimal numbers a person wrote.
 */
export function roundCents(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`An amount must be a finite number, not ${cents}`);
  const snapped = Math.round(cents * 1e6) / 1e6;
  const rounded = Math.sign(snapped) * Math.floor(Math.abs(snapped) + 0.5);
  return rounded === 0 ? 0 : rounded;
}

/** A line of rate × units, in whole cents. */
export function lineAmount(rateCents: number, units: number): number {
  return roundCents(rateCents * units);
}

/** `percent` per cent of `baseCents` (a surcharge, a margin, a discount, VAT), in whole cents. */
export function percentOf(baseCents: number, percent: number): number {
  return roundCents((baseCents * percent) / 100);
}
