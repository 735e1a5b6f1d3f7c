import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messageAttachments, projectMessages, projects } from '../../db/schema.ts';

/** SQL of the files sent with messages: uploads, claiming them for a message, and who may fetch one. */

export type AttachmentRow = typeof messageAttachments.$inferSelect;
export type NewAttachment = Omit<typeof messageAttachments.$inferInsert, 'id' | 'createdAt' | 'messageId'>;

export async function insertAttachment(db: Executor, values: NewAttachment): Promise<AttachmentRow> {
  const [row] = await db.insert(messageAttachments).values(values).returning();
  if (!row) throw new Error('insert into message_attachments returned nothing');
  return row;
}

/**
 * Gives the uploader's unsent uploads among `ids` to the message, in one statement so two messages
 * saved at once cannot both take the same file; answers the ids it took.
 */
export async function claimAttachments(
  db: Executor,
  ids: readonly number[],
  uploadedBy: number,
  messageId: number,
): Promise<number[]> {
  const claimed = await db
    .update(messageAttachments)
    .set({ messageId })
    .where(
      and(
        inArray(messageAttachments.id, [...ids]),
        eq(messageAttachments.uploadedBy, uploadedBy),
        isNull(messageAttachments.messageId),
      ),
    )
    .returning({ id: messageAttachments.id });
  return claimed.map((row) => row.id);
}

/** The uploader's own uploads among `ids`, sent or not (to tell a used file from someone else's). */
export async function findOwnAttachments(db: Executor, ids: readonly number[], uploadedBy: number) {
  return db
    .select({ id: messageAttachments.id, messageId: messageAttachments.messageId })
    .from(messageAttachments)
    .where(and(inArray(messageAttachments.id, [...ids]), eq(messageAttachments.uploadedBy, uploadedBy)));
}

/**
 * One attachment the caller may fetch: sent with a message of a live project `visible` lets them see,
 * or their own upload not sent yet (so they can check it before sending). Null for any other.
 */
export async function findVisibleAttachment(
  db: Executor,
  attachmentId: number,
  caller: { userId: number; visible: SQL },
): Promise<AttachmentRow | null> {
  const [row] = await db
    .select({ attachment: messageAttachments })
    .from(messageAttachments)
    .leftJoin(projectMessages, eq(projectMessages.id, messageAttachments.messageId))
    .leftJoin(projects, eq(projects.id, projectMessages.projectId))
    .where(
      and(
        eq(messageAttachments.id, attachmentId),
        or(
          and(isNull(messageAttachments.messageId), eq(messageAttachments.uploadedBy, caller.userId)),
          and(sql`${projects.id} is not null`, isNull(projects.deletedAt), caller.visible),
        ),
      ),
    );
  return row?.attachment ?? null;
}
