/**
 * The parameter values the law tests work their messages out from, whatever decision 016 makes the
 * defaults: lead times, panel, pool, yield and parcel and pallet limits.
 */
export const LAW_TEST_BASELINE: Readonly<Record<string, number>> = {
  'leadTime.days20': 0,
  'leadTime.days15': 10,
  'leadTime.days10': 25,
  'leadTime.days7': 50,
  'leadTime.days5': 80,
  'leadTime.minimumDays.multilayer': 7,
  'leadTime.minimumDays.highLayer': 10,
  'board.panel.widthMm': 457,
  'board.panel.heightMm': 610,
  'board.panel.borderMm': 10,
  'board.panel.minimum': 0.5,
  'board.pool.maxPanels': 25,
  'board.dedicated.yieldPercent': 95,
  'shipping.packagingKg': 0.3,
  'shipping.parcelMaxKg': 31.5,
  'shipping.freight.fromKg': 100,
  'shipping.freight.palletMaxKg': 500,
  'shipping.freight.palletKg': 25,
};
