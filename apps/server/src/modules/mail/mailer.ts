import { type AnyColumn, and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { type ApiCallRecorder, NO_API_LOG } from '../../integrations/api-log/api-call-recorder.ts';
import {
  AUTOMATIC_MAIL_HEADERS,
  attemptLimitMs,
  classifySmtpFailure,
  DEFAULT_SMTP_TIMEOUT_MS,
  newMessageId,
  RETRY_FOR_MS,
  retryDelayMs,
  type SmtpFailure,
  smtpTransportOptions,
} from './smtp-delivery.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about, logged so a local user can follow it without SMTP. */
  link?: string;
  /** A one-time code inside the message, replaced by REDACTED in the stored copy once it is sent. */
  secret?: string;
}

export const REDACTED = '[redacted]';

/** How often a running server looks for due messages (it also does at every start): the first retry is a minute after a failure. */
export const OUTBOX_RETRY_MS = 60 * 1000;
/** Slack on top of one attempt's limit before another process may take a claimed message. */
const CLAIM_SLACK_MS = 60 * 1000;

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** The site's address: the domain of Message-IDs when `from` has none. */
  publicUrl?: string;
  /** Connection, greeting and silence timeouts of one SMTP attempt (SMTP_TIMEOUT_SECONDS). */
  timeoutMs?: number;
  /** STARTTLS on smtp://: null or unset requires it except towards this machine (smtp-delivery.ts). */
  requireTls?: boolean | null;
  /** Where each SMTP attempt is recorded (service 'smtp'), so staff see failures on the API log page. */
  apiLog?: ApiCallRecorder;
  /**
   * Without SMTP, each message's link is also printed here as one readable line, so someone running
   * the server locally can follow it from the console. Null keeps the console quiet (tests).
   */
  printLink?: ((line: string) => void) | null;
}

type OutboxRow = typeof outbox.$inferSelect;

