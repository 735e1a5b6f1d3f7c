import type { MailMessage } from './mailer.ts';

/** The account e-mails. Links point at the web app's hash routes under PUBLIC_URL. */
interface Recipient {
  email: string;
  firstname: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function compose(to: Recipient, subject: string, intro: string, action: string, link: string): MailMessage {
  const outro =
    'The link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail.';
  return {
    to: to.email,
    subject,
    link,
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
  );
}

export function resetPasswordMessage(publicUrl: string, to: Recipient, code: string): MailMessage {
  return compose(
    to,
    'Reset your Boardhouse password',
    'We received a request to reset the password of your account.',
    'Choose a new password',
    `${publicUrl}/#/welcome/${code}?mode=reset`,
  );
}

export function setPasswordMessage(publicUrl: string, to: Recipient, code: string): MailMessage {
  return compose(
    to,
    'Your Boardhouse account is ready',
    'An account has been created for you. Choose a password to start using it.',
    'Set my password',
    `${publicUrl}/#/welcome/${code}?mode=set-password`,
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
