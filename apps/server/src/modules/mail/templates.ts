import { formatMessage } from '@boardhouse/shared/messages';
import type { MailMessage } from './mailer.ts';

/** The account e-mails. Links point at the web app's hash routes under PUBLIC_URL. */
interface Recipient {
  email: string;
  firstname: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const ONE_TIME_LINK_OUTRO =
  'The link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail.';

/**
 * One e-mail with one action link. `secret` is the one-time code inside the link: the outbox replaces
 * it once the e-mail is sent, so no working code stays at rest.
 */
function compose(
  to: Recipient,
  subject: string,
  intro: string,
  action: string,
  link: string,
  { secret, outro = ONE_TIME_LINK_OUTRO }: { secret?: string; outro?: string } = {},
): MailMessage {
  return {
    to: to.email,
    subject,
    link,
    ...(secret ? { secret } : {}),
    text: `Hello ${to.firstname},\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\nBoardhouse`,
    html:
      `<p>Hello ${escapeHtml(to.firstname)},</p><p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>Boardhouse</p>`,
  };
}

export function confirmEmailMessage(publicUrl: string, to: Recipient, code: string): MailMessage {
  return compose(
    to,
    'Confirm your Boardhouse account',
    'Thank you for signing up. Please confirm your e-mail address to activate your account.',
    'Confirm my account',
    `${publicUrl}/#/welcome/${code}`,
    { secret: code },
  );
}

export function resetPasswordMessage(publicUrl: string, to: Recipient, code: string): MailMessage {
  return compose(
    to,
    'Reset your Boardhouse password',
    'We received a request to reset the password of your account.',
    'Choose a new password',
    `${publicUrl}/#/welcome/${code}?mode=reset`,
    { secret: code },
  );
}

export function setPasswordMessage(publicUrl: string, to: Recipient, code: string): MailMessage {
  return compose(
    to,
    'Your Boardhouse account is ready',
    'An account has been created for you. Choose a password to start using it.',
    'Set my password',
    `${publicUrl}/#/welcome/${code}?mode=set-password`,
    { secret: code },
  );
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function signupAttemptMessage(publicUrl: string, to: Recipient): MailMessage {
  return compose(
    to,
    formatMessage('signupAttemptSubject'),
    formatMessage('signupAttemptIntro'),
    'Sign in',
    `${publicUrl}/#/login`,
    { outro: formatMessage('signupAttemptOutro') },
  );
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
  const link = `${publicUrl}/#/myprojects/new/${encodeURIComponent(share.projectKey)}/1`;
  const intro = `${share.sharedBy} shared the project "${share.projectName}" with you.`;
  const rights =
    share.access === 'edit' ? 'You can view and change it.' : 'You can view it but not change it.';
  const note = share.note ? `\n\n${share.note}` : '';
  return {
    to: to.email,
    subject: `${share.sharedBy} shared a project with you`,
    link,
    text: `Hello ${to.firstname},\n\n${intro} ${rights}${note}\n\nOpen the project: ${link}\n\nBoardhouse`,
    html:
      `<p>Hello ${escapeHtml(to.firstname)},</p><p>${escapeHtml(`${intro} ${rights}`)}</p>` +
      (share.note ? `<p>${escapeHtml(share.note)}</p>` : '') +
      `<p><a href="${escapeHtml(link)}">Open the project</a></p><p>Boardhouse</p>`,
  };
}

/** Sent to the new address of an e-mail change: following the link makes it the account's address. */
export function confirmEmailChangeMessage(publicUrl: string, to: Recipient, code: string): MailMessage {
  return compose(
    to,
    'Confirm your new Boardhouse e-mail address',
    `You asked to use ${to.email} for your Boardhouse account. Your account keeps its current address until you confirm this one.`,
    'Confirm my new address',
    `${publicUrl}/#/confirm-email/${code}`,
    { secret: code },
  );
}

/** Sent to the current address when a change is asked for, so its owner hears of a takeover attempt. */
export function emailChangeNoticeMessage(publicUrl: string, to: Recipient, newEmail: string): MailMessage {
  return compose(
    to,
    'Your Boardhouse e-mail address is being changed',
    `Someone signed in to your account asked to change its e-mail address to ${newEmail}. The change takes effect once the link sent to that address is followed.`,
    'Sign in',
    `${publicUrl}/#/login`,
    {
      outro:
        'If this was not you, sign in and change your password: the change cannot complete without the new address.',
    },
  );
}

/**
 * Sent instead of a confirmation link when the new address already has an account: the person asking
 * is answered as usual, so the call cannot tell which addresses have accounts.
 */
export function emailChangeTakenMessage(publicUrl: string, to: Recipient): MailMessage {
  return compose(
    to,
    'This address already has a Boardhouse account',
    'Someone asked to move a Boardhouse account to this e-mail address, but this address already has an account of its own, so nothing was changed.',
    'Sign in',
    `${publicUrl}/#/login`,
    { outro: 'If this was not you, ignore this e-mail: your account is unchanged.' },
  );
}
