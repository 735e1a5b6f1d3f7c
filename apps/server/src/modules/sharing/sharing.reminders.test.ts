import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { projectShares } from '../../db/schema.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const remind = (who: Person, body: object) => call('POST', '/rest/project/sharenotification', who, body);

describe('reminder e-mails about a share', () => {
  it('sends at most one a day per share, with a clear 429 beyond that', async () => {
    const owner = await signedInPerson(t);
    const [reader, other] = [await signedInPerson(t), await signedInPerson(t)];
    const projectId = await projectOf(t, owner, 'Reminded');
    await share(t, owner, projectId, reader, 'read');
    await share(t, owner, projectId, other, 'read');

    expect((await remind(owner, { projectId, userId: reader.user.id })).statusCode).toBe(204);
    const again = await remind(owner, { projectId, userId: reader.user.id, message: 'Any news?' });
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toEqual({
      code: 'RATE_LIMITED',
      message:
        'A reminder about this project was sent to this person less than a day ago; you can send the next one tomorrow',
    });
    expect((await lastMailTo(t, reader.user.email)).message.textBody).not.toContain('Any news?');
    // Another share of the same project has its own day.
    expect((await remind(owner, { projectId, userId: other.user.id })).statusCode).toBe(204);

    await t.ctx.db
      .update(projectShares)
      .set({ remindedAt: sql`now() - interval '25 hours'` })
      .where(eq(projectShares.userId, reader.user.id));
    expect(
      (await remind(owner, { projectId, userId: reader.user.id, message: 'Any news?' })).statusCode,
    ).toBe(204);
    expect((await lastMailTo(t, reader.user.email)).message.textBody).toContain('Any news?');
  });

  it('limits the note to 1000 characters and sends it as text, escaped in the HTML part', async () => {
    const owner = await signedInPerson(t);
    const reader = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Long note');
    await share(t, owner, projectId, reader, 'read');

    const tooLong = await remind(owner, { projectId, userId: reader.user.id, message: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.fields.message).toBe('Message maximum length is 1000');

    const note = `<a href="https://evil.example">click</a> ${'y'.repeat(950)}`;
    expect((await remind(owner, { projectId, userId: reader.user.id, message: note })).statusCode).toBe(204);
    const { message: mail } = await lastMailTo(t, reader.user.email);
    expect(mail.textBody).toContain(note);
    expect(mail.htmlBody).not.toContain('<a href="https://evil.example">');
    expect(mail.htmlBody).toContain('&#60;a href=&#34;https://evil.example&#34;&#62;click&#60;/a&#62;');
  });

  it('reminds only people who accepted: a pending invitation is not a share', async () => {
    const owner = await signedInPerson(t);
    const invitee = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Not yet accepted');
    await call('POST', '/rest/project/shareproject', owner, {
      projectId,
      email: invitee.user.email,
      access: 'read',
    });
    const response = await remind(owner, { projectId, userId: invitee.user.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('The requested share is not found');
  });
});
