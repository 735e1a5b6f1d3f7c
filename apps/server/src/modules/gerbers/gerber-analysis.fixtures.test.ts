import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { describe, expect, it } from 'vitest';
import { analyseBoard } from './gerber-analysis.ts';

const BOARDS = sharedPath('fixtures/boards');
const NOT_LAYERS = /^(LICENSE|SOURCE|manifest)/;

function filesOf(folder: string) {
  return readdirSync(folder)
    .filter((name) => !NOT_LAYERS.test(name) && !name.endsWith('.csv'))
    .map((name) => ({ name, text: readFileSync(path.join(folder, name), 'latin1') }));
}

/** The board's manifest.json as { file name: "type/side" }. */
function manifestOf(board: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(BOARDS, board, 'manifest.json'), 'utf8')) as {
    layers: { name: string; type: string; side: string }[];
  };
  return Object.fromEntries(manifest.layers.map((layer) => [layer.name, `${layer.type}/${layer.side}`]));
}

const detected = (layers: { fileName: string; type: string; side: string | null }[]) =>
  Object.fromEntries(layers.map((layer) => [layer.fileName, `${layer.type}/${layer.side}`]));

/**
 * Expected outlines. Arduino Uno and Sangaboard are the published sizes. Bus Pirate and 8bit-mixtape
 * were read off the outline files by hand: the extreme X/Y of the D01/D02 coordinates of the .gko/.gml
 * (both %FSLAX24Y24% inches): Bus Pirate X 0.4386–2.8009, Y 0.4601–1.9168 → 60.00 × 37.00 mm;
 * mixtape X 0.1682–3.9679, Y 0.1023–1.6424 → 96.51 × 39.12 mm.
 */
const BOARDS_EXPECTED = [
  { board: 'arduino-uno', folder: 'arduino-uno', width: 68.58, height: 53.34, copper: 2 },
  { board: 'bus-pirate', folder: 'bus-pirate', width: 60.0, height: 37.0, copper: 2 },
  { board: '8bit-mixtape', folder: '8bit-mixtape', width: 96.51, height: 39.12, copper: 2 },
] as const;

describe('analysing the fixture boards', () => {
  it.each(BOARDS_EXPECTED)(
    '$board: layers as the manifest, outline and copper count',
    ({ board, folder, width, height, copper }) => {
      const analysis = analyseBoard(filesOf(path.join(BOARDS, folder)));
      expect(detected(analysis.layers)).toEqual(manifestOf(board));
      // Holes, drills and tracks of every board: gerber-analysis.measurements.test.ts.
      expect(analysis.outline?.widthMm).toBeCloseTo(width, 2);
      expect(analysis.outline?.heightMm).toBeCloseTo(height, 2);
      expect(analysis.copperLayers).toBe(copper);
      expect(analysis.svg.top).toMatch(/^<svg /);
    },
  );

  it('sangaboard v0.4 (KiCad, files in gerbers/): layers by name and X2 attributes, 65.0 × 56.5 mm', () => {
    const analysis = analyseBoard(filesOf(path.join(BOARDS, 'sangaboard-v0.4/gerbers')));
    // No manifest ships with this board: the types follow KiCad's layer names in the file names.
    const name = (layer: string) => `sangaboard_v0.4-${layer}`;
    expect(detected(analysis.layers)).toEqual({
      [name('B_Cu.gbl')]: 'copper/bottom',
      [name('B_Mask.gbs')]: 'soldermask/bottom',
      [name('B_Paste.gbp')]: 'solderpaste/bottom',
      [name('B_SilkS.gbo')]: 'silkscreen/bottom',
      [name('Edge_Cuts.gm1')]: 'outline/all',
      [name('F_Cu.gtl')]: 'copper/top',
      [name('F_Mask.gts')]: 'soldermask/top',
      [name('F_Paste.gtp')]: 'solderpaste/top',
      [name('F_SilkS.gto')]: 'silkscreen/top',
      [name('NPTH.drl')]: 'drill/all',
      [name('PTH.drl')]: 'drill/all',
    });
    expect(analysis.outline?.widthMm).toBeCloseTo(65.0, 2);
    expect(analysis.outline?.heightMm).toBeCloseTo(56.5, 2);
    expect(analysis.copperLayers).toBe(2);
    // The PTH file's smallest tool is T1C0.0197 in = 0.50 mm.
    expect(analysis.drill?.minDiameterMm).toBeCloseTo(0.5, 2);
    expect(analysis.warnings).toEqual([]);
  });

  it('lets the X2 file function beat a misleading file name, and a .gbrjob beat both', () => {
    const gerber = (fn: string) =>
      `G04 x*\n%TF.FileFunction,${fn}*%\n%FSLAX46Y46*%\n%MOMM*%\n%ADD10C,0.1*%\nD10*\nX0Y0D02*\nX1000000Y0D01*\nM02*\n`;
    const files = [
      { name: 'board.gtl', text: gerber('Soldermask,Bot') },
      { name: 'other.gbr', text: gerber('Copper,L2,Bot') },
      {
        name: 'board.gbrjob',
        text: JSON.stringify({ FilesAttributes: [{ Path: 'other.gbr', FileFunction: 'Legend,Top' }] }),
      },
    ];
    expect(detected(analyseBoard(files).layers)).toEqual({
      'board.gtl': 'soldermask/bottom',
      'other.gbr': 'silkscreen/top',
      'board.gbrjob': 'drawing/null',
    });
  });

  it('does not read paste layers beside others (nothing is measured or drawn from them)', () => {
    const files = filesOf(path.join(BOARDS, 'sangaboard-v0.4/gerbers'));
    const full = analyseBoard(files);
    // A paste file the parser could not read (it still ends like a Gerber) changes nothing.
    const unreadable = files.map((file) =>
      file.name.endsWith('F_Paste.gtp') ? { ...file, text: 'not a gerber at all\nM02*\n' } : file,
    );
    const withBrokenPaste = analyseBoard(unreadable);
    expect(withBrokenPaste.layers).toEqual(full.layers);
    expect(withBrokenPaste.outline).toEqual(full.outline);
    expect(withBrokenPaste.svg).toEqual(full.svg);
  });

  it('still reads an upload of paste layers alone', () => {
    const paste = filesOf(path.join(BOARDS, 'sangaboard-v0.4/gerbers')).filter((file) =>
      file.name.endsWith('Paste.gtp'),
    );
    const analysis = analyseBoard(paste);
    expect(analysis.layers.map((layer) => layer.type)).toEqual(['solderpaste']);
    // Read and drawn (not refused as "no Gerber"); without copper or outline there is no size.
    expect(analysis.svg.top).toMatch(/^<svg /);
    expect(analysis.warnings).toContain('No copper layer was found: please check the layer types');
  });

  it('measures again with the user’s layer types', () => {
    const files = filesOf(path.join(BOARDS, 'arduino-uno'));
    const analysis = analyseBoard(files, [{ fileName: 'arduino-uno.sol', type: 'drawing', side: null }]);
    expect(analysis.copperLayers).toBe(1);
    expect(analysis.layers.find((layer) => layer.fileName === 'arduino-uno.sol')?.type).toBe('drawing');
  });
});
