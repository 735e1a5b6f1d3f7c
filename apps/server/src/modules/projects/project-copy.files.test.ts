import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { projects } from '../../db/schema.ts';
import { sangaboardZip, uploadGerbers, waitForAnalysis } from '../gerbers/gerbers.test-support.ts';
import {
  BOM_JLC,
  expectFreshOffers,
  expectSameBoard,
  POS_JLC,
  projectIdOf,
  sangaboardProject,
} from './project-copy.test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await signedInPerson(t);
});
afterAll(() => t.close());

describe('copying a project with all its files', () => {
  it('copies BOM, placements, PCB spec and analysed Gerbers into files of its own, priced afresh', async () => {
    const sourceKey = await sangaboardProject(t, owner, 'Sangaboard');
    const copied = await call('POST', '/rest/project/copyProject', owner, { projectId: sourceKey });
    expect(copied.statusCode, copied.body).toBe(200);
    const copyKey = copied.json().projectId;
    expect(copied.json().name).toBe('Sangaboard (copy)');
    await expectSameBoard(t, owner, sourceKey, copyKey);
    await expectFreshOffers(t, owner, copyKey);
    const exported = (await call('GET', `/rest/project/bom/${copyKey}/export?format=csv`, owner)).rawPayload;

    // The original loses every file: BOM and placements deleted, new Gerbers in place of the old ones
    // (their folder is removed at once), then the project itself.
    expect((await call('DELETE', `/rest/project/bom/${sourceKey}`, owner)).statusCode).toBe(204);
    expect((await call('DELETE', `/rest/project/cpl/${sourceKey}`, owner)).statusCode).toBe(204);
    const again = await uploadGerbers(t, owner, sourceKey, [
      { name: 'sangaboard.zip', data: await sangaboardZip() },
    ]);
    expect(again.statusCode).toBe(202);
    expect((await call('DELETE', `/rest/project/${sourceKey}`, owner)).statusCode).toBe(204);

    const bom = await call('GET', `/rest/project/bom/${copyKey}/export?format=csv`, owner);
    expect(bom.statusCode).toBe(200);
    expect(bom.rawPayload.equals(exported)).toBe(true);
    const placements = await call('GET', `/rest/get-file/centroid?projectId=${copyKey}`, owner);
    expect(placements.statusCode).toBe(200);
    expect(placements.rawPayload.equals(POS_JLC)).toBe(true);
    for (const side of ['top', 'bottom']) {
      const picture = await call('GET', `/rest/project/pcb/${copyKey}/gerbers/preview/${side}.svg`, owner);
      expect(picture.statusCode).toBe(200);
      expect(picture.body).toMatch(/^<svg[\s>]/);
    }
    // A layer correction reads the copy's own Gerber files and draws the board again from them.
    const analysis = (await call('GET', `/rest/project/pcb/${copyKey}/gerbers`, owner)).json();
    const corrected = await call('PUT', `/rest/project/pcb/${copyKey}/gerbers/layers`, owner, {
      layers: analysis.layers,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().outline.widthMm).toBeCloseTo(65.0, 1);
  });

  it('analyses the copy of Gerbers still being analysed once the copy exists', async () => {
    const sourceKey = (await call('POST', '/rest/project/new', owner, { name: 'Still analysing' })).json()
      .projectId;
    const upload = await uploadGerbers(t, owner, sourceKey, [
      { name: 'sangaboard.zip', data: await sangaboardZip() },
    ]);
    expect(upload.statusCode).toBe(202);
    const copied = await call('POST', '/rest/project/copyProject', owner, { projectId: sourceKey });
    expect(copied.statusCode, copied.body).toBe(200);
    const copyKey = copied.json().projectId;
    expect((await call('GET', `/rest/project/pcb/${copyKey}/gerbers`, owner)).json().status).toBe('pending');
    const done = (await waitForAnalysis(t, owner, copyKey)).json();
    expect(done.status).toBe('done');
    expect(done.layers).toHaveLength(11);
    const picture = await call('GET', `/rest/project/pcb/${copyKey}/gerbers/preview/top.svg`, owner);
    expect(picture.statusCode).toBe(200);
    expect(await projectIdOf(t, copyKey)).not.toBe(await projectIdOf(t, sourceKey));
  });

  // Last: the part added here stays registered for the rest of this file's app.
  it('removes the files already copied when one part of the copy fails', async () => {
    const sourceKey = (await call('POST', '/rest/project/new', owner, { name: 'Half copied' })).json()
      .projectId;
    const bom = multipart('bom_jlc.csv', BOM_JLC);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/rest/project/bomFileUpload/${sourceKey}`,
      headers: { ...owner.headers, ...bom.headers },
      payload: bom.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const gerbers = await uploadGerbers(t, owner, sourceKey, [
      { name: 'sangaboard.zip', data: await sangaboardZip() },
    ]);
    expect(gerbers.statusCode).toBe(202);
    await waitForAnalysis(t, owner, sourceKey);
    t.services.projects.addCopyPart({
      prepare: async () => {
        // Fails once the other parts have had time to copy their files.
        await new Promise((resolve) => setTimeout(resolve, 200));
        throw new Error('storage is full');
      },
    });
    const copied = await call('POST', '/rest/project/copyProject', owner, { projectId: sourceKey });
    expect(copied.statusCode).toBe(500);
    // The copy's id was reserved after the source's: nothing may be left under it or any later one.
    const sourceId = await projectIdOf(t, sourceKey);
    const later = readdirSync(`${t.ctx.config.filesDir}/projects`).filter((id) => Number(id) > sourceId);
    expect(later.flatMap((id) => filesUnder(`${t.ctx.config.filesDir}/projects/${id}`))).toEqual([]);
    const copies = await t.ctx.db.select().from(projects).where(eq(projects.name, 'Half copied (copy)'));
    expect(copies).toEqual([]);
  });
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .sort();
}
