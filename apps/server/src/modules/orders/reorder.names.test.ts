import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { takeNextChosenName } from '../projects/project-names.test-support.ts';

/** "Order again" pressed several times at once: each press gets a project of its own under a free name. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await signedInPerson(t);
});
afterAll(() => t.close());

const reorder = (orderId: number) => call('POST', '/rest/order/reorder', owner, { orderId });

describe('Order again, several at once', () => {
  it('answers 200 to four simultaneous calls, each with its own copy and name', async () => {
    const order = await placedOrder(t, owner, 'Night light');
    const answers = await Promise.all([1, 2, 3, 4].map(() => reorder(order.orderId)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers.map((answer) => answer.json().name).sort()).toEqual([
      'Night light (copy)',
      'Night light (copy) (2)',
      'Night light (copy) (3)',
      'Night light (copy) (4)',
    ]);
    const keys = answers.map((answer) => answer.json().projectId);
    expect(new Set(keys).size).toBe(4);
    for (const [index, key] of keys.entries()) {
      const info = await call('GET', `/rest/project/info/${key}`, owner);
      expect(info.json()).toMatchObject({ name: answers[index]?.json().name, ownerId: owner.user.id });
    }
  });

  it('takes the next free name when another request stores the chosen one first', async () => {
    const order = await placedOrder(t, owner, 'Doorbell');
    const spy = takeNextChosenName(t);
    try {
      const answer = await reorder(order.orderId);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().name).toBe('Doorbell (copy) (2)');
    } finally {
      spy.mockRestore();
    }
  });
});
