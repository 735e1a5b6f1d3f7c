import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobQueue, JobQueueStats } from '../../jobs/job-queue.ts';
import { countUnpushed } from '../crm/crm-contact-outbox.ts';
import type { EventHub } from '../events/event-hub.ts';
import { type OutboxBacklog, readOutboxBacklog } from './metrics.repository.ts';

export interface ScrapeSources {
  database: DatabaseHandle;
  /** Each in-process queue by a short name, the `queue` label. */
  jobQueues: Readonly<Record<string, Pick<JobQueue, 'stats'>>>;
  liveEvents: Pick<EventHub, 'openCount'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Figures read when Prometheus scrapes (prom-client's collect callbacks), so nothing is kept up to date
 * between scrapes: the pool, the job queues, the outbox and the open event streams.
 */
export function registerScrapeGauges(registry: Registry, sources: ScrapeSources): void {
  const gauge = (name: string, help: string, read: () => number | Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  const queues = Object.entries(sources.jobQueues);
  const perQueue = (name: string, help: string, read: (stats: JobQueueStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      collect() {
        for (const [queue, jobs] of queues) this.set({ queue }, read(jobs.stats()));
      },
    });

  const poolStats = sources.database.poolStats;
  if (poolStats) {
    gauge(
      'boardhouse_db_pool_connections_in_use',
      'PostgreSQL pool connections running a query or a transaction',
      () => poolStats().total - poolStats().idle,
    );
    gauge(
      'boardhouse_db_pool_connections_idle',
      'PostgreSQL pool connections open and free',
      () => poolStats().idle,
    );
    gauge(
      'boardhouse_db_pool_waiting_queries',
      'Queries waiting for a PostgreSQL pool connection (all are in use)',
      () => poolStats().waiting,
    );
  }

  perQueue(
    'boardhouse_job_queue_waiting',
    'Background jobs sent and not started yet',
    (stats) => stats.waiting,
  );
  perQueue('boardhouse_job_queue_running', 'Background jobs running now', (stats) => stats.running);
  perQueue(
    'boardhouse_job_queue_oldest_waiting_seconds',
    'How long the oldest waiting background job has waited (0: none waits)',
    (stats) => stats.oldestWaitingMs / 1000,
  );

  // prom-client collects every metric at once (Promise.all), so the three outbox gauges of one scrape
  // share the query in flight, and the next scrape asks again.
  let backlogInFlight: Promise<OutboxBacklog | null> | null = null;
  const readBacklog = (): Promise<OutboxBacklog | null> => {
    backlogInFlight ??= readOutboxBacklog(sources.database.db)
      .catch((error: unknown) => {
        // The other figures still answer; NaN says "unknown" rather than a reassuring 0.
        sources.log.warn({ err: error }, 'metrics: could not read the outbox backlog');
        return null;
      })
      .finally(() => {
        backlogInFlight = null;
      });
    return backlogInFlight;
  };
  gauge(
    'boardhouse_outbox_lag_seconds',
    'Age of the oldest e-mail not sent yet and still tried (0: none); without SMTP_URL every message stays unsent',
    async () => (await readBacklog())?.oldestAgeSeconds ?? Number.NaN,
  );
  gauge(
    'boardhouse_outbox_unsent_messages',
    'E-mails not sent yet and still tried (not failed)',
    async () => (await readBacklog())?.unsent ?? Number.NaN,
  );
  gauge(
    'boardhouse_outbox_failed_messages',
    'E-mails given up on: refused for good (5xx) or still failing after 4 days; never sent, see the API log',
    async () => (await readBacklog())?.failed ?? Number.NaN,
  );

  gauge(
    'boardhouse_crm_contacts_unpushed',
    'Customers whose contact has not reached HubSpot yet (waiting, retrying, refused, or HUBSPOT_TOKEN unset)',
    () =>
      countUnpushed(sources.database.db).catch((error: unknown) => {
        sources.log.warn({ err: error }, 'metrics: could not count the unpushed CRM contacts');
        return Number.NaN;
      }),
  );

  gauge(
    'boardhouse_event_streams_open',
    'Live-event streams (GET /rest/events) open in this process',
    () => sources.liveEvents.openCount,
  );
}
