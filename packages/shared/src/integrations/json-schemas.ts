import { z } from 'zod';
import { gecOrderDocument } from './gec-order-document.ts';

/**
 * The JSON Schemas docs/ publishes for outside systems, generated from the zod schemas so they cannot
 * drift: `npm run docs:schemas` writes them, and json-schemas.test.ts fails when a file differs.
 */
export const DOCUMENTED_SCHEMAS = [
  {
    /** Relative to the repository's root. */
    file: 'docs/gec-order-document.schema.json',
    title: 'Boardhouse order document for the client-order system (GEC)',
    schema: gecOrderDocument,
  },
] as const;

/** One schema's file text: JSON Schema draft 2020-12, two-space indented, ending in a newline. */
export function jsonSchemaText(entry: (typeof DOCUMENTED_SCHEMAS)[number]): string {
  const generated = z.toJSONSchema(entry.schema, { target: 'draft-2020-12', io: 'input' });
  return `${JSON.stringify({ ...generated, title: entry.title }, null, 2)}\n`;
}
