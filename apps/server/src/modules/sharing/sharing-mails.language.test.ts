import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { caller, projectOf, signedInPerson } from '../../../test/people.ts';
import { lockTakenOverMessage } from './sharing-mail.ts';
import { SHARING_MAIL_TEXTS } from './sharing-mail-texts.ts';

/**
 * The sharing e-mails in the reader's language: an account's own, and for an address without an
 * account the inviter's (the one language known to suit the sender's circle).
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

describe('sharing e-mails', () => {
  it('invite a German account in German, and a stranger in the inviter’s language', async () => {
    const owner = await signedInPerson(t, { firstname: 'Ada', lastname: 'Owner', language: 'fr' });
    const reader = await signedInPerson(t, { language: 'de' });
    const projectId = await projectOf(t, owner, 'Treiber');
    const toReader = await call('POST', '/rest/project/shareproject', owner, {
      projectId,
      email: reader.user.email,
      access: 'edit',
    });
    expect(toReader.statusCode).toBe(202);
    const { message: german } = await lastMailTo(t, reader.user.email);
    expect(german.subject).toBe('Ada Owner lädt Sie zu einem Projekt ein');
    expect(german.textBody).toContain('das Projekt „Treiber“ auf Boardhouse anzusehen und zu ändern.');
    expect(german.textBody).toContain('Einladung ansehen:\nhttp://boardhouse.test/#/my-projects\n');

    const toStranger = await call('POST', '/rest/project/shareproject', owner, {
      projectId,
      email: 'nobody.yet@example.test',
      access: 'read',
    });
    expect(toStranger.statusCode).toBe(202);
    const { message: french } = await lastMailTo(t, 'nobody.yet@example.test');
    expect(french.subject).toBe('Ada Owner vous invite à un projet sur Boardhouse');
    expect(french.textBody).toContain('(nobody.yet@example.test)');
    expect(french.textBody).toContain('Créer un compte:\nhttp://boardhouse.test/#/signup\n');
  });

  it('tell an editor whose lock was taken, in each language, the link alone on its line', () => {
    for (const [language, texts] of Object.entries(SHARING_MAIL_TEXTS)) {
      const mail = lockTakenOverMessage(
        'http://x.test',
        { email: 'e@x.test', firstname: 'Eda', language },
        { takenBy: 'Olga Owner', projectName: 'Held', projectKey: 'P-1' },
      );
      expect(mail.subject, language).toBe(
        texts.lockTakenOver.subject({ takenBy: 'Olga Owner', projectName: 'Held' }),
      );
      expect(mail.text, language).toContain(
        `${texts.lockTakenOver.action}:\nhttp://x.test/#/myprojects/new/P-1/1\n`,
      );
      if (language !== 'en')
        expect(mail.subject).not.toBe(
          SHARING_MAIL_TEXTS.en.lockTakenOver.subject({ takenBy: 'Olga Owner', projectName: 'Held' }),
        );
    }
  });
});
