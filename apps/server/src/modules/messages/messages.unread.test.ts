import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { conversation, post, say } from './messages.test-support.ts';

/**
 * Read state per reader: what customers wrote counts for staff until any staff member reads it; what
 * staff answer counts for each customer until they read it; either can mark a message unread again.
 */
let t: TestApp;
let customer: Person;
let teammate: Person;
let admin: Person;
let colleague: Person;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInPerson(t);
  teammate = await signedInPerson(t, { createdBy: customer.user.id });
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  colleague = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  projectId = await projectOf(t, customer, 'Unread board');
}, 60_000);
afterAll(() => t.close());

const staffCount = async () =>
  (await post(t, '/rest/messages/checkNewMessagesForAdmin', admin)).json().count as number;
const unreadFor = async (who: Person) =>
  (await post(t, '/rest/messages/checkNewMessagesForUser', who)).json().projects as {
    projectId: string;
    projectName: string;
    unread: number;
    lastMessage: string;
    createdAt: string;
  }[];

describe('a customer writes, staff read and answer', () => {
  let answerId: number;

  it('raises the staff count for each customer message, not for the author', async () => {
    expect(await staffCount()).toBe(0);
    await say(t, customer, projectId, 'Is the stencil included?');
    await say(t, customer, projectId, 'And the <b>panel</b> rails?');
    expect(await staffCount()).toBe(2);
    // The author has read what they wrote.
    expect(await unreadFor(customer)).toEqual([]);
  });

  it('lowers the staff count when one staff member marks the conversation read', async () => {
    const marked = await post(t, '/rest/messages/updateNotificationStatusAdmin', admin, { projectId });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ projectId, markedRead: 2 });
    expect(await staffCount()).toBe(0);
    // Read by any staff member is read for staff; the colleague's own read state is still theirs.
    const forColleague = await post(t, '/rest/messages/getAllMessagesForAdmin', colleague, {
      projectId,
      startLimit: 0,
      endLimit: 10,
    });
    expect(forColleague.json().messages.map((m: { readByMe: boolean }) => m.readByMe)).toEqual([
      false,
      false,
    ]);
  });

  it('shows the staff answer to the customer as one unread message with its text', async () => {
    const answer = await say(t, admin, projectId, 'Yes, <i>both</i> are included');
    answerId = answer.id;
    expect(await staffCount()).toBe(0);
    expect(await unreadFor(customer)).toEqual([
      {
        projectId,
        projectName: 'Unread board',
        unread: 1,
        lastMessage: 'Yes, <i>both</i> are included',
        createdAt: answer.createdAt,
      },
    ]);
    // The teammate has read nothing of it yet: the two customer messages and the answer.
    expect((await unreadFor(teammate))[0]?.unread).toBe(3);
    const latest = (await conversation(t, customer, projectId))[0];
    expect(latest).toMatchObject({ id: answerId, readByMe: false, author: { isStaff: true } });
  });

  it('clears the customer’s unread when they mark the conversation read, and only theirs', async () => {
    const marked = await post(t, '/rest/messages/updateNotificationStatusUser', customer, { projectId });
    expect(marked.json()).toEqual({ projectId, markedRead: 1 });
    expect(await unreadFor(customer)).toEqual([]);
    expect((await unreadFor(teammate))[0]?.unread).toBe(3);
    const again = await post(t, '/rest/messages/updateNotificationStatusUser', customer, { projectId });
    expect(again.json().markedRead).toBe(0);
  });

  it('brings a message back when the customer marks it unread', async () => {
    const response = await post(t, '/rest/hubspot/markMessageAsUnread', customer, { messageId: answerId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messageId: answerId, readByMe: false });
    expect((await unreadFor(customer))[0]).toMatchObject({ projectId, unread: 1 });
    expect((await conversation(t, customer, projectId))[0]?.readByMe).toBe(false);
  });

  it('brings a customer message back to the staff count when the only staff reader marks it unread', async () => {
    const [newestFromCustomer] = (await conversation(t, admin, projectId)).filter(
      (message) => !message.author.isStaff,
    );
    expect(await staffCount()).toBe(0);
    await post(t, '/rest/hubspot/markMessageAsUnread', admin, { messageId: newestFromCustomer?.id });
    expect(await staffCount()).toBe(1);
  });
});

