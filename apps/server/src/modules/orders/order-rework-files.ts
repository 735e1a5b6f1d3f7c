import type { RevisionFileQuery } from '@boardhouse/shared/orders/order-rework-api';
import yazl from 'yazl';
import type { AttachmentFile } from '../../lib/attachment.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { RevisionFiles } from './order-rework.repository.ts';
import type { OrderWithProject } from './orders.repository.ts';

/** The stored files of one revision of an order, handed to staff as downloads. */

/** Types by extension: what the browser claimed at upload was never kept. */
const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
  pos: 'text/plain',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

const missing = (what: string, revision: number) =>
  new AppError('NOT_FOUND', `Revision ${revision} of this order has no ${what}`);

/** A stored file; a file gone from storage answers 404 rather than 500 (it was removed by hand). */
async function read(storage: FileStorage, key: string, what: string): Promise<Buffer> {
  try {
    return await storage.get(key);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') {
      throw new AppError('NOT_FOUND', `The ${what} of this revision is no longer stored`);
    }
    throw error;
  }
}

function zipOf(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(entry.data, entry.name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.once('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.once('error', reject);
  });
}

/** One file of a revision: the BOM or placement file as uploaded, the Gerber upload as one zip. */
export async function revisionDownload(
  storage: FileStorage,
  order: OrderWithProject,
  query: RevisionFileQuery,
  files: RevisionFiles,
): Promise<AttachmentFile> {
  const prefix = `${order.orderKey}-r${query.revision}`;
  if (query.file === 'gerbers') {
    if (!files.gerbers) throw missing('Gerber files', query.revision);
    const manifest = await read(storage, `${files.gerbers.storageKey}/files.json`, 'Gerber upload');
    const stored = JSON.parse(manifest.toString('utf8')) as { name: string; key: string }[];
    const entries = [];
    for (const file of stored)
      entries.push({ name: file.name, data: await read(storage, file.key, 'Gerber file') });
    return { fileName: `${prefix}-gerbers.zip`, contentType: 'application/zip', data: await zipOf(entries) };
  }
  const file = query.file === 'bom' ? files.bom?.file : files.placements?.file;
  const what = query.file === 'bom' ? 'BOM' : 'placement file';
  if (!file) throw missing(what, query.revision);
  const extension = file.storageKey.slice(file.storageKey.lastIndexOf('.') + 1).toLowerCase();
  return {
    fileName: `${prefix}-${file.fileName}`,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    data: await read(storage, file.storageKey, what),
  };
}