/**
 * Outbox-first e-mail. A message is written in the caller's transaction (so it exists exactly when the
 * change that caused it committed) and delivered after the commit, in the background: a request never
 * waits for SMTP. Over SMTP when SMTP_URL is set, otherwise it stays in the outbox and a one-line
 * summary is logged (and printed, see MailerOptions). A temporary failure is tried again later and
 * later (the outbox round), a refusal for good ends the message (failed_at). A sent message keeps no
 * working code: its secret is replaced in every stored column.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly attemptMs: number;
  private readonly claimMs: number;
  private readonly apiLog: ApiCallRecorder;
  /** Deliveries started and not finished, awaited by `settled()` and at close. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailerOptions,
  ) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(smtpTransportOptions(options.smtpUrl, timeoutMs, options.requireTls))
      : null;
    this.attemptMs = attemptLimitMs(timeoutMs);
    // Longer than any attempt can run (it is aborted at attemptMs): a claim never lapses mid-send.
    this.claimMs = this.attemptMs + CLAIM_SLACK_MS;
    this.apiLog = options.apiLog ?? NO_API_LOG;
  }

  async enqueue(tx: Executor, message: MailMessage): Promise<number> {
    const [row] = await tx
      .insert(outbox)
      .values({
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        link: message.link ?? null,
        secret: message.secret ?? null,
        messageId: newMessageId(this.options.from, this.options.publicUrl),
      })
      .returning({ id: outbox.id });
    if (!row) throw new Error('insert into outbox returned nothing');
    return row.id;
  }

  /**
   * Starts delivering committed messages and returns at once: the caller's answer never waits for SMTP.
   * Failures are recorded on the row and logged, never thrown; the outbox round picks them up.
   */
  deliver(ids: number[]): void {
    if (ids.length === 0) return;
    this.track(this.deliverNow(ids));
  }

  /** Resolves once every delivery started so far has finished (tests read the outbox after it). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private track(delivery: Promise<void>): Promise<void> {
    const running: Promise<void> = delivery
      .catch((error: unknown) =>
        this.log.warn({ err: error }, 'mail delivery stopped; the outbox round retries'),
      )
      .finally(() => this.running.delete(running));
    this.running.add(running);
    return running;
  }

  private async deliverNow(ids: number[]): Promise<void> {
    for (const id of ids) {
      const message = this.transport ? await this.claim(id) : await this.unsent(id);
      if (!message) continue;
      if (this.transport) await this.attempt(this.transport, message);
      else this.announce(message);
    }
  }

  private announce(message: OutboxRow): void {
    // Never the link: it carries a one-time code, and logs are kept and shipped elsewhere.
    this.log.info(
      { mail: { id: message.id, to: message.recipient, subject: message.subject } },
      `mail kept in outbox (no SMTP): "${message.subject}" to ${message.recipient}`,
    );
    if (message.link)
      // The link alone on its line: a terminal makes it clickable whole, nothing glued to it.
      this.options.printLink?.(
        `\n  Mail to ${message.recipient} — "${message.subject}":\n  ${message.link}\n`,
      );
  }

  private async attempt(transport: Transporter, message: OutboxRow): Promise<void> {
    const started = performance.now();
    try {
      await transport.sendMail({
        from: this.options.from,
        to: message.recipient,
        subject: message.subject,
        text: message.textBody,
        ...(message.htmlBody ? { html: message.htmlBody } : {}),
        // The same Message-ID on every attempt: a copy whose "250 OK" was lost can be told apart.
        ...(message.messageId ? { messageId: message.messageId } : {}),
        headers: AUTOMATIC_MAIL_HEADERS,
        // Nodemailer 10 closes the connection on abort; the timeouts alone let a trickling relay go on.
        signal: AbortSignal.timeout(this.attemptMs),
      } as Parameters<Transporter['sendMail']>[0]);
    } catch (error) {
      const failure = classifySmtpFailure(error);
      this.record(started, failure);
      await this.recordFailure(message, failure);
      return;
    }
    this.record(started, null);
    await this.db
      .update(outbox)
      .set({
        sentAt: sql`now()`,
        attempts: sql`${outbox.attempts} + 1`,
        lastError: null,
        claimedUntil: null,
        nextAttemptAt: null,
        ...(message.secret ? redactedColumns(message.secret) : {}),
      })
      .where(eq(outbox.id, message.id));
  }

  /**
   * A refusal for good fails the message now; a temporary failure waits 1, 2, 4 … minutes (at most an
   * hour) and fails once the message is older than RETRY_FOR_MS, by the database's clock.
   */
  private async recordFailure(message: OutboxRow, failure: SmtpFailure): Promise<void> {
    const delayMs = retryDelayMs(message.attempts + 1);
    const givesUp = failure.permanent
      ? sql`true`
      : sql`${outbox.createdAt} < now() - ${RETRY_FOR_MS} * interval '1 millisecond'`;
    const [row] = await this.db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        lastError: failure.reason.slice(0, 500),
        claimedUntil: null,
        failedAt: sql`case when ${givesUp} then now() end`,
        nextAttemptAt: sql`case when ${givesUp} then null else now() + ${delayMs} * interval '1 millisecond' end`,
      })
      .where(eq(outbox.id, message.id))
      .returning({ failedAt: outbox.failedAt });
    const context = { mailId: message.id, reason: failure.reason, replyCode: failure.replyCode };
    if (row?.failedAt) this.log.error(context, 'mail delivery failed for good; it will not be tried again');
    else this.log.warn({ ...context, retryInMs: delayMs }, 'mail delivery failed; it is tried again later');
  }

  /** One API-log row per attempt; the recorder scrubs addresses and anything like a secret from it. */
  private record(started: number, failure: SmtpFailure | null): void {
    this.apiLog.record({
      service: 'smtp',
      operation: 'send',
      status: failure ? 'error' : 'ok',
      // The SMTP reply code where HTTP adapters put the status: 550 and 451 read as what they are.
      httpStatus: failure ? failure.replyCode : 250,
      durationMs: Math.round(performance.now() - started),
      message: failure?.reason ?? null,
    });
  }

  /**
   * Takes an unsent message for this process: the claim is one conditional update, so of several
   * server processes delivering the outbox at once exactly one gets it. A claim outlasts the longest
   * attempt, and outlives a crashed process by claimMs at most; then the message is taken again.
   */
  private async claim(id: number) {
    const [message] = await this.db
      .update(outbox)
      .set({ claimedUntil: sql`now() + ${this.claimMs} * interval '1 millisecond'` })
      .where(and(eq(outbox.id, id), isNull(outbox.sentAt), isNull(outbox.failedAt), isUnclaimed()))
      .returning();
    return message;
  }

  /** Without SMTP nothing is sent, so nothing needs claiming: the message is only announced. */
  private async unsent(id: number) {
    const [message] = await this.db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
    return message && !message.sentAt ? message : undefined;
  }

  /** At start-up and every OUTBOX_RETRY_MS: try again what is due, oldest first. */
  deliverPending(): Promise<void> {
    if (!this.transport) return Promise.resolve();
    return this.track(
      (async () => {
        const due = await this.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              isNull(outbox.sentAt),
              isNull(outbox.failedAt),
              or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, sql`now()`)),
              isUnclaimed(),
            ),
          )
          .orderBy(outbox.id)
          .limit(500);
        await this.deliverNow(due.map((row) => row.id));
      })(),
    );
  }

  /** Waits for the deliveries in flight (each ends within its attempt limit), then closes SMTP. */
  async close(): Promise<void> {
    await this.settled();
    this.transport?.close();
  }
}

const isUnclaimed = () => or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`));

/** The stored columns with every occurrence of the secret replaced, computed by the database. */
function redactedColumns(secret: string) {
  const redact = (column: AnyColumn) => sql`replace(${column}, ${secret}, ${REDACTED})`;
  return {
    subject: redact(outbox.subject),
    textBody: redact(outbox.textBody),
    htmlBody: redact(outbox.htmlBody),
    link: redact(outbox.link),
    secret: null,
  };
}
