import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { type Person, signedInPerson } from '../../../test/people.ts';
import { eventually, listeningUrl, streamPool, type TestStream } from '../events/events.test-support.ts';
import { PDF, storedDocument, UPLOAD_PATHS, uploadDocument } from './documents.test-support.ts';

/**
 * A document staff upload reaches the customer's open order page live: the upload announces it to
 * the order's audience (owner, their team, staff) and to nobody else, and only once it is stored.
 */
let t: TestApp;
let url: string;
let staff: Person;
let owner: Person;
let teammate: Person;
let stranger: Person;
const streams = streamPool();

beforeAll(async () => {
  t = await createTestApp();
  url = await listeningUrl(t.app);
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  owner = await signedInPerson(t);
  teammate = await signedInPerson(t, { createdBy: owner.user.id });
  stranger = await signedInPerson(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await streams.allEnded();
});

/** The `document` events a stream received, once the one equal to `last` is in (they arrive in order). */
async function documentsHeardUpTo(stream: TestStream, last: object): Promise<object[]> {
  const heard = () =>
    stream.frames
      .filter((frame) => frame.event === 'document')
      .map((frame) => JSON.parse(frame.data) as object);
  await eventually(() => heard().some((data) => isDeepStrictEqual(data, last)));
  return heard();
}

describe('a document staff upload', () => {
  it('is announced to the order’s owner, team and staff; not to others, not when refused', async () => {
    const ownersOrder = (await placedOrder(t, owner, 'Live documents board')).orderId;
    const strangersOrder = (await placedOrder(t, stranger, 'Stranger board')).orderId;
    const [owners, teammates, strangers, staffs] = await Promise.all(
      [owner, teammate, stranger, staff].map((who) => streams.streamOf(url, who)),
    );

    // Refused uploads store nothing, so announce nothing: a customer's own, and a file that is no document.
    const byCustomer = await uploadDocument(t, owner, UPLOAD_PATHS['final-bom'], ownersOrder, 'bom.pdf', PDF);
    expect(byCustomer.statusCode).toBe(403);
    const notADocument = await uploadDocument(
      t,
      staff,
      UPLOAD_PATHS['production-report'],
      ownersOrder,
      'report.pdf',
      'MZ this is no PDF',
    );
    expect(notADocument.statusCode, notADocument.body).toBe(400);

    const first = await storedDocument(t, staff, ownersOrder, 'production-report', 'report.pdf');
    const second = await storedDocument(t, staff, strangersOrder, 'payment-invoice', 'invoice.pdf');
    const ownersDocument = { orderId: ownersOrder, documentId: first };
    const strangersDocument = { orderId: strangersOrder, documentId: second };

    expect(await documentsHeardUpTo(owners as TestStream, ownersDocument)).toEqual([ownersDocument]);
    expect(await documentsHeardUpTo(teammates as TestStream, ownersDocument)).toEqual([ownersDocument]);
    expect(await documentsHeardUpTo(staffs as TestStream, strangersDocument)).toEqual([
      ownersDocument,
      strangersDocument,
    ]);
    // The stranger hears of their own order's document only, which came after the owner's.
    expect(await documentsHeardUpTo(strangers as TestStream, strangersDocument)).toEqual([strangersDocument]);
    // Nothing more reached the owner after the stranger's document either.
    expect(
      (owners as TestStream).frames
        .filter((frame) => frame.event === 'document')
        .map((f) => JSON.parse(f.data)),
    ).toEqual([ownersDocument]);
  });
});
