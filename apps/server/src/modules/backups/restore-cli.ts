import { ConfigError, loadConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { restoreBackup } from './restore-archive.ts';

// `npm run restore -- FILE`: an archive of `npm run backup` into an empty (or new) DATA_DIR.
const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run restore -- FILE   (into an empty DATA_DIR)');
  process.exit(1);
}
try {
  // Only DATA_DIR is needed. A stand-in JWT_SECRET keeps the configuration from writing a generated
  // secret into the folder about to be restored (which would make it non-empty).
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'x'.repeat(32) });
  if (config.database.kind === 'postgres') {
    throw new AppError(
      'VALIDATION',
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deployment.md)',
    );
  }
  await restoreBackup(file, config.dataDir, (line) => console.log(line));
  console.log(`Restored into ${config.dataDir}: start the server on it (npm start)`);
} catch (error) {
  if (error instanceof AppError || error instanceof ConfigError)
    console.error(`Restore refused: ${error.message}`);
  else console.error('Restore failed:', error);
  process.exit(1);
}
