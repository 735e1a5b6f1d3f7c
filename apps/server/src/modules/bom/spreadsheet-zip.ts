import { createInflateRaw } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import yazl from 'yazl';
import { isWorksheetEntry, withoutFarCells } from './sheet-xml.ts';

const MB = 1024 * 1024;

/** What a spreadsheet's zip (.xlsx, .ods) may unpack to; far beyond any BOM or placement file. */
export const SPREADSHEET_ZIP_LIMITS = {
  totalBytes: 100 * MB,
  entryBytes: 50 * MB,
  entries: 2000,
  /** Unpacked ÷ packed bytes of one entry, checked once it has unpacked more than `ratioFloorBytes`. */
  ratio: 200,
  ratioFloorBytes: 1 * MB,
} as const;

export type ZipRefusal = 'damaged' | 'too-large' | 'too-dense';

/** Why a spreadsheet's zip was refused; each reader words it for its own kind of file. */
export class ZipRefusedError extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`spreadsheet zip refused: ${reason}`);
    this.name = 'ZipRefusedError';
  }
}

interface UnpackedEntry {
  name: string;
  data: Buffer;
}

/**
 * Unpacks every entry of a spreadsheet's zip, counting the bytes that actually come out of the inflater
 * (per entry, in total, and against the packed size), and stops at the first limit passed, whatever the
 * headers claim. Then packs the same entries again without compression: the spreadsheet readers inflate
 * nothing themselves, so they read exactly the bytes counted here and no entry the directory hides.
 * Runs in a pool thread (it is CPU work); throws ZipRefusedError.
 */
export async function repackWithinLimits(
  data: Buffer,
  limits: typeof SPREADSHEET_ZIP_LIMITS = SPREADSHEET_ZIP_LIMITS,
): Promise<Buffer> {
  const zip = await openZip(data);
  try {
    const entries = await unpackEntries(zip, limits);
    // Far cells go before any reader sees them (see withoutFarCells).
    const trimmed = entries.map((entry) =>
      isWorksheetEntry(entry.name) ? { ...entry, data: withoutFarCells(entry.data) } : entry,
    );
    return await packStored(inReadingOrder(trimmed));
  } finally {
    zip.close();
  }
}

function openZip(data: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      data,
      // Sizes are checked here by counting; yauzl's own check would trust the declared size first.
      { lazyEntries: true, autoClose: false, validateEntrySizes: false, decodeStrings: true },
      (error, zip) => (error || !zip ? reject(new ZipRefusedError('damaged')) : resolve(zip)),
    );
  });
}

function unpackEntries(zip: ZipFile, limits: typeof SPREADSHEET_ZIP_LIMITS): Promise<UnpackedEntry[]> {
  // The directory's own claims are a first, free check: a file that admits to a bomb is refused unread.
  if (zip.entryCount > limits.entries) return Promise.reject(new ZipRefusedError('too-large'));
  return new Promise((resolve, reject) => {
    const entries: UnpackedEntry[] = [];
    const declared = { total: 0 };
    const counted = { total: 0 };
    const fail = (error: unknown) =>
      reject(error instanceof ZipRefusedError ? error : new ZipRefusedError('damaged'));
    zip.on('error', fail);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      declared.total += entry.uncompressedSize;
      if (declared.total > limits.totalBytes) return fail(new ZipRefusedError('too-large'));
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      unpackEntry(zip, entry, limits, counted).then((data) => {
        entries.push({ name: entry.fileName, data });
        zip.readEntry();
      }, fail);
    });
    zip.readEntry();
  });
}

function unpackEntry(
  zip: ZipFile,
  entry: Entry,
  limits: typeof SPREADSHEET_ZIP_LIMITS,
  counted: { total: number },
): Promise<Buffer> {
  if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8))
    return Promise.reject(new ZipRefusedError('damaged'));
  return new Promise((resolve, reject) => {
    const isDeflated = entry.compressionMethod === 8;
    // The raw bytes of a deflated entry, inflated below; yauzl takes the option only for those.
    zip.openReadStream(entry, isDeflated ? { decompress: false } : {}, (error, raw) => {
      if (error || !raw) return reject(new ZipRefusedError('damaged'));
      const inflater = isDeflated ? createInflateRaw() : null;
      const output = inflater ?? raw;
      const chunks: Buffer[] = [];
      let size = 0;
      const stop = (reason: ZipRefusal) => {
        raw.destroy();
        inflater?.destroy();
        reject(new ZipRefusedError(reason));
      };
      output.on('data', (chunk: Buffer) => {
        size += chunk.length;
        counted.total += chunk.length;
        if (size > limits.entryBytes || counted.total > limits.totalBytes) return stop('too-large');
        if (size > limits.ratioFloorBytes && size > limits.ratio * Math.max(entry.compressedSize, 1))
          return stop('too-dense');
        chunks.push(chunk);
      });
      output.on('error', () => stop('damaged'));
      raw.on('error', () => stop('damaged'));
      output.on('end', () => {
        // A directory that under-states what an entry holds is as damaged as one that over-states it.
        if (size !== entry.uncompressedSize) return stop('damaged');
        resolve(Buffer.concat(chunks, size));
      });
      if (inflater) raw.pipe(inflater);
    });
  });
}

/**
 * Where an entry goes in the repacked zip. ODF needs `mimetype` first. exceljs's streaming reader needs
 * the workbook, its relations and the shared strings before any worksheet: met the other way round
 * (many tools save sheet1.xml first), it parks the sheet and, with uncompressed entries arriving at
 * once, sometimes resolves it before the strings are read, giving a sheet of empty cells.
 */
const READING_ORDER = [
  /^mimetype$/,
  /^\[Content_Types\]\.xml$/,
  /^_rels\//,
  /^xl\/workbook\.xml$/,
  /^xl\/_rels\//,
  /^xl\/sharedStrings\.xml$/,
  /^xl\/styles\.xml$/,
];

function inReadingOrder(entries: UnpackedEntry[]): UnpackedEntry[] {
  const rank = (name: string) => {
    const index = READING_ORDER.findIndex((pattern) => pattern.test(name));
    return index === -1 ? READING_ORDER.length : index;
  };
  // Array.prototype.sort is stable: entries of the same rank keep the order the file gave them.
  return [...entries].sort((a, b) => rank(a.name) - rank(b.name));
}

function packStored(entries: UnpackedEntry[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const { name, data } of entries) zip.addBuffer(data, name, { compress: false });
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
