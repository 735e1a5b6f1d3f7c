import { type MountingStyle, normaliseManufacturer } from '@boardhouse/shared/catalog/normalise';
import type { WordMappingKind } from '@boardhouse/shared/catalog/word-mappings';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readJsonRows } from '../../db/json-rows.ts';
import { casePackages, manufacturers, mpnAliases, mpnData, wordMappings } from '../../db/schema.ts';

/**
 * Lookups other modules (the BOM reader above all) make against the catalog. The three small indexes
 * (word mappings, case packages, manufacturers: a few hundred rows each) are kept in memory per
 * database handle once the app trusts its change announcements; part numbers are looked up per call,
 * one statement for a whole BOM.
 */

export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/** Cached index loads per trusted database handle; a handle not in here (a transaction) always reads. */
const caches = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Starts caching for this handle: call once its change announcements are being listened to. */
export function trustCatalogCache(db: Executor): void {
  if (!caches.has(db)) caches.set(db, new Map());
}

/** Stops caching for this handle (the announcements can no longer be heard). */
export function distrustCatalogCache(db: Executor): void {
  caches.delete(db);
}

/** Drops the cached indexes, so the next lookup reads the tables again. */
export function invalidateCatalogIndexes(db: Executor): void {
  caches.get(db)?.clear();
}

/**
 * After a catalog write: drop this process's cached indexes and tell the other servers on the same
 * database (they listen on CATALOG_CHANGED_CHANNEL) to drop theirs.
 */
export async function announceCatalogChange(db: Executor): Promise<void> {
  invalidateCatalogIndexes(db);
  await db.execute(sql`select pg_notify(${CATALOG_CHANGED_CHANNEL}, '')`);
}

function cached<T>(db: Executor, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return load();
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key);
  });
  return loading;
}

/** normaliseHeading(word) → canonical field ("menge" → "quantity") for BOM or CPL headings. */
export function loadWordIndex(db: Executor, kind: WordMappingKind): Promise<ReadonlyMap<string, string>> {
  return cached(db, `words:${kind}`, async () => {
    const rows = await db
      .select({ word: wordMappings.normalisedWord, field: wordMappings.field })
      .from(wordMappings)
      .where(eq(wordMappings.kind, kind));
    return new Map(rows.map((row) => [row.word, row.field]));
  });
}

export interface CasePackageFacts {
  mountingStyle: MountingStyle;
  pins: number | null;
}

/** normalisePackage(name) → mounting style and pins ("SOT23" → SMD, 3). */
export function loadCasePackageIndex(db: Executor): Promise<ReadonlyMap<string, CasePackageFacts>> {
  return cached(db, 'casePackages', async () => {
    const rows = await db
      .select({
        name: casePackages.normalisedName,
        mountingStyle: casePackages.mountingStyle,
        pins: casePackages.pins,
      })
      .from(casePackages);
    return new Map(rows.map((row) => [row.name, { mountingStyle: row.mountingStyle, pins: row.pins }]));
  });
}

/** normaliseManufacturer(name or alias) → canonical name ("ti" → "Texas Instruments"). */
export function loadManufacturerIndex(db: Executor): Promise<ReadonlyMap<string, string>> {
  return cached(db, 'manufacturers', async () => {
    const rows = await db
      .select({ name: manufacturers.name, aliases: manufacturers.aliases })
      .from(manufacturers)
      .orderBy(manufacturers.id);
    const index = new Map<string, string>();
    // Canonical names first, so an alias can never hide another manufacturer's own name.
    for (const row of rows) index.set(normaliseManufacturer(row.name), row.name);
    for (const row of rows) {
      for (const alias of row.aliases) {
        const key = normaliseManufacturer(alias);
        if (key && !index.has(key)) index.set(key, row.name);
      }
    }
    return index;
  });
}

/** The canonical spelling of a manufacturer when the list knows it, else the name as given. */
export async function canonicalManufacturer(db: Executor, name: string | null): Promise<string | null> {
  if (!name) return null;
  return (await loadManufacturerIndex(db)).get(normaliseManufacturer(name)) ?? name;
}

export interface CatalogMpnRecord {
  id: number;
  mpn: string;
  manufacturer: string | null;
  description: string | null;
  package: string | null;
  mountingStyle: MountingStyle | null;
  priceBreaks: { quantity: number; unitPriceCents: number }[];
  stock: number | null;
  leadTimeDays: number | null;
  lcsc: string | null;
  mouser: string | null;
  digikey: string | null;
  farnell: string | null;
  rs: string | null;
}

const KEY_SEPARATOR = '\u001f';

/** A record's columns under the names of CatalogMpnRecord (table alias d). */
const RECORD_COLUMNS = sql`d.id, d.mpn, d.manufacturer, d.description, d.package,
  d.mounting_style as "mountingStyle", d.price_breaks as "priceBreaks", d.stock,
  d.lead_time_days as "leadTimeDays", d.lcsc, d.mouser, d.digikey, d.farnell, d.rs`;

/**
 * The MPN records of many normalised part numbers (normaliseMpn) in one statement: a record's own
 * part number, or an alias staff resolved to it. Where several records share a part number (other
 * manufacturers), the record's own number beats an alias, then the oldest record wins. The rows come
 * back as one JSON text: on the embedded database that reads two to three times faster than rows.
 */
export async function findMpnRecords(
  db: Executor,
  normalisedMpns: readonly string[],
): Promise<Map<string, CatalogMpnRecord>> {
  const keys = [...new Set(normalisedMpns.filter(Boolean))];
  if (keys.length === 0) return new Map();
  // One text parameter the database splits: both drivers pass it about a third faster than a
  // 10,000-element array. No part number holds the separator (a control character).
  const wanted = keys.filter((key) => !key.includes(KEY_SEPARATOR)).join(KEY_SEPARATOR);
  const rows = await readJsonRows<CatalogMpnRecord & { key: string; rank: number }>(
    db,
    sql`with wanted as (select string_to_array(${wanted}, chr(31)) as keys)
      select d.normalised_mpn as key, 0 as rank, ${RECORD_COLUMNS}
      from ${mpnData} d
      where d.normalised_mpn = any((select keys from wanted)::text[])
      union all
      select a.normalised_alias as key, 1 as rank, ${RECORD_COLUMNS}
      from ${mpnAliases} a join ${mpnData} d on d.id = a.mpn_data_id
      where a.normalised_alias = any((select keys from wanted)::text[])`,
  );
  const found = new Map<string, CatalogMpnRecord & { rank: number }>();
  for (const { key, ...record } of rows) {
    const held = found.get(key);
    if (!held || record.rank < held.rank || (record.rank === held.rank && record.id < held.id)) {
      found.set(key, record);
    }
  }
  return new Map([...found].map(([key, { rank: _rank, ...record }]) => [key, record]));
}
