import type { GerberLayer } from '@boardhouse/shared/pcb/gerbers';
import { parse } from '@tracespace/parser';
import { type ImageTree, plot } from '@tracespace/plotter';
import type { SourceFile } from './gerber-identify.ts';

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

/** Types that are manufactured from; drawings and unknown files are listed but not read. */
export const isReadLayer = (layer: GerberLayer) => layer.type !== 'drawing' && layer.type !== 'unknown';

/**
 * Cheap test for a cut-off file, run on the upload before the job: a Gerber ends with M02 (M00 in old
 * RS-274-D sets), an Excellon drill file with M30 (M00 too). Only the tail is looked at.
 */
export function looksTruncated(text: string): boolean {
  return !/M0?2\*|M00|M30/.test(text.slice(-2048));
}

export function truncatedMessage(fileName: string): string {
  return `“${fileName}” looks cut off (it does not end with the end-of-file command): please export the Gerber files again`;
}

/** Parses and plots one layer file; a file the parser gets nothing from is refused with its name. */
export function plotLayer(layer: GerberLayer, file: SourceFile): PlottedLayer {
  let image: ImageTree;
  let isComplete: boolean;
  try {
    const tree = parse(file.text);
    isComplete = tree.children.some((node) => node.type === 'done');
    image = plot(tree);
  } catch {
    throw new GerberFileError(`“${layer.fileName}” could not be read as a Gerber or drill file`);
  }
  if (!isComplete) throw new GerberFileError(truncatedMessage(layer.fileName));
  return { layer, image, mmPerUnit: image.units === 'in' ? 25.4 : 1 };
}
