import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { projectMessages } from '../../db/schema.ts';
import { conversation, post, say } from './messages.test-support.ts';
import { expectInert, XSS_PAYLOADS } from './xss-corpus.test-support.ts';

/**
 * Every payload of the corpus goes through saveMessage as a customer would send it; what is stored, what
 * the save answers and what every reader gets back is inert. A payload that leaves nothing is refused.
 */
let t: TestApp;
let owner: Person;
let admin: Person;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  projectId = await projectOf(t, owner, 'XSS board');
});
afterAll(() => t.close());

const storedBodies = async () =>
  (await t.ctx.db.select({ body: projectMessages.body }).from(projectMessages)).map((row) => row.body);

describe('saveMessage with hostile markup', () => {
  it('stores every payload inert, or refuses it naming message when nothing is left', async () => {
    let stored = 0;
    for (const payload of XSS_PAYLOADS) {
      const response = await post(t, '/rest/message/saveMessage', owner, { projectId, message: payload });
      if (response.statusCode === 400) {
        expect(response.json().error.details.fields).toHaveProperty('message');
        continue;
      }
      expect(response.statusCode, `${payload}: ${response.body}`).toBe(200);
      expectInert(response.json().message, payload);
      stored += 1;
    }
    // Most payloads carry words besides the attack: those are kept, so the reads below have work to do.
    expect(stored).toBeGreaterThanOrEqual(30);
    const bodies = await storedBodies();
    expect(bodies).toHaveLength(stored);
    for (const body of bodies) expectInert(body, body);
  });

  it('reads every stored body back inert, to the customer and to staff', async () => {
    const forOwner = await conversation(t, owner, projectId);
    expect(forOwner.length).toBeGreaterThanOrEqual(30);
    for (const message of forOwner) expectInert(message.message);
    const forStaff = await post(t, '/rest/messages/getAllMessagesForAdmin', admin, {
      startLimit: 0,
      endLimit: 500,
    });
    for (const message of forStaff.json().messages) expectInert(message.message);
    const last = await post(t, '/rest/lastMessage', admin, { projectId });
    expectInert(last.json().message);
    const unread = await post(t, '/rest/messages/checkNewMessagesForAdmin', admin);
    expect(unread.json().count).toBe(forOwner.length);
  });

  it('keeps the allowed subset, links opening apart with rel="noopener noreferrer"', async () => {
    const saved = await say(
      t,
      owner,
      projectId,
      '<p><b>Bold</b> <i>italic</i></p><ul><li>R1</li><li>C3</li></ul>' +
        '<a href="https://boards.example/rev-b" onclick="steal()">rev B</a>',
    );
    const expected =
      '<p><b>Bold</b> <i>italic</i></p><ul><li>R1</li><li>C3</li></ul>' +
      '<a href="https://boards.example/rev-b" target="_blank" rel="noopener noreferrer">rev B</a>';
    expect(saved.message).toBe(expected);
    const [row] = await t.ctx.db
      .select({ body: projectMessages.body })
      .from(projectMessages)
      .where(eq(projectMessages.id, saved.id));
    expect(row?.body).toBe(expected);
    expect((await conversation(t, owner, projectId))[0]?.message).toBe(expected);
  });

  it('keeps plain text plain, escaped', async () => {
    const saved = await say(t, owner, projectId, 'Can R5 be 4k7 < 5k? A&B said "yes"');
    expect(saved.message).toBe('Can R5 be 4k7 &lt; 5k? A&amp;B said "yes"');
  });

  it('refuses a body that is empty once sanitised, naming message, and stores nothing', async () => {
    const before = (await storedBodies()).length;
    for (const message of [
      '',
      '   ',
      '<p> </p><br>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
    ]) {
      const response = await post(t, '/rest/message/saveMessage', owner, { projectId, message });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.details.fields.message).toBe('Please write a message or attach a file');
    }
    expect(await storedBodies()).toHaveLength(before);
  });

  it('refuses a NUL in the body with 400 naming message', async () => {
    const response = await post(t, '/rest/message/saveMessage', owner, { projectId, message: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.message).toBe(
      'Message contains characters that are not allowed',
    );
  });
});
