import type { GerberAnalysis } from '@boardhouse/shared/pcb/gerbers';
import { type Box, findBoardLoop, isEmptyBox, segmentsBox, segmentsOf } from './gerber-outline.ts';
import type { PlottedLayer } from './gerber-plot.ts';

export type Measurements = Pick<GerberAnalysis, 'outline' | 'copperLayers' | 'drill' | 'minTraceMm'> & {
  /** The board's extent in millimetres, Gerber orientation (y up): the previews' frame. */
  boardBoxMm: Box | null;
  /** The closed loop that is the board edge, for the previews' substrate; null when there is none. */
  boardLoop: { layer: PlottedLayer; segments: ReturnType<typeof segmentsOf> } | null;
  warnings: string[];
};

/** Gaps between outline segments up to this size are closed: CAD exports leave gaps below the pen. */
const JOIN_TOLERANCE_MM = 0.3;

const round = (value: number, places: number) => Number(value.toFixed(places));
const scaleBox = (box: Box, factor: number): Box => ({
  minX: box.minX * factor,
  minY: box.minY * factor,
  maxX: box.maxX * factor,
  maxY: box.maxY * factor,
});

/** The union of the plotter's extents (pen widths included) of some layers, in millimetres. */
function extentMm(layers: readonly PlottedLayer[]): Box | null {
  const boxes = layers
    .filter(({ image }) => image.size.length === 4)
    .map(({ image, mmPerUnit }) => {
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = image.size;
      return scaleBox({ minX: x1, minY: y1, maxX: x2, maxY: y2 }, mmPerUnit);
    });
  if (boxes.length === 0) return null;
  return {
    minX: Math.min(...boxes.map((box) => box.minX)),
    minY: Math.min(...boxes.map((box) => box.minY)),
    maxX: Math.max(...boxes.map((box) => box.maxX)),
    maxY: Math.max(...boxes.map((box) => box.maxY)),
  };
}

function measureOutline(layers: readonly PlottedLayer[], warnings: string[]) {
  for (const plotted of layers.filter(({ layer }) => layer.type === 'outline')) {
    const segments = segmentsOf(plotted.image);
    if (segments.length === 0) continue;
    const loop = findBoardLoop(segments, JOIN_TOLERANCE_MM / plotted.mmPerUnit);
    if (loop) {
      return {
        box: scaleBox(loop.box, plotted.mmPerUnit),
        loop: { layer: plotted, segments: loop.segments },
      };
    }
    warnings.push(
      `The board outline in “${plotted.layer.fileName}” is not closed: the size is the extent of its lines`,
    );
    return { box: scaleBox(segmentsBox(segments), plotted.mmPerUnit), loop: null };
  }
  const copper = extentMm(layers.filter(({ layer }) => layer.type === 'copper'));
  warnings.push('No board outline layer was found: the size is taken from the copper, please check it');
  return { box: copper, loop: null };
}

const samePoint = (a: readonly number[], b: readonly number[] | undefined) =>
  b !== undefined && a[0] === b[0] && a[1] === b[1];

/** Holes and slots of every drill file; the smallest tool actually used, in millimetres. */
function measureDrill(layers: readonly PlottedLayer[]): GerberAnalysis['drill'] {
  const drills = layers.filter(({ layer }) => layer.type === 'drill');
  if (drills.length === 0) return null;
  let holes = 0;
  let smallest = Infinity;
  for (const { image, mmPerUnit } of drills) {
    for (const node of image.children) {
      if (node.type === 'imageShape' && node.shape.type === 'circle') {
        holes += 1;
        smallest = Math.min(smallest, node.shape.r * 2 * mmPerUnit);
      } else if (node.type === 'imagePath' && node.width > 0) {
        // The plotter draws every routed slot of one tool as one path: each piece that does not
        // continue from the one before is a slot of its own (G00 … M15 G01 … M16 in the drill file).
        holes += node.segments.filter(
          (segment, index) => index === 0 || !samePoint(segment.start, node.segments[index - 1]?.end),
        ).length;
        smallest = Math.min(smallest, node.width * mmPerUnit);
      }
    }
  }
  return holes === 0 ? null : { holes, minDiameterMm: round(smallest, 3) };
}

/** The narrowest pen that draws copper: strokes only (pads and poured regions are not traces). */
function measureMinTrace(layers: readonly PlottedLayer[]): number | null {
  let smallest = Infinity;
  for (const { layer, image, mmPerUnit } of layers) {
    if (layer.type !== 'copper') continue;
    for (const node of image.children) {
      // Zero-width strokes draw nothing on copper (some CAD tools use them for region edges).
      if (node.type === 'imagePath' && node.width > 0) smallest = Math.min(smallest, node.width * mmPerUnit);
    }
  }
  return Number.isFinite(smallest) ? round(smallest, 3) : null;
}

export function measureBoard(layers: readonly PlottedLayer[]): Measurements {
  const warnings: string[] = [];
  const copperLayers = layers.filter(({ layer }) => layer.type === 'copper').length;
  if (copperLayers === 0) warnings.push('No copper layer was found: please check the layer types');
  const { box, loop } = measureOutline(layers, warnings);
  const drill = measureDrill(layers);
  if (!drill) warnings.push('No drill holes were found: please add the drill file if the board has holes');
  const isBoxUsable = box !== null && !isEmptyBox(box);
  return {
    outline: isBoxUsable
      ? { widthMm: round(box.maxX - box.minX, 2), heightMm: round(box.maxY - box.minY, 2) }
      : null,
    copperLayers,
    drill,
    minTraceMm: measureMinTrace(layers),
    boardBoxMm: isBoxUsable ? box : (extentMm(layers) ?? null),
    boardLoop: loop,
    warnings,
  };
}
