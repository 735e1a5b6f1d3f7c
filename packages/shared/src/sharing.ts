import { z } from 'zod';
import { emailAddress, optionalText } from './fields.ts';
import { PROJECT_KEY_PATTERN, projectLock } from './projects.ts';

/** Requests and answers of sharing a project, its share notifications and the editing lock. */

export const SHARE_ACCESS = ['read', 'edit'] as const;
export type ShareAccess = (typeof SHARE_ACCESS)[number];

/** How long an editing lock lasts; the editor's page renews it while it is open. */
export const LOCK_MINUTES = 10;

const projectKey = z.string().regex(PROJECT_KEY_PATTERN, { error: 'The requested project is not found' });
const recordId = (name: string) =>
  z
    .number({ error: `${name} is not valid` })
    .int({ error: `${name} is not valid` })
    .positive({ error: `${name} is not valid` });
/** The same in a path, where every value arrives as text. */
const pathId = (name: string) =>
  z.coerce
    .number({ error: `${name} is not valid` })
    .int({ error: `${name} is not valid` })
    .positive({ error: `${name} is not valid` });

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
  search: z.string().trim().max(120, { error: 'Search maximum length is 120' }).optional(),
});

export const lockParams = z.object({ userId: pathId('User'), projectId: projectKey });
export const lockRequest = z.object({
  release: z.boolean({ error: 'Release must be true or false' }).optional(),
});
export const lockResponse = z.object({ locked: z.boolean(), lock: projectLock.nullable() });
export type LockResponse = z.infer<typeof lockResponse>;

export const shareNotification = z.object({
  id: z.number().int(),
  projectId: z.string().describe('The project key'),
  projectName: z.string(),
  message: z.string(),
  sharedBy: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }),
  createdAt: z.string(),
});
export type ShareNotification = z.infer<typeof shareNotification>;

export const closeShareNotificationRequest = z.object({ id: recordId('Notification') });

export const resendShareNotificationRequest = z.object({
  projectId: projectKey,
  userId: recordId('User'),
  message: optionalText('Message', 500),
});
export type ResendShareNotificationRequest = z.infer<typeof resendShareNotificationRequest>;
