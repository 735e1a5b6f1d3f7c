import { z } from 'zod';
import { text } from '../fields.ts';
import { formatMessage } from '../messages.ts';

/**
 * The general announcement staff set and every user sees once after signing in, and the message
 * centre's run-time settings (how long a message may stay unread before the other side gets an e-mail).
 */

/** The longest announcement staff may write (before sanitising). */
export const ANNOUNCEMENT_MAX_LENGTH = 10_000;

export const announcement = z.object({
  id: z.number().int(),
  body: z.string().describe('Sanitised HTML (the message subset: b, i, u, p, br, lists, links)'),
  createdAt: z.string().describe('ISO 8601 UTC'),
});
export type Announcement = z.infer<typeof announcement>;

export const announcementResponse = z.object({
  announcement: announcement.nullable().describe('Null when there is nothing (new) to show'),
});
export type AnnouncementResponse = z.infer<typeof announcementResponse>;

export const setAnnouncementRequest = z.object({
  active: z
    .boolean({ error: formatMessage('invalid', { name: 'Active' }) })
    .describe('true publishes `body` as the new announcement; false takes the current one down'),
  body: text('Announcement', { max: ANNOUNCEMENT_MAX_LENGTH, multiLine: true })
    .optional()
    .describe('Required when publishing; sanitised like a message body'),
});
export type SetAnnouncementRequest = z.infer<typeof setAnnouncementRequest>;

/** Bounds of the delay before an unread message is e-mailed, in minutes (one minute to one day). */
export const UNREAD_MAIL_MINUTES_MIN = 1;
export const UNREAD_MAIL_MINUTES_MAX = 1440;
export const UNREAD_MAIL_MINUTES_DEFAULT = 15;

const minutesError = formatMessage('invalid', { name: 'Minutes' });

export const messageSettings = z.object({
  unreadMailMinutes: z
    .number({ error: minutesError })
    .int({ error: minutesError })
    .min(UNREAD_MAIL_MINUTES_MIN, { error: minutesError })
    .max(UNREAD_MAIL_MINUTES_MAX, { error: minutesError })
    .describe(
      `Minutes a message may stay unread before the other side gets an e-mail (${UNREAD_MAIL_MINUTES_MIN}–${UNREAD_MAIL_MINUTES_MAX}, default ${UNREAD_MAIL_MINUTES_DEFAULT})`,
    ),
});
export type MessageSettings = z.infer<typeof messageSettings>;
