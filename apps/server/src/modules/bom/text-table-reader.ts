import Papa from 'papaparse';
import { BOM_TABLE_LIMITS, rowCounter, type TableLimits } from './table-limits.ts';

/**
 * Text BOMs (.csv, .tsv, .txt): the encoding found from the bytes, the delimiter sniffed by papaparse.
 * Answers null when the bytes are not text at all (a binary file renamed .csv). Parsing stops one row
 * past the row limit, and a table past `limits` throws TableTooLongError: a 10 MB file of 5,000,000
 * short lines was parsed whole before the line limit was checked.
 */
export function readTextTable(
  data: Buffer,
  forcedDelimiter?: string,
  limits: TableLimits = BOM_TABLE_LIMITS,
): string[][] | null {
  const text = decodeText(data);
  if (text === null) return null;
  const parsed = Papa.parse<string[]>(text, {
    delimiter: forcedDelimiter ?? '',
    skipEmptyLines: false,
    // Cells stay text: no number or formula interpretation happens here or later.
    dynamicTyping: false,
    preview: limits.rows + 1,
  });
  const keep = rowCounter(limits);
  const rows: string[][] = [];
  for (const row of parsed.data) {
    const cells = row.slice(0, limits.columns).map((cell) => cell.trim());
    if (!keep(cells, rows.length)) break;
    rows.push(cells);
  }
  return rows;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(data: Buffer, bytes: readonly number[]): boolean {
  return bytes.every((byte, index) => data[index] === byte);
}

/** UTF-8 (with or without BOM), UTF-16 (BOM, or the zero bytes of ASCII text), else Windows-1252. */
export function decodeText(data: Buffer): string | null {
  let text: string;
  if (startsWith(data, UTF8_BOM)) text = new TextDecoder('utf-8').decode(data.subarray(3));
  else if (startsWith(data, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(data.subarray(2));
  else if (startsWith(data, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(data.subarray(2));
  else {
    const utf16 = guessUtf16WithoutBom(data);
    if (utf16) text = new TextDecoder(utf16).decode(data);
    else {
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(data);
      } catch {
        // Excel on Windows saves "CSV" in the ANSI code page; 1252 covers West-European BOMs.
        text = new TextDecoder('windows-1252').decode(data);
      }
    }
  }
  return looksLikeText(text) ? text : null;
}

/** Spreadsheet tools write UTF-16 without a BOM now and then: every other byte of ASCII text is zero. */
function guessUtf16WithoutBom(data: Buffer): 'utf-16le' | 'utf-16be' | null {
  const sample = Math.min(data.length - (data.length % 2), 4096);
  if (sample < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < sample; index += 2) {
    if (data[index] === 0) evenZeros += 1;
    if (data[index + 1] === 0) oddZeros += 1;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

/** No NUL and hardly any other control characters: what text editors and spreadsheet tools write. */
function looksLikeText(text: string): boolean {
  const sample = text.slice(0, 64 * 1024);
  let controls = 0;
  for (let index = 0; index < sample.length; index += 1) {
    const code = sample.charCodeAt(index);
    if (code === 0) return false;
    const isControl =
      (code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) ||
      (code >= 0x7f && code <= 0x9f);
    if (isControl || code === 0xfffd) controls += 1;
  }
  return controls <= sample.length * 0.01;
}
