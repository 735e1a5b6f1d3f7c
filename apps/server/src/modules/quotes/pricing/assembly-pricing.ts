import { isFinePitch, pinsOf } from './component-classes.ts';
import { amountLine, chargedLine, type PriceLine, parameterValue, sumAmounts } from './price-lines.ts';
import type { PricingInput, PricingPart } from './pricing-input.ts';

/**
 * The assembly block: machine programming and a stencil per side, each SMD placement, each THT joint,
 * each distinct part's feeder, a surcharge for fine-pitch and hidden-joint packages, and a minimum charge.
 */

type Parameters = Readonly<Record<string, number>>;

/** What one board asks of the assembly line; the same for every quantity. */
export interface AssemblyWork {
  sides: number;
  smdSides: number;
  smdPlacements: number;
  thtJoints: number;
  finePitchPlacements: number;
  uniqueParts: number;
}

const squeezed = (text: string | null) => (text ?? '').replace(/\s+/g, '').toUpperCase();

export function assemblyWork(
  parts: readonly PricingPart[],
  populatedSides: PricingInput['populatedSides'],
  parameters: Parameters,
): AssemblyWork | null {
  const placed = parts.filter((part) => !part.dnp && part.quantityPerBoard > 0);
  if (placed.length === 0) return null;
  const defaultPins = parameterValue(parameters, 'assembly.tht.defaultPins');
  const distinct = new Set<string>();
  let smdPlacements = 0;
  let thtJoints = 0;
  let finePitchPlacements = 0;
  for (const part of placed) {
    const placements = part.designators.length > 0 ? part.designators.length : part.quantityPerBoard;
    if (part.mountingStyle === 'THT') thtJoints += placements * pinsOf(part, defaultPins);
    else {
      smdPlacements += placements;
      if (isFinePitch(part.package)) finePitchPlacements += placements;
    }
    const key = part.mpn
      ? `mpn ${squeezed(part.mpn)}`
      : `value ${squeezed(part.value ?? part.description)} ${squeezed(part.package)}`;
    distinct.add(part.mpn || part.value || part.description ? key : `line ${part.lineNo}`);
  }
  const sides = populatedSides === 'both' ? 2 : 1;
  return {
    sides,
    smdSides: smdPlacements > 0 ? sides : 0,
    smdPlacements,
    thtJoints,
    finePitchPlacements,
    uniqueParts: distinct.size,
  };
}

export function priceAssembly(
  work: AssemblyWork,
  boards: number,
  parameters: Parameters,
  marginPercent: number,
): PriceLine[] {
  const block = 'assembly' as const;
  const line = (code: string, label: string, parameter: string, units: number) =>
    chargedLine(
      { block, code, label, parameter },
      parameterValue(parameters, parameter),
      units,
      marginPercent,
    );
  const lines = [
    line('assembly.setup', 'Machine setup per populated side', 'assembly.setup.perSide', work.sides),
  ];
  if (work.smdSides > 0) {
    lines.push(
      line('assembly.stencil', 'Solder-paste stencil per side', 'assembly.stencil.perSide', work.smdSides),
    );
    lines.push(
      line('assembly.smd', 'SMD placements', 'assembly.smd.perPlacement', work.smdPlacements * boards),
    );
  }
  if (work.thtJoints > 0) {
    lines.push(line('assembly.tht', 'Through-hole joints', 'assembly.tht.perJoint', work.thtJoints * boards));
  }
  lines.push(
    line(
      'assembly.feeders',
      'Feeder loading per distinct part',
      'assembly.feeder.perUniquePart',
      work.uniqueParts,
    ),
  );
  if (work.finePitchPlacements > 0) {
    lines.push(
      line(
        'assembly.finePitch',
        'Fine-pitch, QFN and BGA placements',
        'assembly.finePitch.perPlacement',
        work.finePitchPlacements * boards,
      ),
    );
  }
  const minimum = parameterValue(parameters, 'assembly.minimumCharge');
  const charged = sumAmounts(lines);
  if (charged < minimum) {
    lines.push(
      amountLine(
        {
          block,
          code: 'assembly.minimum',
          label: 'Top-up to the minimum assembly charge',
          parameter: 'assembly.minimumCharge',
        },
        minimum - charged,
        0,
      ),
    );
  }
  return lines;
}
