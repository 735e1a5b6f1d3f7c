import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** From the signal to the exit: requests in flight, jobs, the outbox and the database together. */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/** How often connections that fell idle after their last answer are closed while shutting down. */
const IDLE_SWEEP_MS = 100;

export type ShutdownOutcome = 'clean' | 'forced';

/**
 * Prepares the stop of a listening app; call before `listen`, so the answers in flight are known.
 * The returned function stops accepting connections, lets requests in flight finish (their answers
 * carry `Connection: close`), closes keep-alive connections as soon as they fall idle, runs the app's
 * onClose hooks (the job queue drains there) and then `finish` (outbox, database). Whatever is still
 * open at the deadline is cut off, and the outcome says so.
 */
export function prepareShutdown(
  app: FastifyInstance,
  finish: () => Promise<void>,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
): () => Promise<ShutdownOutcome> {
  const inFlight = new Set<ServerResponse>();
  app.server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  return async () => {
    // Without this a client reuses the connection for its next request, which then answers 503.
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
    // server.close() (inside app.close) closes only the connections idle at that moment; a keep-alive
    // connection whose answer is sent later would stay open until its 72 s keep-alive timeout.
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    let deadline: NodeJS.Timeout | undefined;
    const expired = new Promise<ShutdownOutcome>((resolve) => {
      deadline = setTimeout(() => resolve('forced'), deadlineMs);
    });
    const work = (async (): Promise<ShutdownOutcome> => {
      try {
        await app.close();
        await finish();
        return 'clean';
      } catch (error) {
        app.log.error({ err: error }, 'shutdown step failed');
        return 'forced';
      }
    })();
    const outcome = await Promise.race([work, expired]);
    clearInterval(sweep);
    clearTimeout(deadline);
    if (outcome === 'forced') app.server.closeAllConnections();
    return outcome;
  };
}
