import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { storedFiles } from '../../../test/stored-files.ts';
import { sangaboardZip, uploadGerbers, waitForAnalysis } from './gerbers.test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
let stranger: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await signedInPerson(t);
  stranger = await signedInPerson(t);
});
afterAll(() => t.close());

/** A project of the owner's with the Sangaboard set uploaded and analysed, made once for the tests that read it. */
let analysed: Promise<string> | undefined;
function analysedProject(): Promise<string> {
  analysed ??= (async () => {
    const projectId = await projectOf(t, owner, 'Sangaboard analysed');
    await uploadGerbers(t, owner, projectId, [{ name: 'sangaboard.zip', data: await sangaboardZip() }]);
    expect((await waitForAnalysis(t, owner, projectId)).json().status).toBe('done');
    return projectId;
  })();
  return analysed;
}

describe('uploading the Sangaboard v0.4 set as a zip', () => {
  it('answers 404 with a clear message before anything is uploaded', async () => {
    const projectId = await projectOf(t, owner, 'Sangaboard not yet uploaded');
    const response = await call('GET', `/rest/project/pcb/${projectId}/gerbers`, owner);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No Gerber files have been uploaded for this project yet');
  });

  it('answers pending at once, then the layers, outline and previews', async () => {
    const projectId = await projectOf(t, owner, 'Sangaboard uploaded');
    const upload = await uploadGerbers(t, owner, projectId, [
      { name: 'sangaboard.zip', data: await sangaboardZip() },
    ]);
    expect(upload.statusCode).toBe(202);
    expect(upload.json()).toEqual({ jobId: expect.any(String), status: 'pending' });
    const done = await waitForAnalysis(t, owner, projectId);
    expect(done.statusCode).toBe(200);
    const analysis = done.json();
    expect(analysis.status).toBe('done');
    expect(analysis.layers).toHaveLength(11);
    expect(analysis.layers).toContainEqual({
      fileName: 'sangaboard_v0.4-Edge_Cuts.gm1',
      type: 'outline',
      side: 'all',
    });
    expect(analysis.outline.widthMm).toBeCloseTo(65.0, 1);
    expect(analysis.outline.heightMm).toBeCloseTo(56.5, 1);
    expect(analysis.copperLayers).toBe(2);
    expect(analysis.previews).toEqual({
      top: `/rest/project/pcb/${projectId}/gerbers/preview/top.svg`,
      bottom: `/rest/project/pcb/${projectId}/gerbers/preview/bottom.svg`,
    });
    const jobId = upload.json().jobId;
    const files = await storedFiles(t, projectId);
    expect(files.every((file) => file.includes(`/gerbers/${jobId}/`))).toBe(true);
    expect(files.filter((file) => file.endsWith('.svg'))).toHaveLength(2);
  });

  it('serves the previews as SVG in the PCB spec’s colours, or the query’s', async () => {
    const projectId = await analysedProject();
    const top = await call('GET', `/rest/project/pcb/${projectId}/gerbers/preview/top.svg`, owner);
    expect(top.statusCode).toBe(200);
    expect(top.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(top.body).toMatch(/^<svg /);
    // The house default mask is green; red comes from the query without rendering again.
    expect(top.body).toContain('.bh-mask{color:#1d6b3a');
    const red = await call(
      'GET',
      `/rest/project/pcb/${projectId}/gerbers/preview/bottom.svg?mask=red&silk=black`,
      owner,
    );
    expect(red.body).toContain('.bh-mask{color:#a4221d');
    expect(red.body).toContain('.bh-silk{color:#101010');
    await call('POST', `/rest/project/pcb/${projectId}`, owner, { solderMaskColor: 'blue' });
    const blue = await call('GET', `/rest/project/pcb/${projectId}/gerbers/preview/top.svg`, owner);
    expect(blue.body).toContain('.bh-mask{color:#1c4c8f');
  });

  it('measures again with corrected layer types', async () => {
    const projectId = await analysedProject();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/rest/project/pcb/${projectId}/gerbers/layers`,
      headers: owner.headers,
      payload: { layers: [{ fileName: 'sangaboard_v0.4-B_Cu.gbl', type: 'drawing', side: null }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().copperLayers).toBe(1);
    expect((await call('GET', `/rest/project/pcb/${projectId}/gerbers`, owner)).json().copperLayers).toBe(1);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/rest/project/pcb/${projectId}/gerbers/layers`,
      headers: owner.headers,
      payload: { layers: [{ fileName: 'nothing.gbr', type: 'copper', side: 'top' }] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 404 to a stranger and 401 without a token', async () => {
    const projectId = await analysedProject();
    for (const url of [
      `/rest/project/pcb/${projectId}/gerbers`,
      `/rest/project/pcb/${projectId}/gerbers/preview/top.svg`,
    ]) {
      expect((await call('GET', url, stranger)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const upload = await uploadGerbers(t, stranger, projectId, [
      { name: 'sangaboard.zip', data: await sangaboardZip() },
    ]);
    expect(upload.statusCode).toBe(404);
    expect((await uploadGerbers(t, null, projectId, [])).statusCode).toBe(401);
  });

  it('keeps only the newest upload: a new set replaces the earlier one and its files', async () => {
    const projectId = await projectOf(t, owner, 'Sangaboard uploaded twice');
    await uploadGerbers(t, owner, projectId, [{ name: 'sangaboard.zip', data: await sangaboardZip() }]);
    await waitForAnalysis(t, owner, projectId);
    const first = (await call('GET', `/rest/project/pcb/${projectId}/gerbers`, owner)).json();
    expect(first.status).toBe('done');
    const before = await storedFiles(t, projectId);
    const upload = await uploadGerbers(t, owner, projectId, [
      { name: 'sangaboard.zip', data: await sangaboardZip() },
    ]);
    expect(upload.statusCode).toBe(202);
    expect((await waitForAnalysis(t, owner, projectId)).json().status).toBe('done');
    const { jobId } = upload.json();
    const after = await storedFiles(t, projectId);
    // Every file now belongs to the new upload's folder; none of the earlier ones is left.
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((file) => file.includes(`/gerbers/${jobId}/`))).toBe(true);
    expect(after.filter((file) => before.includes(file))).toEqual([]);
  });
});
