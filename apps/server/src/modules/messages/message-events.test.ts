import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { eventually, listeningUrl, streamPool } from '../events/events.test-support.ts';

/** A saved message reaches the other side's open browsers at once, and only those who see the project. */
let t: TestApp;
let url: string;
let call: ReturnType<typeof caller>;
let staff: Person;
let customer: Person;
let stranger: Person;
const streams = streamPool();
beforeAll(async () => {
  t = await createTestApp();
  url = await listeningUrl(t.app);
  call = caller(t);
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  customer = await signedInPerson(t);
  stranger = await signedInPerson(t);
});
afterAll(async () => {
  await t.close();
  await streams.allEnded();
});

const streamOf = (who: Person) => streams.streamOf(url, who);

describe('a saved message', () => {
  it('reaches staff within 1 s when a customer writes, and the customer when staff answer; nobody else', async () => {
    const projectId = await projectOf(t, customer, 'Live conversation');
    const [staffs, mine, strangers] = await Promise.all([staff, customer, stranger].map(streamOf));
    const started = performance.now();
    const sent = await call('POST', '/rest/message/saveMessage', customer, {
      projectId,
      message: 'Is 1.0 mm possible?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const heard = await staffs?.next('message', 1_000);
    expect((heard?.receivedAt ?? Number.POSITIVE_INFINITY) - started).toBeLessThan(1_000);
    expect(JSON.parse(heard?.data ?? '{}')).toEqual({ projectId, messageId: sent.json().id });

    const answer = await call('POST', '/rest/message/saveMessage', staff, {
      projectId,
      message: 'Yes, it is.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await eventually(
      () => (mine?.frames.filter((frame) => frame.event === 'message').length ?? 0) === 2,
      1_000,
    );
    expect(strangers?.frames.filter((frame) => frame.event === 'message')).toEqual([]);
  });
});
