import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { GerbersService } from './gerbers.service.ts';
import { sangaboardZip, uploadGerbers, waitForAnalysis } from './gerbers.test-support.ts';

/** Layer corrections go through the Gerber job queue: one analysis per project at a time, rate-limited. */
let t: TestApp;
let owner: Person;
let projectId: string;
let active = 0;
let mostActive = 0;
/** The layer type given for the bottom copper file, per analysis, in the order they ran. */
const bottomTypes: (string | undefined)[] = [];

beforeAll(async () => {
  // Every analysis, whether of an upload or of a correction, passes through GerbersService.analyse.
  const prototype = GerbersService.prototype as unknown as {
    analyse: (...args: unknown[]) => Promise<unknown>;
  };
  const original = prototype.analyse;
  vi.spyOn(prototype, 'analyse').mockImplementation(async function (this: unknown, ...args: unknown[]) {
    active += 1;
    mostActive = Math.max(mostActive, active);
    const overrides = args[1] as { fileName: string; type: string }[] | null;
    bottomTypes.push(overrides?.find((layer) => layer.fileName === 'sangaboard_v0.4-B_Cu.gbl')?.type);
    try {
      return await original.apply(this, args);
    } finally {
      active -= 1;
    }
  });
  t = await createTestApp();
  owner = await signedInPerson(t);
  projectId = await projectOf(t, owner, 'Corrected twice');
  await uploadGerbers(t, owner, projectId, [{ name: 'sangaboard.zip', data: await sangaboardZip() }]);
  expect((await waitForAnalysis(t, owner, projectId)).json().status).toBe('done');
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const putLayers = (layers: object[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/rest/project/pcb/${projectId}/gerbers/layers`,
    headers: owner.headers,
    payload: { layers },
  });

describe('correcting the layers of one project twice at once', () => {
  it('analyses one after the other and keeps the correction analysed last', async () => {
    mostActive = 0;
    bottomTypes.length = 0;
    const [first, second] = await Promise.all([
      putLayers([{ fileName: 'sangaboard_v0.4-B_Cu.gbl', type: 'drawing', side: null }]),
      putLayers([{ fileName: 'sangaboard_v0.4-B_Cu.gbl', type: 'copper', side: 'bottom' }]),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(mostActive).toBe(1);
    // Sangaboard has two copper layers; the first correction turns the bottom one into a drawing.
    expect(first.json().copperLayers).toBe(1);
    expect(second.json().copperLayers).toBe(2);
    // Which request reaches the queue first is up to the event loop; the one analysed last is kept.
    expect([...bottomTypes].sort()).toEqual(['copper', 'drawing']);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/rest/project/pcb/${projectId}/gerbers`,
      headers: owner.headers,
    });
    expect(stored.json().copperLayers).toBe(bottomTypes[1] === 'copper' ? 2 : 1);
  });

  it('answers 429 once the upload rate limit (30 a minute per person) is used up', async () => {
    // A person of their own, so no other test's corrections count against them.
    const corrector = await signedInPerson(t);
    const ownProject = await projectOf(t, corrector, 'Corrected thirty times');
    await uploadGerbers(t, corrector, ownProject, [{ name: 'sangaboard.zip', data: await sangaboardZip() }]);
    expect((await waitForAnalysis(t, corrector, ownProject)).json().status).toBe('done');
    // A correction naming a file of no upload is refused at once but still counts.
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/rest/project/pcb/${ownProject}/gerbers/layers`,
        headers: corrector.headers,
        payload: { layers: [{ fileName: 'nothing.gbr', type: 'copper', side: 'top' }] },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
