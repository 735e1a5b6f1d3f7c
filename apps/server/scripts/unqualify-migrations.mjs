// drizzle-kit writes `"public"."users"` in foreign keys. The server runs its migrations inside whatever
// schema the connection's search_path names (tests use one schema per file), so strip the qualifier.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = path.join(import.meta.dirname, '../src/db/migrations');
for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql'))) {
  const file = path.join(folder, name);
  const sql = readFileSync(file, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) writeFileSync(file, unqualified);
}
