import { LAYER_COUNTS } from '../pcb/pcb-spec.ts';
import {
  CENTS_MAX,
  cents,
  exchangeRate,
  measure,
  type ParameterDefinition,
  type ParameterValues,
  percent,
  perM2,
  perPiece,
} from './pricing-parameter-definitions.ts';

/**
 * Every rate the pricing engine uses, with the house default a fresh install starts from. Administrators
 * change values on the Parameters page; the keys are fixed here, so a price line can always name the
 * parameter it came from. Where the defaults come from: docs/decisions/016-pricing-defaults.md.
 */

/** Setup and price per production panel by layer count (FR4 Tg130–140, 1.6 mm, 1 oz, HASL). */
const BOARD_BY_LAYERS: Record<(typeof LAYER_COUNTS)[number], { setup: number; panel: number }> = {
  1: { setup: 1500, panel: 1200 },
  2: { setup: 2500, panel: 1800 },
  4: { setup: 3500, panel: 4200 },
  6: { setup: 9500, panel: 7000 },
  8: { setup: 14_000, panel: 10_500 },
  10: { setup: 19_000, panel: 14_500 },
  12: { setup: 25_000, panel: 19_000 },
};

/**
 * Dedicated production (an order's own panels, no pool) by layer count: the tooling of a volume run
 * (CAM, drill and rout programs, an e-test fixture) and the price of a m² of production panel, below
 * the pool's because a whole run of panels is made at once. Decision 016 gives the reasoning.
 */
const DEDICATED_BY_LAYERS: Record<(typeof LAYER_COUNTS)[number], { setup: number; perM2: number }> = {
  1: { setup: 9000, perM2: 3000 },
  2: { setup: 15_000, perM2: 4000 },
  4: { setup: 30_000, perM2: 10_000 },
  6: { setup: 45_000, perM2: 18_500 },
  8: { setup: 60_000, perM2: 29_000 },
  10: { setup: 80_000, perM2: 40_000 },
  12: { setup: 100_000, perM2: 52_000 },
};

const layerParameters = LAYER_COUNTS.flatMap((layers) => [
  cents(
    `board.setup.layers${layers}`,
    BOARD_BY_LAYERS[layers].setup,
    'board',
    `Setup of a ${layers}-layer order: CAM, tooling, photo-plots, drill programs`,
  ),
  cents(
    `board.panel.layers${layers}`,
    BOARD_BY_LAYERS[layers].panel,
    'board',
    `One ${layers}-layer FR4 production panel`,
  ),
  cents(
    `board.dedicated.setup.layers${layers}`,
    DEDICATED_BY_LAYERS[layers].setup,
    'board',
    `Setup of a dedicated ${layers}-layer production run (no pool)`,
  ),
  perM2(
    `board.dedicated.perM2.layers${layers}`,
    DEDICATED_BY_LAYERS[layers].perM2,
    'board',
    `One m² of ${layers}-layer FR4 production panel in a dedicated run`,
  ),
]);

/** Pallet freight per shipping zone (NL, near EU, rest of the EU, Europe outside the EU, world). */
const SHIPPING_ZONE_KEYS: readonly (readonly [string, number, string])[] = [
  ['NL', 9500, 'within the Netherlands'],
  ['EU1', 18_000, 'to the near EU'],
  ['EU2', 26_000, 'to the rest of the EU'],
  ['EUROPE', 38_000, 'to Europe outside the EU'],
  ['WORLD', 90_000, 'to the rest of the world (air freight)'],
];

/** Board densities: FR4 laminates about 1.85 g/cm³, an aluminium core 2.7, PTFE/ceramic RF laminates about 2.0. */
const MATERIAL_DENSITIES: readonly (readonly [string, number, string])[] = [
  ['FR4', 1.85, 'FR4'],
  ['FR4_TG155', 1.85, 'FR4 Tg155'],
  ['FR4_TG170', 1.85, 'FR4 Tg170'],
  ['ALUMINIUM', 2.7, 'aluminium-core'],
  ['ROGERS', 2.0, 'Rogers'],
];

