import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { describe, expect, it } from 'vitest';
import { analyseBoard } from './gerber-analysis.ts';
import { expandUpload, flattenNames, type ReceivedFile } from './gerber-archive.ts';

/**
 * What the analyser measures on every fixture board, against answers worked out from the files by
 * hand (the working is beside each board):
 * - size: the extreme X and Y of the outline's draws (centre line), in the file's units and format;
 * - holes: every drill hit (a coordinate line after a tool select) plus every routed slot
 *   (G00 … M15 G01 … M16 is one slot), over all drill files;
 * - smallest drill: the smallest tool of the tool table that has a hit;
 * - narrowest track: the smallest round aperture used in a D01 draw on a copper layer, outside
 *   G36/G37 regions (pads are flashes, pours are regions; zero-width strokes draw nothing).
 * The analyser rounds sizes to 0.01 mm and diameters and widths to 0.001 mm.
 */
const FIXTURES = sharedPath('fixtures');

interface Measured {
  board: string;
  /** Under fixtures/: a folder of layer files, or a zip as it would be uploaded. */
  files: string;
  widthMm: number;
  heightMm: number;
  holes: number;
  smallestDrillMm: number;
  narrowestTrackMm: number;
}

const BOARDS: Measured[] = [
  // arduino-uno.gko (%MOIN, FSLAX24Y24): X 0.8450–3.5450 in, Y 0.9700–3.0700 in → 68.58 × 53.34 mm.
  // .drd: 169 hits (T01 72, T02 62, T03 20, T04 9, T05 2, T06 4); T01C0.0240 in = 0.6096 mm.
  // .cmp draws with D28 = C,0.0039 in = 0.0991 mm.
  {
    board: 'Arduino Uno (EAGLE)',
    files: 'boards/arduino-uno',
    widthMm: 68.58,
    heightMm: 53.34,
    holes: 169,
    smallestDrillMm: 0.61,
    narrowestTrackMm: 0.099,
  },
  // .gko (inches, 2.4): X 0.43858–2.80090 → 60.00 mm, Y 0.46010–1.91680 → 37.00 mm.
  // .drd: 107 hits (T1 80, T2 2, T3 4, T4 2, T5 15, T6 4); T1 = 0.0200 in = 0.508 mm.
  // Narrowest copper draw: C,0.0100 in = 0.254 mm (19 draws).
  {
    board: 'Bus Pirate v3.6a (EAGLE)',
    files: 'boards/bus-pirate',
    widthMm: 60.0,
    heightMm: 37.0,
    holes: 107,
    smallestDrillMm: 0.508,
    narrowestTrackMm: 0.254,
  },
  // mixtape.gml (%MOIN, 2.4): X 0.1682–3.9679 in → 96.51 mm, Y 0.1023–1.6424 in → 39.12 mm.
  // mixtape.txt: 85 hits over T1–T8; T1C0.0197 in = 0.5004 mm. .gtl D11 = C,0.0079 in = 0.2007 mm
  // (the zero-width D-code draws nothing).
  {
    board: '8bit mixtape (EAGLE)',
    files: 'boards/8bit-mixtape',
    widthMm: 96.51,
    heightMm: 39.12,
    holes: 85,
    smallestDrillMm: 0.5,
    narrowestTrackMm: 0.201,
  },
  // Edge_Cuts.gm1 (%MOMM, 4.6): X 196.86–261.86, Y −144.234 – −87.734 → 65.00 × 56.50 mm.
  // PTH.drl: 170 hits (T1 89, T3 4, T4 15, T5 62) + 4 routed slots of T2 (0.0236 in); NPTH.drl: 4
  // hits → 178. T1C0.0197 in = 0.5004 mm. Copper: C,0.200 mm is the thinnest pen (934 draws).
  {
    board: 'Sangaboard v0.4 (KiCad 5)',
    files: 'boards/sangaboard-v0.4/gerbers',
    widthMm: 65.0,
    heightMm: 56.5,
    holes: 178,
    smallestDrillMm: 0.5,
    narrowestTrackMm: 0.2,
  },
  // GKO (MOMM, 4.5): 5 lines and 2 G02 arcs, X −2.200–61.849, Y 80.2995–105.9998 → 64.05 × 25.70.
  // PTH 100 hits (T1 0.305 mm ×28 …), NPTH 4 → 104. Copper: C,0.200 mm.
  {
    board: 'LilBrain32 (EasyEDA)',
    files: 'real/gerbers/easyeda-lilbrain32',
    widthMm: 64.05,
    heightMm: 25.7,
    holes: 104,
    smallestDrillMm: 0.305,
    narrowestTrackMm: 0.2,
  },
  // profile.gbr (MOMM, 3.4): X 0–99.9, Y 0–79.9066 → 99.90 × 79.91. drill_1_16.xln: 226 hits,
  // T13 = 0.5 mm ×125 the smallest. copper_top.gbr: C,0.0991 mm is the thinnest pen drawn.
  {
    board: 'emonTx v3.4.5 (EAGLE 9, zip)',
    files: 'real/gerbers/eagle9-emontx-v3.4.5.zip',
    widthMm: 99.9,
    heightMm: 79.91,
    holes: 226,
    smallestDrillMm: 0.5,
    narrowestTrackMm: 0.099,
  },
  // Edge_Cuts.gbr (MOMM, 4.6): X 0–28, Y 0–80. PTH.drl: 289 hits + 6 routed slots of T5 (0.6 mm);
  // NPTH.drl: 13 → 308. T1/T2 = 0.400 mm. Copper on four layers: C,0.152400 mm.
  {
    board: 'ESP32-PoE rev M (KiCad 7, 4 layers)',
    files: 'real/gerbers/kicad7-esp32-poe-rev-m',
    widthMm: 28.0,
    heightMm: 80.0,
    holes: 308,
    smallestDrillMm: 0.4,
    narrowestTrackMm: 0.152,
  },
  // PCB1.GM (MOMM, 4.4): X −0.004–45.9, Y 0–24.5 → 45.904 × 24.50 (45.90 at 0.01 mm).
  // NC Drill/PCB1-Plated.TXT 237 hits (T1 0.3 mm ×224 …), PCB1-NonPlated.TXT 6 → 243.
  // Copper (GTL, GBL, G1, G2): C,0.184 mm is the thinnest pen drawn (5 draws).
  {
    board: 'Wulpus acquisition (Altium 24, 4 layers)',
    files: 'real/gerbers/altium24-wulpus-acq',
    widthMm: 45.904,
    heightMm: 24.5,
    holes: 243,
    smallestDrillMm: 0.3,
    narrowestTrackMm: 0.184,
  },
];

