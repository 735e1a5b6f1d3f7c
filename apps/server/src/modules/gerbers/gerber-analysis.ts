import type { GerberAnalysis, GerberLayer } from '@boardhouse/shared/pcb/gerbers';
import { isReadLayer, normaliseLayerText } from './gerber-file-checks.ts';
import { identifyFiles, type SourceFile } from './gerber-identify.ts';
import { measureBoard } from './gerber-measure.ts';
import { GerberFileError, type PlottedLayer, plotLayer } from './gerber-plot.ts';
import { renderSide } from './gerber-render.ts';

/**
 * Paste layers are listed and checked on upload but not drawn: nothing measured or previewed comes from
 * them (the stencil is made from the file as sent), and they are a large share of the text to parse.
 * An upload of paste layers alone is still read, so it is measured as before.
 */
function analysedLayerTest(layers: readonly GerberLayer[]): (layer: GerberLayer) => boolean {
  const isOther = (layer: GerberLayer) => isReadLayer(layer) && layer.type !== 'solderpaste';
  return layers.some(isOther) ? isOther : isReadLayer;
}

/** What the job stores: the analysis without the status fields, and both previews as SVG text. */
export type BoardAnalysis = Omit<GerberAnalysis, 'status' | 'error' | 'progress' | 'previews'> & {
  svg: { top: string; bottom: string };
};

/** The detected layers with the user's corrections (by file name) laid over them. */
export function layersWithOverrides(
  files: readonly SourceFile[],
  overrides: readonly GerberLayer[] | null,
): GerberLayer[] {
  const corrected = new Map((overrides ?? []).map((layer) => [layer.fileName, layer]));
  return identifyFiles(files).map((layer) => corrected.get(layer.fileName) ?? layer);
}

/**
 * Identify, measure and render one upload. Pure and synchronous: it runs in a worker thread
 * (gerber-worker.ts) and in bench/. Throws GerberFileError for files that cannot be used.
 */
export function analyseBoard(
  files: readonly SourceFile[],
  overrides: readonly GerberLayer[] | null = null,
): BoardAnalysis {
  const layers = layersWithOverrides(files, overrides);
  const isAnalysedLayer = analysedLayerTest(layers);
  const warnings: string[] = [];
  const plotted: PlottedLayer[] = [];
  layers.forEach((layer, index) => {
    const file = files[index];
    if (!file) return;
    if (layer.type === 'unknown') {
      warnings.push(
        `“${layer.fileName}” was not recognised and is left out: set its layer type if it is needed`,
      );
    }
    // Exported files vary in line ends, letter case and blank lines; the parser gets one form.
    if (isAnalysedLayer(layer))
      plotted.push(plotLayer(layer, { ...file, text: normaliseLayerText(file.text) }));
  });
  if (plotted.length === 0) {
    throw new GerberFileError('No Gerber or drill file was found in the upload');
  }
  const measurements = measureBoard(plotted);
  const { boardBoxMm: _box, boardLoop: _loop, warnings: measured, ...figures } = measurements;
  return {
    layers,
    ...figures,
    warnings: [...warnings, ...measured],
    svg: {
      top: renderSide('top', plotted, measurements),
      bottom: renderSide('bottom', plotted, measurements),
    },
  };
}
