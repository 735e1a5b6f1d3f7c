import { INVITATION_DAYS, type ShareAccess } from '@boardhouse/shared/sharing';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/templates.ts';

/** The sharing e-mails written here; their links carry no secret (everything behind them needs a sign-in). */
interface Invitation {
  email: string;
  invitedBy: string;
  projectName: string;
  access: ShareAccess;
}

/** An address only (an invitation may go to someone without an account) or a known person. */
type Recipient = { email: string; firstname?: string };

function compose(
  to: Recipient,
  subject: string,
  paragraphs: string[],
  action: string,
  link: string,
): MailMessage {
  const hello = to.firstname ? `Hello ${to.firstname},` : 'Hello,';
  return {
    to: to.email,
    subject,
    link,
    text: `${hello}\n\n${paragraphs.join('\n\n')}\n\n${action}: ${link}\n\nBoardhouse`,
    html:
      `<p>${escapeHtml(hello)}</p>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>Boardhouse</p>`,
  };
}

const offer = (invitation: Invitation) =>
  `${invitation.invitedBy} invites you to ${invitation.access === 'edit' ? 'view and change' : 'view'} the project "${invitation.projectName}" on Boardhouse.`;

/** To an address with a customer account: the invitation waits in the app's Invitations list. */
export function invitationToAcceptMessage(publicUrl: string, invitation: Invitation): MailMessage {
  return compose(
    { email: invitation.email },
    `${invitation.invitedBy} invites you to a project`,
    [
      offer(invitation),
      `Sign in and accept or decline it under Invitations on the My Projects page. The invitation is open for ${INVITATION_DAYS} days.`,
    ],
    'See the invitation',
    `${publicUrl}/#/my-projects`,
  );
}

/** To an address without an account: after signing up with this address the invitation waits there. */
export function invitationToSignUpMessage(publicUrl: string, invitation: Invitation): MailMessage {
  return compose(
    { email: invitation.email },
    `${invitation.invitedBy} invites you to a project on Boardhouse`,
    [
      offer(invitation),
      `To see it, create a Boardhouse account with this e-mail address (${invitation.email}); the invitation then waits for you under Invitations on the My Projects page. It is open for ${INVITATION_DAYS} days. If you do not know the sender, ignore this e-mail.`,
    ],
    'Create an account',
    `${publicUrl}/#/signup`,
  );
}

/** To the editor whose lock a manager took over: what they had not saved yet is not kept. */
export function lockTakenOverMessage(
  publicUrl: string,
  to: { email: string; firstname: string },
  takeover: { takenBy: string; projectName: string; projectKey: string },
): MailMessage {
  return compose(
    to,
    `${takeover.takenBy} took over editing "${takeover.projectName}"`,
    [
      `${takeover.takenBy} took over editing the project "${takeover.projectName}". Changes you had not saved yet were not kept; you can edit the project again once they are done.`,
    ],
    'Open the project',
    `${publicUrl}/#/myprojects/new/${encodeURIComponent(takeover.projectKey)}/1`,
  );
}
