import { describe, expect, it } from 'vitest';
import { PCB_PARAMETERS } from './parameters.ts';
import type { PcbDimension } from './pcb-api.ts';
import { checkPcbSpec, isPcbOrderable, measurePanel } from './pcb-check.ts';
import { type PcbSpec, type PcbSpecInput, pcbSpec } from './pcb-spec.ts';
import { HOUSE_DEFAULT_PCB_SPEC, HOUSE_PCB_DIMENSIONS, PCB_PRESETS } from './presets.ts';

function specWith(changes: PcbSpecInput): PcbSpec {
  return { ...HOUSE_DEFAULT_PCB_SPEC, ...changes };
}

/** The codes of a spec's findings, so each test names the one rule it is about. */
function codes(changes: PcbSpecInput, dimensions: PcbDimension[] = []): string[] {
  return checkPcbSpec(specWith(changes), dimensions).map((finding) => finding.code);
}

describe('house data', () => {
  it('has a default spec that the schema accepts and the rules pass', () => {
    expect(pcbSpec.safeParse(HOUSE_DEFAULT_PCB_SPEC).success).toBe(true);
    expect(checkPcbSpec(HOUSE_DEFAULT_PCB_SPEC, [...HOUSE_PCB_DIMENSIONS])).toEqual([]);
  });
  it('has presets that, on top of the defaults, never block ordering', () => {
    for (const preset of PCB_PRESETS) {
      const spec = specWith(preset.spec);
      expect(pcbSpec.safeParse(spec).success, preset.id).toBe(true);
      expect(isPcbOrderable(checkPcbSpec(spec)), preset.id).toBe(true);
    }
  });
  it('describes every field of the spec once', () => {
    const fields = PCB_PARAMETERS.map((parameter) => parameter.field).sort();
    expect(fields).toEqual(Object.keys(HOUSE_DEFAULT_PCB_SPEC).sort());
  });
});

