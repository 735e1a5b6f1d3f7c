import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import yazl from 'yazl';
import type { TestApp } from '../../../test/app-harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import type { Person } from '../../../test/people.ts';
import { pollUntil } from '../../../test/polling.ts';

/** Shared by the Gerber route tests: zips built in the test, uploads and waiting for their analysis. */

export const BOARDS = sharedPath('fixtures/boards');

export function zipOf(entries: { name: string; data: Buffer | string }[], compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.data), entry.name, { compress });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.once('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.once('error', reject);
  });
}

/** The Sangaboard v0.4 set as a zip, in its gerbers/ folder as the project ships it. */
export function sangaboardZip(): Promise<Buffer> {
  const folder = path.join(BOARDS, 'sangaboard-v0.4/gerbers');
  return zipOf(
    readdirSync(folder).map((name) => ({
      name: `gerbers/${name}`,
      data: readFileSync(path.join(folder, name)),
    })),
  );
}

export function uploadGerbers(
  t: TestApp,
  who: Person | null,
  projectId: string,
  files: { name: string; data: Buffer }[],
) {
  const body = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: `/rest/project/pcb/${projectId}/gerbers`,
    headers: { ...(who?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
}

/** GET …/gerbers until the job is no longer pending (the analysis runs after the upload answered). */
export function waitForAnalysis(t: TestApp, who: Person, projectId: string) {
  return pollUntil(
    'the Gerber analysis',
    () =>
      t.app.inject({ method: 'GET', url: `/rest/project/pcb/${projectId}/gerbers`, headers: who.headers }),
    (response) => response.statusCode !== 200 || response.json().status !== 'pending',
  );
}
