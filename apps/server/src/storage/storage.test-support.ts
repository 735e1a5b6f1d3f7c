import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

/** `megabytes` of bytes that differ from block to block, made only as the stream is read. */
export function generated(megabytes: number): { stream: Readable; sha256: string; length: number } {
  function* blocks() {
    for (let index = 0; index < megabytes * 16; index += 1) {
      const block = Buffer.alloc(64 * 1024, index % 251);
      block.writeUInt32BE(index, 0);
      yield block;
    }
  }
  const hash = createHash('sha256');
  for (const block of blocks()) hash.update(block);
  return { stream: Readable.from(blocks()), sha256: hash.digest('hex'), length: megabytes * 1024 * 1024 };
}

export async function sha256Of(stream: Readable): Promise<{ sha256: string; length: number }> {
  const hash = createHash('sha256');
  let length = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    length += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), length };
}
