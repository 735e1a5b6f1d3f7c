import { and, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { messageReads, projectMessages, projects, users } from '../../db/schema.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/templates.ts';
import { maySeeTeamProjects } from '../team/team-rules.ts';
import { noticeTextsOf } from './message-notice-texts.ts';
import { readMessageSettings } from './message-settings.ts';

/**
 * E-mail about messages the other side has not read within the staff-set delay (app_settings
 * 'messages.unreadMailMinutes'). Each message is looked at once (notice_checked_at), in the same
 * transaction as the e-mails it causes; rows are claimed with FOR UPDATE SKIP LOCKED, so two server
 * processes running the job at once never mail the same message twice.
 *
 * Who "the other side" is:
 * - a customer's message goes to staff. The configuration has no staff notification address, so every
 *   enabled ADMIN account is mailed, unless any staff member has read the message (staff share one
 *   unread count: one reader is enough, as for checkNewMessagesForAdmin);
 * - a staff message goes to the project's owner and the team members allowed to see team projects
 *   (team-rules.ts maySeeTeamProjects, the rule the project queries apply), each unless they have
 *   read it themselves. People the project is only shared with are not mailed: a share lets someone
 *   work on a project, the conversation stays the team's.
 * Nobody is ever mailed about a message they wrote.
 */

const RUN_EVERY_MS = 60_000;
/** Messages claimed per transaction; a backlog is worked through in several. */
const BATCH = 500;

interface NoticeRow {
  userId: number;
  email: string;
  firstname: string;
  language: string;
  projectId: number;
  projectKey: string;
  projectName: string;
}

interface Conversation {
  projectKey: string;
  projectName: string;
  unread: number;
}

/** Claims due messages and queues the e-mails about them; answers the outbox ids to deliver. */
async function noticeBatch(
  ctx: AppContext,
  cutoff: Date,
  now: Date,
): Promise<{ claimed: number; mails: number[] }> {
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: projectMessages.id })
      .from(projectMessages)
      .where(and(isNull(projectMessages.noticeCheckedAt), lte(projectMessages.createdAt, cutoff)))
      .orderBy(projectMessages.createdAt, projectMessages.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { claimed: 0, mails: [] };
    const ids = sql.join(
      due.map((row) => sql`${row.id}`),
      sql`, `,
    );
    const rows = [...(await staffRecipients(tx, ids)), ...(await customerRecipients(tx, ids))];
    await tx
      .update(projectMessages)
      .set({ noticeCheckedAt: now })
      .where(sql`${projectMessages.id} in (${ids})`);
    const mails: number[] = [];
    for (const [, group] of groupByRecipient(rows)) {
      mails.push(
        await ctx.mailer.enqueue(tx, noticeMessage(ctx.config.publicUrl, group.to, group.conversations)),
      );
    }
    return { claimed: due.length, mails };
  });
}

const RECIPIENT_COLUMNS = sql`u.id as user_id, u.email, u.firstname, u.language,
  p.id as project_id, p.project_key, p.name as project_name`;

/** Staff for each customer message (of a live project) that no staff member has read. */
async function staffRecipients(tx: Executor, ids: SQL): Promise<NoticeRow[]> {
  return rowsOf(
    await tx.execute(sql`
      select ${RECIPIENT_COLUMNS}
      from ${projectMessages} m
      join ${projects} p on p.id = m.project_id and p.deleted_at is null
      join ${users} u on 'ADMIN' = any(u.roles) and not u.disabled and u.id <> m.author_id
      where m.id in (${ids}) and not m.author_is_staff
        and not exists (select 1 from ${messageReads} r where r.message_id = m.id and r.reader_is_staff)`),
  );
}

/** The owner and permitted team members for each staff message they have not read. */
async function customerRecipients(tx: Executor, ids: SQL): Promise<NoticeRow[]> {
  return rowsOf(
    await tx.execute(sql`
      select ${RECIPIENT_COLUMNS}
      from ${projectMessages} m
      join ${projects} p on p.id = m.project_id and p.deleted_at is null
      join ${users} owner on owner.id = p.owner_id
      join ${users} u on u.id = owner.id or (
        coalesce(u.created_by, u.id) = coalesce(owner.created_by, owner.id)
        and ${maySeeTeamProjects(sql.raw('u'))})
      where m.id in (${ids}) and m.author_is_staff and not u.disabled and u.id <> m.author_id
        and not exists (select 1 from ${messageReads} r where r.message_id = m.id and r.user_id = u.id)`),
  );
}

