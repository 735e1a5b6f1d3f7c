import type { PathSegment } from '@tracespace/plotter';
import { describe, expect, it } from 'vitest';
import { findBoardLoop } from './gerber-outline.ts';

const line = (x1: number, y1: number, x2: number, y2: number) =>
  ({ type: 'line', start: [x1, y1], end: [x2, y2] }) as PathSegment;

describe('the board loop of an outline layer', () => {
  it('closes an edge drawn as two overlapping lines (as EasyEDA exports it)', () => {
    // 60 × 20 rectangle; the left side is drawn 0..12 and 8..20, overlapping by 4.
    const segments = [
      line(0, 20, 60, 20),
      line(60, 20, 60, 0),
      line(60, 0, 0, 0),
      line(0, 0, 0, 12),
      line(0, 8, 0, 20),
    ];
    expect(findBoardLoop(segments, 0.3)?.box).toEqual({ minX: 0, minY: 0, maxX: 60, maxY: 20 });
  });

  it('still finds no loop in lines that do not close', () => {
    expect(findBoardLoop([line(0, 0, 10, 0), line(10, 0, 10, 10), line(10, 10, 0, 12)], 0.3)).toBeNull();
  });

  it('prefers the largest loop closed end to end over joining dimension lines', () => {
    const board = [line(0, 0, 10, 0), line(10, 0, 10, 5), line(10, 5, 0, 5), line(0, 5, 0, 0)];
    // A dimension line starting on the edge and leaving the board does not change the loop.
    expect(findBoardLoop([...board, line(5, 5, 5, 30)], 0.3)?.box).toEqual({
      minX: 0,
      minY: 0,
      maxX: 10,
      maxY: 5,
    });
  });
});
