import { CPL_MAX_PLACEMENTS } from '@boardhouse/shared/cpl';
import { describe, expect, it } from 'vitest';
import { measureStall, refusalOf } from '../bom/stall.test-support.ts';
import { mountSideOf, readCplTable } from './cpl-file.ts';
import { readCplFile } from './cpl-read.ts';
import { buildCplWordIndex } from './cpl-reader.ts';

/**
 * Hostile placement files (up to the 10 MB upload limit) are answered quickly and never hold the
 * request thread: before, one 300 KB line of "unit unit …" held it 15 s and 5,000,000 short lines 19 s.
 */
const words = buildCplWordIndex(null);
/** As an upload reads it (cpl.service.ts). */
const read = (text: string, extension = 'csv') =>
  readCplFile(Buffer.from(text), extension, mountSideOf(`.${extension}`), words);

describe('placement files that once stalled the server', () => {
  it('reads one long line of "unit" words in linear time', async () => {
    // 150 KB: about 4 s of backtracking before (quadratic in the line's length).
    const { outcome, longestStallMs } = await measureStall(() => read(`${'unit '.repeat(30_000)}\n`));
    expect(refusalOf(outcome)).toMatch(/no heading row/i);
    expect(longestStallMs).toBeLessThan(1000);
  });

  it('stops reading a file of millions of lines past the placement limit', async () => {
    const { outcome, elapsedMs, longestStallMs } = await measureStall(() => read('a\n'.repeat(5_000_000)));
    expect(refusalOf(outcome)).toBe(
      `The placement file has more than ${(CPL_MAX_PLACEMENTS + 1000).toLocaleString('en')} lines; at most ${CPL_MAX_PLACEMENTS.toLocaleString('en')} placements are accepted`,
    );
    expect(elapsedMs).toBeLessThan(5000);
    expect(longestStallMs).toBeLessThan(1000);
  });

  it('refuses a file of line breaks alone the same way, unread past the limit', async () => {
    const { outcome, longestStallMs } = await measureStall(() => read(`${'\n'.repeat(9_000_000)}a\n`));
    expect(refusalOf(outcome)).toMatch(/^The placement file has more than [\d,]+ lines/);
    expect(longestStallMs).toBeLessThan(1000);
  });

  it('reads 10 MB of placements, 230 cells a row, without holding the request thread', async () => {
    const cells = ',x'.repeat(230);
    const lines = [`Designator,Mid X,Mid Y${cells}`];
    for (let part = 1; part <= CPL_MAX_PLACEMENTS; part += 1)
      lines.push(`R${part},${part % 300}.5,${part % 200}.25${cells}`);
    const text = `${lines.join('\n')}\n`;
    expect(text.length).toBeGreaterThan(9 * 1024 * 1024);
    const { outcome, longestStallMs } = await measureStall(() => read(text));
    expect(outcome.status).toBe('fulfilled');
    if (outcome.status === 'fulfilled') expect(outcome.value.placements).toHaveLength(CPL_MAX_PLACEMENTS);
    // Read in the pool it holds this thread about 50 ms (copying 20,000 placements back), on this thread
    // some 300; a loaded machine blurs that difference too much to assert it (bench/ measures such times).
    expect(longestStallMs).toBeLessThan(2_000);
  });

  it('still finds the unit a title line declares, and refuses one placement too many by its count', async () => {
    const table = await readCplTable(
      Buffer.from('## Unit = mil, Angle = deg.\n# Ref Val PosX PosY Rot Side\nR1 10k 100 200 0 top\n'),
      'pos',
    );
    expect(table.declaredUnit).toBe('mil');
    const rows = ['Designator,Mid X,Mid Y'];
    for (let part = 0; part <= CPL_MAX_PLACEMENTS; part += 1) rows.push(`C${part},1,2`);
    await expect(read(rows.join('\n'))).rejects.toThrow(
      `The placement file has ${CPL_MAX_PLACEMENTS + 1} placements; at most ${CPL_MAX_PLACEMENTS} are accepted`,
    );
  });
});
