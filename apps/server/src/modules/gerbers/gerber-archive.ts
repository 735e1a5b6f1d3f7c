import {
  GERBER_UNCOMPRESSED_MAX_BYTES,
  GERBER_UPLOAD_MAX_BYTES,
  GERBER_UPLOAD_MAX_FILES,
} from '@boardhouse/shared/pcb/gerbers';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { sanitiseFileName } from '../../lib/attachment.ts';
import { AppError } from '../../lib/errors.ts';
import { JOB_FILE_MAX_CHARS } from './gerber-identify.ts';

/** One file as it arrived: a part of the multipart request, or an entry of the zip. */
export interface ReceivedFile {
  name: string;
  data: Buffer;
}

const MB = 1024 * 1024;

export const uploadError = (message: string) => AppError.validation({ file: message }, message);

export const MESSAGES = {
  tooLarge: `The upload is larger than ${GERBER_UPLOAD_MAX_BYTES / MB} MB: please leave out files the factory does not need`,
  tooMany: `The upload holds more than ${GERBER_UPLOAD_MAX_FILES} files: please send only the Gerber and drill files`,
  tooBig: `The archive unpacks to more than ${GERBER_UNCOMPRESSED_MAX_BYTES / MB} MB: it is refused`,
  notZip: (name: string) => `“${name}” is not a readable zip archive`,
  nestedTooDeep: (name: string, container: string) =>
    `“${name}” in “${container}” is a third zip, one inside the other: please send the Gerber and drill files in one zip`,
  unsafePath:
    'The archive contains a file path that points outside the archive (“..”, “/” or “\\”): it is refused',
  empty: 'No Gerber or drill file was found in the upload: please send the files your CAD tool exported',
  noFile: 'Please choose a zip archive or the Gerber and drill files to upload',
  jobFileTooLarge: (name: string) =>
    `“${name}” is far larger than a Gerber job file (a few KB): please send the one your CAD tool wrote`,
} as const;

const isZipName = (name: string) => /\.zip$/i.test(name);
const hasZipSignature = (data: Buffer) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && (data[2] === 0x03 || data[2] === 0x05);

/** Entries that are not part of the design: folders, macOS resource forks, hidden files. */
const isNoise = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || (name.split('/').pop() ?? '').startsWith('.');

const baseName = (path: string) => path.split('/').pop() ?? path;

/** `..`, absolute paths, drive letters and backslashes (a Windows path in disguise) are refused. */
function isUnsafePath(name: string): boolean {
  return (
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..')
  );
}

function openZip(data: Buffer, name: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // decodeStrings false: yauzl would refuse bad paths itself, but with its own wording; we check.
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, validateEntrySizes: true, autoClose: false, decodeStrings: false },
      (error, zip) => (error || !zip ? reject(uploadError(MESSAGES.notZip(name))) : resolve(zip)),
    );
  });
}

/**
 * Every entry of the central directory, checked for count, paths and total size before any is read.
 * `budget`: the bytes the upload may still unpack to (less than the limit for a zip inside the zip).
 */
function listEntries(zip: ZipFile, name: string, budget: number): Promise<{ entry: Entry; path: string }[]> {
  return new Promise((resolve, reject) => {
    const entries: { entry: Entry; path: string }[] = [];
    let total = 0;
    const fail = (error: AppError) => {
      zip.close();
      reject(error);
    };
    zip.on('entry', (entry: Entry) => {
      const path = (entry.fileName as unknown as Buffer).toString('utf8');
      if (isUnsafePath(path)) return fail(uploadError(MESSAGES.unsafePath));
      if (!isNoise(path)) {
        entries.push({ entry, path });
        total += entry.uncompressedSize;
        if (entries.length > GERBER_UPLOAD_MAX_FILES) return fail(uploadError(MESSAGES.tooMany));
        if (total > budget) return fail(uploadError(MESSAGES.tooBig));
        // Refused from the directory, unread (checkUploadedFiles refuses one whose directory lied).
        if (/\.gbrjob$/i.test(path) && entry.uncompressedSize > JOB_FILE_MAX_CHARS)
          return fail(uploadError(MESSAGES.jobFileTooLarge(baseName(path))));
      }
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', () => fail(uploadError(MESSAGES.notZip(name))));
    zip.readEntry();
  });
}

/**
 * An entry's bytes, counted against what is left of the budget as they come: the directory's sizes
 * were checked already, but they can lie, so unpacking stops as soon as the budget is spent.
 */
function readEntry(zip: ZipFile, entry: Entry, left: { bytes: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        left.bytes -= chunk.length;
        if (left.bytes < 0) {
          stream.destroy();
          return reject(uploadError(MESSAGES.tooBig));
        }
        chunks.push(chunk);
      });
      stream.once('end', () => resolve(Buffer.concat(chunks)));
      // validateEntrySizes: a stream that unpacks to more than its header said ends in an error here.
      stream.once('error', reject);
    });
  });
}

