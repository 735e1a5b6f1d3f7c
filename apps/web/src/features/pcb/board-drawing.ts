import { measurePanel, TAB_ROUTING_GAP_MM } from '@boardhouse/shared/pcb/pcb-check';
import type { PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { MASK_HEX, SILK_HEX } from './board-colours.ts';

/**
 * The board picture shown before Gerbers are uploaded: the outline to scale (a panel with its boards and
 * rails), in the chosen mask and silkscreen colours, as SVG text so it shows and zooms like the Gerber
 * previews (an <img>). Drawn by hand: a few shapes do not need a renderer.
 */

export type BoardSide = 'top' | 'bottom';

export interface BoardRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where each board sits in millimetres, and the outer size (the panel's, or the board's alone). */
export function layoutBoards(spec: PcbSpec): { widthMm: number; heightMm: number; boards: BoardRect[] } {
  const { widthMm, heightMm } = measurePanel(spec);
  if (spec.boardType === 'single') {
    return { widthMm, heightMm, boards: [{ x: 0, y: 0, width: spec.widthMm, height: spec.heightMm }] };
  }
  const gap = spec.panelSeparation === 'tab-routing' ? TAB_ROUTING_GAP_MM : 0;
  const boards: BoardRect[] = [];
  for (let row = 0; row < spec.panelY; row++) {
    for (let column = 0; column < spec.panelX; column++) {
      boards.push({
        x: spec.railWidthMm + column * (spec.widthMm + gap),
        y: spec.railWidthMm + row * (spec.heightMm + gap),
        width: spec.widthMm,
        height: spec.heightMm,
      });
    }
  }
  return { widthMm, heightMm, boards };
}

const hasSide = (sides: PcbSpec['solderMaskSides'], side: BoardSide) => sides === 'both' || sides === side;
const round = (value: number) => Math.round(value * 100) / 100;

/** One board: rounded outline in mask colour (bare laminate where there is none), four mounting holes and a silkscreen frame. */
function drawBoard(rect: BoardRect, spec: PcbSpec, side: BoardSide): string {
  const { x, y, width, height } = rect;
  const short = Math.min(width, height);
  const mask = hasSide(spec.solderMaskSides, side) && spec.solderMaskColor !== 'none';
  const fill = MASK_HEX[mask ? spec.solderMaskColor : 'none'];
  const silk = hasSide(spec.silkscreenSides, side) && spec.silkscreenColor !== 'none';
  const hole = Math.max(0.6, Math.min(1.6, short * 0.03));
  const inset = Math.max(hole * 2.5, short * 0.08);
  const holes = [
    [x + inset, y + inset],
    [x + width - inset, y + inset],
    [x + inset, y + height - inset],
    [x + width - inset, y + height - inset],
  ]
    .map(
      ([cx, cy]) =>
        `<circle cx="${round(cx ?? 0)}" cy="${round(cy ?? 0)}" r="${round(hole)}" fill="#d8d8d8" stroke="#b08d3c" stroke-width="${round(hole * 0.5)}"/>`,
    )
    .join('');
  const frame = silk
    ? `<rect x="${round(x + inset * 1.8)}" y="${round(y + inset * 1.8)}" width="${round(Math.max(0, width - inset * 3.6))}" height="${round(Math.max(0, height - inset * 3.6))}" rx="${round(short * 0.02)}" fill="none" stroke="${SILK_HEX[spec.silkscreenColor]}" stroke-width="${round(short * 0.012)}" stroke-dasharray="${round(short * 0.05)} ${round(short * 0.03)}"/>`
    : '';
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="${round(short * 0.04)}" fill="${fill}"/>${holes}${frame}`;
}

/** The whole picture as an SVG document, viewed from the given side (the bottom is mirrored). */
export function drawBoardSvg(spec: PcbSpec, side: BoardSide): string {
  const { widthMm, heightMm, boards } = layoutBoards(spec);
  const margin = Math.max(widthMm, heightMm) * 0.02;
  const rails =
    spec.boardType === 'panel'
      ? `<rect x="0" y="0" width="${round(widthMm)}" height="${round(heightMm)}" rx="1" fill="${MASK_HEX.none}" opacity="0.85"/>`
      : '';
  const mirror = side === 'bottom' ? ` transform="translate(${round(widthMm)} 0) scale(-1 1)"` : '';
  const viewBox = `${round(-margin)} ${round(-margin)} ${round(widthMm + 2 * margin)} ${round(heightMm + 2 * margin)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${round(widthMm + 2 * margin)}mm" height="${round(heightMm + 2 * margin)}mm"><g${mirror}>${rails}${boards.map((board) => drawBoard(board, spec, side)).join('')}</g></svg>`;
}

/** An SVG document as an address an <img> can show (the page's CSP allows data: images). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
