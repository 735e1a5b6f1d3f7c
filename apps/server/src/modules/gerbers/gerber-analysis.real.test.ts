import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { describe, expect, it } from 'vitest';
import { analyseBoard } from './gerber-analysis.ts';
import { expandUpload, flattenNames, type ReceivedFile } from './gerber-archive.ts';
import { checkUploadedFiles } from './gerber-file-checks.ts';

/**
 * Four sets exported by real CAD tools (EasyEDA, EAGLE 9, KiCad 7, Altium 24) and the answers worked
 * out by hand in expected.json: each goes the way of an upload (unzip, flatten, the cut-off check)
 * and then through the analysis.
 */
const REAL = sharedPath('fixtures/real');

interface ExpectedBoard {
  id: string;
  files: string;
  outline: { widthMm: number; heightMm: number };
  copperLayers: number;
  layers: Record<string, { type: string; side: string }>;
  notLayers: string[];
}

const expected = JSON.parse(readFileSync(path.join(REAL, 'expected.json'), 'utf8')) as {
  gerbers: ExpectedBoard[];
};

/** Every file below a folder, with its path relative to it (as a zip would hold them). */
function filesBelow(folder: string, prefix = ''): ReceivedFile[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory()
      ? filesBelow(full, `${prefix}${name}/`)
      : [{ name: `${prefix}${name}`, data: readFileSync(full) }];
  });
}

async function uploaded(board: ExpectedBoard) {
  const source = path.join(REAL, board.files);
  const received = statSync(source).isDirectory()
    ? filesBelow(source)
    : [{ name: path.basename(source), data: readFileSync(source) }];
  const files = flattenNames(await expandUpload(received));
  const sources = files.map((file) => ({ name: file.name, text: file.data.toString('latin1') }));
  checkUploadedFiles(sources);
  return sources;
}

describe('real exported Gerber sets (fixtures/real/expected.json)', () => {
  it.each(expected.gerbers.map((board) => ({ id: board.id, board })))(
    '$id: accepted, layers, copper count and outline size as worked out by hand',
    async ({ board }) => {
      const sources = await uploaded(board);
      const analysis = analyseBoard(sources);
      const detected = Object.fromEntries(
        analysis.layers.map((layer) => [layer.fileName, { type: layer.type, side: layer.side }]),
      );
      for (const [name, layer] of Object.entries(board.layers)) expect(detected[name], name).toEqual(layer);
      for (const name of board.notLayers) {
        expect(['drawing', 'unknown'], name).toContain(detected[name]?.type);
      }
      expect(analysis.copperLayers).toBe(board.copperLayers);
      // To 0.01 mm, though expected.json allows 0.5: the analyser measures the outline exactly.
      expect(analysis.outline?.widthMm).toBeCloseTo(board.outline.widthMm, 2);
      expect(analysis.outline?.heightMm).toBeCloseTo(board.outline.heightMm, 2);
      // The size comes from a closed outline, never from the copper or loose lines.
      expect(analysis.warnings.join('\n')).not.toMatch(/outline/i);
    },
  );
});
