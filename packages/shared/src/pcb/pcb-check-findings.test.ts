import { describe, expect, it } from 'vitest';
import { checkPcbSpec, isPcbOrderable } from './pcb-check.ts';
import type { PcbSpec, PcbSpecInput } from './pcb-spec.ts';
import { HOUSE_DEFAULT_PCB_SPEC } from './presets.ts';

// Each finding whole: the field the form marks, the severity, the code and the API's English message.
function findingsOf(changes: PcbSpecInput) {
  return checkPcbSpec({ ...HOUSE_DEFAULT_PCB_SPEC, ...changes } as PcbSpec);
}

const error = (field: string, code: string, message: string) => ({ field, severity: 'error', code, message });
const warning = (field: string, code: string, message: string) => ({
  field,
  severity: 'warning',
  code,
  message,
});

describe('checkPcbSpec: whole findings', () => {
  it.each<[string, PcbSpecInput, ReturnType<typeof error>]>([
    [
      'a bevel without gold fingers',
      { goldFingers: false, goldFingerBevel: true },
      error('goldFingerBevel', 'PCB.BEVEL_WITHOUT_GOLD_FINGERS', 'A bevel is only made on gold fingers'),
    ],
    [
      'HASL on Rogers',
      { material: 'ROGERS', surfaceFinish: 'HASL' },
      error('surfaceFinish', 'PCB.FINISH_NOT_FOR_MATERIAL', 'HASL is not available on ROGERS boards'),
    ],
    [
      'V-cut on a 0.4 mm panel',
      { boardType: 'panel', panelX: 2, panelY: 2, thicknessMm: 0.4, panelSeparation: 'v-cut' },
      error(
        'panelSeparation',
        'PCB.VCUT_TOO_THIN',
        'V-cut needs a board of at least 0.6 mm; use tab routing',
      ),
    ],
    [
      '5 mil tracks on 2 oz copper',
      { outerCopperOz: 2, minTrackSpacingMil: 5 },
      error(
        'minTrackSpacingMil',
        'PCB.HEAVY_COPPER_FINE_TRACKS',
        '2 oz copper needs tracks and spacing of at least 6 mil',
      ),
    ],
    [
      'blind vias on 2 layers',
      { layers: 2, blindBuriedVias: true },
      error('blindBuriedVias', 'PCB.BLIND_VIAS_NEED_LAYERS', 'Blind and buried vias need at least 4 layers'),
    ],
    [
      'impedance control on 1 layer',
      { layers: 1, impedanceControl: true, viaTreatment: 'tented' },
      error(
        'impedanceControl',
        'PCB.IMPEDANCE_NEEDS_LAYERS',
        'Impedance control needs at least 2 layers (a reference plane)',
      ),
    ],
    [
      'an unknown stack-up',
      { stackupId: 'no-such-stackup' },
      error('stackupId', 'PCB.UNKNOWN_STACKUP', 'Stack-up no-such-stackup does not exist'),
    ],
    [
      'a 4-layer 1.6 mm stack-up on a 1.2 mm board',
      { layers: 4, thicknessMm: 1.2, stackupId: '4L-1.6-std' },
      error('stackupId', 'PCB.STACKUP_MISMATCH', 'Stack-up 4L-1.6-std is for 4 layers and 1.6 mm'),
    ],
  ])('refuses %s', (_case, changes, finding) => {
    const findings = findingsOf(changes);
    expect(findings).toEqual([finding]);
    expect(isPcbOrderable(findings)).toBe(false);
  });

  it.each<[string, PcbSpecInput, ReturnType<typeof warning>]>([
    [
      'impedance control',
      { impedanceControl: true },
      warning(
        'impedanceControl',
        'PCB.IMPEDANCE_REVIEW',
        'Impedance control: staff review the stack-up and track widths before production',
      ),
    ],
    [
      'castellated holes',
      { castellatedHoles: true },
      warning('castellatedHoles', 'PCB.CASTELLATED_REVIEW', 'Castellated holes: staff review the board edge'),
    ],
    [
      'edge plating',
      { edgePlating: true },
      warning('edgePlating', 'PCB.EDGE_PLATING_REVIEW', 'Edge plating: staff review the board edge'),
    ],
    [
      'a via treatment on 1 layer',
      { layers: 1, viaTreatment: 'plugged' },
      warning(
        'viaTreatment',
        'PCB.SINGLE_LAYER_VIA_TREATMENT',
        'A 1-layer board has no vias; the via treatment is ignored',
      ),
    ],
  ])('sends %s to review', (_case, changes, finding) => {
    const findings = findingsOf(changes);
    expect(findings).toEqual([finding]);
    expect(isPcbOrderable(findings)).toBe(true);
  });

  it('takes V-cut on a board of exactly 0.6 mm and via treatment on 2 layers', () => {
    expect(
      findingsOf({ boardType: 'panel', panelX: 2, panelY: 2, thicknessMm: 0.6, panelSeparation: 'v-cut' }),
    ).toEqual([]);
    expect(findingsOf({ layers: 2, viaTreatment: 'plugged' })).toEqual([]);
  });
});
