import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printedPort } from '../printed-port.ts';

/**
 * s3rver (npm), an S3 implementation that is not ours, in a process of its own as an object store
 * would be. Its own process also because it needs `--openssl-legacy-provider`: its ListObjectsV2
 * continuation tokens are DES-encrypted, which OpenSSL 3 keeps in the legacy provider, so without it
 * any listing past 1,000 keys answers 500.
 */
export interface S3rverProcess {
  endpoint: string;
  bucket: string;
  /** s3rver's one key pair. */
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

const BUCKET = 'boardhouse';

// Runs in the child: starts s3rver on a free port of 127.0.0.1 and prints it.
const CHILD_SCRIPT = `
const S3rver = require('s3rver');
const server = new S3rver({
  address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1],
  configureBuckets: [{ name: ${JSON.stringify(BUCKET)}, configs: [] }],
});
server.run().then(({ port }) => console.log(JSON.stringify({ port })));
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
`;

export async function startS3rver(): Promise<S3rverProcess> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'boardhouse-s3rver-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', CHILD_SCRIPT, directory],
    { stdio: ['ignore', 'pipe', 'inherit'], cwd: import.meta.dirname },
  );
  const port = await printedPort(child, 's3rver');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
