import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { brokenUploadError } from './upload-errors.ts';

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

/** How one kind of upload words its refusals: what to choose, and what "too large" means for it. */
export interface SingleFileRules {
  maxBytes: number;
  /** "Please choose a document to upload (form field "file")" and the like. */
  chooseMessage: string;
  /** Said with 413 when the file is over `maxBytes`. */
  tooLargeMessage: string;
}

/**
 * The one file of a multipart upload, field `file`, read to at most `maxBytes`: the rest is never
 * buffered, a body cut short answers 400 and an oversized file 413, both naming the field.
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  rules: SingleFileRules,
): Promise<UploadedFile> {
  const choose = rules.chooseMessage;
  if (!request.isMultipart()) throw AppError.validation({ file: choose }, choose);
  const part = await request
    .file({ limits: { fileSize: rules.maxBytes, files: 1 } })
    .catch((error: unknown) => {
      throw brokenUploadError(error) ?? error;
    });
  if (part?.fieldname !== 'file') throw AppError.validation({ file: choose }, choose);
  try {
    return { fileName: part.filename, data: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLargeMessage, {
        fields: { file: rules.tooLargeMessage },
      });
    }
    throw brokenUploadError(error) ?? error;
  }
}
