import { eq, isNull, sql } from 'drizzle-orm';
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
}

/**
 * Outbox-first e-mail. A message is written in the caller's transaction (so it exists exactly when the
 * change that caused it committed) and delivered after the commit: over SMTP when SMTP_URL is set,
 * otherwise it stays in the outbox and a one-line summary is logged.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl: string | null; from: string },
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
      })
      .returning({ id: outbox.id });
    if (!row) throw new Error('insert into outbox returned nothing');
    return row.id;
  }

  /** Delivers queued messages; failures are recorded on the row and never thrown at the caller. */
  async deliver(ids: number[]): Promise<void> {
    for (const id of ids) {
      const [message] = await this.db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
      if (!message || message.sentAt) continue;
      if (!this.transport) {
        this.log.info(
          { mail: { id, to: message.recipient, subject: message.subject, link: message.link } },
          `mail kept in outbox: "${message.subject}" to ${message.recipient}${message.link ? ` — ${message.link}` : ''}`,
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
          .set({ sentAt: sql`now()`, attempts: sql`${outbox.attempts} + 1`, lastError: null })
          .where(eq(outbox.id, id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.log.warn({ mailId: id, reason }, 'mail delivery failed; it stays in the outbox');
        await this.db
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, lastError: reason.slice(0, 500) })
          .where(eq(outbox.id, id));
      }
    }
  }

  /** At start-up: try again what an earlier run could not send. */
  async deliverPending(): Promise<void> {
    if (!this.transport) return;
    const pending = await this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(isNull(outbox.sentAt))
      .limit(500);
    await this.deliver(pending.map((row) => row.id));
  }

  close(): void {
    this.transport?.close();
  }
}
