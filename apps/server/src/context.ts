import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { FileStorage } from './storage/storage.ts';

/** What every service is built from: one per running app (and one per test app). */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
}
