import { chargedLine, type PriceLine, parameterValue, shareLine } from './price-lines.ts';
import type { PricingBoard } from './pricing-input.ts';

/**
 * The bare board: setup by layer count, the share of production panels the boards use, and a surcharge
 * for every option that costs extra, per order or per m² of board.
 */

type Parameters = Readonly<Record<string, number>>;

/** Areas and panel counts are rounded up to 1/10,000, so a displayed unit count gives the amount. */
const upTo4 = (value: number) => Math.ceil(value * 1e4 - 1e-9) / 1e4;

/**
 * How many delivered boards fit a production panel, in the better of the two orientations; a board larger
 * than a panel takes several panels (a fraction below 1).
 */
export function boardsPerPanel(
  board: Pick<PricingBoard, 'widthMm' | 'heightMm'>,
  parameters: Parameters,
): number {
  const border = parameterValue(parameters, 'board.panel.borderMm');
  const spacing = parameterValue(parameters, 'board.panel.spacingMm');
  const usableWidth = parameterValue(parameters, 'board.panel.widthMm') - 2 * border;
  const usableHeight = parameterValue(parameters, 'board.panel.heightMm') - 2 * border;
  const fit = (width: number, height: number) =>
    Math.floor((usableWidth + spacing) / (width + spacing)) *
    Math.floor((usableHeight + spacing) / (height + spacing));
  const fitted = Math.max(fit(board.widthMm, board.heightMm), fit(board.heightMm, board.widthMm));
  if (fitted > 0) return fitted;
  const panelsFor = (width: number, height: number) =>
    Math.ceil(width / usableWidth) * Math.ceil(height / usableHeight);
  return 1 / Math.min(panelsFor(board.widthMm, board.heightMm), panelsFor(board.heightMm, board.widthMm));
}

/** Square metres of `quantity` boards. */
export const boardAreaM2 = (board: Pick<PricingBoard, 'widthMm' | 'heightMm'>, quantity: number) =>
  upTo4((board.widthMm * board.heightMm * quantity) / 1e6);

const FINISH_NAMES: Record<string, string> = {
  HASL_LEAD_FREE: 'lead-free HASL',
  ENIG: 'ENIG',
  IMMERSION_SILVER: 'immersion silver',
  IMMERSION_TIN: 'immersion tin',
  HARD_GOLD: 'hard gold',
};
const MATERIAL_NAMES: Record<string, string> = {
  FR4_TG155: 'FR4 Tg155',
  FR4_TG170: 'FR4 Tg170',
  ALUMINIUM: 'aluminium core',
  ROGERS: 'Rogers',
};

interface Surcharge {
  code: string;
  label: string;
  parameter: string;
  per: 'order' | 'm2';
}

