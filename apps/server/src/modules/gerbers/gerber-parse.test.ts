import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { describe, expect, it } from 'vitest';
import { normaliseLayerText } from './gerber-file-checks.ts';
import { expectSameTree } from './gerber-parse.test-support.ts';
import { parseGerber } from './gerber-parse.ts';

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

// Every Gerber and drill file of the fixtures up to 150 KB (the larger ones take tracespace seconds).
const LAYER_FILES = [sharedPath('fixtures/boards'), sharedPath('fixtures/real/gerbers')]
  .flatMap(filesUnder)
  .filter((file) => !/(LICENSE|SOURCE|manifest|\.(json|md|txt|csv|zip|xlsx?)$)/i.test(path.basename(file)))
  .filter((file) => statSync(file).size <= 150_000)
  .map((file) => ({ file: path.relative(sharedPath('fixtures'), file), text: readFileSync(file, 'latin1') }))
  .filter(({ text }) => /%FS|M48/.test(text));

describe('the Gerber fast path gives tracespace’s tree', () => {
  it.each(LAYER_FILES)('$file, as uploaded and as normalised', ({ text }) => {
    expectSameTree(text);
    expectSameTree(normaliseLayerText(text));
  });

  const header = '%FSLAX46Y46*%\n%MOMM*%\n%ADD10C,0.1*%\n';
  it.each([
    [
      'operations with and without modes',
      'D10*\nG01X1Y2D02*\nX+3Y-4D01*\nG03X5Y6I-1J0D01*\nX7Y8*\nD03*\nG2D1*\n',
    ],
    ['tool changes with zeros and G54', 'D010*\nG54D10*\nG54D01*\nD0*\n'],
    ['interpolation, regions and quadrant modes', 'G01*\nG2*\nG036*\nG37*\nG74*\nG75*\n'],
    [
      'comments that lex to their text and ones that do not',
      'G04 plain words, 1.5 mm*\nG04 uses D10 and M02*\nG04*\nG04 100% sure*\n',
    ],
    [
      'X2 attributes and other extended commands',
      '%TF.FileFunction,Copper,L1,Top*%\n%TD*%\n%TO.C,R1*%\n%LPC*%\n%IPPOS*%\n',
    ],
    [
      'X2 attributes and comments with codes in them',
      '%TO.P,U1,D10*%\n%TA.AperFunction,G04,FSLAX*%\nG04 #@! TF.FileFunction,Copper,L1,Top*\nG4 G01 X1 D10*\n',
    ],
    ['statements the fast path leaves alone', 'X1Y2Z3D01*\nX1Y2D10*\nG54X1Y2*\nX1 Y2D01*\nX1Y2I3J4X5D01*\n'],
  ])('%s', (_name, body) => {
    expectSameTree(`${header}${body}M02*\n`);
  });

  it('hands odd files to tracespace whole, with the same result', () => {
    expectSameTree(`${header}%SRX2Y2I1J1*SR*%\nX1Y1D01*\nM02*\n`); // several statements in a %SR block
    expectSameTree(`${header}X1Y1D01*\nX2Y2`); // cut off mid-statement
    expectSameTree(`${header}X1%Y1D01*\nM02*\n`); // a per cent sign outside an extended command
    expect(parseGerber(`${header}X1Y1D01*\nX2Y2`).children.some((node) => node.type === 'done')).toBe(false);
  });
});