describe('reading a conversation', () => {
  it('answers newest first, in windows counted from the newest', async () => {
    const project = await projectOf(t, customer, 'Window board');
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three', 'four', 'five']) {
      ids.push((await say(t, customer, project, text)).id);
    }
    const window = async (startLimit: number, endLimit: number) =>
      (
        await post(t, '/rest/messages/getAllMessagesForUser', customer, {
          projectId: project,
          startLimit,
          endLimit,
        })
      )
        .json()
        .messages.map((message: { message: string }) => message.message);
    expect(await window(0, 500)).toEqual(['five', 'four', 'three', 'two', 'one']);
    expect(await window(0, 2)).toEqual(['five', 'four']);
    expect(await window(2, 4)).toEqual(['three', 'two']);
    expect(await window(4, 4)).toEqual([]);
    expect(await window(9, 20)).toEqual([]);
    const last = await post(t, '/rest/lastMessage', customer, { projectId: project });
    expect(last.json()).toMatchObject({ id: ids[4], message: 'five', projectName: 'Window board' });
  });

  it('refuses a window wider than 500 or ending before it starts, naming endLimit', async () => {
    const windows: [startLimit: number, endLimit: number][] = [
      [0, 501],
      [10, 9],
      [-1, 5],
    ];
    for (const [startLimit, endLimit] of windows) {
      const response = await post(t, '/rest/messages/getAllMessagesForUser', customer, {
        projectId,
        startLimit,
        endLimit,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.details.fields)).toEqual([
        startLimit < 0 ? 'startLimit' : 'endLimit',
      ]);
    }
  });

  it('answers null as the last message of a conversation nobody wrote in', async () => {
    const quiet = await projectOf(t, customer, 'Quiet board');
    const response = await post(t, '/rest/lastMessage', customer, { projectId: quiet });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('lets staff read every conversation at once', async () => {
    const all = await post(t, '/rest/messages/getAllMessagesForAdmin', admin, {
      startLimit: 0,
      endLimit: 500,
    });
    const projects = new Set(all.json().messages.map((message: { projectId: string }) => message.projectId));
    expect(projects.has(projectId)).toBe(true);
    expect(projects.size).toBe(2);
  });
});

describe('categories', () => {
  it('lists the five categories', async () => {
    const response = await post(t, '/rest/messages/category', customer);
    expect(response.json().categories).toEqual([
      { value: 'general', label: 'General' },
      { value: 'bom', label: 'BOM' },
      { value: 'pcb', label: 'PCB' },
      { value: 'order', label: 'Order' },
      { value: 'payment', label: 'Payment' },
    ]);
  });

  it('keeps the writer’s category, and staff refile a message', async () => {
    const saved = await say(t, customer, projectId, 'When is it paid?', { category: 'payment' });
    const refiled = await post(t, '/rest/messages/changeToNewCategory', admin, {
      messageId: saved.id,
      category: 'order',
    });
    expect(refiled.statusCode).toBe(200);
    expect(refiled.json()).toMatchObject({ id: saved.id, projectId, category: 'order' });
    expect((await conversation(t, customer, projectId))[0]?.category).toBe('order');
  });

  it('refuses an unknown category and answers 404 for an unknown message', async () => {
    const bad = await post(t, '/rest/message/saveMessage', customer, {
      projectId,
      message: 'x',
      category: 'gossip',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.category).toBe('Category is not valid');
    const unknown = await post(t, '/rest/messages/changeToNewCategory', admin, {
      messageId: 2_000_000_000,
      category: 'bom',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
