import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { scrubApiLogMessage } from '../../integrations/api-log/message-scrub.ts';
import { type CrmContacts, CrmError } from '../../integrations/hubspot/port.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type ClaimedPush,
  claimPush,
  dropPush,
  findContactOf,
  findDuePushes,
  findPush,
  recordFailed,
  recordPushed,
  requestContactPush,
} from './crm-contact-outbox.ts';

/** The first retry waits this long; each failure doubles it, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 60_000;
export const RETRY_MAX_MS = 6 * 3_600_000;
/** How often a running server pushes what is due (sign-ups whose push failed, rows no process took). */
export const DELIVER_DUE_EVERY_MS = 60_000;
/** Rows one round of deliverDue takes (the next round takes the rest). */
const DUE_BATCH = 100;
/** How long a caller of pushNow waits for another process's push of the same contact to finish. */
const WAIT_POLL_MS = 200;

/** The back-off after `failures` failed attempts (1 → 1 min, 2 → 2 min … at most 6 h). */
export function retryDelayMs(failures: number, retryAfterMs: number | null = null): number {
  const backoff = Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);
  return Math.max(backoff, retryAfterMs ?? 0);
}

/** What the services that make customers need of the CRM outbox (AuthService, the OIDC sign-up). */
export interface ContactPushes {
  /** Inside the caller's transaction: the account's contact must reach the CRM. */
  request(tx: Executor, userId: number): Promise<void>;
  /** After the commit: push now, without waiting (failures stay in the outbox). */
  deliver(userIds: number[]): void;
}

/** For services built without a CRM (and tests that do not look at it). */
export const NO_CONTACT_PUSHES: ContactPushes = { request: async () => {}, deliver: () => {} };

type PushOutcome = { ok: true; contactId: string } | { ok: false; error: CrmError } | { ok: 'gone' };

/**
 * Pushes customers' contacts to HubSpot from the CRM outbox (crm-contact-outbox.ts). A sign-up never
 * waits for HubSpot: its transaction writes the row, `deliver` pushes after the commit in the
 * background, and `deliverDue` (every minute, in every process) retries with back-off what failed.
 * HubSpot's refusal of a contact (VALIDATION_ERROR) is kept on the row and not retried until someone
 * asks again; a refused token is retried like an outage (fixing it must not need every row re-armed).
 * Without a token (crm null) nothing is pushed and the rows wait.
 */
