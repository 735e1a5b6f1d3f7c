import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { post, say } from './messages.test-support.ts';

/** Staff's list of conversations: newest first, filtered by unread, category and customer; staff only. */
let t: TestApp;
let ada: Person;
let bob: Person;
let admin: Person;
let adaBoard: string;
let bobBoard: string;
let quietBoard: string;

const URL = '/rest/messages/conversationsForAdmin';
const list = async (body: object = {}) => {
  const response = await post(t, URL, admin, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    conversations: {
      projectId: string;
      projectName: string;
      customer: { userId: number; name: string; email: string };
      lastMessage: string;
      unread: number;
      category: string;
    }[];
    total: number;
  };
};
const keys = async (body: object = {}) => (await list(body)).conversations.map((row) => row.projectId);

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInPerson(t, { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@analytical.test' });
  bob = await signedInPerson(t, { firstname: 'Bob', lastname: 'Builder' });
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  adaBoard = await projectOf(t, ada, 'Engine board');
  bobBoard = await projectOf(t, bob, 'Crane board');
  quietBoard = await projectOf(t, bob, 'No messages yet');
  await say(t, ada, adaBoard, 'Can you make <b>gold</b> fingers?', { category: 'pcb' });
  await say(t, bob, bobBoard, 'When does it ship?');
  await say(t, admin, bobBoard, 'Tomorrow.', { category: 'order' });
}, 60_000);
afterAll(() => t.close());

describe('staff list conversations', () => {
  it('lists projects with messages, the most recently written first, with customer and unread', async () => {
    const { conversations, total } = await list();
    expect(total).toBe(2);
    expect(conversations.map((row) => row.projectId)).toEqual([bobBoard, adaBoard]);
    expect(conversations[0]).toMatchObject({
      projectName: 'Crane board',
      customer: { userId: bob.user.id, name: 'Bob Builder' },
      lastMessage: 'Tomorrow.',
      category: 'order',
      unread: 1,
    });
    expect(conversations[1]).toMatchObject({
      customer: { name: 'Ada Lovelace', email: 'ada@analytical.test' },
      lastMessage: 'Can you make <b>gold</b> fingers?',
      unread: 1,
    });
    expect(conversations.map((row) => row.projectId)).not.toContain(quietBoard);
  });

  it('keeps only unread conversations once staff read one', async () => {
    await post(t, '/rest/messages/updateNotificationStatusAdmin', admin, { projectId: bobBoard });
    expect(await keys({ unreadOnly: true })).toEqual([adaBoard]);
    expect(await keys({ unreadOnly: false })).toEqual([bobBoard, adaBoard]);
  });

  it('filters by a category any message of the conversation is filed under', async () => {
    expect(await keys({ category: 'pcb' })).toEqual([adaBoard]);
    expect(await keys({ category: 'general' })).toEqual([bobBoard]);
    expect(await keys({ category: 'payment' })).toEqual([]);
  });

  it('filters by part of the customer’s name or e-mail, any case, wildcards taken literally', async () => {
    expect(await keys({ customer: 'lovel' })).toEqual([adaBoard]);
    expect(await keys({ customer: 'ANALYTICAL.test' })).toEqual([adaBoard]);
    expect(await keys({ customer: 'bob b' })).toEqual([bobBoard]);
    expect(await keys({ customer: '%' })).toEqual([]);
  });

  it('pages, with the total over all pages', async () => {
    const first = await list({ pageSize: 1 });
    const second = await list({ pageSize: 1, page: 1 });
    const past = await list({ pageSize: 1, page: 5 });
    expect(first.conversations.map((row) => row.projectId)).toEqual([bobBoard]);
    expect(second.conversations.map((row) => row.projectId)).toEqual([adaBoard]);
    expect([first.total, second.total, past.total]).toEqual([2, 2, 2]);
    expect(past.conversations).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses customers (403) and callers without a token (401)', async () => {
    expect((await post(t, URL, ada, {})).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: {} })).statusCode).toBe(401);
  });

  it('names the field of a bad filter', async () => {
    const response = await post(t, URL, admin, { category: 'gossip', pageSize: 1000 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fields).sort()).toEqual(['category', 'pageSize']);
  });
});
