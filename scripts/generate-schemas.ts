// `npm run docs:schemas`: writes the JSON Schemas of docs/ from the shared zod schemas
// (packages/shared/src/integrations/json-schemas.ts says which; its test keeps the files in step).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENTED_SCHEMAS, jsonSchemaText } from '../packages/shared/src/integrations/json-schemas.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
for (const entry of DOCUMENTED_SCHEMAS) {
  writeFileSync(path.join(repoRoot, entry.file), jsonSchemaText(entry));
  process.stdout.write(`wrote ${entry.file}\n`);
}
