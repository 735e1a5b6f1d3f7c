import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { attached, conversation, post, say, WHOLE_CONVERSATION } from './messages.test-support.ts';

/**
 * Who may take part in a project's conversation: the customers who may see the project (owner, their
 * team, people it is shared with) and staff. Anyone else is told the project, message or file does not
 * exist; administrators' calls refuse customers; nothing answers without a sign-in.
 */
let t: TestApp;
let owner: Person;
let teammate: Person;
let reader: Person;
let stranger: Person;
let admin: Person;
let projectId: string;
let messageId: number;
let attachmentId: number;
const SECRET = 'Only for the owner’s eyes: the price is 4711';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInPerson(t);
  teammate = await signedInPerson(t, { createdBy: owner.user.id });
  reader = await signedInPerson(t);
  stranger = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  projectId = await projectOf(t, owner, 'Private board');
  await share(t, owner, projectId, reader, 'read');
  attachmentId = await attached(t, owner, 'secret-layout.png');
  messageId = (await say(t, owner, projectId, SECRET, { attachmentIds: [attachmentId] })).id;
}, 60_000);
afterAll(() => t.close());

/** Every conversation call a customer may make, naming the owner's project, message or file. */
const customerCalls = (): [string, object][] => [
  ['/rest/message/saveMessage', { projectId, message: 'Let me in' }],
  ['/rest/messages/getAllMessagesForUser', { projectId, ...WHOLE_CONVERSATION }],
  ['/rest/lastMessage', { projectId }],
  ['/rest/messages/updateNotificationStatusUser', { projectId }],
  ['/rest/hubspot/markMessageAsUnread', { messageId }],
  ['/rest/messageTool/getfilelocation', { attachmentId }],
];

describe('another customer', () => {
  it('gets 404 and none of the conversation on every call naming it', async () => {
    for (const [url, body] of customerCalls()) {
      const response = await post(t, url, stranger, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect(response.body).not.toContain(SECRET);
      expect(response.body).not.toContain('secret-layout');
    }
    const download = await t.app.inject({
      method: 'GET',
      url: `/rest/messageTool/file/${attachmentId}`,
      headers: stranger.headers,
    });
    expect(download.statusCode).toBe(404);
  });

  it('changed nothing: no message written, nothing marked', async () => {
    const messages = await conversation(t, owner, projectId);
    expect(messages.map((message) => message.message)).toEqual([SECRET]);
    expect(messages[0]?.readByMe).toBe(true);
  });

  it('does not see the conversation among their unread ones', async () => {
    await say(t, admin, projectId, 'We received your files');
    const unread = await post(t, '/rest/messages/checkNewMessagesForUser', stranger);
    expect(unread.json()).toEqual({ projects: [] });
  });
});

describe('the customers who may see the project', () => {
  it('lets a team member and a read share read the conversation and fetch its file', async () => {
    for (const who of [teammate, reader]) {
      const messages = await conversation(t, who, projectId);
      expect(messages.map((message) => message.message)).toContain(SECRET);
      const location = await post(t, '/rest/messageTool/getfilelocation', who, { attachmentId });
      expect(location.statusCode).toBe(200);
      expect(location.json()).toEqual({ url: `/rest/messageTool/file/${attachmentId}` });
      const download = await t.app.inject({ method: 'GET', url: location.json().url, headers: who.headers });
      expect(download.statusCode).toBe(200);
    }
  });

  it('lets a team member write, and names them as the author', async () => {
    const saved = await say(t, teammate, projectId, 'Adding the assembly notes');
    const last = (await post(t, '/rest/lastMessage', owner, { projectId })).json();
    expect(last.id).toBe(saved.id);
    expect(last.author).toEqual({
      userId: teammate.user.id,
      name: `${teammate.user.firstname} ${teammate.user.lastname}`,
      isStaff: false,
    });
  });
});

describe('staff calls', () => {
  const adminCalls = (): [string, object][] => [
    ['/rest/messages/getAllMessagesForAdmin', { projectId, ...WHOLE_CONVERSATION }],
    ['/rest/messages/checkNewMessagesForAdmin', {}],
    ['/rest/messages/updateNotificationStatusAdmin', { projectId }],
    ['/rest/messages/changeToNewCategory', { messageId, category: 'pcb' }],
  ];

  it('refuse a customer, even the project’s owner, with 403', async () => {
    for (const [url, body] of adminCalls()) {
      const response = await post(t, url, owner, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('AUTH.FORBIDDEN');
    }
    expect((await conversation(t, owner, projectId)).at(-1)?.category).toBe('general');
  });

  it('answer staff', async () => {
    for (const [url, body] of adminCalls()) {
      expect((await post(t, url, admin, body)).statusCode, url).toBe(200);
    }
  });
});

describe('without a sign-in', () => {
  it('every message call answers 401', async () => {
    const urls = [
      ...customerCalls().map(([url]) => url),
      '/rest/messages/getAllMessagesForAdmin',
      '/rest/messages/checkNewMessagesForAdmin',
      '/rest/messages/checkNewMessagesForUser',
      '/rest/messages/updateNotificationStatusAdmin',
      '/rest/messages/changeToNewCategory',
      '/rest/messages/category',
      '/rest/messageTool/imageUpload',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('AUTH.UNAUTHENTICATED');
    }
    const download = await t.app.inject({ method: 'GET', url: `/rest/messageTool/file/${attachmentId}` });
    expect(download.statusCode).toBe(401);
  });
});
