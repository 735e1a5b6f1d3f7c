import { HOUSE_DEFAULT_PCB_SPEC } from '@boardhouse/shared/pcb/presets';
import { describe, expect, it } from 'vitest';
import { drawBoardSvg, layoutBoards } from './board-drawing.ts';

describe('layoutBoards', () => {
  it('draws a single board at its own size', () => {
    const layout = layoutBoards({ ...HOUSE_DEFAULT_PCB_SPEC, widthMm: 80, heightMm: 40 });
    expect(layout).toEqual({ widthMm: 80, heightMm: 40, boards: [{ x: 0, y: 0, width: 80, height: 40 }] });
  });

  it('places the boards of a tab-routed panel with 2 mm gaps inside the rails', () => {
    const layout = layoutBoards({
      ...HOUSE_DEFAULT_PCB_SPEC,
      boardType: 'panel',
      panelX: 2,
      panelY: 1,
      railWidthMm: 5,
      panelSeparation: 'tab-routing',
      widthMm: 30,
      heightMm: 20,
    });
    // 5 + 30 + 2 + 30 + 5 across, 5 + 20 + 5 down.
    expect(layout.widthMm).toBe(72);
    expect(layout.heightMm).toBe(30);
    expect(layout.boards.map((board) => [board.x, board.y])).toEqual([
      [5, 5],
      [37, 5],
    ]);
  });
});

describe('drawBoardSvg', () => {
  it('fills the board with the mask colour and frames it in the silkscreen colour', () => {
    const svg = drawBoardSvg(
      { ...HOUSE_DEFAULT_PCB_SPEC, solderMaskColor: 'blue', silkscreenColor: 'white' },
      'top',
    );
    // The colours of board-colours.ts, written out: blue mask, white print.
    expect(svg).toContain('fill="#1f4e9c"');
    expect(svg).toContain('stroke="#ffffff"');
  });

  it('shows bare laminate and no print on a side without mask or silkscreen', () => {
    // The house default prints silkscreen on the top only.
    const svg = drawBoardSvg({ ...HOUSE_DEFAULT_PCB_SPEC, solderMaskSides: 'top' }, 'bottom');
    expect(svg).toContain('fill="#c9b27c"');
    expect(svg).not.toContain('stroke="#ffffff"');
    expect(svg).toContain('scale(-1 1)');
  });
});
