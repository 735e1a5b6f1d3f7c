import { sanitiseFileName } from '../../lib/attachment.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * What a file sent with a message is, decided by its bytes (DESIGN.md section 6): a PNG, JPEG, GIF or
 * WebP image, or a PDF. Programs, web pages, SVG (which can carry script) and anything else are refused
 * whatever their name says, and so is a name that claims another of these types than the content is.
 */

type AttachmentType = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp';

const TYPES: Record<AttachmentType, { contentType: string; extensions: string[]; label: string }> = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], label: 'a PDF' },
  png: { contentType: 'image/png', extensions: ['png'], label: 'a PNG image' },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'a JPEG image' },
  gif: { contentType: 'image/gif', extensions: ['gif'], label: 'a GIF image' },
  webp: { contentType: 'image/webp', extensions: ['webp'], label: 'a WebP image' },
};

export const ATTACHMENT_CONTENT_TYPES = Object.values(TYPES).map((type) => type.contentType);
export const ACCEPTED_ATTACHMENTS = 'an image (PNG, JPEG, GIF, WebP) or a PDF';

const KNOWN_EXTENSIONS = new Map(
  Object.entries(TYPES).flatMap(([type, { extensions }]) => extensions.map((ext) => [ext, type])),
);

const refuse = (message: string) => AppError.validation({ file: message }, message);

export interface CheckedAttachment {
  /** The name to keep and offer on download: sanitised, with the extension of what it is. */
  fileName: string;
  contentType: string;
  extension: string;
}

/** Checks an uploaded attachment's content and name; throws 400 (naming `file`) with a clear reason. */
export function checkAttachmentContent(data: Buffer, originalName: string): CheckedAttachment {
  if (data.length === 0) throw refuse('The file is empty: please choose it again');
  const type = identify(data);
  if (!type) throw refuse(`Only ${ACCEPTED_ATTACHMENTS} can be sent with a message: this file is neither`);
  const { contentType, extensions, label } = TYPES[type];
  const name = sanitiseFileName(originalName, 'attachment');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const named = KNOWN_EXTENSIONS.get(extension);
  if (named && named !== type) {
    throw refuse(`The file’s name ends in .${extension} but its content is ${label}: please check the file`);
  }
  const kept = named ? name : `${name}.${extensions[0]}`;
  return { fileName: kept, contentType, extension: named ? extension : (extensions[0] ?? type) };
}

const startsWith = (data: Buffer, ...bytes: number[]) => bytes.every((byte, index) => data[index] === byte);
const asciiAt = (data: Buffer, offset: number, text: string) =>
  data.length >= offset + text.length && data.toString('latin1', offset, offset + text.length) === text;

/** Only the signatures of accepted types are recognised: anything else (a program, a page) is null. */
function identify(data: Buffer): AttachmentType | null {
  if (asciiAt(data, 0, '%PDF-')) return 'pdf';
  if (startsWith(data, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (startsWith(data, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (asciiAt(data, 0, 'GIF87a') || asciiAt(data, 0, 'GIF89a')) return 'gif';
  if (asciiAt(data, 0, 'RIFF') && asciiAt(data, 8, 'WEBP')) return 'webp';
  return null;
}
