import { MOUNTING_STYLES } from '@boardhouse/shared/catalog/normalise';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAtColumn, timestamps } from './columns.ts';

/** Which upload a word mapping serves: the bill of materials or the pick-and-place (CPL) file. */
export const WORD_MAPPING_KINDS = ['bom', 'cpl'] as const;

/**
 * Column headings and the canonical field each stands for ("Menge" → quantity). Seeded from
 * packages/shared; administrators add and correct words on /admin/words and /admin/cpl-words.
 */
export const wordMappings = pgTable(
  'word_mappings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: WORD_MAPPING_KINDS }).notNull(),
    word: text('word').notNull(),
    /** The heading as matching sees it (normaliseHeading): lower case, no accents, spaces or punctuation. */
    normalisedWord: text('normalised_word').notNull(),
    field: text('field').notNull(),
    lastModifyBy: integer('last_modify_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [uniqueIndex('word_mappings_kind_word_idx').on(table.kind, table.normalisedWord)],
);

/** Package or case name → mounting style and pin count ("SOT-23" → SMD, 3 pins). */
export const casePackages = pgTable(
  'case_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Name as matching sees it: upper case without spaces, dashes, underscores or dots. */
    normalisedName: text('normalised_name').notNull(),
    mountingStyle: text('mounting_style', { enum: MOUNTING_STYLES }).notNull(),
    /** Pins (solder joints) per part; null when it varies or is unknown. */
    pins: integer('pins'),
    description: text('description'),
    lastModifyBy: integer('last_modify_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [uniqueIndex('case_packages_name_idx').on(table.normalisedName)],
);

/** Manufacturers with the other names BOMs use for them ("TI" = "Texas Instruments"). */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    /** The canonical name (the seed's "list text"). */
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`ARRAY[]::text[]`),
    lastModifyBy: integer('last_modify_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [uniqueIndex('manufacturers_name_idx').on(sql`lower(${table.name})`)],
);

export interface PriceBreak {
  quantity: number;
  unitPriceCents: number;
}

/** Component data by manufacturer part number: what a BOM line is matched against. */
export const mpnData = pgTable(
  'mpn_data',
  {
    id: serial('id').primaryKey(),
    mpn: text('mpn').notNull(),
    /** MPN as matching sees it: upper case without spaces (normaliseMpn). */
    normalisedMpn: text('normalised_mpn').notNull(),
    manufacturer: text('manufacturer'),
    description: text('description'),
    package: text('package'),
    mountingStyle: text('mounting_style', { enum: MOUNTING_STYLES }),
    priceBreaks: jsonb('price_breaks').$type<PriceBreak[]>().notNull().default(sql`'[]'::jsonb`),
    stock: integer('stock'),
    leadTimeDays: integer('lead_time_days'),
    lcsc: text('lcsc'),
    mouser: text('mouser'),
    digikey: text('digikey'),
    farnell: text('farnell'),
    rs: text('rs'),
    lastModifyBy: integer('last_modify_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('mpn_data_mpn_manufacturer_idx').on(
      table.normalisedMpn,
      sql`coalesce(lower(${table.manufacturer}), '')`,
    ),
    index('mpn_data_normalised_mpn_idx').on(table.normalisedMpn),
  ],
);

/**
 * An unknown part number that staff resolved to an MPN record (/admin/unknown-components): later BOMs
 * with the same text match that record too.
 */
export const mpnAliases = pgTable(
  'mpn_aliases',
  {
    id: serial('id').primaryKey(),
    alias: text('alias').notNull(),
    normalisedAlias: text('normalised_alias').notNull(),
    mpnDataId: integer('mpn_data_id')
      .notNull()
      .references(() => mpnData.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('mpn_aliases_alias_idx').on(table.normalisedAlias)],
);

/**
 * The house-stock list: parts kept loaded on the placement machines (common passives), which pay no
 * feeder loading. An entry names an MPN, or a component class and package with a value (null: any
 * value of that class and package). Staff keep it on the MPN Data page.
 */
export const houseStockParts = pgTable(
  'house_stock_parts',
  {
    id: serial('id').primaryKey(),
    /** Upper case without spaces (normaliseMpn); null for a class-and-package entry. */
    normalisedMpn: text('normalised_mpn'),
    /** R, C, L… as component-classes tells them; null for an MPN entry. */
    componentClass: text('component_class'),
    /** Package as normalised for matching (upper case, no spaces), e.g. 0603. */
    package: text('package'),
    /** Value as normalised for matching (10K, 100NF); null: any value. */
    value: text('value'),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('house_stock_parts_entry_idx').on(
      sql`coalesce(${table.normalisedMpn}, '')`,
      sql`coalesce(${table.componentClass}, '')`,
      sql`coalesce(${table.package}, '')`,
      sql`coalesce(${table.value}, '')`,
    ),
  ],
);
