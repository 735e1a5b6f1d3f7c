import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { LiveEvent } from '@boardhouse/shared/events/live-events';

/** A comment line: browsers ignore it, proxies see traffic and keep the connection open. */
export const HEARTBEAT_FRAME = ': heartbeat\n\n';

/**
 * What a reader may fall behind by before its stream is closed. Events are a few dozen bytes, so only a
 * client that stopped reading gets here; closing it frees the memory, and a live browser reconnects
 * and fetches what it missed.
 */
const MOST_BUFFERED_BYTES = 256 * 1024;

/** One event as SSE text: its type as the event name, the rest as JSON data. Encoded once per delivery. */
export function encodeEvent(event: LiveEvent): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function retryFrame(ms: number): string {
  return `retry: ${ms}\n\n`;
}

export interface EventStreamOptions {
  userId: number;
  isStaff: boolean;
  /** When the caller's access token expires (ms since the epoch): the stream ends then. */
  expiresAt: number;
  /** Asked at each heartbeat: false when the sign-in has ended since, which ends the stream. */
  isStillSignedIn: () => Promise<boolean>;
  onClose: () => void;
}

/**
 * One open `text/event-stream` answer. `body` is handed to Fastify as the reply; when the client goes
 * away Fastify destroys it, and when this side ends it the response ends: either way `onClose` runs
 * once, so the hub forgets the stream.
 */
export class EventStream {
  readonly body = new PassThrough();
  /** Names the stream to every process (stream-leases.ts), so another can ask for its end. */
  readonly id = randomUUID();
  readonly userId: number;
  readonly isStaff: boolean;
  private readonly expiry: NodeJS.Timeout;
  private isClosed = false;

  constructor(private readonly options: EventStreamOptions) {
    this.userId = options.userId;
    this.isStaff = options.isStaff;
    // The browser then reconnects with a fresh token: a stream never outlives its sign-in's token.
    this.expiry = setTimeout(() => this.end(), Math.max(0, options.expiresAt - Date.now()));
    this.expiry.unref();
    this.body.once('close', () => this.release());
  }

  /** Writes a frame unless the stream is closed or its reader has fallen too far behind. */
  send(frame: string): boolean {
    if (this.isClosed) return false;
    if (this.body.writableLength > MOST_BUFFERED_BYTES) {
      // Not end(): what is buffered would never drain, so the connection is cut instead.
      this.release();
      this.body.destroy();
      return false;
    }
    this.body.write(frame);
    return true;
  }

  heartbeat(): void {
    if (!this.send(HEARTBEAT_FRAME)) return;
    this.options.isStillSignedIn().then(
      (isSignedIn) => isSignedIn || this.end(),
      () => this.end(),
    );
  }

  /** Ends the answer (the server is stopping, the token expired, the sign-in ended). */
  end(): void {
    if (this.isClosed) return;
    this.release();
    this.body.end();
  }

  private release(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    clearTimeout(this.expiry);
    this.options.onClose();
  }
}
