import type { PathSegment } from '@tracespace/plotter';
import { BASE_IMAGE_PROPS, renderFragment } from '@tracespace/renderer';
import { COLOUR_PLACEHOLDER } from './gerber-colours.ts';
import type { Measurements } from './gerber-measure.ts';
import type { Box } from './gerber-outline.ts';
import type { PlottedLayer } from './gerber-plot.ts';
import { toSvgText } from './gerber-svg.ts';

type Side = 'top' | 'bottom';
type Point = [number, number];

const baseAttributes = Object.entries(BASE_IMAGE_PROPS)
  .map(([name, value]) => ` ${name}="${value}"`)
  .join('');

/** SVG text of each drawn layer: the drill layers appear on both sides and are rendered once. */
const fragments = new WeakMap<PlottedLayer['image'], string>();
function fragmentOf(image: PlottedLayer['image']): string {
  let fragment = fragments.get(image);
  if (fragment === undefined) {
    fragment = toSvgText(renderFragment(image));
    fragments.set(image, fragment);
  }
  return fragment;
}

/** The layers of one kind on one side, as one group in millimetres (inch files are scaled). */
function layerGroup(id: string, layers: readonly PlottedLayer[]): string {
  const body = layers
    .map(({ image, mmPerUnit }) => {
      const fragment = fragmentOf(image);
      return mmPerUnit === 1 ? fragment : `<g transform="scale(${mmPerUnit})">${fragment}</g>`;
    })
    .join('');
  return `<g id="${id}"${baseAttributes}>${body}</g>`;
}

/** A segment as points (arcs in steps), Gerber orientation. */
function pointsOf(segment: PathSegment): Point[] {
  if (segment.type === 'line') return [[...segment.start], [...segment.end]];
  const steps = 12;
  const [from, to] = [segment.start[2], segment.end[2]];
  return Array.from({ length: steps + 1 }, (_, step): Point => {
    const angle = from + ((to - from) * step) / steps;
    return [
      segment.center[0] + segment.radius * Math.cos(angle),
      segment.center[1] + segment.radius * Math.sin(angle),
    ];
  });
}

/**
 * The board edge as one polygon: the loop's segments come in drawing order, not always end to end,
 * so they are chained by nearest ends (a few hundred segments at most: quadratic is fine).
 */
function loopPolygon(segments: readonly PathSegment[], tolerance: number): Point[] {
  const pieces = segments.map(pointsOf);
  const polygon: Point[] = [...(pieces.shift() ?? [])];
  while (pieces.length > 0) {
    const [x, y] = polygon[polygon.length - 1] ?? [0, 0];
    let bestIndex = 0;
    let bestDistance = Infinity;
    let isReversed = false;
    pieces.forEach((piece, index) => {
      const [sx, sy] = piece[0] ?? [0, 0];
      const [ex, ey] = piece[piece.length - 1] ?? [0, 0];
      const [toStart, toEnd] = [Math.hypot(sx - x, sy - y), Math.hypot(ex - x, ey - y)];
      if (Math.min(toStart, toEnd) < bestDistance) {
        bestDistance = Math.min(toStart, toEnd);
        bestIndex = index;
        isReversed = toEnd < toStart;
      }
    });
    if (bestDistance > tolerance) break; // the rest is inner detail: the outer edge is closed
    const [piece = []] = pieces.splice(bestIndex, 1);
    polygon.push(...(isReversed ? piece.reverse() : piece));
  }
  return polygon;
}

function boardShape(measurements: Measurements, frame: Box): string {
  const loop = measurements.boardLoop;
  if (loop) {
    const scale = loop.layer.mmPerUnit;
    const points = loopPolygon(loop.segments, 0.3 / scale)
      .map(([x, y]) => `${(x * scale).toFixed(4)},${(-y * scale).toFixed(4)}`)
      .join(' ');
    return `<g id="board"><polygon fill="currentColor" points="${points}"/></g>`;
  }
  const { minX, minY, maxX, maxY } = frame;
  return `<g id="board"><rect fill="currentColor" x="${minX}" y="${-maxY}" width="${maxX - minX}" height="${maxY - minY}"/></g>`;
}

const use = (id: string, attributes: string) => `<use href="#${id}" ${attributes}/>`;

/**
 * One side of the board as the maker will see it: substrate, copper under a translucent mask, the
 * finish where the mask is open, silkscreen over the mask, holes. The bottom is mirrored, as seen when
 * the board is turned over. Colours come from classes (see gerber-colours.ts).
 */
export function renderSide(side: Side, layers: readonly PlottedLayer[], measurements: Measurements): string {
  const frame = measurements.boardBoxMm ?? { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  const margin = Math.max(frame.maxX - frame.minX, frame.maxY - frame.minY) * 0.02;
  const [x, y] = [frame.minX - margin, -frame.maxY - margin];
  const [width, height] = [frame.maxX - frame.minX + 2 * margin, frame.maxY - frame.minY + 2 * margin];
  const of = (type: string) => layers.filter(({ layer }) => layer.type === type && layer.side === side);
  const defs = [
    boardShape(measurements, frame),
    layerGroup('copper', of('copper')),
    layerGroup('openings', of('soldermask')),
    layerGroup('silk', of('silkscreen')),
    layerGroup(
      'holes',
      layers.filter(({ layer }) => layer.type === 'drill'),
    ),
    // Where the mask lies: the board minus the openings the mask layer draws.
    `<mask id="covered" maskUnits="userSpaceOnUse" x="${x}" y="${y}" width="${width}" height="${height}">${use('board', 'color="#fff"')}${use('openings', 'color="#000"')}</mask>`,
    `<mask id="open" maskUnits="userSpaceOnUse" x="${x}" y="${y}" width="${width}" height="${height}">${use('openings', 'color="#fff"')}</mask>`,
  ].join('');
  const mirror = side === 'bottom' ? ` transform="translate(${2 * x + width} 0) scale(-1 1)"` : '';
  const body = [
    use('board', 'class="bh-substrate"'),
    use('copper', 'class="bh-copper"'),
    use('board', 'class="bh-mask" mask="url(#covered)"'),
    use('copper', 'class="bh-finish" mask="url(#open)"'),
    use('silk', 'class="bh-silk" mask="url(#covered)"'),
    use('holes', 'class="bh-hole"'),
  ].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="${x} ${y} ${width} ${height}" width="${width.toFixed(2)}mm" height="${height.toFixed(2)}mm">`,
    `<style>${COLOUR_PLACEHOLDER}</style>`,
    `<defs>${defs}</defs>`,
    `<g${mirror}>${body}</g>`,
    '</svg>',
  ].join('');
}
