import { HEARTBEAT_MS, type LiveEvent } from '@boardhouse/shared/events/live-events';
import { type EventStream, encodeEvent } from './event-stream.ts';
import type { Audience } from './events.publish.ts';

/**
 * Open streams one account may hold in this process. The web app opens one per visible tab, so ten is
 * more than a person uses; without a bound one token could hold connections (and their file
 * descriptors and buffers) without end (security review: 500 streams on one token stayed open). Past
 * it the oldest is ended rather than the newest refused: the newest is the page in use, the oldest
 * most likely a forgotten tab or a connection whose peer went away unnoticed.
 */
export const MOST_STREAMS_PER_ACCOUNT = 10;

export interface EventHubOptions {
  /** Between two heartbeat comments on every open stream (tests shorten it). */
  heartbeatMs?: number;
}

/**
 * The open event streams of this process, by user and for staff, and the delivery of an event to its
 * audience. One heartbeat timer serves every stream, and runs only while some are open.
 */
export class EventHub {
  private readonly byUser = new Map<number, Set<EventStream>>();
  private readonly staff = new Set<EventStream>();
  private readonly heartbeatMs: number;
  private heartbeat: NodeJS.Timeout | null = null;
  /** False while announcements cannot be received: new streams are refused, so browsers poll. */
  private isReceiving = true;

  constructor(options: EventHubOptions = {}) {
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  }

  get openCount(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }

  get isAccepting(): boolean {
    return this.isReceiving;
  }

  /** Holds `stream`, first ending the account's oldest ones if it already holds the most it may. */
  add(stream: EventStream): void {
    // A Set keeps insertion order, so the first are the oldest. end() ends the answer cleanly, as an
    // expired token does; its onClose removes it too, remove() here only makes that not matter.
    const held = [...(this.byUser.get(stream.userId) ?? [])];
    for (const oldest of held.slice(0, Math.max(0, held.length - MOST_STREAMS_PER_ACCOUNT + 1))) {
      oldest.end();
      this.remove(oldest);
    }
    let streams = this.byUser.get(stream.userId);
    if (!streams) {
      streams = new Set();
      this.byUser.set(stream.userId, streams);
    }
    streams.add(stream);
    if (stream.isStaff) this.staff.add(stream);
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
      this.heartbeat.unref();
    }
  }

  remove(stream: EventStream): void {
    const streams = this.byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.byUser.delete(stream.userId);
    this.staff.delete(stream);
    if (this.byUser.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  /** Writes the event to every open stream of its audience, each once; answers how many got it. */
  deliver(event: LiveEvent, audience: Audience): number {
    const frame = encodeEvent(event);
    const targets = new Set<EventStream>(audience.staff ? this.staff : []);
    for (const userId of audience.userIds ?? []) {
      for (const stream of this.byUser.get(userId) ?? []) targets.add(stream);
    }
    let delivered = 0;
    for (const stream of targets) if (stream.send(frame)) delivered += 1;
    return delivered;
  }

  /**
   * The listener lost the database: events sent meanwhile will not arrive, so every stream is ended
   * and new ones refused until it listens again; browsers poll meanwhile and refetch on reconnecting.
   */
  pause(): void {
    this.isReceiving = false;
    this.closeAll();
  }

  resume(): void {
    this.isReceiving = true;
  }

  /** Ends every stream (server shutdown, lost announcements). */
  closeAll(): void {
    const all = [...this.byUser.values()].flatMap((streams) => [...streams]);
    for (const stream of all) stream.end();
  }

  private beat(): void {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.heartbeat();
  }
}
