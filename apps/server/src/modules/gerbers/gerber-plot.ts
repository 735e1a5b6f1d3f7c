import type { GerberLayer } from '@boardhouse/shared/pcb/gerbers';
import { type ImageTree, plot } from '@tracespace/plotter';
import { truncatedMessage } from './gerber-file-checks.ts';
import type { SourceFile } from './gerber-identify.ts';
import { parseGerber } from './gerber-parse.ts';

/** A layer the plotter has drawn, with the factor from its own units to millimetres. */
export interface PlottedLayer {
  layer: GerberLayer;
  image: ImageTree;
  mmPerUnit: number;
}

/** A problem with the files themselves, worded for the person who exported them. */
export class GerberFileError extends Error {
  override name = 'GerberFileError';
}

/** Parses and plots one layer file; a file the parser gets nothing from is refused with its name. */
export function plotLayer(layer: GerberLayer, file: SourceFile): PlottedLayer {
  let image: ImageTree;
  let isComplete: boolean;
  try {
    const tree = parseGerber(file.text);
    isComplete = tree.children.some((node) => node.type === 'done');
    image = plot(tree);
  } catch {
    throw new GerberFileError(`“${layer.fileName}” could not be read as a Gerber or drill file`);
  }
  if (!isComplete) throw new GerberFileError(truncatedMessage(layer.fileName));
  return { layer, image, mmPerUnit: image.units === 'in' ? 25.4 : 1 };
}
