import { HEARTBEAT_MS, type LiveEvent } from '@boardhouse/shared/events/live-events';
import { type EventStream, encodeEvent } from './event-stream.ts';
import type { Audience } from './events.publish.ts';
import type { StreamLeases } from './stream-leases.ts';

/**
 * Open streams one account may hold, across every process sharing the database (StreamLeases) and,
 * should the database not answer, in each process. The web app opens one per visible tab, so ten is
 * more than a person uses; without a bound one token could hold connections (and their file
 * descriptors and buffers) without end (security review: 500 streams on one token stayed open). Past
 * it the oldest is ended rather than the newest refused: the newest is the page in use, the oldest
 * most likely a forgotten tab or a connection whose peer went away unnoticed.
 */
export const MOST_STREAMS_PER_ACCOUNT = 10;

export interface EventHubOptions {
  /** Between two heartbeat comments on every open stream (tests shorten it). */
  heartbeatMs?: number;
  /** Counts the streams across processes; without it the cap holds in this process only. */
  leases?: StreamLeases;
}

/**
 * The open event streams of this process, by user and for staff, and the delivery of an event to its
 * audience. One heartbeat timer serves every stream, and runs only while some are open.
 */
export class EventHub {
  private readonly byUser = new Map<number, Set<EventStream>>();
  private readonly staff = new Set<EventStream>();
  private readonly heartbeatMs: number;
  private readonly leases: StreamLeases | undefined;
  private heartbeat: NodeJS.Timeout | null = null;
  /** False while announcements cannot be received: new streams are refused, so browsers poll. */
  private isReceiving = true;

  constructor(options: EventHubOptions = {}) {
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.leases = options.leases;
  }

  get openCount(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }

  get isAccepting(): boolean {
    return this.isReceiving;
  }

  /**
   * Holds `stream`, first ending the account's oldest ones here if it already holds the most it may;
   * settles once it is counted across processes (the oldest past the cap end wherever they are held).
   */
  add(stream: EventStream): Promise<void> {
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
    return this.leases?.open(stream) ?? Promise.resolve();
  }

  remove(stream: EventStream): void {
    this.leases?.close(stream);
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

  /** Ends these streams of the account if they are held here (another process counted them past the cap). */
  endStreams(userId: number, streamIds: readonly string[]): void {
    const ending = new Set(streamIds);
    for (const stream of [...(this.byUser.get(userId) ?? [])]) {
      if (!ending.has(stream.id)) continue;
      stream.end();
      this.remove(stream);
    }
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

  /** Stops counting across processes, once the server has ended its streams. */
  async stop(): Promise<void> {
    await this.leases?.stop();
  }

  private beat(): void {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.heartbeat();
  }
}
