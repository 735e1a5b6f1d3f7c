import pg from 'pg';

/** Where the database handle reports connection trouble (the app's logger once the app is built). */
export interface DatabaseLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface NotificationHandlers {
  onMessage: (payload: string) => void;
  /** The connection failed: announcements may be missed from now on. Called once per loss. */
  onLost: (error: Error) => void;
  /** Listening again after a loss: announcements sent while it was away were missed. */
  onRestored?: () => void;
}

const FIRST_RETRY_MS = 200;
const LONGEST_RETRY_MS = 5_000;

/**
 * LISTEN on one channel through a connection of its own (outside the pool), reconnecting with backoff
 * (0.2 s, 0.4 s, … up to 5 s) whenever the server ends it: failover, restart, pg_terminate_backend.
 */
export class NotificationListener {
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failedAttempts = 0;
  private isClosed = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly channel: string,
    private readonly handlers: NotificationHandlers,
    private readonly log: () => DatabaseLog,
  ) {}

  /** The first connection; its failure is thrown, so a server that cannot listen does not start. */
  async start(): Promise<void> {
    this.watch(await this.open());
  }

  async close(): Promise<void> {
    this.isClosed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client(this.connection);
    // Until the client is watched, a failure surfaces through connect() or query() instead.
    client.on('error', () => {});
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  }

  private watch(client: pg.Client): void {
    if (this.isClosed) {
      void client.end().catch(() => {});
      return;
    }
    this.client = client;
    let isLost = false;
    const lose = (error: Error) => {
      if (isLost || this.isClosed) return;
      isLost = true;
      this.client = null;
      void client.end().catch(() => {});
      this.handlers.onLost(error);
      this.scheduleReconnect();
    };
    client.removeAllListeners('error');
    client.on('error', lose);
    client.on('end', () => lose(new Error(`the connection listening on ${this.channel} ended`)));
  }

  private scheduleReconnect(): void {
    if (this.isClosed) return;
    const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failedAttempts);
    this.retryTimer = setTimeout(() => void this.reconnect(), delay);
    this.retryTimer.unref();
  }

  private async reconnect(): Promise<void> {
    try {
      const client = await this.open();
      this.failedAttempts = 0;
      this.watch(client);
      if (this.isClosed) return;
      this.log().info({ channel: this.channel }, `listening on ${this.channel} again`);
      this.handlers.onRestored?.();
    } catch (error) {
      this.failedAttempts += 1;
      this.log().warn(
        { err: error, channel: this.channel, attempt: this.failedAttempts },
        `cannot listen on ${this.channel} yet; trying again`,
      );
      this.scheduleReconnect();
    }
  }
}