/**
 * The files of a zip, nested folders flattened by the caller; nothing is written anywhere. `budget`:
 * the bytes they may unpack to at the most (what is left of the upload's limit).
 */
export async function unpackZip(
  data: Buffer,
  name: string,
  budget: number = GERBER_UNCOMPRESSED_MAX_BYTES,
): Promise<ReceivedFile[]> {
  const zip = await openZip(data, name);
  try {
    const entries = await listEntries(zip, name, budget);
    const files: ReceivedFile[] = [];
    const left = { bytes: budget };
    for (const { entry, path } of entries) {
      try {
        files.push({ name: path, data: await readEntry(zip, entry, left) });
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw uploadError(MESSAGES.notZip(name));
      }
    }
    return files;
  } finally {
    zip.close();
  }
}

/**
 * A zip is unpacked (by content, a `.zip` name that is not one is refused); loose files pass as they
 * are. A zip inside the zip (the fab house's archive inside a project's export folder) is opened too,
 * its files named under its own path; a third level is refused. The limits on count and unpacked size
 * hold for everything unpacked together, not only for each archive.
 */
export async function expandUpload(received: readonly ReceivedFile[]): Promise<ReceivedFile[]> {
  if (received.length === 0) throw uploadError(MESSAGES.noFile);
  const files: ReceivedFile[] = [];
  let unpackedBytes = 0;
  const add = async (file: ReceivedFile, depth: number, container: string | null): Promise<void> => {
    if (hasZipSignature(file.data)) {
      if (depth === 2)
        throw uploadError(MESSAGES.nestedTooDeep(baseName(file.name), baseName(container ?? '')));
      const folder = container === null ? '' : `${file.name.replace(/\.zip$/i, '')}/`;
      // A zip inside the zip gets what is left of the limit: its directory is checked against that
      // before anything is unpacked (three inner zips of 250 MB each once held 550 MB at a time).
      const left = GERBER_UNCOMPRESSED_MAX_BYTES - unpackedBytes;
      for (const entry of await unpackZip(file.data, file.name, left)) {
        unpackedBytes += entry.data.length;
        if (unpackedBytes > GERBER_UNCOMPRESSED_MAX_BYTES) throw uploadError(MESSAGES.tooBig);
        await add({ name: `${folder}${entry.name}`, data: entry.data }, depth + 1, file.name);
      }
    } else if (isZipName(file.name)) {
      throw uploadError(MESSAGES.notZip(file.name));
    } else {
      files.push(file);
      if (files.length > GERBER_UPLOAD_MAX_FILES) throw uploadError(MESSAGES.tooMany);
    }
  };
  for (const file of received) await add(file, 0, null);
  return files;
}

/**
 * Names as the user knows them, without folders (the Sangaboard set sits in `gerbers/`); a second
 * file of the same name in another folder gets its folder as a prefix so neither is lost, and one
 * whose name is still taken (twice the same path in a zip) is numbered: "top (2).gtl". Layer
 * corrections name the file, so no two may share a name. Control characters (NUL too) become "_".
 */
export function flattenNames(files: readonly ReceivedFile[]): ReceivedFile[] {
  const seen = new Set<string>();
  return files.map((file) => {
    const parts = file.name.split('/').filter(Boolean);
    let name = sanitiseFileName(parts[parts.length - 1] ?? '', 'file');
    if (seen.has(name.toLowerCase())) name = sanitiseFileName(parts.join('_'), 'file');
    if (seen.has(name.toLowerCase())) name = numbered(name, seen);
    seen.add(name.toLowerCase());
    return { name, data: file.data };
  });
}

/** "top.gtl" → the first of "top (2).gtl", "top (3).gtl" … not taken yet (`seen` holds lower case). */
function numbered(name: string, seen: ReadonlySet<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let number = 2; ; number += 1) {
    const candidate = `${stem} (${number})${extension}`;
    if (!seen.has(candidate.toLowerCase())) return candidate;
  }
}
