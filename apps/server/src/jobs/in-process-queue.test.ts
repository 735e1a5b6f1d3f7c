import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { InProcessJobQueue } from './in-process-queue.ts';

const log = pino({ level: 'silent' });

describe('the in-process job queue', () => {
  it('runs jobs after send returns, at most `concurrency` at once, and stop waits for them', async () => {
    const queue = new InProcessJobQueue(log, 2);
    const done: number[] = [];
    let active = 0;
    let mostActive = 0;
    queue.work<number>('count', async (value) => {
      active += 1;
      mostActive = Math.max(mostActive, active);
      await new Promise((resolve) => setTimeout(resolve, 10));
      done.push(value);
      active -= 1;
    });
    await queue.start();
    for (const value of [1, 2, 3, 4, 5]) await queue.send('count', value);
    expect(done).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await queue.stop();
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(mostActive).toBe(2);
  });

  it('keeps running after a handler throws', async () => {
    const queue = new InProcessJobQueue(log, 1);
    const seen: string[] = [];
    queue.work<string>('maybe', async (value) => {
      if (value === 'bad') throw new Error('broken');
      seen.push(value);
    });
    await queue.start();
    await queue.send('maybe', 'bad');
    await queue.send('maybe', 'good');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await queue.stop();
    expect(seen).toEqual(['good']);
  });
});
