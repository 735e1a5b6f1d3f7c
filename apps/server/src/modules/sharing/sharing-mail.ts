import { INVITATION_DAYS, type ShareAccess } from '@boardhouse/shared/sharing';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/templates.ts';
import { type SharingMailTexts, sharingMailTexts } from './sharing-mail-texts.ts';

/**
 * The sharing e-mails written here, in the recipient's language (the account's; for an address
 * without one, the inviter's); their links carry no secret (everything behind them needs a sign-in).
 */
interface Invitation {
  email: string;
  invitedBy: string;
  projectName: string;
  access: ShareAccess;
  language?: string | null;
}

/** An address only (an invitation may go to someone without an account) or a known person. */
type Recipient = { email: string; firstname?: string };

function compose(
  to: Recipient,
  texts: SharingMailTexts,
  subject: string,
  paragraphs: string[],
  action: string,
  link: string,
): MailMessage {
  const hello = texts.greeting(to.firstname);
  return {
    to: to.email,
    subject,
    link,
    // The link alone on its line, so a plain-text reader or the console shows it whole.
    text: `${hello}\n\n${paragraphs.join('\n\n')}\n\n${action}:\n${link}\n\n${texts.signature}`,
    html:
      `<p>${escapeHtml(hello)}</p>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(texts.signature)}</p>`,
  };
}

/** To an address with a customer account: the invitation waits in the app's Invitations list. */
export function invitationToAcceptMessage(publicUrl: string, invitation: Invitation): MailMessage {
  const texts = sharingMailTexts(invitation.language);
  return compose(
    { email: invitation.email },
    texts,
    texts.toAccept.subject(invitation),
    [texts.offer(invitation), texts.toAccept.howTo(INVITATION_DAYS)],
    texts.toAccept.action,
    `${publicUrl}/#/my-projects`,
  );
}

/** To an address without an account: after signing up with this address the invitation waits there. */
export function invitationToSignUpMessage(publicUrl: string, invitation: Invitation): MailMessage {
  const texts = sharingMailTexts(invitation.language);
  return compose(
    { email: invitation.email },
    texts,
    texts.toSignUp.subject(invitation),
    [texts.offer(invitation), texts.toSignUp.howTo(invitation.email, INVITATION_DAYS)],
    texts.toSignUp.action,
    `${publicUrl}/#/signup`,
  );
}

/** To the editor whose lock a manager took over: what they had not saved yet is not kept. */
export function lockTakenOverMessage(
  publicUrl: string,
  to: { email: string; firstname: string; language?: string | null },
  takeover: { takenBy: string; projectName: string; projectKey: string },
): MailMessage {
  const texts = sharingMailTexts(to.language);
  return compose(
    to,
    texts,
    texts.lockTakenOver.subject(takeover),
    [texts.lockTakenOver.body(takeover)],
    texts.lockTakenOver.action,
    `${publicUrl}/#/myprojects/new/${encodeURIComponent(takeover.projectKey)}/1`,
  );
}
