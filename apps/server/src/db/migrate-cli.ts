import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { EmbeddedDatabaseInUseError } from './embedded-lock.ts';

// `npm run migrate`: applies pending migrations and exits (start-up does the same).
try {
  const handle = await openDatabase(loadConfig().database);
  await handle.migrate();
  await handle.close();
  console.log(`Migrations applied (${handle.kind}).`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseInUseError)
    console.error(error.message);
  else console.error('Migrations failed:', error);
  process.exit(1);
}