const NOT_LAYERS = /^(LICENSE|SOURCE|manifest)|\.csv$/;

/** Every file below a folder (as a zip would hold them), or the zip itself, unpacked as an upload. */
async function sourcesOf(relative: string) {
  const full = path.join(FIXTURES, relative);
  const below = (folder: string, prefix = ''): ReceivedFile[] =>
    readdirSync(folder)
      .filter((name) => !NOT_LAYERS.test(name))
      .flatMap((name) => {
        const file = path.join(folder, name);
        return statSync(file).isDirectory()
          ? below(file, `${prefix}${name}/`)
          : [{ name: `${prefix}${name}`, data: readFileSync(file) }];
      });
  const received = statSync(full).isDirectory()
    ? below(full)
    : [{ name: path.basename(full), data: readFileSync(full) }];
  const files = flattenNames(await expandUpload(received));
  return files.map((file) => ({ name: file.name, text: file.data.toString('latin1') }));
}

describe('measuring every fixture board', () => {
  it.each(BOARDS)('$board', async (board) => {
    const analysis = analyseBoard(await sourcesOf(board.files));
    expect(analysis.outline?.widthMm).toBeCloseTo(board.widthMm, 2);
    expect(analysis.outline?.heightMm).toBeCloseTo(board.heightMm, 2);
    expect(analysis.drill?.holes).toBe(board.holes);
    expect(analysis.drill?.minDiameterMm).toBeCloseTo(board.smallestDrillMm, 3);
    expect(analysis.minTraceMm).toBeCloseTo(board.narrowestTrackMm, 3);
  });
});
