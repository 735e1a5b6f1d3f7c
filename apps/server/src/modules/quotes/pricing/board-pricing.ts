import { BOARD_COLOURS } from '@boardhouse/shared/pcb/pcb-spec';
import type { ProductionMode } from '@boardhouse/shared/quotes/offers-api';
import { serverText } from '@boardhouse/shared/server-texts/index';
import type { ServerText, ServerTextParam } from '@boardhouse/shared/server-texts/server-text';
import { labelled, textOf } from './line-texts.ts';
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

/** Why no production panel takes the board, as a text for the reader's language; null when one does. */
export function panelFitText(
  board: Pick<PricingBoard, 'widthMm' | 'heightMm'>,
  parameters: Parameters,
): ServerText | null {
  if (boardsPerPanel(board, parameters) > 0) return null;
  const usable = usablePanel(parameters);
  return textOf('unavailable.noPanelFit', {
    width: board.widthMm,
    height: board.heightMm,
    panelWidth: usable.widthMm,
    panelHeight: usable.heightMm,
  });
}

/** The same in English (the PCB check's finding message), or null when a panel takes the board. */
export function panelFitProblem(
  board: Pick<PricingBoard, 'widthMm' | 'heightMm'>,
  parameters: Parameters,
): string | null {
  const text = panelFitText(board, parameters);
  return text && serverText(text, 'en');
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

/** Finishes without a surcharge (HASL, OSP) have no line; an unknown one is shown by its code. */
const FINISHES_NAMED = new Set(['HASL_LEAD_FREE', 'ENIG', 'IMMERSION_SILVER', 'IMMERSION_TIN', 'HARD_GOLD']);
const MATERIALS_NAMED = new Set(['FR4_TG155', 'FR4_TG170', 'ALUMINIUM', 'ROGERS']);
/** Every solder-mask colour has a name; 'none' (no mask) has no colour line. */
const COLOURS_NAMED = new Set<string>(BOARD_COLOURS.filter((colour) => colour !== 'none'));

/** A name from the catalogue when it has one, else the code as it is. */
const nameOf = (prefix: string, known: ReadonlySet<string>, code: string): ServerTextParam =>
  known.has(code) ? textOf(`${prefix}.${code}`) : code;

interface Surcharge {
  code: string;
  label: string;
  text: ServerText;
  parameter: string;
  per: 'order' | 'm2';
}

/** The options of `board` that cost extra, each with the parameter it is priced by. */
export function boardSurcharges(board: PricingBoard): Surcharge[] {
  const surcharges: Surcharge[] = [];
  const add = (code: string, words: ServerText, parameter: string, per: Surcharge['per']) =>
    surcharges.push({ code, ...labelled(words.key, words.params), parameter, per });
  if (!['HASL', 'OSP'].includes(board.surfaceFinish)) {
    add(
      'board.finish',
      textOf('price.board.finish', { finish: nameOf('finish', FINISHES_NAMED, board.surfaceFinish) }),
      `finish.${board.surfaceFinish}`,
      'm2',
    );
  }
  if (!['green', 'none'].includes(board.solderMaskColor)) {
    const colour = nameOf('colour', COLOURS_NAMED, board.solderMaskColor);
    add('board.maskColour', textOf('price.board.maskColour', { colour }), 'finish.maskColour', 'order');
  }
  if (!['white', 'none'].includes(board.silkscreenColor)) {
    const colour = nameOf('colour', COLOURS_NAMED, board.silkscreenColor);
    add(
      'board.silkscreenColour',
      textOf('price.board.silkscreenColour', { colour }),
      'finish.silkscreenColour',
      'order',
    );
  }
  if (board.outerCopperOz >= 2) {
    const oz = board.outerCopperOz >= 3 ? 3 : 2;
    add('board.outerCopper', textOf('price.board.outerCopper', { oz }), `finish.outerCopper${oz}oz`, 'm2');
  }
  if (board.layers >= 4 && board.innerCopperOz >= 2) {
    add('board.innerCopper', textOf('price.board.innerCopper', { oz: 2 }), 'finish.innerCopper2oz', 'm2');
  }
  if (board.thicknessMm !== 1.6)
    add(
      'board.thickness',
      textOf('price.board.thickness', { mm: board.thicknessMm }),
      'finish.thickness',
      'order',
    );
  if (board.impedanceControl)
    add('board.impedance', textOf('price.board.impedance'), 'finish.impedanceControl', 'order');
  if (board.castellatedHoles)
    add('board.castellated', textOf('price.board.castellated'), 'finish.castellatedHoles', 'order');
  if (board.goldFingers) {
    add('board.goldFingers', textOf('price.board.goldFingers'), 'finish.goldFingers', 'order');
    if (board.goldFingerBevel)
      add('board.goldFingerBevel', textOf('price.board.goldFingerBevel'), 'finish.goldFingerBevel', 'order');
  }
  if (board.edgePlating)
    add('board.edgePlating', textOf('price.board.edgePlating'), 'finish.edgePlating', 'order');
  if (board.blindBuriedVias)
    add('board.blindBuriedVias', textOf('price.board.blindBuriedVias'), 'finish.blindBuriedVias', 'order');
  if (board.ulMarking) add('board.ulMarking', textOf('price.board.ulMarking'), 'finish.ulMarking', 'order');
  if (board.viaTreatment === 'plugged')
    add('board.vias', textOf('price.board.viasPlugged'), 'finish.viaPlugged', 'm2');
  if (board.viaTreatment === 'filled-capped')
    add('board.vias', textOf('price.board.viasFilledCapped'), 'finish.viaFilledCapped', 'm2');
  const drill = textOf('price.board.smallDrill', { mm: board.minDrillMm });
  if (board.minDrillMm < 0.2 - 1e-9) {
    add('board.smallDrill', drill, 'finish.drillBelow0_2', 'm2');
  } else if (board.minDrillMm < 0.3 - 1e-9) {
    add('board.smallDrill', drill, 'finish.drillBelow0_3', 'm2');
  }
  const tracks = textOf('price.board.fineTracks', { mil: Math.round(board.minTrackMil * 100) / 100 });
  if (board.minTrackMil < 5 - 1e-6) {
    add('board.fineTracks', tracks, 'finish.trackBelow5mil', 'm2');
  } else if (board.minTrackMil < 6 - 1e-6) {
    add('board.fineTracks', tracks, 'finish.trackBelow6mil', 'm2');
  }
  if (board.electricalTest)
    add('board.electricalTest', textOf('price.board.electricalTest'), 'finish.electricalTest', 'm2');
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
      ...labelled(dedicated ? 'price.board.dedicatedSetup' : 'price.board.setup', { layers: board.layers }),
      parameter: setupKey,
      unit: 'order',
    },
    parameterValue(parameters, setupKey),
    1,
    marginPercent,
  );
  const perPanel = plan.perPanel;
  const panelLine = dedicated
    ? chargedLine(
        {
          block,
          code: 'board.panels',
          ...labelled('price.board.dedicatedPanels', {
            perPanel,
            yield: parameterValue(parameters, 'board.dedicated.yieldPercent'),
          }),
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
          ...labelled('price.board.poolPanels', { perPanel }),
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
          ...labelled('price.material', { material: nameOf('material', MATERIALS_NAMED, board.material) }),
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
          text: surcharge.text,
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

/** A cent rate to six decimals, as price lines keep them. */
const tidyRate = (rate: number) => Math.round(rate * 1e6) / 1e6;
