import { type MountingStyle, normaliseManufacturer } from '@boardhouse/shared/catalog/normalise';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { casePackages, manufacturers, mpnAliases, mpnData, wordMappings } from '../../db/schema.ts';

/**
 * The catalog reads BOM parsing needs, read-only and read per call. Same names and shapes as
 * modules/catalog/catalog-lookup.ts, which can replace this file (and adds caching).
 */

/** normaliseHeading(word) → field, for the BOM's word mappings. */
export async function loadWordIndex(db: Executor, kind: 'bom'): Promise<ReadonlyMap<string, string>> {
  const rows = await db
    .select({ word: wordMappings.normalisedWord, field: wordMappings.field })
    .from(wordMappings)
    .where(eq(wordMappings.kind, kind))
    .orderBy(asc(wordMappings.id));
  const index = new Map<string, string>();
  for (const row of rows) if (!index.has(row.word)) index.set(row.word, row.field);
  return index;
}

export interface CasePackageFacts {
  mountingStyle: MountingStyle;
  pins: number | null;
}

/** normalisePackage(name) → mounting style and pins. */
export async function loadCasePackageIndex(db: Executor): Promise<ReadonlyMap<string, CasePackageFacts>> {
  const rows = await db
    .select({
      name: casePackages.normalisedName,
      mountingStyle: casePackages.mountingStyle,
      pins: casePackages.pins,
    })
    .from(casePackages);
  return new Map(rows.map((row) => [row.name, { mountingStyle: row.mountingStyle, pins: row.pins }]));
}

/** normaliseManufacturer(name or alias) → canonical name; a canonical name beats another's alias. */
export async function loadManufacturerIndex(db: Executor): Promise<ReadonlyMap<string, string>> {
  const rows = await db
    .select({ name: manufacturers.name, aliases: manufacturers.aliases })
    .from(manufacturers)
    .orderBy(asc(manufacturers.id));
  const index = new Map<string, string>();
  for (const row of rows) index.set(normaliseManufacturer(row.name), row.name);
  for (const row of rows) {
    for (const alias of row.aliases) {
      const key = normaliseManufacturer(alias);
      if (key && !index.has(key)) index.set(key, row.name);
    }
  }
  return index;
}

const SEPARATOR = '\u001f';

/** What matching needs of an MPN record. */
export interface MpnRecordFacts {
  id: number;
  mpn: string;
  manufacturer: string | null;
  package: string | null;
  mountingStyle: MountingStyle | null;
}

/**
 * The records of many normalised part numbers: one statement (`= any($1)` on the indexed column) for
 * the records' own numbers, then one for the aliases staff resolved, asked only for the numbers still
 * missing. Own number beats alias; where several records share a number, the oldest wins.
 */
export async function findMpnRecords(
  db: Executor,
  normalisedMpns: readonly string[],
): Promise<Map<string, MpnRecordFacts>> {
  const found = new Map<string, MpnRecordFacts>();
  const keys = [...new Set(normalisedMpns.filter(Boolean))];
  if (keys.length === 0) return found;
  const columns = {
    id: mpnData.id,
    mpn: mpnData.mpn,
    manufacturer: mpnData.manufacturer,
    package: mpnData.package,
    mountingStyle: mpnData.mountingStyle,
  };
  // One text parameter split by the database: the drivers serialise a 10,000-element array parameter
  // about twice as slowly as they pass one string (measured on PGlite). A key holding the separator
  // could not be looked up whole, and no part number contains a control character.
  const wanted = (list: readonly string[]) =>
    sql`string_to_array(${list.filter((key) => !key.includes(SEPARATOR)).join(SEPARATOR)}, chr(31))`;
  const keep = (key: string, record: MpnRecordFacts) => {
    const held = found.get(key);
    if (!held || record.id < held.id) found.set(key, record);
  };
  const direct = await db
    .select({ key: mpnData.normalisedMpn, ...columns })
    .from(mpnData)
    .where(sql`${mpnData.normalisedMpn} = any(${wanted(keys)})`);
  for (const { key, ...record } of direct) keep(key, record);
  const missing = keys.filter((key) => !found.has(key));
  if (missing.length === 0) return found;
  const aliased = await db
    .select({ key: mpnAliases.normalisedAlias, ...columns })
    .from(mpnAliases)
    .innerJoin(mpnData, eq(mpnData.id, mpnAliases.mpnDataId))
    .where(sql`${mpnAliases.normalisedAlias} = any(${wanted(missing)})`);
  for (const { key, ...record } of aliased) keep(key, record);
  return found;
}
