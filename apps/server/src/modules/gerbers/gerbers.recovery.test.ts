import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { storedFiles } from '../../../test/stored-files.ts';
import { buildApp } from '../../app.ts';
import { InProcessJobQueue } from '../../jobs/in-process-queue.ts';
import { claimPendingGerberJob } from './gerbers.repository.ts';
import { GERBER_JOB, GerbersService } from './gerbers.service.ts';
import { sangaboardZip, uploadGerbers, waitForAnalysis } from './gerbers.test-support.ts';

/** Gerber jobs survive a restart, and a job whose upload was replaced meanwhile leaves nothing behind. */
let t: TestApp;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInPerson(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const upload = async (projectId: string) =>
  uploadGerbers(t, owner, projectId, [{ name: 'sangaboard.zip', data: await sangaboardZip() }]);

/**
 * The next analysis (of any process in this test) waits at its start until `releaseFirst()`; later ones
 * run at once. `calls()` counts every analysis started.
 */
function holdFirstAnalysis() {
  let releaseFirst: () => void = () => {};
  const firstMayFinish = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  let firstStarted: () => void = () => {};
  const firstIsRunning = new Promise<void>((resolve) => {
    firstStarted = resolve;
  });
  const prototype = GerbersService.prototype as unknown as {
    analyse: (...args: unknown[]) => Promise<unknown>;
  };
  const analyse = prototype.analyse;
  let calls = 0;
  vi.spyOn(prototype, 'analyse').mockImplementation(async function (this: unknown, ...args: unknown[]) {
    calls += 1;
    if (calls === 1) {
      firstStarted();
      await firstMayFinish;
    }
    return analyse.apply(this, args);
  });
  return { firstIsRunning, releaseFirst: () => releaseFirst(), calls: () => calls };
}

describe('a server that stops before analysing an upload', () => {
  it('analyses it after the next start on the same database', async () => {
    const projectId = await projectOf(t, owner, 'Uploaded before a crash');
    // This server takes the upload but never runs the job, as if it died right after answering.
    const send = InProcessJobQueue.prototype.send;
    vi.spyOn(InProcessJobQueue.prototype, 'send').mockImplementation(async function (
      this: InProcessJobQueue,
      name: string,
      ...rest: unknown[]
    ) {
      if (name === GERBER_JOB) return;
      return send.call(this, name, ...(rest as [unknown]));
    });
    const accepted = await upload(projectId);
    expect(accepted.statusCode).toBe(202);
    vi.restoreAllMocks();
    const waiting = await t.app.inject({
      method: 'GET',
      url: `/rest/project/pcb/${projectId}/gerbers`,
      headers: owner.headers,
    });
    expect(waiting.json().status).toBe('pending');

    // The next start (buildApp runs resumePending) on the same database picks the job up.
    const restarted = await buildApp(t.ctx.config, t.database);
    try {
      const analysis = await waitForAnalysis({ ...t, app: restarted.app }, owner, projectId);
      expect(analysis.json()).toMatchObject({ status: 'done', copperLayers: 2 });
      // The previews were drawn into the folder of the upload taken before the restart.
      const previews = (await storedFiles(t, projectId)).filter((file) => file.endsWith('.svg'));
      expect(previews).toHaveLength(2);
      expect(previews.every((file) => file.includes(`/gerbers/${accepted.json().jobId}/`))).toBe(true);
    } finally {
      await restarted.app.close();
    }
  });
});

describe('an upload replaced while its analysis runs', () => {
  it('writes nothing of the earlier one: results and files are the newer upload’s', async () => {
    const projectId = await projectOf(t, owner, 'Replaced mid-analysis');
    // The first analysis waits until the second upload has been taken.
    const { firstIsRunning, releaseFirst } = holdFirstAnalysis();

    const first = await upload(projectId);
    await firstIsRunning;
    const second = await upload(projectId);
    expect(second.statusCode).toBe(202);
    releaseFirst();
    const analysis = await waitForAnalysis(t, owner, projectId);
    expect(analysis.json().status).toBe('done');
    const files = await storedFiles(t, projectId);
    expect(files.some((file) => file.includes(`/gerbers/${first.json().jobId}/`))).toBe(false);
    const previews = files.filter((file) => file.endsWith('.svg'));
    expect(previews).toHaveLength(2);
    expect(previews.every((file) => file.includes(`/gerbers/${second.json().jobId}/`))).toBe(true);
  });
});

describe('two server processes on one database', () => {
  it('analyse an upload once: the one that claimed it runs it, the other leaves it alone', async () => {
    const projectId = await projectOf(t, owner, 'Claimed by one process');
    const { firstIsRunning, releaseFirst, calls } = holdFirstAnalysis();
    const accepted = await upload(projectId);
    await firstIsRunning;
    // A second process starts meanwhile and re-sends what it finds pending, as every process does.
    const second = await buildApp(t.ctx.config, t.database);
    try {
      expect(await claimPendingGerberJob(t.ctx.db, accepted.json().jobId)).toBeNull();
      await second.services.gerbers.resumePending();
      releaseFirst();
      expect((await waitForAnalysis(t, owner, projectId)).json().status).toBe('done');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(calls()).toBe(1);
    } finally {
      releaseFirst();
      await second.app.close();
    }
  });
});

describe('a storage that cannot remove the files an upload replaced', () => {
  it('still takes and analyses the new upload; the files left behind are only logged', async () => {
    const projectId = await projectOf(t, owner, 'Storage hiccup on replace');
    const first = await upload(projectId);
    expect((await waitForAnalysis(t, owner, projectId)).json().status).toBe('done');
    const removeFolder = vi
      .spyOn(t.ctx.storage, 'removeFolder')
      .mockRejectedValue(Object.assign(new Error('the file storage is down'), { code: 'ECONNREFUSED' }));
    const warn = vi.spyOn(t.ctx.log, 'warn');

    const second = await upload(projectId);
    expect(second.statusCode).toBe(202);
    const analysis = await waitForAnalysis(t, owner, projectId);
    expect(analysis.json().status).toBe('done');
    const firstFolder = expect.stringMatching(new RegExp(`/gerbers/${first.json().jobId}$`));
    expect(removeFolder).toHaveBeenCalledWith(firstFolder);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ storageKey: firstFolder }),
      'could not remove a Gerber upload’s files',
    );
    // Nothing lost: the first upload's files are still there, unnamed by any row, the second's are whole.
    const files = await storedFiles(t, projectId);
    expect(files.some((file) => file.includes(`/gerbers/${first.json().jobId}/`))).toBe(true);
    expect(
      files.filter((file) => file.includes(`/gerbers/${second.json().jobId}/`) && file.endsWith('.svg')),
    ).toHaveLength(2);
  });
});
