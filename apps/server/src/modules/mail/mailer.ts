import { type AnyColumn, and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

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

/** After this many failed deliveries a message stays in the outbox for a person to look at. */
export const MAX_DELIVERY_ATTEMPTS = 10;
/** How often a running server tries the outbox again (it also does at every start). */
export const OUTBOX_RETRY_MS = 5 * 60 * 1000;
/** How long a process may take to hand one message to SMTP before another process may take it. */
const CLAIM_MS = 10 * 60 * 1000;

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /**
   * Without SMTP, each message's link is also printed here as one readable line, so someone running
   * the server locally can follow it from the console. Null keeps the console quiet (tests).
   */
  printLink?: ((line: string) => void) | null;
}

/**
 * Outbox-first e-mail. A message is written in the caller's transaction (so it exists exactly when the
 * change that caused it committed) and delivered after the commit: over SMTP when SMTP_URL is set,
 * otherwise it stays in the outbox and a one-line summary is logged (and printed, see MailerOptions).
 * A sent message keeps no working code: its secret is replaced in every stored column.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailerOptions,
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
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
      })
      .returning({ id: outbox.id });
    if (!row) throw new Error('insert into outbox returned nothing');
    return row.id;
  }

  /** Delivers queued messages; failures are recorded on the row and never thrown at the caller. */
  async deliver(ids: number[]): Promise<void> {
    for (const id of ids) {
      const message = this.transport ? await this.claim(id) : await this.unsent(id);
      if (!message) continue;
      if (!this.transport) {
        // Never the link: it carries a one-time code, and logs are kept and shipped elsewhere.
        this.log.info(
          { mail: { id, to: message.recipient, subject: message.subject } },
          `mail kept in outbox (no SMTP): "${message.subject}" to ${message.recipient}`,
        );
        if (message.link)
          // The link alone on its line: a terminal makes it clickable whole, nothing glued to it.
          this.options.printLink?.(
            `\n  Mail to ${message.recipient} — "${message.subject}":\n  ${message.link}\n`,
          );
        continue;
      }
      try {
        await this.transport.sendMail({
          from: this.options.from,
          to: message.recipient,
          subject: message.subject,
          text: message.textBody,
          ...(message.htmlBody ? { html: message.htmlBody } : {}),
        });
        await this.db
          .update(outbox)
          .set({
            sentAt: sql`now()`,
            attempts: sql`${outbox.attempts} + 1`,
            lastError: null,
            claimedUntil: null,
            ...(message.secret ? redactedColumns(message.secret) : {}),
          })
          .where(eq(outbox.id, id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.log.warn({ mailId: id, reason }, 'mail delivery failed; it stays in the outbox');
        await this.db
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, lastError: reason.slice(0, 500), claimedUntil: null })
          .where(eq(outbox.id, id));
      }
    }
  }

  /**
   * Takes an unsent message for this process: the claim is one conditional update, so of several
   * server processes delivering the outbox at once exactly one gets it. A claim outlives a crashed
   * process by CLAIM_MS at most; then the message is taken again.
   */
  private async claim(id: number) {
    const [message] = await this.db
      .update(outbox)
      .set({ claimedUntil: sql`now() + ${CLAIM_MS} * interval '1 millisecond'` })
      .where(
        and(
          eq(outbox.id, id),
          isNull(outbox.sentAt),
          or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
        ),
      )
      .returning();
    return message;
  }

  /** Without SMTP nothing is sent, so nothing needs claiming: the message is only announced. */
  private async unsent(id: number) {
    const [message] = await this.db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
    return message && !message.sentAt ? message : undefined;
  }

  /** At start-up and every OUTBOX_RETRY_MS: try again what could not be sent, oldest first. */
  async deliverPending(): Promise<void> {
    if (!this.transport) return;
    const pending = await this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          lt(outbox.attempts, MAX_DELIVERY_ATTEMPTS),
          or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(outbox.id)
      .limit(500);
    await this.deliver(pending.map((row) => row.id));
  }

  close(): void {
    this.transport?.close();
  }
}

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
