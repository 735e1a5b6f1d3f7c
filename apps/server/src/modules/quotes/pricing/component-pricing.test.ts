import { describe, expect, it } from 'vitest';
import { prepareParts, priceComponents } from './component-pricing.ts';
import { defaultParameters, part } from './pricing.test-support.ts';

/** Spare parts (attrition), worked out by hand from the house defaults. */
const parameters = defaultParameters();

describe('spare parts', () => {
  it('buys an 0402 resistor on 10 boards with the 10-spare minimum', () => {
    // 10 boards × 1 = 10 needed. Passives of 0402 and smaller lose parts at reel changes: 10 % of 10 is
    // 1 spare, but at least components.attrition.smallPassiveMin = 10, so 20 parts; no price is known,
    // so the chip-resistor estimate 0.4 cents a piece: 20 × 0.4 = 8.
    const resistor = part({ designators: ['R1'], value: '10k', package: '0402' });
    const [line] = priceComponents(prepareParts([resistor], parameters), 10, parameters, 0);
    expect(line).toMatchObject({ needed: 10, spares: 10, units: 20, rate: 0.4, amountCents: 8 });
  });

  it('gives a larger passive its 5 % only, with no minimum', () => {
    // An 0603 resistor on 10 boards: 5 % of 10 = 0.5 → 1 spare, 11 parts.
    const resistor = part({ designators: ['R1'], value: '10k', package: '0603' });
    const [line] = priceComponents(prepareParts([resistor], parameters), 10, parameters, 0);
    expect(line).toMatchObject({ needed: 10, spares: 1, units: 11 });
  });
});
