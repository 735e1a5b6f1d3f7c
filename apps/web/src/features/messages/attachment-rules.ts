import { MESSAGE_ATTACHMENT_MAX_BYTES } from '@boardhouse/shared/messages/message-attachments-api';
import { formatNumber } from '../../components/format.ts';

/**
 * What the composer lets people pick: images and PDFs up to 10 MB. The server decides by the file's
 * content; this only saves a pointless upload and says why at once.
 */
export const ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

export type AttachmentProblem = 'tooLarge' | 'wrongType' | null;

export function attachmentProblem(file: { name: string; type: string; size: number }): AttachmentProblem {
  if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) return 'tooLarge';
  const isImage = file.type.startsWith('image/') && file.type !== 'image/svg+xml';
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  return isImage || isPdf ? null : 'wrongType';
}

/** 2048 → "2 KB", 3_500_000 → "3.3 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024), 0)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}
