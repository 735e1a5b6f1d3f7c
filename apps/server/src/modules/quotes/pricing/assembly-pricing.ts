import type { PriceUnit } from '@boardhouse/shared/quotes/offers-api';
import { classify, isFinePitch, partPins } from './component-classes.ts';
import { labelled } from './line-texts.ts';
import { amountLine, chargedLine, type PriceLine, parameterValue, sumAmounts } from './price-lines.ts';
import type { PricingInput, PricingPart } from './pricing-input.ts';

/**
 * The assembly block: machine programming and a stencil per side, each SMD placement, each THT joint,
 * each distinct part's feeder (parts on the house-stock list are loaded already and need none), a
 * surcharge for fine-pitch and hidden-joint packages, and a minimum charge.
 */

type Parameters = Readonly<Record<string, number>>;

/** What one board asks of the assembly line; the same for every quantity. */
export interface AssemblyWork {
  sides: number;
  smdSides: number;
  smdPlacements: number;
  thtJoints: number;
  finePitchPlacements: number;
  /** Distinct parts that need a feeder loaded: those not on the house-stock list. */
  uniqueParts: number;
  /** Distinct parts from the house stock: on the machines already, no feeder loaded. */
  houseStockParts: number;
}

const squeezed = (text: string | null) => (text ?? '').replace(/\s+/g, '').toUpperCase();

export function assemblyWork(
  parts: readonly PricingPart[],
  populatedSides: PricingInput['populatedSides'],
  parameters: Parameters,
): AssemblyWork | null {
  const placed = parts.filter((part) => !part.dnp && part.quantityPerBoard > 0);
  if (placed.length === 0) return null;
  const needFeeder = new Set<string>();
  const fromHouseStock = new Set<string>();
  let smdPlacements = 0;
  let thtJoints = 0;
  let finePitchPlacements = 0;
  for (const part of placed) {
    const placements = part.designators.length > 0 ? part.designators.length : part.quantityPerBoard;
    // The pins its component line shows (partPins), so an 8-pin connector is 8 joints.
    if (part.mountingStyle === 'THT') thtJoints += placements * partPins(part, classify(part), parameters);
    else {
      smdPlacements += placements;
      if (isFinePitch(part.package)) finePitchPlacements += placements;
    }
    const key = part.mpn
      ? `mpn ${squeezed(part.mpn)}`
      : `value ${squeezed(part.value ?? part.description)} ${squeezed(part.package)}`;
    (part.houseStock ? fromHouseStock : needFeeder).add(
      part.mpn || part.value || part.description ? key : `line ${part.lineNo}`,
    );
  }
  // A part that some line needs a feeder for is loaded once; it is not from the house stock then.
  for (const key of needFeeder) fromHouseStock.delete(key);
  const sides = populatedSides === 'both' ? 2 : 1;
  return {
    sides,
    smdSides: smdPlacements > 0 ? sides : 0,
    smdPlacements,
    thtJoints,
    finePitchPlacements,
    uniqueParts: needFeeder.size,
    houseStockParts: fromHouseStock.size,
  };
}

/** "Feeder loading per distinct part (12 parts; 5 from house stock need none)". */
function feederWords(work: AssemblyWork) {
  if (work.houseStockParts === 0) return labelled('price.assembly.feeders');
  return labelled('price.assembly.feedersHouseStock', {
    parts: work.uniqueParts + work.houseStockParts,
    houseStock: work.houseStockParts,
  });
}

export function priceAssembly(
  work: AssemblyWork,
  boards: number,
  parameters: Parameters,
  marginPercent: number,
): PriceLine[] {
  const block = 'assembly' as const;
  const line = (
    code: string,
    words: ReturnType<typeof labelled>,
    parameter: string,
    units: number,
    unit: PriceUnit,
  ) =>
    chargedLine(
      { block, code, ...words, parameter, unit },
      parameterValue(parameters, parameter),
      units,
      marginPercent,
    );
  const lines = [
    line('assembly.setup', labelled('price.assembly.setup'), 'assembly.setup.perSide', work.sides, 'side'),
  ];
  if (work.smdSides > 0) {
    lines.push(
      line(
        'assembly.stencil',
        labelled('price.assembly.stencil'),
        'assembly.stencil.perSide',
        work.smdSides,
        'side',
      ),
    );
    lines.push(
      line(
        'assembly.smd',
        labelled('price.assembly.smd'),
        'assembly.smd.perPlacement',
        work.smdPlacements * boards,
        'placement',
      ),
    );
  }
  if (work.thtJoints > 0) {
    lines.push(
      line(
        'assembly.tht',
        labelled('price.assembly.tht'),
        'assembly.tht.perJoint',
        work.thtJoints * boards,
        'joint',
      ),
    );
  }
  if (work.uniqueParts > 0) {
    lines.push(
      line(
        'assembly.feeders',
        feederWords(work),
        'assembly.feeder.perUniquePart',
        work.uniqueParts,
        'feeder',
      ),
    );
  }
  if (work.finePitchPlacements > 0) {
    lines.push(
      line(
        'assembly.finePitch',
        labelled('price.assembly.finePitch'),
        'assembly.finePitch.perPlacement',
        work.finePitchPlacements * boards,
        'placement',
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
          ...labelled('price.assembly.minimum'),
          parameter: 'assembly.minimumCharge',
        },
        minimum - charged,
        0,
      ),
    );
  }
  return lines;
}
