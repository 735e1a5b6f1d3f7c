import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { DatabaseMaintenance } from '../../db/maintenance.ts';
import { bearerToken } from '../../lib/bearer.ts';
import { AppError } from '../../lib/errors.ts';
import { isAdmin } from '../../plugins/access.ts';
import type { AccessTokens } from '../auth/access-tokens.ts';
import { type BackupSource, packBackup, writeBackupFile } from './backup-archive.ts';
import { BACKUP_TOKEN_HEADER, isBackupToken, readOrCreateBackupToken } from './backup-token.ts';
import { nightlyBackupName, startNightlyBackups } from './nightly-backups.ts';

export const BACKUP_ROUTE = '/rest/admin/backups';

/**
 * The embedded database's backups, wired into the app in one call: the backup call `npm run backup`
 * uses while the server runs (PGlite opens a data folder in one process only), the nightly archives
 * and the database maintenance. On PostgreSQL there is nothing to wire: pg_dump takes its backups
 * (docs/deployment.md) and autovacuum its maintenance.
 */
export function registerBackups(
  app: FastifyInstance,
  options: { config: Config; database: DatabaseHandle; tokens: AccessTokens },
): void {
  const { config, database } = options;
  const dumpDatabase = database.dumpDatabase?.bind(database);
  if (database.kind !== 'pglite' || !dumpDatabase) return;
  const source: BackupSource = { dataDir: config.dataDir, dumpDatabase, storage: config.storage.kind };
  registerBackupRoute(app, source, {
    token: readOrCreateBackupToken(config.dataDir),
    tokens: options.tokens,
  });
  if (config.env === 'test') return;
  // Bulk changes (an MPN-data import, the demo data of a first start) report themselves to it.
  const maintenance = new DatabaseMaintenance(database, app.log).watch();
  const nightly = startNightlyBackups({
    backupsDir: path.join(config.dataDir, 'backups'),
    hour: config.backups.hour,
    retention: config.backups.retention,
    writeBackup: (file) => writeBackupFile(source, file),
    maintenance,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await nightly.stop();
    await maintenance.stop();
  });
}

/**
 * POST /rest/admin/backups answers the archive to the caller showing DATA_DIR's backup token (the
 * backup command). It sits outside the API's sign-in scope, so it checks its callers itself: without
 * the token it answers like every administrators' call (401 unsigned, 403 for customers), and staff
 * signed in without the token are told to run the command on the server's machine, since the archive
 * holds the secrets that sign everybody's sign-ins.
 */
function registerBackupRoute(
  app: FastifyInstance,
  source: BackupSource,
  guard: { token: string; tokens: AccessTokens },
): void {
  const authorize = async (request: FastifyRequest) => {
    const given = request.headers[BACKUP_TOKEN_HEADER];
    if (typeof given === 'string' && given !== '') {
      if (isBackupToken(given, guard.token)) return;
      throw new AppError('AUTH.TOKEN_INVALID', 'The backup token is not this server’s');
    }
    const bearer = bearerToken(request.headers.authorization);
    if (!bearer) throw new AppError('AUTH.UNAUTHENTICATED', 'Please sign in to continue');
    const claims = await guard.tokens.verify(bearer);
    if (!isAdmin(claims)) throw new AppError('AUTH.FORBIDDEN', 'This page is for administrators only');
    throw AppError.validation(
      { [BACKUP_TOKEN_HEADER]: `required: DATA_DIR/secrets/backup-token` },
      'Backups are taken with `npm run backup -- FILE` on the server’s machine',
    );
  };
  app.post(BACKUP_ROUTE, { schema: { hide: true }, onRequest: authorize }, async (_request, reply) => {
    const { archive } = await packBackup(source);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${nightlyBackupName(new Date())}"`)
      .send(archive);
  });
}
