import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { ACCOUNT_MAIL_TEXTS } from './account-mail-texts.ts';
import { emailChangeNoticeMessage, setPasswordMessage } from './templates.ts';

/**
 * The account e-mails in the recipient's language (the language chosen at sign-up or set on the
 * account), English when none is known; each link alone on its line of the text part.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const signup = (username: string, email: string, language?: string) =>
  post('/rest/open/signup', {
    username,
    email,
    password: 'Copper-Pour-Island-5',
    firstname: 'Grete',
    lastname: 'Leiter',
    acceptTerms: true,
    ...(language ? { language } : {}),
  });

/** No English word of the English version's sentences is left (the link and the name aside). */
const noEnglishOf = (text: string, english: string[]) => {
  for (const sentence of english) expect(text).not.toContain(sentence);
};

describe('a German user', () => {
  it('gets the confirmation of a sign-up in German, the link alone on its line', async () => {
    const response = await signup('grete', 'grete@example.test', 'de');
    expect(response.statusCode, response.body).toBe(201);
    const { message } = await lastMailTo(t, 'grete@example.test');
    expect(message.subject).toBe('Bestätigen Sie Ihr Boardhouse-Konto');
    expect(message.textBody).toContain('Hallo Grete,');
    expect(message.textBody).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(message.textBody).toMatch(
      /\nMein Konto bestätigen:\nhttp:\/\/boardhouse\.test\/#\/welcome\/\S+\n/,
    );
    expect(message.htmlBody).toContain('>Mein Konto bestätigen</a>');
    const en = ACCOUNT_MAIL_TEXTS.en;
    noEnglishOf(message.textBody, [en.greeting('Grete'), en.confirmAccount.action, en.oneTimeLinkOutro]);
  });

  it('gets the password reset in German', async () => {
    const { user } = await buildUser(t, { language: 'de', firstname: 'Hans' });
    expect((await post('/rest/open/reset-my-password', { username: user.username })).statusCode).toBe(200);
    await t.services.auth.settled();
    const { message } = await lastMailTo(t, user.email);
    expect(message.subject).toBe('Setzen Sie Ihr Boardhouse-Passwort zurück');
    expect(message.textBody).toContain('Hallo Hans,');
    expect(message.textBody).toMatch(
      /\nNeues Passwort wählen:\nhttp:\/\/boardhouse\.test\/#\/welcome\/\S+\?mode=reset\n/,
    );
    expect(message.textBody).toContain('läuft nach 24 Stunden ab');
  });

  it('hears of a sign-up attempt with their address in German; an unknown language reads English', async () => {
    await buildUser(t, { email: 'owner.de@example.test', language: 'de' });
    expect((await signup('intruder1', 'owner.de@example.test')).statusCode).toBe(201);
    expect((await lastMailTo(t, 'owner.de@example.test')).message.subject).toBe(
      'Jemand hat versucht, sich mit Ihrer Adresse zu registrieren',
    );
    const english = setPasswordMessage(
      'http://x.test',
      { email: 'a@x.test', firstname: 'A', language: 'xx' },
      'c',
    );
    expect(english.subject).toBe('Your Boardhouse account is ready');
    expect(english.text).toContain('Set my password:\nhttp://x.test/#/welcome/c?mode=set-password\n');
  });

  it.each(Object.keys(ACCOUNT_MAIL_TEXTS))(
    'has the e-mail change notice in %s, naming the new address',
    (language) => {
      const mail = emailChangeNoticeMessage(
        'http://x.test',
        { email: 'old@x.test', firstname: 'Li', language },
        'new@x.test',
      );
      expect(mail.text).toContain('new@x.test');
      expect(mail.text).toContain(':\nhttp://x.test/#/login\n');
      if (language !== 'en')
        expect(mail.subject).not.toBe(ACCOUNT_MAIL_TEXTS.en.emailChangeNotice.subject({ newEmail: '' }));
    },
  );
});
