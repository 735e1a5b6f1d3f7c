import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENTED_SCHEMAS, jsonSchemaText } from './json-schemas.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe('the JSON Schemas in docs/', () => {
  it.each(DOCUMENTED_SCHEMAS.map((entry) => [entry.file, entry] as const))(
    '%s is what the zod schema generates (run npm run docs:schemas after changing it)',
    (_file, entry) => {
      const written = readFileSync(path.join(repoRoot, entry.file), 'utf8');
      expect(written).toBe(jsonSchemaText(entry));
    },
  );

  it('describes the order document as the system receives it', () => {
    const schema = JSON.parse(jsonSchemaText(DOCUMENTED_SCHEMAS[0]));
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(
      expect.arrayContaining(['orderKey', 'gecClientId', 'bomLines', 'prices']),
    );
    expect(schema.properties.schemaVersion.const).toBe(1);
    expect(schema.properties.gecClientId.anyOf).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'null' })]),
    );
    expect(schema.properties.bomLines.items.required).toEqual(
      expect.arrayContaining(['designators', 'mpn', 'manufacturer', 'quantityPerBoard', 'purchasingState']),
    );
  });
});
