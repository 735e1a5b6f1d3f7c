import { describe, expect, it } from 'vitest';
import { analyseBoard } from './gerber-analysis.ts';
import { checkUploadedFiles, looksTruncated, normaliseLayerText } from './gerber-file-checks.ts';
import { identifyFiles } from './gerber-identify.ts';

/** A 10 × 5 mm rectangle drawn with a 0.1 mm pen, as a CAD tool writes it. */
const GERBER = [
  'G04 hand-written outline*',
  '%FSLAX26Y26*%',
  '%MOMM*%',
  '%ADD10C,0.100000*%',
  'D10*',
  'X0Y0D02*',
  'X10000000Y0D01*',
  'X10000000Y5000000D01*',
  'X0Y5000000D01*',
  'X0Y0D01*',
  'M02*',
].join('\n');

/** Two 0.8 mm holes, metric, trailing zeros kept. */
const DRILL = ['M48', 'METRIC,TZ', 'T1C0.800', '%', 'G90', 'T1', 'X2.0Y2.0', 'X8.0Y3.0', 'M30'].join('\n');

const VARIANTS = {
  'no line break after the last line': (text: string) => text,
  'CRLF line ends': (text: string) => `${text.replace(/\n/g, '\r\n')}\r\n`,
  'lower-case commands': (text: string) => `${text.toLowerCase()}\n`,
  'blank lines before the header': (text: string) => `\n\r\n  \n${text}\n`,
} as const;

const cases = Object.entries(VARIANTS).map(([how, variant]) => ({ how, variant }));

describe('the cut-off check', () => {
  it.each(cases)('accepts a Gerber and a drill file with $how', ({ variant }) => {
    const files = [
      { name: 'board.gko', text: variant(GERBER) },
      { name: 'board.drl', text: variant(DRILL) },
    ];
    expect(looksTruncated(files[0]?.text ?? '')).toBe(false);
    expect(looksTruncated(files[1]?.text ?? '')).toBe(false);
    expect(() => checkUploadedFiles(files)).not.toThrow();
    // …and the analysis reads them: the rectangle and both holes.
    const analysis = analyseBoard(files);
    expect(analysis.outline).toEqual({ widthMm: 10, heightMm: 5 });
    expect(analysis.drill).toEqual({ holes: 2, minDiameterMm: 0.8 });
  });

  it('accepts trailing NUL padding and a DOS end-of-file mark after M02', () => {
    expect(looksTruncated(`${GERBER}\r\n\0\0\x1a`)).toBe(false);
  });

  it('refuses files cut mid-command, without their end command', () => {
    const cutGerber = GERBER.slice(0, GERBER.indexOf('X0Y5000000D01*') + 7); // "…X0Y5000"
    const cutDrill = DRILL.slice(0, DRILL.indexOf('X8.0Y3.0') + 5); // "…X8.0Y"
    expect(looksTruncated(cutGerber)).toBe(true);
    expect(looksTruncated(cutDrill)).toBe(true);
    expect(() => checkUploadedFiles([{ name: 'board.gtl', text: cutGerber }])).toThrow(
      /“board.gtl” looks cut off/,
    );
    expect(() => checkUploadedFiles([{ name: 'board.drl', text: cutDrill }])).toThrow(
      /“board.drl” looks cut off/,
    );
  });

  it('does not take an M30 inside a coordinate or a comment for the end', () => {
    expect(looksTruncated('G04 see M30 manual*\nX1M30Y2D01*\nX3')).toBe(true);
  });
});

describe('normalising a layer file for the parser', () => {
  it('drops leading blank lines, unifies line ends, upper-cases and ends with a line break', () => {
    expect(normaliseLayerText('\r\n\r\nm48\r\nmetric\rt1c0.8\r\nm30')).toBe('M48\nMETRIC\nT1C0.8\nM30\n');
  });
});

