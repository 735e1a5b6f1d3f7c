/**
 * Asks `read` again every `intervalMs` until `isDone` holds for its answer, and returns that answer;
 * throws naming `what` when it never does within `timeoutMs`. For work that finishes after the call
 * that started it answered (Gerber analysis, e-mails, background jobs).
 */
export async function pollUntil<T>(
  what: string,
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  { timeoutMs = 30_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() >= deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
