import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { post, say } from './messages.test-support.ts';

/** The Homepage's unread-messages figure, per caller. */
let t: TestApp;
let customer: Person;
let teammate: Person;
let stranger: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInPerson(t);
  teammate = await signedInPerson(t, { createdBy: customer.user.id });
  stranger = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
}, 60_000);
afterAll(() => t.close());

const unread = async (who: Person) => {
  const response = await caller(t)('GET', '/rest/getProjectsAndOrdersCountForDashboard', who);
  expect(response.statusCode).toBe(200);
  return response.json().unreadMessages as number;
};

describe('unreadMessages on the dashboard', () => {
  it('counts a customer’s conversations with unread staff messages, not messages', async () => {
    const first = await projectOf(t, customer, 'Count board 1');
    const second = await projectOf(t, customer, 'Count board 2');
    await say(t, customer, first, 'Question');
    // A teammate's message is not news from the board house.
    expect(await unread(teammate)).toBe(0);
    expect(await unread(admin)).toBe(1);
    await say(t, admin, first, 'Answer one');
    await say(t, admin, first, 'Answer two');
    await say(t, admin, second, 'Answer three');
    expect(await unread(customer)).toBe(2);
    expect(await unread(teammate)).toBe(2);
    expect(await unread(stranger)).toBe(0);
    await post(t, '/rest/messages/updateNotificationStatusUser', customer, { projectId: first });
    expect(await unread(customer)).toBe(1);
    expect(await unread(teammate)).toBe(2);
  });

  it('counts for staff the customer messages no staff member has read', async () => {
    const board = await projectOf(t, stranger, 'Count board 3');
    await say(t, stranger, board, 'Hello?');
    await say(t, stranger, board, 'Anyone?');
    expect(await unread(admin)).toBe(3);
    await post(t, '/rest/messages/updateNotificationStatusAdmin', admin, { projectId: board });
    expect(await unread(admin)).toBe(1);
  });
});
