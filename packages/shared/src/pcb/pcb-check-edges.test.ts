import { describe, expect, it } from 'vitest';
import { checkPcbSpec, measurePanel } from './pcb-check.ts';
import type { PcbSpec, PcbSpecInput } from './pcb-spec.ts';
import { HOUSE_DEFAULT_PCB_SPEC } from './presets.ts';

// Edges of the bare-board rules: what the messages say and where the limits sit exactly.
function specWith(changes: PcbSpecInput): PcbSpec {
  return { ...HOUSE_DEFAULT_PCB_SPEC, ...changes };
}

function findingOf(changes: PcbSpecInput, code: string) {
  return checkPcbSpec(specWith(changes)).find((finding) => finding.code === code);
}

describe('layers for the board thickness', () => {
  it.each<[PcbSpec['thicknessMm'], PcbSpec['layers'], string]>([
    [0.4, 4, 'A 0.4 mm board holds at most 2 layers; 4 layers need at least 0.6 mm'],
    [0.6, 6, 'A 0.6 mm board holds at most 4 layers; 6 layers need at least 0.8 mm'],
    [1.0, 8, 'A 1 mm board holds at most 6 layers; 8 layers need at least 1.2 mm'],
    [1.2, 10, 'A 1.2 mm board holds at most 8 layers; 10 layers need at least 1.6 mm'],
  ])('a %s mm board with %s layers', (thicknessMm, layers, message) => {
    expect(findingOf({ thicknessMm, layers }, 'PCB.TOO_MANY_LAYERS_FOR_THICKNESS')).toEqual({
      field: 'layers',
      severity: 'error',
      code: 'PCB.TOO_MANY_LAYERS_FOR_THICKNESS',
      message,
    });
  });
});

describe('the production panel', () => {
  it('measures a single board as itself, whatever the panel fields hold', () => {
    const single = { boardType: 'single', widthMm: 100, heightMm: 80, panelX: 3, panelY: 2, railWidthMm: 5 };
    expect(measurePanel(specWith(single as PcbSpecInput))).toEqual({ widthMm: 100, heightMm: 80 });
  });

  it('takes a board of exactly 500 × 500 mm and refuses one a millimetre wider or taller', () => {
    const code = 'PCB.PANEL_TOO_LARGE';
    expect(findingOf({ boardType: 'single', widthMm: 500, heightMm: 500 }, code)).toBeUndefined();
    expect(findingOf({ boardType: 'single', widthMm: 501, heightMm: 100 }, code)).toEqual({
      field: 'widthMm',
      severity: 'error',
      code,
      message: 'The panel measures 501 × 100 mm, larger than the 500 × 500 mm production panel',
    });
    expect(findingOf({ boardType: 'single', widthMm: 100, heightMm: 501 }, code)?.field).toBe('widthMm');
  });
});
