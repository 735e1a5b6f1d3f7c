/** The material layer-thickness presets of SPEC.md: the stack-ups a multilayer board can be built with. */

/** One layer of a stack-up preset, top to bottom. */
export interface StackupLayer {
  kind: 'copper' | 'prepreg' | 'core';
  thicknessMm: number;
}

export interface StackupPreset {
  id: string;
  layers: 4 | 6 | 8;
  thicknessMm: number;
  description: string;
  /** Thickness of every layer, top to bottom (copper, prepreg, core …); sums to about thicknessMm. */
  layersMm: readonly StackupLayer[];
}

const cu = (thicknessMm: number): StackupLayer => ({ kind: 'copper', thicknessMm });
const pp = (thicknessMm: number): StackupLayer => ({ kind: 'prepreg', thicknessMm });
const core = (thicknessMm: number): StackupLayer => ({ kind: 'core', thicknessMm });

/** Common stack-ups of the material layer-thickness presets (the value of PcbSpec.stackupId). */
export const MATERIAL_LAYER_THICKNESS: readonly StackupPreset[] = [
  {
    id: '4L-1.6-std',
    layers: 4,
    thicknessMm: 1.6,
    description: '4 layers, 1.6 mm: signal / ground / power / signal on a 1.065 mm core.',
    layersMm: [cu(0.035), pp(0.2104), cu(0.0152), core(1.065), cu(0.0152), pp(0.2104), cu(0.035)],
  },
  {
    id: '4L-1.0',
    layers: 4,
    thicknessMm: 1.0,
    description: '4 layers, 1.0 mm for thin devices.',
    layersMm: [cu(0.035), pp(0.1), cu(0.0152), core(0.7), cu(0.0152), pp(0.1), cu(0.035)],
  },
  {
    id: '6L-1.6-std',
    layers: 6,
    thicknessMm: 1.6,
    description: '6 layers, 1.6 mm: two signal pairs with ground references.',
    layersMm: [
      cu(0.035),
      pp(0.0764),
      cu(0.0152),
      core(0.4),
      cu(0.0152),
      pp(0.5),
      cu(0.0152),
      core(0.4),
      cu(0.0152),
      pp(0.0764),
      cu(0.035),
    ],
  },
  {
    id: '8L-1.6-std',
    layers: 8,
    thicknessMm: 1.6,
    description: '8 layers, 1.6 mm: four signal layers, two grounds and two power planes.',
    layersMm: [
      cu(0.035),
      pp(0.0764),
      cu(0.0152),
      core(0.3),
      cu(0.0152),
      pp(0.2),
      cu(0.0152),
      core(0.3),
      cu(0.0152),
      pp(0.2),
      cu(0.0152),
      core(0.3),
      cu(0.0152),
      pp(0.0764),
      cu(0.035),
    ],
  },
];

export const STACKUP_IDS = MATERIAL_LAYER_THICKNESS.map((stackup) => stackup.id);

export function findStackup(id: string): StackupPreset | undefined {
  return MATERIAL_LAYER_THICKNESS.find((stackup) => stackup.id === id);
}
