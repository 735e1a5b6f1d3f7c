import type { ChildProcess } from 'node:child_process';

/**
 * The port a child process prints as a line `{"port":N}` once it listens; rejects if it exits first.
 * The bench's servers and the outside servers tests start in processes of their own announce it so.
 */
export function printedPort(child: ChildProcess, name: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((candidate) => candidate.startsWith('{"port"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)));
  });
}
