import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';

/** Told of new BOM lines or part numbers: distributor matching asks for their prices. */
export interface BomLinesListener {
  /** Inside the transaction that wrote the lines, so the request commits with them. */
  request(tx: Executor, projectId: number): Promise<void>;
  /** After that transaction committed. */
  schedule(projectId: number, projectKey: string): Promise<void>;
}

/**
 * The one place the BOM services (upload, re-read, a line's edit) tell what follows new lines. The
 * listener is set after the services are built, because matching is built later in app.ts.
 */
export class NewBomLines {
  private listener: BomLinesListener | null = null;

  constructor(private readonly log: FastifyBaseLogger) {}

  listen(listener: BomLinesListener): void {
    this.listener = listener;
  }

  async request(tx: Executor, projectId: number): Promise<void> {
    await this.listener?.request(tx, projectId);
  }

  async afterCommit(projectId: number, projectKey: string): Promise<void> {
    try {
      await this.listener?.schedule(projectId, projectKey);
    } catch (error) {
      // The request row stays; the next start-up sends the job again.
      this.log.warn({ err: error, projectId }, 'could not schedule distributor matching');
    }
  }
}
