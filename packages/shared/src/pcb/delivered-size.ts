import type { PcbSpec } from './pcb-spec.ts';

/**
 * The size of what is delivered: one board, or a customer panel of `panelX` × `panelY` boards with a
 * rail on its left and right. Pricing and the production panel's fit both measure this.
 */
export function deliveredSize(
  spec: Pick<PcbSpec, 'boardType' | 'widthMm' | 'heightMm' | 'panelX' | 'panelY' | 'railWidthMm'>,
): { widthMm: number; heightMm: number } {
  if (spec.boardType !== 'panel') return { widthMm: spec.widthMm, heightMm: spec.heightMm };
  return {
    widthMm: spec.panelX * spec.widthMm + 2 * spec.railWidthMm,
    heightMm: spec.panelY * spec.heightMm,
  };
}