describe('choosing the board outline', () => {
  const layersOf = (...names: string[]) =>
    Object.fromEntries(
      identifyFiles(names.map((name) => ({ name, text: 'M02*' }))).map((layer) => [
        layer.fileName,
        layer.type,
      ]),
    );

  it("takes Altium's board profile .GM as the outline", () => {
    expect(layersOf('PCB1.GTL', 'PCB1.GM')).toEqual({ 'PCB1.GTL': 'copper', 'PCB1.GM': 'outline' });
  });

  it('prefers .GM1 to .GKO, and other mechanical layers become drawings', () => {
    expect(layersOf('a.GTL', 'a.GKO', 'a.GM1', 'a.GM13')).toEqual({
      'a.GTL': 'copper',
      'a.GKO': 'drawing',
      'a.GM1': 'outline',
      'a.GM13': 'drawing',
    });
  });

  it('takes a Mechanical1 file, and .GKO when nothing better is there', () => {
    expect(layersOf('Board-Mechanical1.gbr', 'Board-Mechanical2.gbr')['Board-Mechanical1.gbr']).toBe(
      'outline',
    );
    expect(layersOf('a.GTL', 'a.GKO', 'a.GM5')).toMatchObject({ 'a.GKO': 'outline', 'a.GM5': 'drawing' });
  });

  it('keeps an explicitly named outline and leaves mechanical layers as drawings', () => {
    expect(layersOf('board-Edge_Cuts.gbr', 'board.GM1', 'board.GKO')).toEqual({
      'board-Edge_Cuts.gbr': 'outline',
      'board.GM1': 'drawing',
      'board.GKO': 'drawing',
    });
  });

  it('keeps a file function over any stand-in', () => {
    const layers = identifyFiles([
      { name: 'x.GM1', text: '%TF.FileFunction,Profile,NP*%\nM02*' },
      { name: 'x.GM', text: '%TF.FileFunction,Drawing*%\nM02*' },
    ]);
    expect(layers.map((layer) => layer.type)).toEqual(['outline', 'drawing']);
  });
});

describe('files the design tools put beside the layers', () => {
  const typesOf = (files: { name: string; text: string }[]) =>
    Object.fromEntries(checkUploadedFiles(files).map((layer) => [layer.fileName, layer.type]));

  it('lists a read-me, a CAM settings file and a report as no layer, instead of refusing them as cut off', () => {
    const types = typesOf([
      { name: 'board-Edge_Cuts.gbr', text: GERBER },
      { name: 'board-PTH.drl', text: DRILL },
      { name: 'How-to-order-PCB.txt', text: 'Thank you for using EasyEDA.\nUpload the zip as it is.\n' },
      {
        name: 'nc_param.txt',
        text: 'FILE_TYPE=NC_PARAMETERS;\nFORMAT 2.5\nOUTPUT-UNITS ENGLISH\nREPEAT-CODES YES\n',
      },
      {
        name: 'Status Report.Txt',
        text: 'Output: Gerber Files\nType : Gerber\nFrom : Project board.PrjPcb\n',
      },
    ]);
    expect(types).toEqual({
      'board-Edge_Cuts.gbr': 'outline',
      'board-PTH.drl': 'drill',
      'How-to-order-PCB.txt': 'unknown',
      'nc_param.txt': 'unknown',
      'Status Report.Txt': 'unknown',
    });
  });

  it('still reads an Excellon file named .txt (Altium’s RoundHoles.TXT), and refuses it cut off', () => {
    const altium = `;FILE_FORMAT=2:5\nM48\nINCH\nT1F00S00C0.0315\n%\nT01\nX0100Y0100\n${'M30'}`;
    expect(typesOf([{ name: 'board-RoundHoles.TXT', text: altium }])).toEqual({
      'board-RoundHoles.TXT': 'drill',
    });
    expect(() =>
      checkUploadedFiles([{ name: 'board-RoundHoles.TXT', text: altium.replace('M30', '') }]),
    ).toThrow(/looks cut off/);
  });

  it('reads Allegro / OrCAD artwork films (.art) by their usual film names', () => {
    const films = ['TOP', 'L2_GND', 'BOTTOM', 'SMT', 'SMB', 'SST', 'SSB', 'SPT', 'OUTLINE', 'FAB'];
    const layers = checkUploadedFiles(films.map((film) => ({ name: `${film}.art`, text: GERBER })));
    expect(layers.map((layer) => `${layer.type}/${layer.side}`)).toEqual([
      'copper/top',
      'copper/inner',
      'copper/bottom',
      'soldermask/top',
      'soldermask/bottom',
      'silkscreen/top',
      'silkscreen/bottom',
      'solderpaste/top',
      'outline/all',
      'drawing/null',
    ]);
  });

  it("takes EasyEDA's drill drawing for a drawing and Eagle's .drd for the drill file", () => {
    expect(
      typesOf([
        { name: 'Gerber_BoardOutlineLayer.GKO', text: GERBER },
        { name: 'Gerber_DrillDrawingLayer.GDD', text: GERBER },
        { name: 'Drill_PTH_Through.DRL', text: DRILL },
      ]),
    ).toEqual({
      'Gerber_BoardOutlineLayer.GKO': 'outline',
      'Gerber_DrillDrawingLayer.GDD': 'drawing',
      'Drill_PTH_Through.DRL': 'drill',
    });
    expect(
      typesOf([
        { name: 'board.GTL', text: GERBER },
        { name: 'board.GKO', text: GERBER },
        { name: 'board.drd', text: DRILL },
      ]),
    ).toEqual({ 'board.GTL': 'copper', 'board.GKO': 'outline', 'board.drd': 'drill' });
  });
});
