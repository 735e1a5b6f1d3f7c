import { z } from 'zod';
import { emailAddress, optionalText, recordId, searchText } from './fields.ts';
import { PROJECT_KEY_PATTERN, projectLock } from './projects.ts';
import { serverTextSchema } from './server-texts/server-text.ts';

/** Requests and answers of sharing a project, its share notifications and the editing lock. */

export const SHARE_ACCESS = ['read', 'edit'] as const;
export type ShareAccess = (typeof SHARE_ACCESS)[number];

/** How long an editing lock lasts; the editor's page renews it while it is open. */
export const LOCK_MINUTES = 10;

const projectKey = z.string().regex(PROJECT_KEY_PATTERN, { error: 'The requested project is not found' });
/** Ids in paths arrive as text, in bodies as numbers: the shared id schema takes both. */
const pathId = recordId;

export const shareProjectRequest = z
  .object({
    projectId: projectKey,
    userId: recordId('Team member').optional(),
    email: emailAddress('Email').optional(),
    access: z.enum(SHARE_ACCESS, { error: 'Access must be read or edit' }),
  })
  .refine((value) => value.userId !== undefined || value.email !== undefined, {
    path: ['email'],
    error: 'Choose a team member or enter the e-mail address of a customer',
  });
export type ShareProjectRequest = z.infer<typeof shareProjectRequest>;

export const projectShare = z.object({
  userId: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  access: z.enum(SHARE_ACCESS),
});
export type ProjectShare = z.infer<typeof projectShare>;

export const shareProjectResponse = z.object({ share: projectShare });

/**
 * The answer to sharing by e-mail address, the same whether or not the address has an account: the
 * address receives an invitation (to accept, or to sign up and then accept) and nothing else is told.
 */
export const shareInvitedResponse = z.object({ invited: z.literal(true) });
export type ShareInvitedResponse = z.infer<typeof shareInvitedResponse>;

/** How long an invitation by e-mail waits to be accepted. */
export const INVITATION_DAYS = 30;

/** An invitation waiting for the caller to accept or decline it. */
export const shareInvitation = z.object({
  id: z.number().int(),
  projectId: z.string().describe('The project key'),
  projectName: z.string(),
  access: z.enum(SHARE_ACCESS),
  invitedBy: z.object({ firstname: z.string(), lastname: z.string() }),
  createdAt: z.string().describe('ISO 8601 UTC'),
  expiresAt: z.string().describe('ISO 8601 UTC'),
});
export type ShareInvitation = z.infer<typeof shareInvitation>;

/** A pending invitation as the project's managers see it: only the address they typed. */
export const pendingInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  access: z.enum(SHARE_ACCESS),
  createdAt: z.string().describe('ISO 8601 UTC'),
  expiresAt: z.string().describe('ISO 8601 UTC'),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

export const invitationParams = z.object({ invitationId: pathId('Invitation') });
export const projectInvitationParams = z.object({
  projectId: projectKey,
  invitationId: pathId('Invitation'),
});

export const projectSharesParams = z.object({ projectId: projectKey });
export const unshareParams = z.object({ projectId: projectKey, userId: pathId('User') });

/** Someone the caller may share a project with. */
export const shareCandidate = z.object({
  id: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
});
export type ShareCandidate = z.infer<typeof shareCandidate>;

export const shareCandidatesQuery = z.object({
  search: searchText(120),
});

export const lockParams = z.object({ userId: pathId('User'), projectId: projectKey });
export const lockRequest = z.object({
  release: z.boolean({ error: 'Release must be true or false' }).optional(),
});
export const lockResponse = z.object({ locked: z.boolean(), lock: projectLock.nullable() });
export const takeOverLockParams = z.object({ projectId: projectKey });
export type LockResponse = z.infer<typeof lockResponse>;

/** What a share notification is about: a new share, a reminder, or an editing lock taken over. */
export const SHARE_NOTIFICATION_KINDS = ['shared', 'reminder', 'lock-taken'] as const;
export type ShareNotificationKind = (typeof SHARE_NOTIFICATION_KINDS)[number];

export const shareNotification = z.object({
  id: z.number().int(),
  kind: z.enum(SHARE_NOTIFICATION_KINDS),
  projectId: z.string().describe('The project key'),
  projectName: z.string(),
  message: z.string().describe('As written: the server’s sentence in English, or a reminder’s personal note'),
  messageText: serverTextSchema
    .optional()
    .describe('The server’s sentence as a message key with parameters, for the reader’s language'),
  sharedBy: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }),
  createdAt: z.string(),
});
export type ShareNotification = z.infer<typeof shareNotification>;

export const closeShareNotificationRequest = z.object({ id: recordId('Notification') });

/** The longest personal note a reminder e-mail carries. */
export const REMINDER_MESSAGE_MAX = 1000;

export const resendShareNotificationRequest = z.object({
  projectId: projectKey,
  userId: recordId('User'),
  message: optionalText('Message', REMINDER_MESSAGE_MAX, { multiLine: true }),
});
export type ResendShareNotificationRequest = z.infer<typeof resendShareNotificationRequest>;
