import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { placedOrder } from '../../../test/orders.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { users } from '../../db/schema.ts';
import { eventually, listeningUrl, streamPool, type TestStream } from './events.test-support.ts';

/**
 * Who on a team hears of a project's and an order's events: the same people the project queries show
 * them to (projects.policy.ts). A member refused "see team projects" (team-rules.ts) hears only of their
 * own projects and of those shared with them, never of the owner's or teammates' (security review).
 */
let t: TestApp;
let url: string;
let call: ReturnType<typeof caller>;
let staff: Person;
let owner: Person;
let allowed: Person;
let refused: Person;
const streams = streamPool();

beforeAll(async () => {
  t = await createTestApp();
  url = await listeningUrl(t.app);
  call = caller(t);
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  owner = await signedInPerson(t);
  allowed = await signedInPerson(t, { createdBy: owner.user.id });
  refused = await signedInPerson(t, { createdBy: owner.user.id });
  await t.ctx.db.update(users).set({ seeTeamProjectsFlag: true }).where(eq(users.id, allowed.user.id));
  await t.ctx.db.update(users).set({ seeTeamProjectsFlag: false }).where(eq(users.id, refused.user.id));
});
afterAll(async () => {
  await t.close();
  await streams.allEnded();
});

/** The data of the `event` frames a stream received, once the one equal to `last` is in (they arrive in order). */
async function heardUpTo(stream: TestStream, event: string, last: object): Promise<object[]> {
  const heard = () =>
    stream.frames.filter((frame) => frame.event === event).map((frame) => JSON.parse(frame.data) as object);
  await eventually(() => heard().some((data) => isDeepStrictEqual(data, last)));
  return heard();
}

describe('a team member refused “see team projects”', () => {
  it('hears of messages in their own and shared projects only; a permitted teammate hears of all', async () => {
    const ownersProject = await projectOf(t, owner, 'Owner board');
    const allowedsProject = await projectOf(t, allowed, 'Allowed member board');
    const sharedProject = await projectOf(t, owner, 'Shared with the refused member');
    const refusedsProject = await projectOf(t, refused, 'Refused member board');
    const shared = await call('POST', '/rest/project/shareproject', owner, {
      projectId: sharedProject,
      userId: refused.user.id,
      access: 'read',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const [owners, alloweds, refuseds] = await Promise.all(
      [owner, allowed, refused].map((who) => streams.streamOf(url, who)),
    );

    const sent: Record<string, object> = {};
    for (const projectId of [ownersProject, allowedsProject, sharedProject, refusedsProject]) {
      const saved = await call('POST', '/rest/message/saveMessage', staff, { projectId, message: 'Hello' });
      expect(saved.statusCode, saved.body).toBe(200);
      sent[projectId] = { projectId, messageId: saved.json().id };
    }
    const everyOne = Object.values(sent);
    const last = sent[refusedsProject] as object;
    expect(await heardUpTo(owners as TestStream, 'message', last)).toEqual(everyOne);
    expect(await heardUpTo(alloweds as TestStream, 'message', last)).toEqual(everyOne);
    expect(await heardUpTo(refuseds as TestStream, 'message', last)).toEqual([
      sent[sharedProject],
      sent[refusedsProject],
    ]);
  });

  it('hears of status changes of their own orders only; a permitted teammate hears of the team’s', async () => {
    const ownersOrder = await placedOrder(t, owner, 'Owner order');
    const refusedsOrder = await placedOrder(t, refused, 'Refused member order');
    const [owners, alloweds, refuseds] = await Promise.all(
      [owner, allowed, refused].map((who) => streams.streamOf(url, who)),
    );
    for (const order of [ownersOrder, refusedsOrder]) {
      const moved = await call('POST', '/rest/order/update-order-status', staff, {
        orderId: order.orderId,
        status: 'PENDING',
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const both = [ownersOrder, refusedsOrder].map((order) => ({ orderId: order.orderId, status: 'PENDING' }));
    const last = both[1] as object;
    expect(await heardUpTo(owners as TestStream, 'order', last)).toEqual(both);
    expect(await heardUpTo(alloweds as TestStream, 'order', last)).toEqual(both);
    expect(await heardUpTo(refuseds as TestStream, 'order', last)).toEqual([last]);
  });
});
