import { ConfigError, loadConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { backupCommand } from './backup-command.ts';

// `npm run backup -- FILE`: the embedded database, DATA_DIR's files and secrets into one .tar.gz.
const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run backup -- FILE   (for example backups/boardhouse.tar.gz)');
  process.exit(1);
}
try {
  await backupCommand(loadConfig(), file, (line) => console.log(line));
} catch (error) {
  if (error instanceof AppError || error instanceof ConfigError)
    console.error(`Backup refused: ${error.message}`);
  else console.error('Backup failed:', error);
  process.exit(1);
}
