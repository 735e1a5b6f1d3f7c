import { z } from 'zod';
import { attachmentIdField, messageAttachment } from './messages-api.ts';

/**
 * Files sent with a message: a customer or staff member uploads each one first (imageUpload), then
 * names the ids in saveMessage. Only images and PDFs are accepted, decided by the file's content.
 */

/** The largest file one upload may carry. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const uploadedAttachment = messageAttachment.extend({
  url: z.string().describe('Relative download address: /rest/messageTool/file/{attachmentId}'),
});
export type UploadedAttachment = z.infer<typeof uploadedAttachment>;

export const attachmentLocationRequest = z.object({ attachmentId: attachmentIdField });
export const attachmentLocationResponse = z.object({
  url: z.string().describe('Relative download address: /rest/messageTool/file/{attachmentId}'),
});
export type AttachmentLocationResponse = z.infer<typeof attachmentLocationResponse>;

export const attachmentFileParams = z.object({ attachmentId: attachmentIdField });

/** Where an attachment is downloaded from (relative to the app). */
export const attachmentFilePath = (attachmentId: number) => `/rest/messageTool/file/${attachmentId}`;
