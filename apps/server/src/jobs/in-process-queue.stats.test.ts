import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { InProcessJobQueue } from './in-process-queue.ts';

const log = pino({ level: 'silent' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the in-process job queue’s figures (for the metrics)', () => {
  it('count waiting and running jobs and age the oldest waiting one', async () => {
    const queue = new InProcessJobQueue(log, 1);
    let release = () => {};
    queue.work('hold', () => new Promise<void>((resolve) => (release = resolve)));
    queue.work('quick', async () => {});
    expect(queue.stats()).toEqual({ waiting: 0, running: 0, oldestWaitingMs: 0 });

    // Not started: everything sent waits.
    await queue.send('hold', null);
    await pause(60);
    await queue.send('quick', null);
    const before = queue.stats();
    expect(before.waiting).toBe(2);
    expect(before.running).toBe(0);
    expect(before.oldestWaitingMs).toBeGreaterThanOrEqual(55);
    expect(before.oldestWaitingMs).toBeLessThan(1_000);

    // One at a time: 'hold' runs, 'quick' (sent 60 ms later) is now the oldest waiting.
    await queue.start();
    const running = queue.stats();
    expect(running.waiting).toBe(1);
    expect(running.running).toBe(1);
    expect(running.oldestWaitingMs).toBeLessThan(before.oldestWaitingMs);

    release();
    await queue.stop();
    expect(queue.stats()).toEqual({ waiting: 0, running: 0, oldestWaitingMs: 0 });
  });
});
