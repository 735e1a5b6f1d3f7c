import { describe, expect, it } from 'vitest';
import { isWorkerExit, judgeRun } from './lost-test-files.mjs';

const file = (filepath, state) => ({ filepath, result: state ? { state } : undefined });
// The two shapes vitest 4.1 gives the fault: the pool's wrapper, and the bare cause.
const poolError = Object.assign(new Error('[vitest-pool]: Worker forks emitted error.'), {
  cause: new Error('Worker exited unexpectedly'),
});
const bareExit = new Error('Worker exited unexpectedly');

describe('judgeRun', () => {
  it('reruns only the files a dead worker left unfinished', () => {
    const files = [
      file('a.test.ts', 'pass'),
      file('b.test.ts', 'run'),
      file('c.test.ts', 'skip'),
      file('d.test.ts'),
    ];
    expect(judgeRun(files, [poolError])).toEqual({
      verdict: 'rerun',
      rerun: ['b.test.ts', 'd.test.ts'],
      workerExits: 1,
    });
  });

  it('fails a run with a failed test, whatever else happened', () => {
    const files = [file('a.test.ts', 'fail'), file('b.test.ts', 'run')];
    expect(judgeRun(files, [poolError]).verdict).toBe('failed');
  });

  it('fails a run with any other unhandled error', () => {
    const files = [file('a.test.ts', 'pass'), file('b.test.ts', 'run')];
    expect(judgeRun(files, [bareExit, new Error('Unhandled rejection: ECONNRESET')]).verdict).toBe('failed');
  });

  it('fails unfinished files when no worker died: that is another fault', () => {
    expect(judgeRun([file('a.test.ts', 'run')], []).verdict).toBe('failed');
  });

  it('passes a run whose every file reported, even if a worker died after its last one', () => {
    const files = [file('a.test.ts', 'pass'), file('b.test.ts', 'todo')];
    expect(judgeRun(files, [bareExit])).toEqual({ verdict: 'passed', rerun: [], workerExits: 1 });
    expect(judgeRun(files, [])).toEqual({ verdict: 'passed', rerun: [], workerExits: 0 });
  });

  it('recognises the fault only by its own message', () => {
    expect(isWorkerExit(poolError)).toBe(true);
    expect(isWorkerExit(bareExit)).toBe(true);
    expect(isWorkerExit(new Error('Worker exited'))).toBe(false);
    expect(isWorkerExit(undefined)).toBe(false);
  });
});
