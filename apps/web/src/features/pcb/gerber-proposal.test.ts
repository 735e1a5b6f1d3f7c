import type { GerberAnalysis, GerberLayer } from '@boardhouse/shared/pcb/gerbers';
import { HOUSE_DEFAULT_PCB_SPEC } from '@boardhouse/shared/pcb/presets';
import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  drillFor,
  layersFor,
  measuredValues,
  proposeChanges,
  sidesWith,
  trackSpacingFor,
} from './gerber-proposal.ts';

const layer = (type: GerberLayer['type'], side: GerberLayer['side']): GerberLayer => ({
  fileName: `${type}-${side}`,
  type,
  side,
});

const analysis = (overrides: Partial<GerberAnalysis> = {}): GerberAnalysis => ({
  status: 'done',
  // Mask on both sides, silkscreen on top: what the house defaults already say.
  layers: [layer('soldermask', 'top'), layer('soldermask', 'bottom'), layer('silkscreen', 'top')],
  outline: { widthMm: 85.04, heightMm: 56.03 },
  copperLayers: 4,
  drill: { holes: 212, minDiameterMm: 0.254 },
  minTraceMm: 0.127,
  previews: null,
  warnings: [],
  ...overrides,
});

describe('measured values → form values', () => {
  it('rounds the outline to a tenth of a millimetre', () => {
    expect(measuredValues(analysis())).toMatchObject({ widthMm: 85, heightMm: 56 });
  });

  it('takes the fewest layers the house builds that hold the copper layers', () => {
    expect(layersFor(1)).toBe(1);
    expect(layersFor(3)).toBe(4);
    expect(layersFor(6)).toBe(6);
    expect(layersFor(13)).toBeNull();
    expect(layersFor(0)).toBeNull();
  });

  it('picks the coarsest drill option the smallest hole still allows', () => {
    // 0.254 mm (10 mil) holes: the 0.25 mm option, not the dearer 0.2 mm.
    expect(drillFor(0.254)).toBe(0.25);
    expect(drillFor(0.3)).toBe(0.3);
    // CAM noise just under an option still counts as that option.
    expect(drillFor(0.2998)).toBe(0.3);
    expect(drillFor(1.0)).toBe(0.4);
    // Finer than anything offered: the finest option, and the check reports the rest.
    expect(drillFor(0.1)).toBe(0.15);
  });

  it('converts the narrowest track to mil and picks the coarsest fitting rule', () => {
    // 0.127 mm = 5 mil.
    expect(trackSpacingFor(0.127)).toBe(5);
    // 0.15 mm = 5.9 mil: 5 mil rules, since 6 mil would be wider than the design.
    expect(trackSpacingFor(0.15)).toBe(5);
    expect(trackSpacingFor(0.2032)).toBe(8);
    expect(trackSpacingFor(0.05)).toBe(3);
  });

  it('leaves out what the analysis could not measure', () => {
    const values = measuredValues(
      analysis({ outline: null, drill: null, minTraceMm: null, copperLayers: 0 }),
    );
    expect(values).toEqual({});
  });
});

describe('printed sides from the layers found', () => {
  it('names the sides that have a layer of the type', () => {
    const silk = (...sides: GerberLayer['side'][]) => sides.map((side) => layer('silkscreen', side));
    expect(sidesWith(silk('top', 'bottom'), 'silkscreen')).toBe('both');
    expect(sidesWith(silk('top'), 'silkscreen')).toBe('top');
    expect(sidesWith(silk('bottom'), 'silkscreen')).toBe('bottom');
    expect(sidesWith([], 'silkscreen')).toBe('none');
    // A silkscreen layer does not print solder mask; a side nobody knows says nothing.
    expect(sidesWith(silk('top', 'bottom'), 'soldermask')).toBe('none');
    expect(sidesWith(silk(null), 'silkscreen')).toBe('none');
    expect(sidesWith(silk('all'), 'silkscreen')).toBe('both');
  });

  it('keeps the bottom silkscreen of a board that has one (Sangaboard: legend on both sides)', () => {
    const sangaboard = analysis({
      layers: [
        layer('copper', 'top'),
        layer('copper', 'bottom'),
        layer('soldermask', 'top'),
        layer('soldermask', 'bottom'),
        layer('silkscreen', 'top'),
        layer('silkscreen', 'bottom'),
      ],
    });
    // The house default prints the top only: taking the measured values must add the bottom.
    const changes = proposeChanges(sangaboard, HOUSE_DEFAULT_PCB_SPEC);
    expect(changes).toContainEqual({ field: 'silkscreenSides', from: 'top', to: 'both' });
    expect(changes.find((change) => change.field === 'solderMaskSides')).toBeUndefined();
    expect(applyChanges(HOUSE_DEFAULT_PCB_SPEC, changes).silkscreenSides).toBe('both');
  });

  it('takes printing away from a side without files (top-only mask and no silkscreen)', () => {
    const topOnly = analysis({ layers: [layer('copper', 'top'), layer('soldermask', 'top')] });
    expect(measuredValues(topOnly)).toMatchObject({ solderMaskSides: 'top', silkscreenSides: 'none' });
  });
});

describe('proposeChanges', () => {
  it('lists only the fields that would change, with old and new value', () => {
    const spec = { ...HOUSE_DEFAULT_PCB_SPEC, widthMm: 85, layers: 2 as const };
    expect(proposeChanges(analysis(), spec)).toEqual([
      { field: 'heightMm', from: 100, to: 56 },
      { field: 'layers', from: 2, to: 4 },
      { field: 'minTrackSpacingMil', from: 6, to: 5 },
      { field: 'minDrillMm', from: 0.3, to: 0.25 },
    ]);
  });

  it('proposes nothing while the analysis is pending or failed', () => {
    expect(proposeChanges(analysis({ status: 'pending' }), HOUSE_DEFAULT_PCB_SPEC)).toEqual([]);
    expect(proposeChanges(analysis({ status: 'failed' }), HOUSE_DEFAULT_PCB_SPEC)).toEqual([]);
  });

  it('applies the changes and keeps every other field', () => {
    const changes = proposeChanges(analysis(), HOUSE_DEFAULT_PCB_SPEC);
    const next = applyChanges(HOUSE_DEFAULT_PCB_SPEC, changes);
    expect(next).toEqual({
      ...HOUSE_DEFAULT_PCB_SPEC,
      widthMm: 85,
      heightMm: 56,
      layers: 4,
      minTrackSpacingMil: 5,
      minDrillMm: 0.25,
    });
  });
});
