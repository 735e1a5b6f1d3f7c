import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { projects } from '../src/db/schema.ts';
import type { TestApp } from './app-harness.ts';

/** Storage keys of every file under projects/<id>/ (uploads, previews), to see what was kept or removed. */
export async function storedFiles(t: TestApp, projectKey: string): Promise<string[]> {
  const [row] = await t.ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.projectKey, projectKey));
  if (!row) throw new Error(`no project ${projectKey}`);
  const root = path.join(t.ctx.config.filesDir, 'projects', String(row.id));
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      return statSync(full).isDirectory() ? walk(full) : [path.relative(t.ctx.config.filesDir, full)];
    });
  return existsSync(root) ? walk(root) : [];
}
