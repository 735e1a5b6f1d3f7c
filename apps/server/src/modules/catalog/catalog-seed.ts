import { BOM_FIELDS, DEFAULT_BOM_SYNONYMS, normaliseHeading } from '@boardhouse/shared/bom/columns';
import { DEFAULT_CASE_PACKAGES } from '@boardhouse/shared/catalog/case-package-defaults';
import { CPL_FIELDS, DEFAULT_CPL_SYNONYMS } from '@boardhouse/shared/catalog/cpl-columns';
import { DEFAULT_MANUFACTURERS } from '@boardhouse/shared/catalog/manufacturer-defaults';
import { normalisePackage } from '@boardhouse/shared/catalog/normalise';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { casePackages, manufacturers, wordMappings } from '../../db/schema.ts';

type WordRow = typeof wordMappings.$inferInsert;

/** First spelling of each normalised key wins, as in the readers' own synonym index. */
function uniqueBy<T>(rows: readonly T[], keyOf: (row: T) => string): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = keyOf(row);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function wordRows<F extends string>(
  kind: WordRow['kind'],
  fields: readonly F[],
  synonyms: Record<F, readonly string[]>,
): WordRow[] {
  const rows = fields.flatMap((field) =>
    synonyms[field].map((word) => ({ kind, word, normalisedWord: normaliseHeading(word), field })),
  );
  return uniqueBy(rows, (row) => row.normalisedWord);
}

// Built once per process: every app (and every test app) inserts the same rows.
const SEED_WORDS = [
  ...wordRows('bom', BOM_FIELDS, DEFAULT_BOM_SYNONYMS),
  ...wordRows('cpl', CPL_FIELDS, DEFAULT_CPL_SYNONYMS),
];
const SEED_WORDS_JSON = JSON.stringify(
  SEED_WORDS.map((row) => ({
    kind: row.kind,
    word: row.word,
    normalised_word: row.normalisedWord,
    field: row.field,
  })),
);
const SEED_CASE_PACKAGES_JSON = JSON.stringify(
  uniqueBy(
    DEFAULT_CASE_PACKAGES.map((entry) => ({
      name: entry.name,
      normalised_name: normalisePackage(entry.name),
      mounting_style: entry.mountingStyle,
      pins: entry.pins,
      description: entry.description,
    })),
    (row) => row.normalised_name,
  ),
);
const SEED_MANUFACTURERS_JSON = JSON.stringify(DEFAULT_MANUFACTURERS);

/**
 * Puts the default word mappings, case packages and manufacturers into the catalog, on every start-up
 * and every database (docs/decisions/005): one statement per table, and a row whose key is already there
 * is left as it is, so administrators' changes survive and a restart costs three cheap statements.
 */
export async function seedCatalog(db: Database): Promise<void> {
  // The rows travel as one JSON parameter each: binding thousands of parameters took most of the time.
  await db.execute(sql`
    insert into ${wordMappings} (kind, word, normalised_word, field)
    select kind, word, normalised_word, field
    from jsonb_to_recordset(${SEED_WORDS_JSON}::jsonb) as r(kind text, word text, normalised_word text, field text)
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${casePackages} (name, normalised_name, mounting_style, pins, description)
    select name, normalised_name, mounting_style, pins, description
    from jsonb_to_recordset(${SEED_CASE_PACKAGES_JSON}::jsonb)
      as r(name text, normalised_name text, mounting_style text, pins integer, description text)
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${manufacturers} (name, aliases)
    select name, array(select jsonb_array_elements_text(aliases))
    from jsonb_to_recordset(${SEED_MANUFACTURERS_JSON}::jsonb) as r(name text, aliases jsonb)
    on conflict do nothing`);
}
