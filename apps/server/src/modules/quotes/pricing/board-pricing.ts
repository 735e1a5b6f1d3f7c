import type { ProductionMode } from '@boardhouse/shared/quotes/offers-api';
import { chargedLine, type PriceLine, parameterValue, shareLine } from './price-lines.ts';
import type { PricingBoard } from './pricing-input.ts';

/**
 * The bare board: setup by layer count, the production panels the boards use (a share of pool panels,
 * or whole dedicated panels for a volume run), and a surcharge for every option that costs extra, per
 * order or per m² of board.
 */

type Parameters = Readonly<Record<string, number>>;

/** Areas and panel counts are rounded up to 1/10,000, so a displayed unit count gives the amount. */
const upTo4 = (value: number) => Math.ceil(value * 1e4 - 1e-9) / 1e4;

/** The usable area of a production panel: its size less the border on each side. */
export function usablePanel(parameters: Parameters): { widthMm: number; heightMm: number } {
  const border = parameterValue(parameters, 'board.panel.borderMm');
  return {
    widthMm: parameterValue(parameters, 'board.panel.widthMm') - 2 * border,
    heightMm: parameterValue(parameters, 'board.panel.heightMm') - 2 * border,
  };
}

/**
 * How many delivered boards fit a production panel's usable area, in the better of the two
 * orientations; 0 when the board fits in neither (it cannot be made here).
 */
export function boardsPerPanel(
  board: Pick<PricingBoard, 'widthMm' | 'heightMm'>,
  parameters: Parameters,
): number {
  const spacing = parameterValue(parameters, 'board.panel.spacingMm');
  const usable = usablePanel(parameters);
  const fit = (width: number, height: number) =>
    Math.max(0, Math.floor((usable.widthMm + spacing) / (width + spacing))) *
    Math.max(0, Math.floor((usable.heightMm + spacing) / (height + spacing)));
  return Math.max(fit(board.widthMm, board.heightMm), fit(board.heightMm, board.widthMm));
}

/** Why no production panel takes the board, or null when one does. */
export function panelFitProblem(
  board: Pick<PricingBoard, 'widthMm' | 'heightMm'>,
  parameters: Parameters,
): string | null {
  if (boardsPerPanel(board, parameters) > 0) return null;
  const usable = usablePanel(parameters);
  return `A ${board.widthMm} × ${board.heightMm} mm board does not fit the usable area of our production panel (${usable.widthMm} × ${usable.heightMm} mm), either way round`;
}

/** How an order's boards are made and how many production panels they are charged. */
export interface ProductionPlan {
  mode: ProductionMode;
  perPanel: number;
  /** Panels paid for: pool, the share of shared panels (at least the minimum); dedicated, with the yield. */
  panels: number;
}

/**
 * How `quantity` boards are made: on shared (pool) panels, paying the share of the panels they use,
 * up to `board.pool.maxPanels`; beyond that on the order's own panels, with as many more as the
 * yield needs. Null when the board fits no panel.
 */
export function productionPlan(
  board: Pick<PricingBoard, 'widthMm' | 'heightMm'>,
  quantity: number,
  parameters: Parameters,
): ProductionPlan | null {
  const perPanel = boardsPerPanel(board, parameters);
  if (perPanel === 0) return null;
  const share = upTo4(quantity / perPanel);
  if (share <= parameterValue(parameters, 'board.pool.maxPanels')) {
    return {
      mode: 'pool',
      perPanel,
      panels: Math.max(parameterValue(parameters, 'board.panel.minimum'), share),
    };
  }
  // Charged by the panel area the boards take with their rejects, not by whole panels: the last
  // panel's free places take the house's spare boards, and the unit price keeps falling with quantity.
  const good = (perPanel * parameterValue(parameters, 'board.dedicated.yieldPercent')) / 100;
  return { mode: 'dedicated', perPanel, panels: upTo4(quantity / good) };
}

/** The smallest quantity above `quantity` made on dedicated panels, or null when `quantity` already is. */
export function firstDedicatedQuantity(
  board: Pick<PricingBoard, 'widthMm' | 'heightMm'>,
  quantity: number,
  parameters: Parameters,
): number | null {
  const perPanel = boardsPerPanel(board, parameters);
  if (perPanel === 0) return null;
  const isPool = (boards: number) => productionPlan(board, boards, parameters)?.mode === 'pool';
  // The estimate, then a step either way for the rounding of the share to 1/10,000 of a panel.
  let first = Math.max(1, Math.floor(parameterValue(parameters, 'board.pool.maxPanels') * perPanel) + 1);
  while (first > 1 && !isPool(first - 1)) first -= 1;
  while (isPool(first)) first += 1;
  return first > quantity ? first : null;
}

/** Area of one production panel in m². */
export const panelAreaM2 = (parameters: Parameters) =>
  (parameterValue(parameters, 'board.panel.widthMm') * parameterValue(parameters, 'board.panel.heightMm')) /
  1e6;

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

/** The board block's lines for `quantity` boards with `marginPercent` on every rate; empty when it fits no panel. */
export function priceBoard(
  board: PricingBoard,
  quantity: number,
  parameters: Parameters,
  marginPercent: number,
): PriceLine[] {
  const plan = productionPlan(board, quantity, parameters);
  if (!plan) return [];
  const block = 'board' as const;
  const layers = `layers${board.layers}`;
  const dedicated = plan.mode === 'dedicated';
  const setupKey = dedicated ? `board.dedicated.setup.${layers}` : `board.setup.${layers}`;
  const setup = chargedLine(
    {
      block,
      code: 'board.setup',
      label: dedicated
        ? `Setup of a dedicated production run, ${board.layers} layers`
        : `Setup, ${board.layers} layers`,
      parameter: setupKey,
      unit: 'order',
    },
    parameterValue(parameters, setupKey),
    1,
    marginPercent,
  );
  const perPanel = formatCount(plan.perPanel);
  const panelLine = dedicated
    ? chargedLine(
        {
          block,
          code: 'board.panels',
          label: `Dedicated production panels (${perPanel} boards per panel, ${parameterValue(parameters, 'board.dedicated.yieldPercent')} % yield)`,
          parameter: `board.dedicated.perM2.${layers}`,
          unit: 'panel',
        },
        tidyRate(parameterValue(parameters, `board.dedicated.perM2.${layers}`) * panelAreaM2(parameters)),
        plan.panels,
        marginPercent,
      )
    : chargedLine(
        {
          block,
          code: 'board.panels',
          label: `Share of pool production panels (${perPanel} boards per panel)`,
          parameter: `board.panel.${layers}`,
          unit: 'panel',
        },
        parameterValue(parameters, `board.panel.${layers}`),
        plan.panels,
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
          unit: 'percentOf',
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
        {
          block,
          code: surcharge.code,
          label: surcharge.label,
          parameter: surcharge.parameter,
          unit: surcharge.per === 'm2' ? 'boardM2' : 'order',
        },
        parameterValue(parameters, surcharge.parameter),
        surcharge.per === 'm2' ? area : 1,
        marginPercent,
      ),
    );
  }
  return lines;
}

const formatCount = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** A cent rate to six decimals, as price lines keep them. */
const tidyRate = (rate: number) => Math.round(rate * 1e6) / 1e6;
