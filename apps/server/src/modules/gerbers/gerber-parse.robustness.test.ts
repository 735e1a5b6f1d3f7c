import type { GerberLayer } from '@boardhouse/shared/pcb/gerbers';
import type { GerberNode, ToolMacro } from '@tracespace/parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseBoard } from './gerber-analysis.ts';
import { expectSameOutcome, expectSameTree } from './gerber-parse.test-support.ts';
import { parseGerber } from './gerber-parse.ts';
import { GerberFileError, plotLayer } from './gerber-plot.ts';

/** The faults an outside review found in gerber-parse.ts, each on a small input made here. */

const HEADER = '%FSLAX46Y46*%\n%MOMM*%\n%ADD10C,0.1*%\n';
const macros = (children: GerberNode[]) =>
  children.filter((node): node is ToolMacro => node.type === 'toolMacro');

describe('several statements in one extended-command block (Cadence Allegro, OrCAD)', () => {
  const CADENCE = '%FSLAX25Y25*MOMM*%\n%IR0*IPPOS*OFA0.00000B0.00000*MIA0B0*SFA1.00000B1.00000*%\n';
  const ONE_PER_BLOCK =
    '%FSLAX25Y25*%%MOMM*%\n%IR0*%%IPPOS*%%OFA0.00000B0.00000*%%MIA0B0*%%SFA1.00000B1.00000*%\n';
  /** A 50 × 30 mm outline drawn with the aperture defined right after the header. */
  const outline = (header: string) =>
    `G04 File Origin:  Cadence Allegro 17.4-S019*\n${header}%ADD10C,.1*%\nG75*\n%LPD*%\nG54D10*\nG01*\n` +
    'X0Y0D02*\nX5000000D01*\nY3000000D01*\nX0D01*\nY0D01*\nM02*\n';

  it('reads each statement of the block, and the aperture definition after it', () => {
    expectSameTree(outline(CADENCE), outline(ONE_PER_BLOCK));
    expect(parseGerber(outline(CADENCE)).children).toContainEqual(
      expect.objectContaining({
        type: 'toolDefinition',
        code: '10',
        shape: { type: 'circle', diameter: 0.1 },
      }),
    );
  });

  it('measures the outline drawn with that aperture: 50 × 30 mm', () => {
    expect(analyseBoard([{ name: 'OUTLINE.art', text: outline(CADENCE) }]).outline).toEqual({
      widthMm: 50,
      heightMm: 30,
    });
  });

  it('keeps aperture macros, aperture blocks and step and repeat in their form', () => {
    expectSameTree(
      `${HEADER}%AMBOX*0 two primitives*21,1,$1,$2,0,0,0*1,1,0.1,0,0*%\n%ADD11BOX,1X2*%\nM02*\n`,
    );
    expectSameTree(`${HEADER}%ABD12*%\nD10*\nX1Y1D03*\n%AB*%\n%SRX2Y1I5J0*%\nD12*\n%SR*%\nM02*\n`);
  });
});

describe('large files on tracespace’s path', () => {
  it('reads a drill file of 160 000 hits (one spread call of all its nodes overflowed the stack)', () => {
    const hits = Array.from(
      { length: 160_000 },
      (_, index) => `X${index % 400}Y${Math.floor(index / 400)}\n`,
    );
    const tree = parseGerber(`M48\nMETRIC\nT1C0.3\n%\nT1\n${hits.join('')}M30\n`);
    expect(tree.children.filter((node) => node.type === 'graphic')).toHaveLength(160_000);
    expect(tree.children.at(-2)).toEqual({
      type: 'graphic',
      graphic: null,
      coordinates: { x: '399', y: '399' },
      position: expect.anything(),
    });
    expect(tree.children.at(-1)?.type).toBe('done');
  }, 60_000);

  it('gives the tree of one parse, though fed in chunks cut after line breaks or `*`', () => {
    const lines = Array.from({ length: 3000 }, (_, index) =>
      index % 500 === 0 ? `; tool ${index}\nT${index / 500 + 1}\n` : `X${index}Y-${index}\n`,
    );
    const tools = Array.from({ length: 6 }, (_, index) => `T${index + 1}C0.${index + 3}\n`).join('');
    expectSameTree(
      `M48\n; FORMAT={-:-/ absolute / metric / decimal}\nMETRIC\n${tools}%\n${lines.join('')}M30\n`,
    );
    // Several statements in a %SR block leave the file to tracespace whole; this one has no line breaks.
    const strokes = Array.from({ length: 4000 }, (_, index) => `X${index}Y${index}D01*`).join('');
    expectSameTree(`${HEADER}%SRX2Y2I1J1*SR*%D10*${strokes}M02*`);
  });

  it('refuses a file in which tracespace finds nothing to read, instead of reading it again and again', () => {
    expect(() => parseGerber(`M48\n${'?\n'.repeat(200_000)}M30\n`)).toThrow(/no statement/);
  });
});

