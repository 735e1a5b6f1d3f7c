import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { projectOf } from '../../../test/people.ts';
import { DatabaseMaintenance } from '../../db/maintenance.ts';
import { BOM_JLC, POS_JLC } from '../projects/project-copy.test-support.ts';
import { type AppOnDisk, diskConfig, startOnDataDir, writeArchive } from './backup.test-support.ts';
import { writeBackupFile } from './backup-archive.ts';
import { backupCommand } from './backup-command.ts';
import { BACKUP_TOKEN_HEADER, readBackupToken } from './backup-token.ts';
import { BACKUP_ROUTE } from './backups.routes.ts';
import { startNightlyBackups } from './nightly-backups.ts';
import { readBackup, restoreBackup } from './restore-archive.ts';

/**
 * Backup, wipe, restore on the embedded database (PostgreSQL is backed up with pg_dump): a customer's
 * project, BOM, placement file and sign-in come back from the archive the running server answers and
 * from the one taken with the server stopped.
 */
// Embedded database only: with DATABASE_URL the commands refuse (pg_dump is the tool there), so the
// PostgreSQL stage of the suite skips these; the embedded stage runs them.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const work = mkdtempSync(path.join(tmpdir(), 'boardhouse-backups-'));
const dataDir = path.join(work, 'data');
afterAll(() => rmSync(work, { recursive: true, force: true }));
const lines: string[] = [];
const print = (line: string) => lines.push(line);

interface World {
  username: string;
  password: string;
  accessToken: string;
  projectId: string;
  bom: unknown;
  placements: Buffer;
}

async function customerWorld(t: AppOnDisk): Promise<World> {
  const { user, password } = await buildUser(t);
  const { accessToken } = await signIn(t, user.username, password);
  const headers = bearer(accessToken);
  const owner = { user, headers };
  const projectId = await projectOf(t, owner, 'Backed-up board');
  for (const [kind, name, data] of [
    ['bomFileUpload', 'bom_jlc.csv', BOM_JLC],
    ['cplFileUpload', 'pos_jlc.csv', POS_JLC],
  ] as const) {
    const body = multipart(name, data);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/rest/project/${kind}/${projectId}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
  }
  return {
    username: user.username,
    password,
    accessToken,
    projectId,
    ...(await readWorld(t, accessToken, projectId)),
  };
}

async function readWorld(t: AppOnDisk, accessToken: string, projectId: string) {
  const headers = bearer(accessToken);
  const bom = await t.app.inject({ method: 'GET', url: `/rest/project/bom/${projectId}`, headers });
  expect(bom.statusCode, bom.body).toBe(200);
  const placements = await t.app.inject({
    method: 'GET',
    url: `/rest/get-file/centroid?projectId=${projectId}`,
    headers,
  });
  expect(placements.statusCode, placements.body).toBe(200);
  return { bom: bom.json(), placements: placements.rawPayload };
}

async function expectWorldBack(archive: string, world: World) {
  rmSync(dataDir, { recursive: true, force: true });
  await restoreBackup(archive, dataDir, print);
  expect(statSync(path.join(dataDir, 'secrets', 'jwt-secret')).mode & 0o777).toBe(0o600);
  expect(statSync(path.join(dataDir, 'files')).mode & 0o777).toBe(0o700);
  const t = await startOnDataDir(dataDir, { fresh: false });
  try {
    // The sign-in made before the backup still holds: the secret that signed it came back.
    const before = await readWorld(t, world.accessToken, world.projectId);
    expect(before.bom).toEqual(world.bom);
    expect(before.placements.equals(world.placements)).toBe(true);
    expect((before.bom as { lines: unknown[] }).lines.length).toBeGreaterThan(10);
    const { accessToken } = await signIn(t, world.username, world.password);
    const project = await t.app.inject({
      method: 'GET',
      url: `/rest/getProjectById/${world.projectId}`,
      headers: bearer(accessToken),
    });
    expect(project.statusCode, project.body).toBe(200);
    expect(project.json().response.project.name).toBe('Backed-up board');
  } finally {
    await t.close();
  }
}

