import { randomBytes } from 'node:crypto';
import {
  type AttachmentLocationResponse,
  attachmentFilePath,
  type UploadedAttachment,
} from '@boardhouse/shared/messages/message-attachments-api';
import type { AppContext } from '../../context.ts';
import type { AttachmentFile } from '../../lib/attachment.ts';
import { AppError } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/single-file-upload.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { visibleProjects } from '../projects/projects.policy.ts';
import { checkAttachmentContent } from './message-attachment-content.ts';
import { findVisibleAttachment, insertAttachment } from './message-attachments.repository.ts';

/**
 * Files sent with messages: uploaded first (checked by content, stored through the storage adapter),
 * then named by the message that carries them. Who may fetch one: whoever sees the message's project,
 * and before it is sent only its uploader; anyone else gets 404.
 */
export class MessageAttachmentsService {
  constructor(private readonly ctx: AppContext) {}

  /** The file is written before its row and removed again should the row not be written. */
  async upload(caller: AccessClaims, file: UploadedFile): Promise<UploadedAttachment> {
    const checked = checkAttachmentContent(file.data, file.fileName);
    const storageKey = `messages/${caller.userId}/${randomBytes(12).toString('hex')}.${checked.extension}`;
    await this.ctx.storage.put(storageKey, file.data);
    try {
      const row = await insertAttachment(this.ctx.db, {
        uploadedBy: caller.userId,
        fileName: checked.fileName,
        contentType: checked.contentType,
        sizeBytes: file.data.length,
        storageKey,
      });
      return {
        id: row.id,
        fileName: row.fileName,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        url: attachmentFilePath(row.id),
      };
    } catch (error) {
      await this.ctx.storage.remove(storageKey).catch(() => {});
      throw error;
    }
  }

  async location(caller: AccessClaims, attachmentId: number): Promise<AttachmentLocationResponse> {
    const attachment = await this.find(caller, attachmentId);
    return { url: attachmentFilePath(attachment.id) };
  }

  async download(caller: AccessClaims, attachmentId: number): Promise<AttachmentFile> {
    const attachment = await this.find(caller, attachmentId);
    try {
      return {
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        // Streamed from the storage to the client: an attachment may be up to 10 MB.
        data: await this.ctx.storage.getStream(attachment.storageKey),
      };
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') {
        throw new AppError('NOT_FOUND', 'This file is no longer stored: please ask for it to be sent again');
      }
      throw error;
    }
  }

  private async find(caller: AccessClaims, attachmentId: number) {
    const attachment = await findVisibleAttachment(this.ctx.db, attachmentId, {
      userId: caller.userId,
      visible: visibleProjects(caller),
    });
    if (!attachment) throw AppError.notFound('attachment');
    return attachment;
  }
}
