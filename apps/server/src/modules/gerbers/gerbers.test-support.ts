import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { TestApp } from '../../../test/app-harness.ts';
import type { Person } from '../../../test/people.ts';
import { projects } from '../../db/schema.ts';

/** Shared by the Gerber route tests: zips built in the test, multipart bodies, polling, stored files. */

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

export function multipartOf(files: { name: string; data: Buffer }[]) {
  const boundary = `----boardhouse${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadGerbers(
  t: TestApp,
  who: Person | null,
  projectId: string,
  files: { name: string; data: Buffer }[],
) {
  const body = multipartOf(files);
  return t.app.inject({
    method: 'POST',
    url: `/rest/project/pcb/${projectId}/gerbers`,
    headers: { ...(who?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
}

/** GET …/gerbers until the job is no longer pending (the analysis runs after the upload answered). */
export async function waitForAnalysis(t: TestApp, who: Person, projectId: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/rest/project/pcb/${projectId}/gerbers`,
      headers: who.headers,
    });
    if (response.statusCode !== 200 || response.json().status !== 'pending') return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the Gerber analysis did not finish in 30 s');
}

/** Files under projects/<id>/ in the storage folder. */
export async function storedFiles(t: TestApp, key: string): Promise<string[]> {
  const [row] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, key));
  if (!row) throw new Error(`no project ${key}`);
  const root = path.join(t.ctx.config.filesDir, 'projects', String(row.id));
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      return statSync(full).isDirectory() ? walk(full) : [path.relative(t.ctx.config.filesDir, full)];
    });
  return existsSync(root) ? walk(root) : [];
}
