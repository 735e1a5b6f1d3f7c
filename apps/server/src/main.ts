import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './modules/accounts/demo-seed.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(config.filesDir, { recursive: true });
  const database = await openDatabase(config.database);
  await database.migrate();
  const { app, ctx, services } = await buildApp(config, database);
  const seeded = config.seedDemoData && (await seedDemoData(ctx, services.auth.passwords));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  void ctx.mailer.deliverPending();
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const lines = [
    '',
    `  Boardhouse is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir}/db)` : 'PostgreSQL'}`,
    `  E-mail: ${config.smtpUrl ? 'SMTP' : 'kept in the outbox table (links are logged)'}`,
  ];
  if (config.seedDemoData) {
    lines.push(`  Demo sign-ins${seeded ? ' (just created)' : ''}:`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.username} / ${account.password}  (${account.roles.join(', ')})`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Boardhouse could not start:', error);
  }
  process.exit(1);
});