describe('checkPcbSpec', () => {
  it('needs ENIG or hard gold for gold fingers', () => {
    expect(codes({ goldFingers: true, surfaceFinish: 'ENIG' })).toEqual([]);
    expect(codes({ goldFingers: true, surfaceFinish: 'HARD_GOLD' })).toEqual([]);
    const [finding] = checkPcbSpec(specWith({ goldFingers: true, surfaceFinish: 'HASL' }));
    expect(finding).toEqual({
      field: 'surfaceFinish',
      severity: 'error',
      code: 'PCB.GOLD_FINGERS_NEED_HARD_FINISH',
      message: 'Gold fingers need an ENIG or hard gold surface finish',
    });
  });

  it('limits 0.4 mm boards to 2 layers', () => {
    expect(codes({ thicknessMm: 0.4, layers: 2 })).toEqual([]);
    expect(codes({ thicknessMm: 0.4, layers: 4 })).toEqual(['PCB.TOO_MANY_LAYERS_FOR_THICKNESS']);
    expect(codes({ thicknessMm: 1.0, layers: 8 })).toEqual(['PCB.TOO_MANY_LAYERS_FOR_THICKNESS']);
    expect(codes({ thicknessMm: 1.2, layers: 8 })).toEqual([]);
  });

  it('builds aluminium boards with 1 or 2 layers only', () => {
    expect(codes({ material: 'ALUMINIUM', layers: 2 })).toEqual([]);
    const findings = checkPcbSpec(specWith({ material: 'ALUMINIUM', layers: 4 }));
    expect(findings.map((finding) => [finding.code, finding.field, finding.severity])).toEqual([
      ['PCB.LAYERS_NOT_FOR_MATERIAL', 'layers', 'error'],
    ]);
    expect(findings[0]?.message).toBe('Aluminium core boards are made with 1 or 2 layers only');
  });

  it('refuses finishes the material cannot take', () => {
    expect(codes({ material: 'ROGERS', surfaceFinish: 'ENIG' })).toEqual([]);
    expect(codes({ material: 'ROGERS', surfaceFinish: 'HASL_LEAD_FREE' })).toEqual([
      'PCB.FINISH_NOT_FOR_MATERIAL',
    ]);
    expect(codes({ material: 'ALUMINIUM', layers: 1, surfaceFinish: 'HARD_GOLD' })).toEqual([
      'PCB.FINISH_NOT_FOR_MATERIAL',
    ]);
  });

  it('refuses a drill aspect ratio above 10:1', () => {
    // 2.0 / 0.2 is exactly 10:1 and allowed; 2.4 / 0.15 is 16:1.
    expect(codes({ thicknessMm: 2.0, minDrillMm: 0.2 })).toEqual([]);
    const [finding] = checkPcbSpec(specWith({ thicknessMm: 2.4, minDrillMm: 0.15 }));
    expect(finding?.code).toBe('PCB.DRILL_ASPECT_RATIO');
    expect(finding?.field).toBe('minDrillMm');
    expect(finding?.message).toContain('16.0:1');
    expect(finding?.message).toContain('at least 0.24 mm');
  });

  it('refuses a panel larger than the production panel', () => {
    // 4 × 120 mm + 2 × 10 mm rails = 500 mm: fits exactly.
    const panel: PcbSpecInput = {
      boardType: 'panel',
      panelX: 4,
      panelY: 2,
      widthMm: 120,
      heightMm: 100,
      railWidthMm: 10,
    };
    expect(measurePanel(specWith(panel))).toEqual({ widthMm: 500, heightMm: 220 });
    expect(codes(panel)).toEqual([]);
    // Tab routing adds 3 gaps of 2 mm: 506 mm.
    const [finding] = checkPcbSpec(specWith({ ...panel, panelSeparation: 'tab-routing' }));
    expect(finding).toMatchObject({ code: 'PCB.PANEL_TOO_LARGE', field: 'panelX', severity: 'error' });
    expect(finding?.message).toBe(
      'The panel measures 506 × 222 mm, larger than the 500 × 500 mm production panel',
    );
  });

  it('refuses V-cut on boards thinner than 0.6 mm', () => {
    const panel: PcbSpecInput = { boardType: 'panel', panelX: 2, panelY: 2, thicknessMm: 0.4 };
    expect(codes({ ...panel, panelSeparation: 'tab-routing' })).toEqual([]);
    expect(codes({ ...panel, panelSeparation: 'v-cut' })).toEqual(['PCB.VCUT_TOO_THIN']);
  });

  it('refuses fine tracks on heavy copper', () => {
    expect(codes({ outerCopperOz: 2, minTrackSpacingMil: 6 })).toEqual([]);
    expect(codes({ outerCopperOz: 2, minTrackSpacingMil: 5 })).toEqual(['PCB.HEAVY_COPPER_FINE_TRACKS']);
    expect(codes({ outerCopperOz: 3, minTrackSpacingMil: 8 })).toEqual([]);
    expect(codes({ outerCopperOz: 3, minTrackSpacingMil: 6 })).toEqual(['PCB.HEAVY_COPPER_FINE_TRACKS']);
  });

  it('ignores inner copper below 4 layers', () => {
    expect(codes({ layers: 2, innerCopperOz: 2, minTrackSpacingMil: 4 })).toEqual([]);
    expect(codes({ layers: 4, innerCopperOz: 2, minTrackSpacingMil: 4 })).toEqual([
      'PCB.HEAVY_COPPER_FINE_TRACKS',
    ]);
  });

  it('needs 4 layers for blind and buried vias', () => {
    expect(codes({ layers: 4, blindBuriedVias: true })).toEqual([]);
    expect(codes({ layers: 2, blindBuriedVias: true })).toEqual(['PCB.BLIND_VIAS_NEED_LAYERS']);
  });

  it('sends impedance control to review and refuses it on 1 layer', () => {
    expect(codes({ impedanceControl: false })).toEqual([]);
    const findings = checkPcbSpec(specWith({ impedanceControl: true }));
    expect(findings.map((finding) => [finding.code, finding.severity])).toEqual([
      ['PCB.IMPEDANCE_REVIEW', 'warning'],
    ]);
    expect(isPcbOrderable(findings)).toBe(true);
    expect(codes({ impedanceControl: true, layers: 1 })).toEqual(['PCB.IMPEDANCE_NEEDS_LAYERS']);
  });

  it('refuses a bevel without gold fingers', () => {
    expect(codes({ goldFingers: true, goldFingerBevel: true, surfaceFinish: 'HARD_GOLD' })).toEqual([]);
    expect(codes({ goldFingers: false, goldFingerBevel: true })).toEqual(['PCB.BEVEL_WITHOUT_GOLD_FINGERS']);
  });

  it('sends castellated holes to review', () => {
    expect(codes({ castellatedHoles: false })).toEqual([]);
    expect(checkPcbSpec(specWith({ castellatedHoles: true }))).toEqual([
      expect.objectContaining({
        code: 'PCB.CASTELLATED_REVIEW',
        severity: 'warning',
        field: 'castellatedHoles',
      }),
    ]);
  });

  it('sends edge plating to review', () => {
    expect(codes({ edgePlating: false })).toEqual([]);
    expect(checkPcbSpec(specWith({ edgePlating: true }))).toEqual([
      expect.objectContaining({ code: 'PCB.EDGE_PLATING_REVIEW', severity: 'warning', field: 'edgePlating' }),
    ]);
  });

  it('warns that a 1-layer board has no vias to treat', () => {
    expect(codes({ layers: 1, viaTreatment: 'tented' })).toEqual([]);
    expect(codes({ layers: 1, viaTreatment: 'plugged' })).toEqual(['PCB.SINGLE_LAYER_VIA_TREATMENT']);
  });

  it('checks the stack-up against layers and thickness', () => {
    expect(codes({ layers: 4, thicknessMm: 1.6, stackupId: '4L-1.6-std' })).toEqual([]);
    expect(codes({ layers: 6, thicknessMm: 1.6, stackupId: '4L-1.6-std' })).toEqual(['PCB.STACKUP_MISMATCH']);
    expect(codes({ layers: 4, stackupId: 'no-such-stackup' })).toEqual(['PCB.UNKNOWN_STACKUP']);
  });

  it('keeps width and height within the administrator ranges', () => {
    const ranges: PcbDimension[] = [
      { field: 'widthMm', min: 10, max: 400 },
      { field: 'heightMm', min: 10, max: 300 },
    ];
    expect(codes({ widthMm: 400, heightMm: 10 }, ranges)).toEqual([]);
    expect(checkPcbSpec(specWith({ widthMm: 450, heightMm: 5 }), ranges)).toEqual([
      {
        field: 'widthMm',
        severity: 'error',
        code: 'PCB.OUT_OF_RANGE',
        message: 'Width must be between 10 and 400 mm',
      },
      {
        field: 'heightMm',
        severity: 'error',
        code: 'PCB.OUT_OF_RANGE',
        message: 'Height must be between 10 and 300 mm',
      },
    ]);
    expect(codes({ quantity: 5 }, [{ field: 'quantity', min: 10, max: 100 }])).toEqual(['PCB.OUT_OF_RANGE']);
  });
});

