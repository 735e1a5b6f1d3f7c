// How much more CPU-bound work two threads get done than one on this machine, in the same few seconds:
// the ceiling of what a second server process can add, whatever else shares the cores.
import { Worker } from 'node:worker_threads';

const SECONDS = 3;

/** A fixed arithmetic loop in a worker thread; resolves with how many rounds it finished in SECONDS. */
const WORKER_CODE = `
const { parentPort } = require('node:worker_threads');
const end = Date.now() + ${SECONDS * 1000};
let rounds = 0;
let x = 1;
while (Date.now() < end) {
  for (let i = 0; i < 100000; i += 1) x = (x * 1103515245 + 12345) % 2147483648;
  rounds += 1;
}
parentPort.postMessage(rounds + (x & 0));
`;

function roundsOf(threads: number): Promise<number> {
  const workers = Array.from(
    { length: threads },
    () =>
      new Promise<number>((resolve, reject) => {
        const worker = new Worker(WORKER_CODE, { eval: true });
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  );
  return Promise.all(workers).then((counts) => counts.reduce((sum, count) => sum + count, 0));
}

/** Two threads' work over one thread's, measured one after the other. */
export async function twoThreadFactor(): Promise<number> {
  const one = await roundsOf(1);
  const two = await roundsOf(2);
  return two / one;
}
