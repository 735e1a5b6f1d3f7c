import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** `npm run build`'s server bundle (scripts/build-server.mjs). */
export const SERVER_BUNDLE = path.join(repoRoot, 'apps/server/dist/main.mjs');
/** Set once the bundle was built from the current sources in this run (by the browser suite's global setup). */
const BUNDLE_BUILT_VARIABLE = 'E2E_SERVER_BUNDLE_BUILT';

/**
 * Builds the server bundle from the sources (in under a second), once per run: the servers started here
 * run what the image runs, never a bundle older than the sources under test. Other suites that start
 * the app this way (the graceful-shutdown test) build it on their first start.
 */
export function buildServerBundle(): void {
  if (process.env[BUNDLE_BUILT_VARIABLE]) return;
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('building the server bundle failed (scripts/build-server.mjs)');
  process.env[BUNDLE_BUILT_VARIABLE] = '1';
}

export interface RunningApp {
  url: string;
  /** The server process, for tests that signal it themselves and watch it exit. */
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** A port nothing listens on now (for a server whose address another party must know beforehand). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Set by e2e/support/global-setup.ts: a data folder a server started once, migrated, seeded with the
 * demo data and then left. A new embedded database costs several seconds (initdb, then every migration);
 * a copy of that folder costs a fraction of one, and the server starting on it finds the same state.
 */
export const SEEDED_DATA_DIR_VARIABLE = 'E2E_SEEDED_DATA_DIR';

/** The seeded folder, when there is one and `env` asks for what it holds (the demo data, embedded). */
function seededDataDirFor(env: Record<string, string>): string | undefined {
  const seeded = process.env[SEEDED_DATA_DIR_VARIABLE];
  const merged = { ...process.env, ...env };
  const wantsDemoEmbedded =
    !merged.DATABASE_URL && merged.SEED_DEMO_DATA !== 'false' && merged.NODE_ENV !== 'production';
  return seeded && wantsDemoEmbedded && existsSync(seeded) ? seeded : undefined;
}

/**
 * Starts the built app as `npm start` would (server entry + apps/web/dist) on a fresh data folder (a
 * copy of the seeded one, when the browser suite's global setup made it). Tests of the API alone pass
 * `needsWebBuild: false`; `readyTimeoutMs` bounds the wait for /health/ready; `keepDataDir` leaves the
 * folder in place on stop (for the global setup), `dataDir` names it; `port` is the one to listen on (an
 * identity provider must know the callback address before the server starts).
 */
export async function startApp(
  env: Record<string, string> = {},
  options: {
    needsWebBuild?: boolean;
    readyTimeoutMs?: number;
    keepDataDir?: boolean;
    dataDir?: string;
    port?: number;
  } = {},
): Promise<RunningApp> {
  const needsWebBuild = options.needsWebBuild ?? true;
  if (needsWebBuild && !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` before the browser tests');
  }
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'boardhouse-e2e-'));
  const seeded = options.dataDir ? undefined : seededDataDirFor(env);
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  // The bundle the image runs.
  buildServerBundle();
  const child: ChildProcess = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  let isReady = false;
  while (!isReady && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
    isReady = await fetch(`${url}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (!isReady) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!isReady) throw new Error(`the server did not become ready:\n${log}`);
  return {
    url,
    child,
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