export class CrmContactPusher implements ContactPushes {
  private readonly running = new Set<Promise<unknown>>();
  /** Aborts calls still waiting on HubSpot when the server closes. */
  private readonly closing = new AbortController();
  private readonly claimMs: number;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly crm: CrmContacts | null,
    /** The adapter's timeout: a claim outlives the call it covers. */
    private readonly timeoutMs = 10_000,
  ) {
    this.claimMs = timeoutMs + 60_000;
  }

  get isConfigured(): boolean {
    return this.crm !== null;
  }

  request(tx: Executor, userId: number): Promise<void> {
    return requestContactPush(tx, userId);
  }

  deliver(userIds: number[]): void {
    if (!this.crm || userIds.length === 0) return;
    this.track(this.pushEach(userIds));
  }

  /** Pushes every due row this process can claim; resolves with how many reached HubSpot. */
  async deliverDue(): Promise<number> {
    if (!this.crm || this.closing.signal.aborted) return 0;
    const due = await findDuePushes(this.db, DUE_BATCH);
    return this.pushEach(due);
  }

  /** Runs deliverDue every `everyMs` (one round at a time); returns the stop function. */
  startPeriodicDelivery(everyMs = DELIVER_DUE_EVERY_MS): () => void {
    if (!this.crm) return () => {};
    let round: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (round) return;
      round = this.track(this.deliverDue()).finally(() => {
        round = null;
      });
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * Pushes one account's contact now and answers its HubSpot id (POST /rest/hubspot/createContact).
   * The same path as the outbox: the row is re-armed and claimed, so a background push of the same
   * contact is waited for rather than doubled. A failure stays on the row, retried like any other.
   */
  async pushNow(userId: number): Promise<string> {
    if (!this.crm) {
      throw new AppError(
        'CRM.NOT_CONFIGURED',
        'HubSpot is not configured on this server (HUBSPOT_TOKEN is not set)',
      );
    }
    await this.db.transaction((tx) => requestContactPush(tx, userId));
    const deadline = Date.now() + this.timeoutMs + 5_000;
    let claim = await claimPush(this.db, userId, this.claimMs);
    while (!claim && Date.now() < deadline) {
      // Another process (or this one's background push) holds the contact: its answer is ours.
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
      const row = await findPush(this.db, userId);
      if (!row) break;
      if (row.pushedAt && row.contactId) return row.contactId;
      if (row.isClaimed) continue;
      // It failed while we waited: the row now waits for its retry, and so does this caller.
      if (row.lastError) break;
      claim = await claimPush(this.db, userId, this.claimMs);
    }
    if (!claim) throw unavailable();
    const outcome = await this.push(claim);
    if (outcome.ok === true) return outcome.contactId;
    if (outcome.ok === 'gone') throw AppError.notFound('customer');
    if (outcome.error.isPermanent) {
      const why =
        outcome.error.reason === 'token' ? 'it refused the server’s token' : scrubbed(outcome.error);
      throw new AppError('CRM.REFUSED', `HubSpot did not take the contact: ${why}`);
    }
    throw unavailable();
  }

  /** Resolves once the pushes started so far have finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  /** At close: calls still waiting on HubSpot end now (their rows stay due), then everything settles. */
  async stop(): Promise<void> {
    this.closing.abort();
    await this.settled();
  }

  private async pushEach(userIds: number[]): Promise<number> {
    let pushed = 0;
    for (const userId of userIds) {
      if (this.closing.signal.aborted) break;
      try {
        const claim = await claimPush(this.db, userId, this.claimMs);
        if (!claim) continue;
        const outcome = await this.push(claim);
        if (outcome.ok === true) pushed += 1;
      } catch (error) {
        this.log.warn({ err: error, userId }, 'CRM contact push failed; it stays in the outbox');
      }
    }
    return pushed;
  }

  /** Calls HubSpot for a claimed row and writes what came of it; HubSpot's errors are answered, not thrown. */
  private async push(claim: ClaimedPush): Promise<PushOutcome> {
    const crm = this.crm;
    if (!crm) throw new Error('push without a CRM');
    const contact = await findContactOf(this.db, claim.userId);
    if (!contact) {
      await dropPush(this.db, claim.userId);
      return { ok: 'gone' };
    }
    try {
      const created = await crm.createContact(contact, { signal: this.closing.signal });
      await recordPushed(this.db, claim, created.id);
      return { ok: true, contactId: created.id };
    } catch (error) {
      if (!(error instanceof CrmError)) {
        await recordFailed(this.db, claim, 'unexpected error', retryDelayMs(claim.attempts + 1));
        throw error;
      }
      const failures = claim.attempts + 1;
      // A refused contact waits for someone to ask again; anything else, the token included, is retried.
      const retryIn =
        error.isPermanent && error.reason !== 'token' ? null : retryDelayMs(failures, error.retryAfterMs);
      await recordFailed(this.db, claim, scrubbed(error), retryIn);
      // HubSpot's message may hold the address; the log gets the account's id and the kind of failure.
      this.log.warn(
        {
          userId: claim.userId,
          kind: error.kind,
          reason: error.reason,
          httpStatus: error.httpStatus,
          failures,
        },
        retryIn === null
          ? 'HubSpot refused a contact; it waits until asked again'
          : 'HubSpot push failed; retried later',
      );
      return { ok: false, error };
    }
  }

  private track<T>(work: Promise<T>): Promise<T | undefined> {
    const running = work
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'CRM contact delivery failed');
        return undefined;
      })
      .finally(() => this.running.delete(running));
    this.running.add(running);
    return running;
  }
}

const unavailable = () =>
  new AppError(
    'CRM.UNAVAILABLE',
    'HubSpot could not be reached just now; the contact stays queued and is pushed automatically once HubSpot answers',
  );

const scrubbed = (error: CrmError) => scrubApiLogMessage(error.message) ?? 'no message';