export const PRICING_PARAMETERS: readonly ParameterDefinition[] = [
  ...layerParameters,
  measure('board.panel.widthMm', 457, 'mm', 'board', 'Production panel width', {
    min: 100,
    max: 2000,
    integer: true,
  }),
  measure('board.panel.heightMm', 610, 'mm', 'board', 'Production panel height', {
    min: 100,
    max: 2000,
    integer: true,
  }),
  measure('board.panel.borderMm', 10, 'mm', 'board', 'Unusable border around a production panel', {
    min: 0,
    max: 100,
  }),
  measure('board.panel.spacingMm', 2.5, 'mm', 'board', 'Routing gap between boards on a production panel', {
    min: 0,
    max: 50,
  }),
  measure(
    'board.panel.minimum',
    0.1,
    'panels',
    'board',
    'Smallest share of a production panel an order pays for',
    { min: 0.01, max: 10 },
  ),
  measure(
    'board.pool.maxPanels',
    25,
    'panels',
    'board',
    'Largest order made on shared (pool) panels; larger orders get their own production panels',
    { min: 0.01, max: 100_000 },
  ),
  measure(
    'board.dedicated.yieldPercent',
    95,
    '%',
    'board',
    'Good boards of a dedicated run: panels are made for the boards ordered divided by this',
    { min: 50, max: 100 },
  ),
  percent('board.material.FR4_TG155', 10, 'board', 'Panels in FR4 Tg150–160'),
  percent('board.material.FR4_TG170', 20, 'board', 'Panels in FR4 Tg170–180'),
  percent('board.material.ALUMINIUM', 60, 'board', 'Panels with an aluminium core'),
  percent('board.material.ROGERS', 300, 'board', 'Panels in Rogers RF laminate'),
  perM2('finish.HASL_LEAD_FREE', 800, 'finish', 'Lead-free HASL instead of HASL'),
  perM2('finish.ENIG', 3500, 'finish', 'ENIG (immersion gold)'),
  perM2('finish.IMMERSION_SILVER', 2500, 'finish', 'Immersion silver'),
  perM2('finish.IMMERSION_TIN', 2500, 'finish', 'Immersion tin'),
  perM2('finish.HARD_GOLD', 12_000, 'finish', 'Hard gold'),
  cents('finish.maskColour', 1500, 'finish', 'Solder mask in a colour other than green'),
  cents('finish.silkscreenColour', 1000, 'finish', 'Silkscreen in a colour other than white'),
  perM2('finish.outerCopper2oz', 4000, 'finish', 'Outer copper 2 oz'),
  perM2('finish.outerCopper3oz', 8000, 'finish', 'Outer copper 3 oz'),
  perM2('finish.innerCopper2oz', 3000, 'finish', 'Inner copper 2 oz'),
  cents('finish.thickness', 1500, 'finish', 'Board thickness other than 1.6 mm'),
  cents('finish.impedanceControl', 5000, 'finish', 'Impedance control: test coupons and report'),
  cents('finish.castellatedHoles', 4000, 'finish', 'Castellated (half) holes'),
  cents('finish.goldFingers', 3000, 'finish', 'Gold fingers'),
  cents('finish.goldFingerBevel', 1500, 'finish', 'Bevelled gold fingers'),
  cents('finish.edgePlating', 4000, 'finish', 'Edge plating'),
  cents('finish.blindBuriedVias', 15_000, 'finish', 'Blind or buried vias'),
  cents('finish.ulMarking', 500, 'finish', 'UL marking'),
  perM2('finish.viaPlugged', 2000, 'finish', 'Plugged vias'),
  perM2('finish.viaFilledCapped', 6000, 'finish', 'Filled and capped vias'),
  perM2('finish.drillBelow0_3', 3000, 'finish', 'Smallest drill under 0.3 mm'),
  perM2('finish.drillBelow0_2', 6000, 'finish', 'Smallest drill under 0.2 mm'),
  perM2('finish.trackBelow6mil', 2000, 'finish', 'Smallest track or gap under 6 mil (0.15 mm)'),
  perM2('finish.trackBelow5mil', 5000, 'finish', 'Smallest track or gap under 5 mil (0.127 mm)'),
  perM2('finish.electricalTest', 800, 'finish', 'Flying-probe electrical test'),
  percent('components.attrition.smallPassive', 10, 'components', 'Spare passives of 0402 and smaller'),
  measure(
    'components.attrition.smallPassiveMin',
    10,
    'pieces',
    'components',
    'At least this many spare 0402 and smaller passives',
    { min: 0, max: 10_000, integer: true },
  ),
  percent('components.attrition.passive', 5, 'components', 'Spare passives larger than 0402'),
  percent('components.attrition.active', 2, 'components', 'Spare active and other parts'),
  measure(
    'components.attrition.activeMin',
    1,
    'pieces',
    'components',
    'At least this many spare active parts',
    { min: 0, max: 10_000, integer: true },
  ),
  perPiece('components.expensiveUnitPrice', 500, 'components', 'Parts dearer than this get one spare only'),
  perPiece('estimates.R.chip', 0.4, 'estimates', 'Chip resistor, when no price is known'),
  perPiece('estimates.R.tht', 2, 'estimates', 'Through-hole resistor'),
  perPiece('estimates.C.chip', 0.8, 'estimates', 'Ceramic chip capacitor'),
  perPiece('estimates.C.bulk', 12, 'estimates', 'Electrolytic, tantalum or large capacitor'),
  perPiece('estimates.L.chip', 3, 'estimates', 'Chip inductor or ferrite bead'),
  perPiece('estimates.L.power', 25, 'estimates', 'Power inductor'),
  perPiece('estimates.D', 3, 'estimates', 'Diode'),
  perPiece('estimates.LED', 3, 'estimates', 'LED'),
  perPiece('estimates.Q', 5, 'estimates', 'Transistor or MOSFET'),
  perPiece('estimates.U.base', 40, 'estimates', 'Integrated circuit, base price'),
  measure('estimates.U.perPin', 2, 'EUR cents/pin', 'estimates', 'Integrated circuit, per pin', {
    min: 0,
    max: CENTS_MAX,
  }),
  perPiece('estimates.Y', 20, 'estimates', 'Crystal or oscillator'),
  perPiece('estimates.J.base', 15, 'estimates', 'Connector or header, base price'),
  measure('estimates.J.perPin', 3, 'EUR cents/pin', 'estimates', 'Connector or header, per pin', {
    min: 0,
    max: CENTS_MAX,
  }),
  perPiece('estimates.SW', 15, 'estimates', 'Switch or button'),
  perPiece('estimates.F', 8, 'estimates', 'Fuse'),
  perPiece('estimates.RV', 30, 'estimates', 'Potentiometer or trimmer'),
  measure(
    'estimates.defaultPins',
    8,
    'pieces',
    'estimates',
    'Pins assumed for an IC or connector whose pins are unknown',
    { min: 1, max: 2000, integer: true },
  ),
  cents('assembly.setup.perSide', 5000, 'assembly', 'Machine programming per populated side'),
  cents('assembly.stencil.perSide', 2500, 'assembly', 'Solder-paste stencil per side with SMD parts'),
  perPiece('assembly.smd.perPlacement', 2, 'assembly', 'Placing one SMD part'),
  measure('assembly.tht.perJoint', 3, 'EUR cents/pin', 'assembly', 'Soldering one through-hole joint', {
    min: 0,
    max: CENTS_MAX,
  }),
  measure(
    'assembly.tht.defaultPins',
    2,
    'pieces',
    'assembly',
    'Joints assumed for a through-hole part whose pins are unknown',
    { min: 1, max: 2000, integer: true },
  ),
  cents('assembly.feeder.perUniquePart', 100, 'assembly', 'Loading a feeder: per distinct part per order'),
  perPiece('assembly.finePitch.perPlacement', 10, 'assembly', 'Extra per fine-pitch, QFN or BGA placement'),
  cents('assembly.minimumCharge', 7500, 'assembly', 'Smallest assembly charge of an order'),
  percent('leadTime.days20', 0, 'leadTime', 'Production in 20 working days'),
  percent('leadTime.days15', 10, 'leadTime', 'Production in 15 working days'),
  percent('leadTime.days10', 25, 'leadTime', 'Production in 10 working days'),
  percent('leadTime.days7', 50, 'leadTime', 'Production in 7 working days'),
  percent('leadTime.days5', 80, 'leadTime', 'Production in 5 working days'),
  measure(
    'leadTime.minimumDays.multilayer',
    7,
    'working days',
    'leadTime',
    'Fewest working days for 4 and 6 layers',
    { min: 1, max: 60, integer: true },
  ),
  measure(
    'leadTime.minimumDays.highLayer',
    10,
    'working days',
    'leadTime',
    'Fewest working days for 8 layers or more',
    { min: 1, max: 60, integer: true },
  ),
  measure(
    'leadTime.expressMaxAreaM2',
    5,
    'm²',
    'leadTime',
    'Largest board area made in 7 working days or fewer',
    { min: 0, max: 10_000 },
  ),
  cents('shipping.NL.base', 695, 'shipping', 'Parcel to the Netherlands'),
  measure('shipping.NL.perKg', 100, 'EUR cents/kg', 'shipping', 'Per kg to the Netherlands', {
    min: 0,
    max: CENTS_MAX,
  }),
  cents(
    'shipping.EU1.base',
    1295,
    'shipping',
    'Parcel to Belgium, Luxembourg, Germany, France, Austria, Denmark',
  ),
  measure('shipping.EU1.perKg', 250, 'EUR cents/kg', 'shipping', 'Per kg to the near EU', {
    min: 0,
    max: CENTS_MAX,
  }),
  cents('shipping.EU2.base', 1695, 'shipping', 'Parcel to the rest of the EU'),
  measure('shipping.EU2.perKg', 350, 'EUR cents/kg', 'shipping', 'Per kg to the rest of the EU', {
    min: 0,
    max: CENTS_MAX,
  }),
  cents('shipping.EUROPE.base', 2495, 'shipping', 'Parcel to Europe outside the EU'),
  measure('shipping.EUROPE.perKg', 500, 'EUR cents/kg', 'shipping', 'Per kg to Europe outside the EU', {
    min: 0,
    max: CENTS_MAX,
  }),
  cents('shipping.WORLD.base', 3995, 'shipping', 'Parcel to the rest of the world'),
  measure('shipping.WORLD.perKg', 900, 'EUR cents/kg', 'shipping', 'Per kg to the rest of the world', {
    min: 0,
    max: CENTS_MAX,
  }),
  percent('shipping.expressSurcharge', 80, 'shipping', 'Express courier over the standard parcel price'),
  measure('shipping.packagingKg', 0.3, 'kg', 'shipping', 'Box and packing material per parcel', {
    min: 0,
    max: 100,
  }),
  measure('shipping.parcelMaxKg', 31.5, 'kg', 'shipping', 'Heaviest parcel a carrier takes', {
    min: 1,
    max: 1000,
  }),
  measure(
    'shipping.freight.fromKg',
    100,
    'kg',
    'shipping',
    'From this shipment weight, pallet freight is offered besides parcels (below it only when a pallet costs less)',
    { min: 1, max: 100_000 },
  ),
  measure('shipping.freight.palletMaxKg', 500, 'kg', 'shipping', 'Heaviest pallet', {
    min: 10,
    max: 5000,
  }),
  measure('shipping.freight.palletKg', 25, 'kg', 'shipping', 'Pallet, wrapping and boxes per pallet', {
    min: 0,
    max: 1000,
  }),
  ...SHIPPING_ZONE_KEYS.map(([zone, pallet, name]) =>
    cents(`shipping.freight.${zone}.perPallet`, pallet, 'shipping', `Pallet freight ${name}, per pallet`),
  ),
  ...MATERIAL_DENSITIES.map(([material, density, name]) =>
    measure(`shipping.density.${material}`, density, 'g/cm³', 'shipping', `Density of ${name} boards`, {
      min: 0.5,
      max: 10,
    }),
  ),
  measure(
    'shipping.gramsPerPlacement',
    0.3,
    'g',
    'shipping',
    'Weight of one placed part (average over passives, ICs and connectors)',
    { min: 0, max: 1000 },
  ),
  measure('offers.vatPercent', 21, '%', 'offers', 'Dutch VAT', { min: 0, max: 100 }),
  measure('offers.validityDays', 14, 'days', 'offers', 'Days an offer set keeps its prices', {
    min: 1,
    max: 365,
    integer: true,
  }),
  measure(
    'orders.paymentReminderDays',
    7,
    'days',
    'offers',
    'Days after a customer chose to pay by bank transfer that an unpaid order gets a reminder',
    { min: 1, max: 90, integer: true },
  ),
  measure(
    'distributors.maxAgeDays',
    7,
    'days',
    'distributors',
    'Distributor prices and stock older than this are asked for again',
    { min: 1, max: 365, integer: true },
  ),
  exchangeRate('USD', 0.92, 'US dollar'),
  exchangeRate('GBP', 1.17, 'Pound sterling'),
  exchangeRate('CHF', 1.05, 'Swiss franc'),
  exchangeRate('JPY', 0.0062, 'Japanese yen'),
  exchangeRate('CNY', 0.13, 'Chinese yuan'),
];

export const DEFAULT_PARAMETER_VALUES: ParameterValues = new Map(
  PRICING_PARAMETERS.map((definition) => [definition.key, definition.value]),
);

export const parameterDefinition = (key: string) =>
  PRICING_PARAMETERS.find((definition) => definition.key === key);
