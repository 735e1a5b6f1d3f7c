import { describe, expect, it } from 'vitest';
import { measureStall } from '../bom/stall.test-support.ts';
import { analyseBoard } from './gerber-analysis.ts';
import { expandUpload, flattenNames, MESSAGES, unpackZip } from './gerber-archive.ts';
import { checkUploadedFiles } from './gerber-file-checks.ts';
import { zipOf } from './gerbers.test-support.ts';

/**
 * Gerber uploads that once held the server: a job file of 90 MB of JSON parsed on the request thread
 * (the upload's refusal: gerbers.bad-input.test.ts), nested zips unpacked whole before their size was
 * counted, and names that came out alike.
 */
const MB = 1024 * 1024;
const TOP =
  '%FSLAX26Y26*%\n%MOMM*%\n%ADD10C,0.1*%\nD10*\nX0Y0D02*\nX1000000Y0D01*\nX1000000Y1000000D01*\nM02*\n';
/** `count` empty objects in FilesAttributes: 3 bytes each, packing about 1,000 to 1. */
const hugeJob = (count: number) => `{"FilesAttributes":[${'{},'.repeat(count)}{}]}`;

describe('a Gerber job file of many megabytes', () => {
  it('is left unread by the analysis, which lists it as not recognised', () => {
    const files = [
      { name: 'top.gtl', text: TOP },
      { name: 'board.gbrjob', text: hugeJob(400_000) },
    ];
    expect(() => checkUploadedFiles(files)).toThrow(MESSAGES.jobFileTooLarge('board.gbrjob'));
    const analysis = analyseBoard(files);
    expect(analysis.layers.map((layer) => [layer.fileName, layer.type])).toEqual([
      ['top.gtl', 'copper'],
      ['board.gbrjob', 'unknown'],
    ]);
  });
});

describe('zips inside the zip', () => {
  it('refuses an inner zip larger than what is left of the budget, before unpacking it', async () => {
    const inner = await zipOf([{ name: 'top.gtl', data: Buffer.alloc(40 * MB, 0x20) }]);
    const { outcome, elapsedMs } = await measureStall(() => unpackZip(inner, 'b.zip', 10 * MB));
    expect(outcome.status === 'rejected' && (outcome.reason as Error).message).toBe(MESSAGES.tooBig);
    // The directory alone says it is too large: refusing takes a fraction of unpacking it (some 100 ms),
    // measured here on the same machine and load.
    const unpacking = await measureStall(() => unpackZip(inner, 'b.zip', 100 * MB));
    expect(unpacking.outcome.status).toBe('fulfilled');
    expect(elapsedMs).toBeLessThan(unpacking.elapsedMs / 2);
  });

  it('stops unpacking an entry whose directory understates it once the budget is spent', async () => {
    const zip = await zipOf([{ name: 'top.gtl', data: Buffer.alloc(40 * MB, 0x20) }]);
    const lying = Buffer.from(zip);
    // The sizes in the local header (offset 22) and in the central directory (offset 24) say 1,000.
    lying.writeUInt32LE(1000, 22);
    const central = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(1000, central + 24);
    await expect(unpackZip(lying, 'lying.zip', 10 * MB)).rejects.toThrow();
  });

  it('refuses three inner zips of 120 MB each from the directories of the third', async () => {
    const inner = await zipOf([{ name: 'top.gtl', data: Buffer.alloc(120 * MB, 0x20) }]);
    const outer = await zipOf([
      { name: 'a.zip', data: inner },
      { name: 'b.zip', data: inner },
      { name: 'c.zip', data: inner },
    ]);
    await expect(expandUpload([{ name: 'nested.zip', data: outer }])).rejects.toThrow(MESSAGES.tooBig);
  }, 60_000);
});

describe('names in an upload', () => {
  it('numbers a second file of the same name: "top (2).gtl"', async () => {
    const zip = await zipOf([
      { name: 'top.gtl', data: TOP },
      { name: 'top.gtl', data: `${TOP}G04 second*\n` },
      { name: 'TOP.gtl', data: TOP },
      { name: 'a/board.drl', data: 'M48' },
      { name: 'b/board.drl', data: 'M48' },
    ]);
    const names = flattenNames(await expandUpload([{ name: 'g.zip', data: zip }])).map((file) => file.name);
    expect(names).toEqual(['top.gtl', 'top (2).gtl', 'TOP (3).gtl', 'board.drl', 'b_board.drl']);
  });

  it('replaces control characters (NUL too) instead of cutting the name at them', async () => {
    const zip = await zipOf([{ name: 'toXp.gtl', data: TOP }]);
    // yazl will not write a NUL: the name is patched in place (it is not covered by the CRC).
    const patched = Buffer.from(zip.toString('latin1').replaceAll('toXp.gtl', 'to\0p.gtl'), 'latin1');
    const names = flattenNames(await expandUpload([{ name: 'g.zip', data: patched }])).map(
      (file) => file.name,
    );
    expect(names).toEqual(['to_p.gtl']);
    expect(flattenNames([{ name: 'a\r\nb\u0007.gtl', data: Buffer.from(TOP) }])[0]?.name).toBe('a_b_.gtl');
  });
});