describe('the spec against the measured Gerber outline', () => {
  const sangaboard = { outline: { widthMm: 65.0, heightMm: 56.5 } };
  const check = (
    changes: PcbSpecInput,
    measured: { outline: { widthMm: number; heightMm: number } | null },
  ) => checkPcbSpec(specWith(changes), [], measured);

  it('warns, naming both sizes, when the spec is not the board in the files', () => {
    const findings = check({ widthMm: 100, heightMm: 100 }, sangaboard);
    expect(findings).toEqual([
      {
        field: 'widthMm',
        severity: 'warning',
        code: 'PCB.SIZE_DIFFERS_FROM_GERBERS',
        message: 'The board is 100 × 100 mm in the specification but 65 × 56.5 mm in the Gerber files',
        params: { specWidth: 100, specHeight: 100, gerberWidth: 65, gerberHeight: 56.5 },
      },
    ]);
    // A warning: the order goes through to a review, it is not "Ready to manufacture".
    expect(isPcbOrderable(findings)).toBe(true);
  });

  it('warns when only one dimension is off by more than 0.5 mm', () => {
    expect(check({ widthMm: 65, heightMm: 57.1 }, sangaboard).map((f) => f.code)).toEqual([
      'PCB.SIZE_DIFFERS_FROM_GERBERS',
    ]);
    expect(check({ widthMm: 64.4, heightMm: 56.5 }, sangaboard).map((f) => f.code)).toEqual([
      'PCB.SIZE_DIFFERS_FROM_GERBERS',
    ]);
  });

  it('passes the measured size, rounding up to 0.5 mm and the board turned by 90°', () => {
    expect(check({ widthMm: 65, heightMm: 56.5 }, sangaboard)).toEqual([]);
    expect(check({ widthMm: 65.5, heightMm: 56 }, sangaboard)).toEqual([]);
    expect(check({ widthMm: 56.5, heightMm: 65 }, sangaboard)).toEqual([]);
  });

  it('has nothing to compare without Gerbers or without an outline in them', () => {
    expect(checkPcbSpec(specWith({ widthMm: 100, heightMm: 100 }))).toEqual([]);
    expect(check({ widthMm: 100, heightMm: 100 }, { outline: null })).toEqual([]);
  });
});
