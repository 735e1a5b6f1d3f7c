import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { prepareDataDir } from './data-dir.ts';
import { openDatabase } from './db/client.ts';
import { EmbeddedDatabaseInUseError } from './db/embedded-lock.ts';
import { afterBulkChange } from './db/maintenance.ts';
import { prepareShutdown, SHUTDOWN_DEADLINE_MS } from './graceful-shutdown.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './modules/accounts/demo-seed.ts';
import { OUTBOX_RETRY_MS } from './modules/mail/mailer.ts';
import { ensureSeededSuperAdmin } from './modules/users-admin/staff-roles.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  prepareDataDir(config);
  const database = await openDatabase(config.database);
  // Processes started together on one PostgreSQL migrate and seed one after the other.
  const { app, ctx, seeded } = await database.exclusively('start-up', async () => {
    await database.migrate();
    const built = await buildApp(config, database);
    const isSeeded =
      config.seedDemoData && (await seedDemoData(built.ctx, built.services.auth.passwords, built.services));
    // A database seeded before SUPER_ADMIN existed: its demo admin gets the role (idempotent).
    if (config.seedDemoData) await ensureSeededSuperAdmin(built.ctx.db);
    return { ...built, seeded: isSeeded };
  });
  // The demo data just written: the embedded database refreshes its statistics (db/maintenance.ts).
  if (seeded) afterBulkChange(ctx.db);

  let outboxDelivery: Promise<void> = Promise.resolve();
  const shutDown = prepareShutdown(app, async () => {
    await outboxDelivery;
    await database.close();
  });
  let isClosing = false;
  const handleSignal = async (signal: string) => {
    if (isClosing) {
      app.log.warn(`${signal} received again: stopping now`);
      process.exit(1);
    }
    isClosing = true;
    app.log.info(
      `${signal} received: finishing the requests in flight (at most ${SHUTDOWN_DEADLINE_MS / 1000} s)`,
    );
    const outcome = await shutDown();
    if (outcome === 'forced') {
      app.log.warn('shutdown deadline passed: open connections, jobs and e-mails were cut off');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void handleSignal('SIGINT'));
  process.on('SIGTERM', () => void handleSignal('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  outboxDelivery = ctx.mailer
    .deliverPending()
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not deliver the outbox at start-up'));
  // E-mails an SMTP outage held back go out once it is over, without waiting for a restart.
  const outboxRetry = setInterval(() => {
    outboxDelivery = ctx.mailer
      .deliverPending()
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not deliver the outbox'));
  }, OUTBOX_RETRY_MS);
  outboxRetry.unref();
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const lines = [
    '',
    `  Boardhouse is running at ${url}`,
    `  Node.js: ${process.version}`,
    `  Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir}/db)` : 'PostgreSQL'}`,
    `  E-mail: ${mailDelivery(config)}`,
  ];
  if (config.seedDemoData) {
    lines.push(`  Demo sign-ins${seeded ? ' (just created)' : ''}:`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.username} / ${account.password}  (${account.roles.join(', ')})`);
  }
  console.log(`${lines.join('\n')}\n`);
}

/** Where e-mail goes: only a development server prints the links of the mail it keeps (app.ts). */
function mailDelivery(config: Config): string {
  if (config.smtpUrl) return 'SMTP';
  if (config.env === 'development') return 'kept in the outbox table (links are logged)';
  return 'kept in the outbox table, not sent: set SMTP_URL to send it';
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error('Boardhouse could not start:', error);
  }
  process.exit(1);
});