function rowsOf(result: unknown): NoticeRow[] {
  return (result as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    userId: Number(row.user_id),
    email: String(row.email),
    firstname: String(row.firstname),
    language: String(row.language),
    projectId: Number(row.project_id),
    projectKey: String(row.project_key),
    projectName: String(row.project_name),
  }));
}

/** One entry per recipient, their conversations in first-seen order with a count of waiting messages. */
function groupByRecipient(rows: NoticeRow[]) {
  const groups = new Map<number, { to: NoticeRow; conversations: Map<number, Conversation> }>();
  for (const row of rows) {
    const group = groups.get(row.userId) ?? { to: row, conversations: new Map<number, Conversation>() };
    groups.set(row.userId, group);
    const conversation = group.conversations.get(row.projectId) ?? {
      projectKey: row.projectKey,
      projectName: row.projectName,
      unread: 0,
    };
    conversation.unread += 1;
    group.conversations.set(row.projectId, conversation);
  }
  return groups;
}

/** The conversation in the web app's message centre. */
export const conversationLink = (publicUrl: string, projectKey: string) =>
  `${publicUrl}/#/my-messages?projectId=${encodeURIComponent(projectKey)}`;

/** One e-mail naming each conversation with waiting messages, each with its link, in the recipient's language. */
export function noticeMessage(
  publicUrl: string,
  to: { email: string; firstname: string; language: string },
  byProject: Map<number, Conversation>,
): MailMessage {
  const texts = noticeTextsOf(to.language);
  const conversations = [...byProject.values()];
  const lines = conversations.map((c) => ({
    words: texts.line(c.projectName, c.unread),
    link: conversationLink(publicUrl, c.projectKey),
  }));
  const count = conversations.length;
  return {
    to: to.email,
    subject: texts.subject(count),
    link: lines[0]?.link ?? `${publicUrl}/#/my-messages`,
    text:
      `${texts.greeting(to.firstname)}\n\n${texts.intro(count)}\n\n` +
      lines.map((line) => `- ${line.words}\n  ${texts.action}:\n  ${line.link}`).join('\n') +
      `\n\n${texts.outro}\n\n${texts.signature}`,
    html:
      `<p>${escapeHtml(texts.greeting(to.firstname))}</p><p>${escapeHtml(texts.intro(count))}</p><ul>` +
      lines
        .map(
          (line) =>
            `<li>${escapeHtml(line.words)} — <a href="${escapeHtml(line.link)}">${escapeHtml(texts.action)}</a></li>`,
        )
        .join('') +
      `</ul><p>${escapeHtml(texts.outro)}</p><p>${escapeHtml(texts.signature)}</p>`,
  };
}

/**
 * One run: every message older than the delay and not looked at yet, in batches. Answers how many
 * e-mails were queued. Tests call it with their own `now`.
 */
export async function sendUnreadNotices(ctx: AppContext, now = new Date()): Promise<number> {
  const { unreadMailMinutes } = await readMessageSettings(ctx.db);
  const cutoff = new Date(now.getTime() - unreadMailMinutes * 60_000);
  let queued = 0;
  for (;;) {
    const { claimed, mails } = await noticeBatch(ctx, cutoff, now);
    ctx.mailer.deliver(mails);
    queued += mails.length;
    if (claimed < BATCH) return queued;
  }
}

/** Runs every minute in the background; the returned function stops it. */
export function startUnreadNotices(ctx: AppContext): () => void {
  let running = false;
  const timer = setInterval(() => {
    // A slow run (SMTP) must not overlap the next: the claim would skip its rows, but no need to try.
    if (running) return;
    running = true;
    sendUnreadNotices(ctx)
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'unread-message e-mails could not be sent'))
      .finally(() => {
        running = false;
      });
  }, RUN_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
