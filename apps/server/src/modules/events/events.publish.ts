import { type LiveEvent, liveEventSchema } from '@boardhouse/shared/events/live-events';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';

/** Every server process sharing the database LISTENs here and hands each announcement to its hub. */
export const EVENTS_CHANNEL = 'app_events';

/** Who gets an event: these users (each of their open streams) and/or every signed-in staff member. */
export interface Audience {
  userIds?: readonly number[];
  staff?: boolean;
}

/** User ids per announcement: a NOTIFY payload holds at most 8000 bytes. */
const IDS_PER_ANNOUNCEMENT = 500;
/** Room left below the limit for the schema name added in SQL. */
const LARGEST_PAYLOAD_BYTES = 7_500;

/**
 * Announces `event` to its audience through the database. Pass the caller's transaction: PostgreSQL
 * (and PGlite) deliver a NOTIFY when the transaction commits and drop it when it rolls back, so a
 * browser never hears of a change that did not happen. Every process, this one included, receives it
 * from its listener (live-events.ts); nothing is delivered directly.
 *
 * The current schema goes along, so apps sharing one database under different schemas (the tests on
 * PostgreSQL, staging beside production) do not hear each other: user ids are only unique per schema.
 */
export async function publishEvent(db: Executor, event: LiveEvent, audience: Audience): Promise<void> {
  const userIds = [...new Set(audience.userIds ?? [])];
  const isStaff = audience.staff === true;
  if (userIds.length === 0 && !isStaff) return;
  const chunks: number[][] = [];
  for (let start = 0; start < userIds.length; start += IDS_PER_ANNOUNCEMENT) {
    chunks.push(userIds.slice(start, start + IDS_PER_ANNOUNCEMENT));
  }
  if (chunks.length === 0) chunks.push([]);
  for (const [index, ids] of chunks.entries()) {
    // Staff hear it once, with the first part; a staff member also named in a later part may hear it
    // twice, which is harmless: an event only tells the browser what to fetch again.
    const body = JSON.stringify({ event, userIds: ids, staff: isStaff && index === 0 });
    if (Buffer.byteLength(body) > LARGEST_PAYLOAD_BYTES) {
      throw new Error(`a live event of ${Buffer.byteLength(body)} bytes is too large to announce`);
    }
    await db.execute(
      sql`select pg_notify(${EVENTS_CHANNEL}, (${body}::jsonb || jsonb_build_object('scope', current_schema()))::text)`,
    );
  }
}

/** Tells the user how many messages they have not read (the message centre calls this). */
export function publishUnreadCount(db: Executor, userId: number, count: number): Promise<void> {
  return publishEvent(db, { type: 'unread', count }, { userIds: [userId] });
}

/**
 * Ends these streams of `userId`, whichever process holds them (the account opened more than it may
 * hold: stream-leases.ts). Sent as the events are, in the caller's transaction, so it goes out on commit.
 */
export async function announceStreamEnds(
  db: Executor,
  userId: number,
  streamIds: readonly string[],
): Promise<void> {
  if (streamIds.length === 0) return;
  const body = JSON.stringify({ endStreams: { userId, streamIds } });
  await db.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, (${body}::jsonb || jsonb_build_object('scope', current_schema()))::text)`,
  );
}

const eventAnnouncementSchema = z.object({
  scope: z.string(),
  event: liveEventSchema,
  userIds: z.array(z.number().int()),
  staff: z.boolean(),
});

const streamEndsSchema = z.object({
  scope: z.string(),
  endStreams: z.object({ userId: z.number().int(), streamIds: z.array(z.string()) }),
});

export interface Announcement {
  event: LiveEvent;
  audience: Required<Audience>;
}

export interface StreamEnds {
  endStreams: { userId: number; streamIds: string[] };
}

/**
 * Reads one NOTIFY payload: an event and its audience, or streams to end, when it is well formed and
 * meant for `scope` (this app's schema); `'elsewhere'` when another schema's app sent it, null when it
 * is malformed.
 */
export function readAnnouncement(
  payload: string,
  scope: string,
): Announcement | StreamEnds | 'elsewhere' | null {
  let parsed: z.infer<typeof eventAnnouncementSchema> | z.infer<typeof streamEndsSchema>;
  try {
    const result = z.union([eventAnnouncementSchema, streamEndsSchema]).safeParse(JSON.parse(payload));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  if (parsed.scope !== scope) return 'elsewhere';
  if ('endStreams' in parsed) return { endStreams: parsed.endStreams };
  return { event: parsed.event, audience: { userIds: parsed.userIds, staff: parsed.staff } };
}
