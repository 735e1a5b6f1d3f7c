import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { storedFiles } from '../../../test/stored-files.ts';
import { measureStall } from '../bom/stall.test-support.ts';
import { BOARDS, uploadGerbers, waitForAnalysis, zipOf } from './gerbers.test-support.ts';

let t: TestApp;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInPerson(t);
});
afterAll(() => t.close());

const uno = (name: string) => readFileSync(path.join(BOARDS, 'arduino-uno', name));
const MB = 1024 * 1024;

/** Uploads to a fresh project and expects a refusal with `message`, and no file left behind. */
async function expectRefused(files: { name: string; data: Buffer }[], status: number, message: RegExp) {
  const projectId = await projectOf(t, owner, `Refused ${Math.random().toString(36).slice(2)}`);
  const response = await uploadGerbers(t, owner, projectId, files);
  expect(response.statusCode).toBe(status);
  expect(response.json().error.message).toMatch(message);
  expect(await storedFiles(t, projectId)).toEqual([]);
  const analysis = await t.app.inject({
    method: 'GET',
    url: `/rest/project/pcb/${projectId}/gerbers`,
    headers: owner.headers,
  });
  expect(analysis.statusCode).toBe(404);
}

describe('refused Gerber uploads', () => {
  it('refuses a zip that unpacks to more than 300 MB, from its directory', async () => {
    // 31 entries of 10 MB of zeros: about 10 KB each compressed, 310 MB declared.
    const zeros = Buffer.alloc(10 * MB);
    const bomb = await zipOf(
      Array.from({ length: 31 }, (_, index) => ({ name: `layer${index}.gbr`, data: zeros })),
    );
    expect(bomb.length).toBeLessThan(2 * MB);
    await expectRefused([{ name: 'bomb.zip', data: bomb }], 400, /unpacks to more than 300 MB/);
  });

  it('refuses a zip with more than 200 files', async () => {
    const many = await zipOf(
      Array.from({ length: 201 }, (_, index) => ({ name: `f${index}.gbr`, data: 'G04*' })),
    );
    await expectRefused([{ name: 'many.zip', data: many }], 400, /more than 200 files/);
  });

  it('refuses entries that climb out of the archive', async () => {
    // yazl will not write "..": the name is patched in place (it is not covered by the CRC).
    const zip = await zipOf([{ name: 'xx/evil.gtl', data: uno('arduino-uno.cmp') }]);
    const patched = Buffer.from(zip.toString('latin1').replaceAll('xx/evil.gtl', '../evil.gtl'), 'latin1');
    await expectRefused([{ name: 'evil.zip', data: patched }], 400, /points outside the archive/);
    const backslash = Buffer.from(zip.toString('latin1').replaceAll('xx/evil.gtl', 'xx\\evil.gtl'), 'latin1');
    await expectRefused([{ name: 'evil.zip', data: backslash }], 400, /points outside the archive/);
  });

  it('refuses a file named .zip that is not one', async () => {
    await expectRefused(
      [{ name: 'board.zip', data: Buffer.from('this is not a zip file at all') }],
      400,
      /“board.zip” is not a readable zip archive/,
    );
  });

  it('refuses an archive without Gerber or drill files', async () => {
    const readme = await zipOf([{ name: 'README.md', data: '# my board' }]);
    await expectRefused([{ name: 'empty.zip', data: readme }], 400, /No Gerber or drill file was found/);
    await expectRefused(
      [{ name: 'nothing.zip', data: await zipOf([]) }],
      400,
      /No Gerber or drill file was found/,
    );
  });

  it('refuses a truncated Gerber', async () => {
    const copper = uno('arduino-uno.cmp');
    const zip = await zipOf([
      { name: 'arduino-uno.cmp', data: copper.subarray(0, Math.floor(copper.length / 2)) },
      { name: 'arduino-uno.gko', data: uno('arduino-uno.gko') },
    ]);
    await expectRefused([{ name: 'cut.zip', data: zip }], 400, /“arduino-uno.cmp” looks cut off/);
  });

  it('refuses a .gbrjob of 24 MB from the zip’s directory, without holding the request thread', async () => {
    // 8,000,000 empty objects pack to some 25 KB; parsed on this thread they held it for seconds.
    const job = `{"FilesAttributes":[${'{},'.repeat(8_000_000)}{}]}`;
    const zip = await zipOf([
      { name: 'arduino-uno.cmp', data: uno('arduino-uno.cmp') },
      { name: 'board.gbrjob', data: job },
    ]);
    expect(zip.length).toBeLessThan(MB);
    const { outcome, longestStallMs } = await measureStall(() =>
      expectRefused(
        [{ name: 'job.zip', data: zip }],
        400,
        /“board.gbrjob” is far larger than a Gerber job file/,
      ),
    );
    if (outcome.status === 'rejected') throw outcome.reason;
    expect(longestStallMs).toBeLessThan(1000);
  });

  it('refuses an upload over 50 MB with 413', async () => {
    await expectRefused([{ name: 'huge.zip', data: Buffer.alloc(60 * MB, 1) }], 413, /larger than 50 MB/);
  });

  it('fails the job, with the reason and no files, for a Gerber the plotter cannot finish', async () => {
    // Ends with M02 (so the quick check passes) but the parser finds no end of file: the job refuses it.
    const projectId = await projectOf(t, owner, 'Broken in the job');
    const broken = Buffer.from(
      '%FSLAX24Y24*%\n%MOIN*%\n%ADD10C,0.01*%\nD10*\nX0Y0D02*\nX1000Y0D01*\nG04 M02*',
    );
    const upload = await uploadGerbers(t, owner, projectId, [
      { name: 'board.gtl', data: broken },
      { name: 'arduino-uno.gko', data: uno('arduino-uno.gko') },
    ]);
    expect(upload.statusCode).toBe(202);
    const analysis = (await waitForAnalysis(t, owner, projectId)).json();
    expect(analysis).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/“board.gtl” looks cut off/),
      outline: null,
      previews: null,
    });
    expect(await storedFiles(t, projectId)).toEqual([]);
  });
});
