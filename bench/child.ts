import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { printedPort } from '../apps/server/test/printed-port.ts';

export interface Child {
  url: string;
  /** The server process, for figures read from /proc (its memory). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts a bench server in its own process, so the load generator does not share its event loop. */
export async function startChild(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<Child> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, script), ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  const port = await printedPort(child, script);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