describe('long statements', () => {
  it('reads a 50 kB comment as tracespace does, codes in it as their values', () => {
    const words = 'A'.repeat(50_000);
    const tree = parseGerber(`${HEADER}G04 ${words}*\nG04${' D10 M02'.repeat(6_000)}*\nM02*\n`);
    expect(tree.children.filter((node) => node.type === 'comment')).toEqual([
      { type: 'comment', comment: words },
      { type: 'comment', comment: ' 10 2'.repeat(6_000).trim() },
    ]);
    expect(tree.children.filter((node) => node.type === 'done')).toHaveLength(1);
  });

  it('keeps comments, which the plotter reads drill formats and zero suppression from', () => {
    expectSameTree(
      `${HEADER}G04 #@! TF.FileFunction,Copper,L1,Top*\nG04 FORMAT={3:5} suppress trailing*\nM02*\n`,
    );
  });

  it('refuses a statement for tracespace longer than it reads in reasonable time, as unreadable', () => {
    expect(() => parseGerber(`${HEADER}%ADD11C${',0.1'.repeat(1_500)}*%\nM02*\n`)).toThrow(/longer than/);
    expect(() => parseGerber(`M48\n;${'A'.repeat(5_000)}\nM30\n`)).toThrow(/longer than/);
  });
});

describe('aperture macros', () => {
  const macroFile = (body: string) => `${HEADER}%AMM*${body}%\n%ADD11M,1X2*%\nD11*\nX1Y1D03*\nM02*\n`;

  it.each([
    ['a comment, variables and expressions', '0 a note*$1=$2X2*$3=($1+0.5)/2*1,1,$3,0,0*21,1,$1,$2,0,0,45*'],
    ['signed numbers, x and X', '1,1,-0.5+-1,$1-2,3x4,2X$1*'],
    ['a polygon written over lines, as KiCad does', '4,1,3,\n1,1,\n2,2,\n1,0,\n1,1,\n0*'],
    ['whitespace and junk', '1 , 1*X*1,1*0*$1=*7,0,0,1,0.8,0.1,45* 0*'],
    ['junk after a value, or a group never closed', '1,1,2)3*1,1,(2*'],
    ['an empty value (tracespace throws)', '1,1,,2*'],
    ['parentheses nested 100 deep', `1,1,${'('.repeat(100)}1${')'.repeat(100)},0,0*`],
  ])('%s is read as tracespace reads it', (_name, body) => {
    expectSameOutcome(macroFile(body));
  });

  it('reads any body of macro tokens as tracespace does', () => {
    const token = fc.constantFrom(
      ...['0', '1', '21', '.5', '-2', '+3', '$1', '$2', '=', ',', ',', 'X', 'x', '/', '+', '-', '(', ')'],
      ...['*', '*', ' ', '\n', 'A', 'Y'],
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (tokens) => {
        expectSameOutcome(macroFile(tokens.join('')));
      }),
      { numRuns: 300 },
    );
  });

  it('reads a macro of 2000 primitives, and a free polygon of 5000 vertices on one line', () => {
    const primitives = Array.from({ length: 2_000 }, (_, index) => `1,1,0.1,${index},0*`);
    const vertices = Array.from({ length: 5_001 }, (_, index) => [index / 1000, index % 7]);
    const tree = parseGerber(
      `${HEADER}%AMBIG*\n${primitives.join('\n')}%\n%AMFREE*4,1,5000,${vertices.join(',')},0*%\nM02*\n`,
    );
    const [big, free] = macros(tree.children);
    expect(big?.name).toBe('BIG');
    expect(big?.children).toHaveLength(2_000);
    expect(big?.children[1_999]).toEqual({
      type: 'macroPrimitive',
      code: '1',
      parameters: [1, 0.1, 1_999, 0],
    });
    expect(free?.children).toEqual([
      { type: 'macroPrimitive', code: '4', parameters: [1, 5_000, ...vertices.flat(), 0] },
    ]);
  });

  it('refuses expressions nested over 100 deep as unreadable, without running out of stack', () => {
    const nested = (depth: number) => macroFile(`1,1,${'('.repeat(depth)}1${')'.repeat(depth)},0,0*`);
    expect(() => parseGerber(nested(101))).toThrow(/nests parentheses over 100 deep/);
    const layer: GerberLayer = { fileName: 'deep-F_Cu.gbr', type: 'copper', side: 'top' };
    const reading = () => plotLayer(layer, { name: layer.fileName, text: nested(10_000) });
    expect(reading).toThrow(GerberFileError);
    expect(reading).toThrow('“deep-F_Cu.gbr” could not be read as a Gerber or drill file');
  });
});
