import yauzl from 'yauzl';
import { sanitiseFileName } from '../../lib/attachment.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * What an uploaded order document is, decided by its bytes (DESIGN.md section 6): a PDF, a spreadsheet
 * (.xlsx, .xls, .ods, .csv) or an image (.png, .jpeg). Programs, web pages and anything else are
 * refused whatever their name says, and so is a name that claims another of these types than the
 * content is. The stored content type is always the one the content shows.
 */

type DocumentType = 'pdf' | 'xlsx' | 'xls' | 'ods' | 'csv' | 'png' | 'jpeg';

const TYPES: Record<DocumentType, { contentType: string; extensions: string[]; label: string }> = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], label: 'a PDF' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'an Excel workbook (.xlsx)',
  },
  xls: {
    contentType: 'application/vnd.ms-excel',
    extensions: ['xls'],
    label: 'an Excel 97–2003 workbook (.xls)',
  },
  ods: {
    contentType: 'application/vnd.oasis.opendocument.spreadsheet',
    extensions: ['ods'],
    label: 'an OpenDocument spreadsheet (.ods)',
  },
  csv: { contentType: 'text/csv', extensions: ['csv'], label: 'a text (CSV) file' },
  png: { contentType: 'image/png', extensions: ['png'], label: 'a PNG image' },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'a JPEG image' },
};

const KNOWN_EXTENSIONS = new Map(
  Object.entries(TYPES).flatMap(([type, { extensions }]) => extensions.map((ext) => [ext, type])),
);

export const ACCEPTED_DOCUMENTS = 'a PDF, a spreadsheet (XLSX, XLS, ODS, CSV) or an image (PNG, JPEG)';

const refuse = (message: string) => AppError.validation({ file: message }, message);

export interface CheckedDocument {
  /** The name to keep and offer on download: sanitised, with the right extension. */
  fileName: string;
  contentType: string;
  extension: string;
}

/** Checks an uploaded document's content and name; throws 400 (naming `file`) with a clear reason. */
export async function checkDocumentContent(data: Buffer, originalName: string): Promise<CheckedDocument> {
  if (data.length === 0) throw refuse('The file is empty: please choose the document again');
  const refusal = refusedKind(data);
  if (refusal) throw refuse(`This file is ${refusal}, not ${ACCEPTED_DOCUMENTS}: it cannot be uploaded`);
  const type = await identify(data);
  if (!type) throw refuse(`Only ${ACCEPTED_DOCUMENTS} can be uploaded: this file is none of them`);
  const { contentType, extensions, label } = TYPES[type];
  const name = sanitiseFileName(originalName, 'document');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const named = KNOWN_EXTENSIONS.get(extension);
  if (named && named !== type) {
    throw refuse(`The file’s name ends in .${extension} but its content is ${label}: please check the file`);
  }
  if (type === 'csv' && !named) {
    throw refuse('A text file is accepted only as a spreadsheet whose name ends in .csv');
  }
  const kept = named ? name : `${name}.${extensions[0]}`;
  return { fileName: kept, contentType, extension: named ? extension : (extensions[0] ?? type) };
}

const startsWith = (data: Buffer, ...bytes: number[]) => bytes.every((byte, index) => data[index] === byte);

/** Content that must never be stored as a document, however it is named; null for anything else. */
function refusedKind(data: Buffer): string | null {
  if (startsWith(data, 0x4d, 0x5a)) return 'a Windows program (executable)';
  if (startsWith(data, 0x7f, 0x45, 0x4c, 0x46)) return 'a program (ELF executable)';
  const magic = data.length >= 4 ? data.readUInt32BE(0) : 0;
  if ([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(magic))
    return 'a program (Mach-O executable)';
  if (startsWith(data, 0x23, 0x21)) return 'a script';
  const head = textStart(data);
  if (/^<(!doctype|html|head|body|script|iframe|svg|\?xml)\b/i.test(head)) return 'a web page (HTML or XML)';
  return null;
}

/** The first 1 KB as text, without a UTF-8 byte-order mark or leading white space. */
function textStart(data: Buffer): string {
  return data
    .subarray(0, 1024)
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart();
}

async function identify(data: Buffer): Promise<DocumentType | null> {
  if (startsWith(data, 0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (startsWith(data, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (startsWith(data, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (startsWith(data, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))
    return isXlsCompound(data) ? 'xls' : null;
  if (startsWith(data, 0x50, 0x4b, 0x03, 0x04)) return zipSpreadsheet(data);
  return isPlainText(data) ? 'csv' : null;
}

/** An OLE2 compound file is an Excel workbook when its directory holds a Workbook (or Book) stream. */
function isXlsCompound(data: Buffer): boolean {
  return (
    data.includes(Buffer.from('Workbook\0', 'utf16le')) || data.includes(Buffer.from('\0Book\0\0', 'utf16le'))
  );
}

const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';

/**
 * An .ods starts with its uncompressed `mimetype` entry (the ODF rule); an .xlsx lists xl/workbook.xml.
 * Only the zip's directory is read: nothing is unpacked.
 */
async function zipSpreadsheet(data: Buffer): Promise<DocumentType | null> {
  const firstName = data.toString('latin1', 30, 38);
  if (firstName === 'mimetype' && data.toString('latin1', 38, 38 + ODS_MIMETYPE.length) === ODS_MIMETYPE)
    return 'ods';
  const names = await zipEntryNames(data).catch(() => null);
  if (!names) throw refuse('The file looks like a spreadsheet but is damaged: please save it again');
  return names.includes('xl/workbook.xml') && names.includes('[Content_Types].xml') ? 'xlsx' : null;
}

const MAX_ZIP_ENTRIES = 5000;

function zipEntryNames(data: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: false }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      if (zip.entryCount > MAX_ZIP_ENTRIES) {
        zip.close();
        return resolve([]);
      }
      const names: string[] = [];
      zip.on('entry', (entry: { fileName: string }) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Text a spreadsheet program writes as CSV: no NUL or other control bytes besides tab and line breaks. */
function isPlainText(data: Buffer): boolean {
  for (const byte of data) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f) return false;
  }
  // A page's markup further down is still a page: a browser that sniffed it would run its scripts.
  return !/<(script|html|iframe|svg|object|embed)\b|<!doctype/i.test(data.toString('latin1'));
}