/** The options of `board` that cost extra, each with the parameter it is priced by. */
export function boardSurcharges(board: PricingBoard): Surcharge[] {
  const surcharges: Surcharge[] = [];
  const add = (code: string, label: string, parameter: string, per: Surcharge['per']) =>
    surcharges.push({ code, label, parameter, per });
  if (!['HASL', 'OSP'].includes(board.surfaceFinish)) {
    add(
      'board.finish',
      `Surface finish ${FINISH_NAMES[board.surfaceFinish] ?? board.surfaceFinish}`,
      `finish.${board.surfaceFinish}`,
      'm2',
    );
  }
  if (!['green', 'none'].includes(board.solderMaskColor)) {
    add('board.maskColour', `Solder mask ${board.solderMaskColor}`, 'finish.maskColour', 'order');
  }
  if (!['white', 'none'].includes(board.silkscreenColor)) {
    add('board.silkscreenColour', `Silkscreen ${board.silkscreenColor}`, 'finish.silkscreenColour', 'order');
  }
  if (board.outerCopperOz >= 2) {
    const oz = board.outerCopperOz >= 3 ? 3 : 2;
    add('board.outerCopper', `Outer copper ${oz} oz`, `finish.outerCopper${oz}oz`, 'm2');
  }
  if (board.layers >= 4 && board.innerCopperOz >= 2) {
    add('board.innerCopper', 'Inner copper 2 oz', 'finish.innerCopper2oz', 'm2');
  }
  if (board.thicknessMm !== 1.6)
    add('board.thickness', `Thickness ${board.thicknessMm} mm`, 'finish.thickness', 'order');
  if (board.impedanceControl) add('board.impedance', 'Impedance control', 'finish.impedanceControl', 'order');
  if (board.castellatedHoles)
    add('board.castellated', 'Castellated holes', 'finish.castellatedHoles', 'order');
  if (board.goldFingers) {
    add('board.goldFingers', 'Gold fingers', 'finish.goldFingers', 'order');
    if (board.goldFingerBevel)
      add('board.goldFingerBevel', 'Bevelled gold fingers', 'finish.goldFingerBevel', 'order');
  }
  if (board.edgePlating) add('board.edgePlating', 'Edge plating', 'finish.edgePlating', 'order');
  if (board.blindBuriedVias)
    add('board.blindBuriedVias', 'Blind or buried vias', 'finish.blindBuriedVias', 'order');
  if (board.ulMarking) add('board.ulMarking', 'UL marking', 'finish.ulMarking', 'order');
  if (board.viaTreatment === 'plugged') add('board.vias', 'Plugged vias', 'finish.viaPlugged', 'm2');
  if (board.viaTreatment === 'filled-capped')
    add('board.vias', 'Filled and capped vias', 'finish.viaFilledCapped', 'm2');
  if (board.minDrillMm < 0.2 - 1e-9) {
    add('board.smallDrill', `Smallest drill ${board.minDrillMm} mm`, 'finish.drillBelow0_2', 'm2');
  } else if (board.minDrillMm < 0.3 - 1e-9) {
    add('board.smallDrill', `Smallest drill ${board.minDrillMm} mm`, 'finish.drillBelow0_3', 'm2');
  }
  const track = Math.round(board.minTrackMil * 100) / 100;
  if (board.minTrackMil < 5 - 1e-6) {
    add('board.fineTracks', `Smallest track or gap ${track} mil`, 'finish.trackBelow5mil', 'm2');
  } else if (board.minTrackMil < 6 - 1e-6) {
    add('board.fineTracks', `Smallest track or gap ${track} mil`, 'finish.trackBelow6mil', 'm2');
  }
  if (board.electricalTest) add('board.electricalTest', 'Electrical test', 'finish.electricalTest', 'm2');
  return surcharges;
}

/** The board block's lines for `quantity` boards with `marginPercent` on every rate. */
export function priceBoard(
  board: PricingBoard,
  quantity: number,
  parameters: Parameters,
  marginPercent: number,
): PriceLine[] {
  const block = 'board' as const;
  const layers = `layers${board.layers}`;
  const perPanel = boardsPerPanel(board, parameters);
  const panels = Math.max(parameterValue(parameters, 'board.panel.minimum'), upTo4(quantity / perPanel));
  const setupKey = `board.setup.${layers}`;
  const panelKey = `board.panel.${layers}`;
  const setup = chargedLine(
    { block, code: 'board.setup', label: `Setup, ${board.layers} layers`, parameter: setupKey },
    parameterValue(parameters, setupKey),
    1,
    marginPercent,
  );
  const panelLine = chargedLine(
    {
      block,
      code: 'board.panels',
      label: `Production panels (${formatCount(perPanel)} boards per panel)`,
      parameter: panelKey,
    },
    parameterValue(parameters, panelKey),
    panels,
    marginPercent,
  );
  const lines = [setup, panelLine];
  if (board.material !== 'FR4') {
    const key = `board.material.${board.material}`;
    lines.push(
      shareLine(
        {
          block,
          code: 'board.material',
          label: `Material ${MATERIAL_NAMES[board.material] ?? board.material}`,
          parameter: key,
        },
        parameterValue(parameters, key),
        panelLine.amountCents,
        panelLine.costCents,
      ),
    );
  }
  const area = boardAreaM2(board, quantity);
  for (const surcharge of boardSurcharges(board)) {
    lines.push(
      chargedLine(
        { block, code: surcharge.code, label: surcharge.label, parameter: surcharge.parameter },
        parameterValue(parameters, surcharge.parameter),
        surcharge.per === 'm2' ? area : 1,
        marginPercent,
      ),
    );
  }
  return lines;
}

const formatCount = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
