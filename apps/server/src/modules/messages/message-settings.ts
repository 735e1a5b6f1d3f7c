import {
  type MessageSettings,
  UNREAD_MAIL_MINUTES_DEFAULT,
  UNREAD_MAIL_MINUTES_MAX,
  UNREAD_MAIL_MINUTES_MIN,
} from '@boardhouse/shared/messages/announcements-api';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';

/** The app_settings key of the delay before an unread message is e-mailed to the other side. */
export const UNREAD_MAIL_MINUTES_KEY = 'messages.unreadMailMinutes';

/**
 * The stored delay, or the default when none is stored. A value out of bounds (written by hand in the
 * database) is clamped rather than trusted: the job must neither mail at once nor never.
 */
export async function readMessageSettings(db: Executor): Promise<MessageSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, UNREAD_MAIL_MINUTES_KEY));
  const stored = typeof row?.value === 'number' ? Math.round(row.value) : UNREAD_MAIL_MINUTES_DEFAULT;
  return {
    unreadMailMinutes: Math.min(UNREAD_MAIL_MINUTES_MAX, Math.max(UNREAD_MAIL_MINUTES_MIN, stored)),
  };
}

export async function writeMessageSettings(
  db: Executor,
  settings: MessageSettings,
  updatedBy: number,
): Promise<MessageSettings> {
  await db
    .insert(appSettings)
    .values({ key: UNREAD_MAIL_MINUTES_KEY, value: settings.unreadMailMinutes, updatedBy })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: settings.unreadMailMinutes, updatedBy, updatedAt: sql`now()` },
    });
  return readMessageSettings(db);
}
