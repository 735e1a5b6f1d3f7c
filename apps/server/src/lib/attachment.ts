import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A file name safe to hand back in a download: no folders, control or quote characters, at most 150
 * characters, never empty.
 */
export function sanitiseFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}"*:<>?|]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(-150);
  return cleaned || fallback;
}

/** Content-Disposition for a download: an ASCII name for old clients, the exact name (RFC 6266) for others. */
export function attachmentHeader(fileName: string): string {
  const safe = sanitiseFileName(fileName);
  const ascii = safe
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\;%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/** A file to hand out: its name as the customer sees it, its type and its bytes (or a stream of them). */
export interface AttachmentFile {
  fileName: string;
  contentType: string;
  data: Buffer | Readable;
}

/** Answers `file` as a download: an attachment with a sanitised name, its own type, never sniffed or kept. */
export function sendAttachment(reply: FastifyReply, file: AttachmentFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
