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

  it('stop runs the jobs still waiting before it resolves (drain)', async () => {
    const queue = new InProcessJobQueue(log, 1);
    const done: string[] = [];
    queue.work<string>('note', async (value) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(value);
    });
    await queue.start();
    for (const value of ['a', 'b', 'c']) await queue.send('note', value);
    await queue.stop();
    expect(done).toEqual(['a', 'b', 'c']);
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

  it('runs jobs of one key one at a time, in order, while other keys go ahead', async () => {
    const queue = new InProcessJobQueue(log, 3);
    const events: string[] = [];
    queue.work<{ key: string; value: number }>('step', async ({ key, value }) => {
      events.push(`start ${key}${value}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push(`end ${key}${value}`);
    });
    await queue.start();
    await queue.send('step', { key: 'a', value: 1 }, { key: 'a' });
    await queue.send('step', { key: 'a', value: 2 }, { key: 'a' });
    await queue.send('step', { key: 'b', value: 1 }, { key: 'b' });
    await new Promise((resolve) => setTimeout(resolve, 120));
    await queue.stop();
    // b1 starts beside a1; a2 waits for a1 to end although a worker slot is free.
    expect(events.slice(0, 2)).toEqual(['start a1', 'start b1']);
    expect(events.indexOf('start a2')).toBeGreaterThan(events.indexOf('end a1'));
    expect(events).toHaveLength(6);
  });

  it("answers the handler's result, or its error, to sendAndWait", async () => {
    const queue = new InProcessJobQueue(log, 1);
    queue.work<number, number>('double', async (value) => {
      if (value < 0) throw new Error('negative');
      return value * 2;
    });
    await queue.start();
    await expect(queue.sendAndWait('double', 21)).resolves.toBe(42);
    await expect(queue.sendAndWait('double', -1)).rejects.toThrow('negative');
    await expect(queue.sendAndWait('unknown', 1)).rejects.toThrow('no handler for job unknown');
    await queue.stop();
  });

  it('stop resolves only once a job that is running has finished', async () => {
    const queue = new InProcessJobQueue(log, 1);
    let finish: () => void = () => {};
    const events: string[] = [];
    queue.work('slow', async () => {
      events.push('job started');
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      events.push('job finished');
    });
    await queue.start();
    await queue.send('slow', null);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['job started']);
    const stopped = queue.stop().then(() => events.push('stopped'));
    // Still running: stop must not have resolved, however long we wait.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['job started']);
    finish();
    await stopped;
    expect(events).toEqual(['job started', 'job finished', 'stopped']);
  });
});
