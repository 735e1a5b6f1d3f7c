import { LAYER_COUNTS, type Material } from './pcb-spec.ts';

/** The FR4 parameters of SPEC.md: data-sheet figures of the base materials. */

/** Data-sheet figures of a base material grade (typical values, for help text and checks). */
export interface MaterialParameters {
  material: Material;
  name: string;
  /** Glass transition temperature, °C. */
  tgC: number | null;
  /** Decomposition temperature (5 % weight loss), °C. */
  tdC: number | null;
  /** Z-axis expansion below Tg, ppm/°C. */
  cteZBelowTgPpm: number | null;
  /** Z-axis expansion above Tg, ppm/°C. */
  cteZAboveTgPpm: number | null;
  /** Dielectric constant at 1 GHz. */
  dielectricConstant: number | null;
  /** Loss tangent at 1 GHz. */
  lossTangent: number | null;
  /** Thermal conductivity, W/m·K. */
  thermalConductivityW: number;
  /** Board layer counts the house builds in this material. */
  layerCounts: readonly number[];
  description: string;
}

/** FR4 grades and the special materials, as data (typical data-sheet values). */
export const FR4_PARAMETERS: readonly MaterialParameters[] = [
  {
    material: 'FR4',
    name: 'FR4 Tg130-140',
    tgC: 135,
    tdC: 310,
    cteZBelowTgPpm: 60,
    cteZAboveTgPpm: 300,
    dielectricConstant: 4.5,
    lossTangent: 0.02,
    thermalConductivityW: 0.3,
    layerCounts: LAYER_COUNTS,
    description: 'Standard glass epoxy for most boards and a single lead-free reflow.',
  },
  {
    material: 'FR4_TG155',
    name: 'FR4 Tg150-160',
    tgC: 155,
    tdC: 330,
    cteZBelowTgPpm: 50,
    cteZAboveTgPpm: 260,
    dielectricConstant: 4.4,
    lossTangent: 0.018,
    thermalConductivityW: 0.35,
    layerCounts: LAYER_COUNTS,
    description: 'Mid-Tg epoxy for multilayer boards and several reflow cycles.',
  },
  {
    material: 'FR4_TG170',
    name: 'FR4 Tg170-180',
    tgC: 175,
    tdC: 345,
    cteZBelowTgPpm: 45,
    cteZAboveTgPpm: 230,
    dielectricConstant: 4.3,
    lossTangent: 0.015,
    thermalConductivityW: 0.4,
    layerCounts: LAYER_COUNTS,
    description: 'High-Tg epoxy for thick multilayer boards, heavy copper and high operating temperature.',
  },
  {
    material: 'ALUMINIUM',
    name: 'Aluminium core',
    tgC: null,
    tdC: null,
    cteZBelowTgPpm: null,
    cteZAboveTgPpm: null,
    dielectricConstant: null,
    lossTangent: null,
    thermalConductivityW: 2,
    layerCounts: [1, 2],
    description: 'Metal core with a thin dielectric that moves heat away from LEDs and power parts.',
  },
  {
    material: 'ROGERS',
    name: 'Rogers 4350B',
    tgC: 280,
    tdC: 390,
    cteZBelowTgPpm: 32,
    cteZAboveTgPpm: 32,
    dielectricConstant: 3.48,
    lossTangent: 0.0037,
    thermalConductivityW: 0.69,
    layerCounts: [1, 2, 4],
    description: 'Low-loss hydrocarbon ceramic laminate for RF and microwave circuits.',
  },
];
