import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { EventHub, type EventHubOptions, MOST_STREAMS_PER_ACCOUNT } from './event-hub.ts';
import { EVENTS_CHANNEL, readAnnouncement } from './events.publish.ts';
import { StreamLeases } from './stream-leases.ts';

/**
 * This process's hub, fed by the database: every announcement published on EVENTS_CHANNEL (by this
 * process or another one sharing the database) reaches the streams open here. On PostgreSQL that is
 * LISTEN/NOTIFY on a connection of its own; on PGlite the same calls, within the process. On
 * PostgreSQL the streams are counted in the database too, so an account's cap holds across processes.
 */
export async function startLiveEvents(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: EventHubOptions = {},
): Promise<EventHub> {
  // Only PostgreSQL has other processes. An embedded database is held by one process (db.lock), whose
  // hub's own cap is then the whole count, so it is spared a transaction per stream (about 3 ms each
  // there, in the one connection every request shares: docs/benchmarks.md).
  const leases =
    database.kind === 'postgres'
      ? new StreamLeases(database.db, log, { mostPerAccount: MOST_STREAMS_PER_ACCOUNT })
      : undefined;
  const hub = new EventHub({ ...(leases ? { leases } : {}), ...options });
  const result = await database.db.execute(sql`select current_schema() as scope`);
  const [row] = (result as unknown as { rows: { scope: string }[] }).rows;
  const scope = row?.scope ?? 'public';
  await database.listen(
    EVENTS_CHANNEL,
    (payload) => {
      const announcement = readAnnouncement(payload, scope);
      if (announcement === null) log.warn({ channel: EVENTS_CHANNEL }, 'ignored a malformed live event');
      else if (announcement === 'elsewhere') return;
      else if ('endStreams' in announcement) {
        hub.endStreams(announcement.endStreams.userId, announcement.endStreams.streamIds);
      } else hub.deliver(announcement.event, announcement.audience);
    },
    (error) => {
      log.warn({ err: error }, 'lost the live-event announcements; browsers poll until they are back');
      hub.pause();
    },
    () => hub.resume(),
  );
  return hub;
}
