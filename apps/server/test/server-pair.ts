import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const STARTED = /Boardhouse is running at (http:\/\/\S+)/;

/** A server started as its own operating-system process (`node --import tsx apps/server/src/main.ts`). */
export interface ServerProcess {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server as a child process with `env` on a free port of 127.0.0.1 and answers once it
 * prints its address; rejects with its output if it exits first or takes longer than `timeoutMs`.
 * `node` is the command that runs Node.js (this test's own by default; another release through npx).
 */
export function startServerProcess(
  env: Record<string, string>,
  { timeoutMs = 90_000, node = [process.execPath] }: { timeoutMs?: number; node?: string[] } = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boardhouse-process-'));
  const [command = process.execPath, ...prefix] = node;
  const child: ChildProcess = spawn(command, [...prefix, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      // npm's own settings (registry, certificate authorities): a Node.js fetched by npx has no global
      // npmrc of its own, so an npx inside it would reach the registry without them.
      ...npmSettings(),
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_ITERATIONS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own, stopped whole: through npx the server is a grandchild, which a signal to npx
    // alone left running after the test (two servers a run, holding memory through the next stages).
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) stopGroup(child);
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const started = output.match(STARTED);
      if (!started?.[1]) return;
      clearTimeout(timer);
      const port = new URL(started[1]).port;
      resolve({ url: `http://127.0.0.1:${port}`, output: () => output, stop });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code} before it was ready:\n${output}`));
    });
  });
}

/** SIGTERM to the child's whole process group (it was spawned detached, so it leads one). */
function stopGroup(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // The group is gone already, or never formed: the child itself then.
    child.kill('SIGTERM');
  }
}

/** A new, empty PostgreSQL database next to `adminUrl`'s, and the way to drop it. */
export async function createScratchDatabase(adminUrl: string) {
  const name = `boardhouse_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function npmSettings(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('npm_config_') && entry[1] !== undefined,
    ),
  );
}
