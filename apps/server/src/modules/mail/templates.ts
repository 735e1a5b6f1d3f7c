import { accountMailTexts } from './account-mail-texts.ts';
import type { MailMessage } from './mailer.ts';

/**
 * The account e-mails, in the recipient's language (account-mail-texts.ts; English when unknown).
 * Links point at the web app's hash routes under PUBLIC_URL.
 */
interface Recipient {
  email: string;
  firstname: string;
  language?: string | null;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One message's words with its facts filled in. */
interface Words {
  subject: string;
  intro: string;
  action: string;
  outro?: string;
}

/**
 * One e-mail with one action link, alone on its line in the text part (so a console or a plain-text
 * reader shows a link that can be clicked or copied whole). `secret` is the one-time code inside the
 * link: the outbox replaces it once the e-mail is sent, so no working code stays at rest.
 */
function compose(
  to: Recipient,
  words: Words,
  link: string,
  { secret }: { secret?: string } = {},
): MailMessage {
  const texts = accountMailTexts(to.language);
  const greeting = texts.greeting(to.firstname);
  const outro = words.outro ?? texts.oneTimeLinkOutro;
  return {
    to: to.email,
    subject: words.subject,
    link,
    ...(secret ? { secret } : {}),
    text: `${greeting}\n\n${words.intro}\n\n${words.action}:\n${link}\n\n${outro}\n\n${texts.signature}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(words.intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p><p>${escapeHtml(outro)}</p>` +
      `<p>${escapeHtml(texts.signature)}</p>`,
  };
}

/** Fills a message's facts in. */
function wordsOf<F>(
  message: { subject: (facts: F) => string; intro: (facts: F) => string; action: string; outro?: string },
  facts: F,
): Words {
  return {
    subject: message.subject(facts),
    intro: message.intro(facts),
    action: message.action,
    ...(message.outro ? { outro: message.outro } : {}),
  };
}

const NO_FACTS = {} as Record<string, never>;

export function confirmEmailMessage(publicUrl: string, to: Recipient, code: string): MailMessage {
  const words = wordsOf(accountMailTexts(to.language).confirmAccount, NO_FACTS);
  return compose(to, words, `${publicUrl}/#/welcome/${code}`, { secret: code });
}

export function resetPasswordMessage(publicUrl: string, to: Recipient, code: string): MailMessage {
  const words = wordsOf(accountMailTexts(to.language).resetPassword, NO_FACTS);
  return compose(to, words, `${publicUrl}/#/welcome/${code}?mode=reset`, { secret: code });
}

export function setPasswordMessage(publicUrl: string, to: Recipient, code: string): MailMessage {
  const words = wordsOf(accountMailTexts(to.language).setPassword, NO_FACTS);
  return compose(to, words, `${publicUrl}/#/welcome/${code}?mode=set-password`, { secret: code });
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function signupAttemptMessage(publicUrl: string, to: Recipient): MailMessage {
  return compose(to, wordsOf(accountMailTexts(to.language).signupAttempt, NO_FACTS), `${publicUrl}/#/login`);
}

/** Tells a customer that a project was shared with them; the link opens the project. */
export function projectSharedMessage(
  publicUrl: string,
  to: Recipient,
  share: {
    sharedBy: string;
    projectName: string;
    projectKey: string;
    access: 'read' | 'edit';
    note?: string;
  },
): MailMessage {
  const texts = accountMailTexts(to.language);
  const words = texts.projectShared;
  const link = `${publicUrl}/#/myprojects/new/${encodeURIComponent(share.projectKey)}/1`;
  const intro = `${words.intro(share)} ${share.access === 'edit' ? words.canEdit : words.canView}`;
  const greeting = texts.greeting(to.firstname);
  const note = share.note ? `\n\n${share.note}` : '';
  return {
    to: to.email,
    subject: words.subject(share),
    link,
    text: `${greeting}\n\n${intro}${note}\n\n${words.action}:\n${link}\n\n${texts.signature}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      (share.note ? `<p>${escapeHtml(share.note)}</p>` : '') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p><p>${escapeHtml(texts.signature)}</p>`,
  };
}

/** Sent to the new address of an e-mail change: following the link makes it the account's address. */
export function confirmEmailChangeMessage(publicUrl: string, to: Recipient, code: string): MailMessage {
  const words = wordsOf(accountMailTexts(to.language).confirmEmailChange, { email: to.email });
  return compose(to, words, `${publicUrl}/#/confirm-email/${code}`, { secret: code });
}

/** Sent to the current address when a change is asked for, so its owner hears of a takeover attempt. */
export function emailChangeNoticeMessage(publicUrl: string, to: Recipient, newEmail: string): MailMessage {
  const words = wordsOf(accountMailTexts(to.language).emailChangeNotice, { newEmail });
  return compose(to, words, `${publicUrl}/#/login`);
}

/**
 * Sent instead of a confirmation link when the new address already has an account: the person asking
 * is answered as usual, so the call cannot tell which addresses have accounts.
 */
export function emailChangeTakenMessage(publicUrl: string, to: Recipient): MailMessage {
  return compose(
    to,
    wordsOf(accountMailTexts(to.language).emailChangeTaken, NO_FACTS),
    `${publicUrl}/#/login`,
  );
}
