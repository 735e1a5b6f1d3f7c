import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import yazl from 'yazl';

/** The Sangaboard v0.4 Gerber and drill files, as a customer would find them in its repository. */
export const SANGABOARD_GERBERS = sharedPath('fixtures/boards/sangaboard-v0.4/gerbers');

/** Zips every file of `folder` under a `gerbers/` folder, as CAD tools export them. */
export async function zipFolder(folder: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const name of readdirSync(folder).sort()) {
    zip.addBuffer(readFileSync(path.join(folder, name)), `gerbers/${name}`);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