describe.skipIf(onPostgres)('backup, wipe, restore', () => {
  let world: World;
  const fromServer = path.join(work, 'from-server.tar.gz');
  const offline = path.join(work, 'offline.tar.gz');

  beforeAll(async () => {
    const t = await startOnDataDir(dataDir, { fresh: true, listen: true });
    const stoppedPort = t.config.port;
    try {
      world = await customerWorld(t);
      const token = readBackupToken(dataDir);
      expect(token).toMatch(/^[\w-]{40,}$/);
      // The running server's call: the command reaches it over HTTP and checks what it received.
      await backupCommand(t.config, fromServer, print);
      expect(lines).toContain('Archive received from the running server and checked');
      const wrong = await t.app.inject({
        method: 'POST',
        url: BACKUP_ROUTE,
        headers: { [BACKUP_TOKEN_HEADER]: `${token}x` },
      });
      expect(wrong.statusCode).toBe(401);
      const staff = await buildUser(t, { roles: ['ADMIN', 'USER'] });
      const asStaff = await t.app.inject({
        method: 'POST',
        url: BACKUP_ROUTE,
        headers: bearer((await signIn(t, staff.user.username, staff.password)).accessToken),
      });
      expect(asStaff.statusCode, asStaff.body).toBe(400);
    } finally {
      await t.close();
    }
    // The server stopped: the command opens the database itself.
    lines.length = 0;
    // Nothing listens on that port any more: the command finds no server to ask.
    await backupCommand({ ...diskConfig(dataDir), port: stoppedPort }, offline, print);
    expect(lines).toContain('No server answers there: the database is backed up directly');
    expect(lines).toContain(`Opening the database in ${path.join(dataDir, 'db')}`);
  }, 180_000);

  it('the archives hold the database, every file and the secrets', async () => {
    for (const archive of [fromServer, offline]) {
      const { manifest } = await readBackup(archive, { keepDatabase: false });
      expect(manifest.files).toMatchObject({ storage: 'local', count: 2 });
      expect(manifest.secrets.count).toBe(2);
      expect(statSync(archive).mode & 0o777).toBe(0o600);
    }
  });

  it('the running server’s archive restores project, BOM, placement file and sign-ins', async () => {
    await expectWorldBack(fromServer, world);
  }, 120_000);

  it('the archive taken with the server stopped restores them too', async () => {
    await expectWorldBack(offline, world);
  }, 120_000);

  it('a restore into a folder that is not empty is refused, by the command with exit code 1', async () => {
    await expect(restoreBackup(offline, dataDir, print)).rejects.toThrow(/is not empty/);
    const command = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/modules/backups/restore-cli.ts', offline],
      { cwd: path.join(import.meta.dirname, '../../../../..'), env: { ...process.env, DATA_DIR: dataDir } },
    );
    const failure = await command.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/Restore refused: DATA_DIR .* is not empty/);
  }, 60_000);

  it('the nightly backup keeps the newest BACKUP_RETENTION archives and leaves other files alone', async () => {
    const t = await startOnDataDir(dataDir, { fresh: false });
    const backupsDir = path.join(dataDir, 'backups');
    mkdirSync(backupsDir, { recursive: true });
    const older = [
      'boardhouse-20200101-0300.tar.gz',
      'boardhouse-20200102-0300.tar.gz',
      'boardhouse-20200103-0300.tar.gz',
    ];
    for (const name of [...older, 'notes.txt']) writeFileSync(path.join(backupsDir, name), 'old');
    const maintenance = new DatabaseMaintenance(t.database, t.app.log);
    const nightly = startNightlyBackups({
      backupsDir,
      hour: 3,
      retention: 2,
      writeBackup: (file) =>
        writeBackupFile(
          { dataDir, dumpDatabase: () => t.database.dumpDatabase?.() as Promise<Blob>, storage: 'local' },
          file,
        ),
      maintenance,
      log: t.app.log,
    });
    try {
      await nightly.runNow();
    } finally {
      await nightly.stop();
      await maintenance.stop();
      await t.close();
    }
    const kept = readdirSync(backupsDir).sort();
    expect(kept).toHaveLength(3);
    expect(kept).toContain('boardhouse-20200103-0300.tar.gz');
    expect(kept).toContain('notes.txt');
    const written = kept.find((name) => !older.includes(name) && name !== 'notes.txt') ?? '';
    expect(written).toMatch(/^boardhouse-\d{8}-\d{4}\.tar\.gz$/);
    // The next archive does not hold the earlier ones.
    const { manifest } = await readBackup(path.join(backupsDir, written), { keepDatabase: false });
    expect(manifest.files.count).toBe(2);
  }, 120_000);
});

describe.skipIf(onPostgres)('archives a restore refuses', () => {
  const manifest = (formatVersion: number) =>
    JSON.stringify({
      format: 'boardhouse-backup',
      formatVersion,
      appVersion: '0.0.0',
      createdAt: new Date().toISOString(),
      database: { kind: 'pglite', entry: 'db.tar.gz', bytes: 1 },
      files: { storage: 'local', count: 1, bytes: 4 },
      secrets: { count: 0 },
    });

  it('an entry reaching out of DATA_DIR with ../, before writing anything', async () => {
    const archive = path.join(work, 'escape.tar.gz');
    await writeArchive(archive, [
      { name: 'manifest.json', data: manifest(1) },
      { name: 'db.tar.gz', data: 'x' },
      { name: 'files/../../escaped.txt', data: 'evil' },
    ]);
    const target = path.join(work, 'escape-target');
    await expect(restoreBackup(archive, target, print)).rejects.toThrow(
      /unsafe path "files\/..\/..\/escaped.txt"/,
    );
    expect(existsSync(path.join(work, 'escaped.txt'))).toBe(false);
    expect(existsSync(target)).toBe(false);
  });

  it('an absolute entry, and a manifest of another format version', async () => {
    const absolute = path.join(work, 'absolute.tar.gz');
    await writeArchive(absolute, [
      { name: 'manifest.json', data: manifest(1) },
      { name: '/tmp/escaped.txt', data: 'evil' },
    ]);
    await expect(readBackup(absolute, { keepDatabase: false })).rejects.toThrow(/unsafe path "\/tmp/);
    const newer = path.join(work, 'newer.tar.gz');
    await writeArchive(newer, [
      { name: 'manifest.json', data: manifest(2) },
      { name: 'db.tar.gz', data: 'x' },
    ]);
    await expect(readBackup(newer, { keepDatabase: false })).rejects.toThrow(/format version 2/);
  });
});
