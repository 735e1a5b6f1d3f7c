import type { Readable, Writable } from 'node:stream';
import yazl from 'yazl';

/** One file of the zip: where it goes, and how to get its bytes when its turn comes (null: gone). */
export interface ZipDocument {
  path: string;
  load: () => Promise<Buffer | null>;
}

/** Resolves once `stream` wants more (or is gone: a client that hung up frees the loop too). */
function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * A zip of `documents` and, last, a summary made once every file was tried (so it can say which
 * were not to be had). Streamed: each file is loaded only when the one before has been handed on to
 * the client, so one PDF at a time is in memory, not the period's. PDFs are compressed already and
 * stored as they are.
 */
export function documentsZip(
  documents: readonly ZipDocument[],
  summary: (missing: ReadonlySet<string>) => string,
  onError: (error: unknown) => void,
): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable & Writable;
  const fill = async () => {
    const missing = new Set<string>();
    for (const document of documents) {
      if (output.destroyed) return;
      const data = await document.load();
      if (!data) {
        missing.add(document.path);
        continue;
      }
      zip.addBuffer(data, document.path, { compress: false });
      await drained(output);
    }
    zip.addBuffer(Buffer.from(summary(missing), 'utf8'), 'summary.csv');
    zip.end();
  };
  fill().catch((error: unknown) => {
    onError(error);
    // The answer has begun: breaking it off is the only way left to tell the client it is incomplete.
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
