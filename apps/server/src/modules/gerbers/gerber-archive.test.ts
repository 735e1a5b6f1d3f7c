import { describe, expect, it } from 'vitest';
import { expandUpload, flattenNames } from './gerber-archive.ts';
import { zipOf } from './gerbers.test-support.ts';

const names = (files: { name: string }[]) => files.map((file) => file.name);

describe('unpacking an upload', () => {
  it('opens a zip inside the zip, naming its files under its own path', async () => {
    const fab = await zipOf([
      { name: 'board-F_Cu.gtl', data: 'G04 top*' },
      { name: 'board.drl', data: 'M48' },
    ]);
    const outer = await zipOf([
      { name: 'export/fab.zip', data: fab },
      { name: 'export/board-B_Cu.gbl', data: 'G04 bottom*' },
    ]);
    const files = await expandUpload([{ name: 'project.zip', data: outer }]);
    expect(names(files)).toEqual([
      'export/fab/board-F_Cu.gtl',
      'export/fab/board.drl',
      'export/board-B_Cu.gbl',
    ]);
    expect(files[0]?.data.toString()).toBe('G04 top*');
    expect(names(flattenNames(files))).toEqual(['board-F_Cu.gtl', 'board.drl', 'board-B_Cu.gbl']);
  });

  it('opens a zip among loose files, and refuses a third level', async () => {
    const fab = await zipOf([{ name: 'board.gtl', data: 'G04*' }]);
    expect(names(await expandUpload([{ name: 'fab.zip', data: fab }]))).toEqual(['board.gtl']);
    const deepest = await zipOf([{ name: 'inner.zip', data: await zipOf([{ name: 'fab.zip', data: fab }]) }]);
    await expect(expandUpload([{ name: 'deep.zip', data: deepest }])).rejects.toThrow(
      '“fab.zip” in “inner.zip” is a third zip, one inside the other: please send the Gerber and drill files in one zip',
    );
  });

  it('counts the files of every archive together against the upload’s limit', async () => {
    const half = (prefix: string) =>
      zipOf(Array.from({ length: 150 }, (_, index) => ({ name: `${prefix}${index}.gbr`, data: 'G04*' })));
    const outer = await zipOf([
      { name: 'a.zip', data: await half('a') },
      { name: 'b.zip', data: await half('b') },
    ]);
    await expect(expandUpload([{ name: 'two.zip', data: outer }])).rejects.toThrow(/more than 200 files/);
  });
});
