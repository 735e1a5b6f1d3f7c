/** The fields a BOM column can map to (issue: projects and the bill of materials). */
export const BOM_FIELDS = [
  'designators',
  'quantity',
  'mpn',
  'manufacturer',
  'description',
  'value',
  'package',
  'dnp',
  'fitted',
  'lcsc',
  'mouser',
  'digikey',
  'farnell',
  'rs',
] as const;
export type BomField = (typeof BOM_FIELDS)[number];

/**
 * Column headings and the field each means, in English, German, French, Spanish and Dutch. The server
 * seeds its editable word-mapping table from this list; matching ignores case, accents, spaces,
 * punctuation and a trailing number ("MPN1", "Manufacturer 2").
 */
export const DEFAULT_BOM_SYNONYMS: Record<BomField, readonly string[]> = {
  designators: [
    'Designator',
    'Designators',
    'Ref',
    'Refs',
    'RefDes',
    'Ref Des',
    'Reference',
    'References',
    'Reference Designator',
    'Reference Designators',
    'Part Reference',
    'Parts',
    'Part',
    'Components',
    'Component Reference',
    'Schematic Reference',
    'Schematic References',
    'Position',
    'Positions',
    'Bauteil',
    'Bauteile',
    'Referenz',
    'Bestückungsposition',
    'Kennzeichen',
    'Repère',
    'Repères',
    'Référence composant',
    'Designación',
    'Referencia',
    'Referencias',
    'Posición',
    'Referentie',
    'Referenties',
    'Onderdeelreferentie',
    'Positie',
  ],
  quantity: [
    'Qty',
    'Quantity',
    'Qty per board',
    'Quantity per PCB',
    'Count',
    'Amount',
    'Pcs',
    'QTY.',
    'Menge',
    'Anzahl',
    'Stückzahl',
    'Stück',
    'Quantité',
    'Qté',
    'Nombre',
    'Cantidad',
    'Cant.',
    'Unidades',
    'Aantal',
    'Hoeveelheid',
    'Stuks',
  ],
  mpn: [
    'MPN',
    'Mfr. Part #',
    'Mfr Part Number',
    'Mfr. Part Number',
    'Manufacturer Part Number',
    'Manufacturer Part No',
    'Manufacturer Part',
    'Manufacturer PN',
    'MFG_PN',
    'MFG PN',
    'MFG Part Number',
    'MFR PN',
    'MFPN',
    'Part Number',
    'Part No',
    'PN',
    'P/N',
    'Herstellerteilenummer',
    'Hersteller Teilenummer',
    'Herstellernummer',
    'Artikelnummer Hersteller',
    'Teilenummer',
    'Référence fabricant',
    'Numéro de pièce fabricant',
    'Réf. fabricant',
    'Número de parte del fabricante',
    'Número de pieza del fabricante',
    'Referencia del fabricante',
    'Fabrikant onderdeelnummer',
    'Onderdeelnummer fabrikant',
    'Fabrikantnummer',
  ],
  manufacturer: [
    'Manufacturer',
    'Manufacturer Name',
    'Mfr',
    'Mfr.',
    'MFG',
    'Mfg Name',
    'Maker',
    'Vendor Name',
    'Brand',
    'Hersteller',
    'Herstellername',
    'Fabricant',
    'Nom du fabricant',
    'Fabricante',
    'Marca',
    'Fabrikant',
    'Merk',
  ],
  description: [
    'Description',
    'Desc',
    'Comment',
    'Comments',
    'Part Description',
    'Component Description',
    'Beschreibung',
    'Bezeichnung',
    'Kommentar',
    'Désignation',
    'Commentaire',
    'Libellé',
    'Descripción',
    'Comentario',
    'Omschrijving',
    'Beschrijving',
    'Opmerking',
  ],
  // EasyEDA heads the value column "Name" (10kΩ, 100nF, STM32F103C8T6).
  value: ['Value', 'Val', 'Values', 'Name', 'Wert', 'Bauteilwert', 'Valeur', 'Valor', 'Waarde'],
  package: [
    'Package',
    'Footprint',
    'Case',
    'Case/Package',
    'Package/Case',
    'Pattern',
    'PCB Footprint',
    'Size',
    'Gehäuse',
    'Bauform',
    'Gehäuseform',
    'Boîtier',
    'Empreinte',
    'Encapsulado',
    'Huella',
    'Paquete',
    'Behuizing',
    'Footprint naam',
  ],
  dnp: [
    'DNP',
    'DNF',
    'DNI',
    'Do Not Place',
    'Do not populate',
    'Do Not Fit',
    'Not Fitted',
    'Nicht bestücken',
    'Ne pas monter',
    'No montar',
    'Niet plaatsen',
  ],
  fitted: [
    'Fitted',
    'Populate',
    'Populated',
    'Mounted',
    'Bestückt',
    'Bestücken',
    'Monté',
    'Montado',
    'Geplaatst',
  ],
  lcsc: ['LCSC', 'LCSC Part', 'LCSC Part Number', 'LCSC Part #', 'JLCPCB Part #', 'JLC Part', 'LCSC PN'],
  mouser: ['Mouser', 'Mouser Part Number', 'Mouser No', 'Mouser PN', 'Mouser #'],
  digikey: ['Digikey', 'Digi-Key', 'Digi-Key Part Number', 'DigiKey PN', 'Digikey Part', 'Digi-Key #'],
  farnell: [
    'Farnell',
    'Farnell Part Number',
    'Farnell Order Code',
    'Farnell #',
    'Newark',
    'Element14',
    'Premier Farnell',
  ],
  rs: ['RS', 'RS Components', 'RS Part Number', 'RS Stock No', 'RS Best.-Nr.', 'RS #'],
};

/** "Mfr. Part #" → "mfrpart"; "Manufacturer 2" → "manufacturer"; "Gehäuse" → "gehause". */
export function normaliseHeading(heading: string): string {
  return heading
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .replace(/(?<=[a-z])\d+$/, '');
}

export type SynonymIndex = Map<string, BomField>;

export function buildSynonymIndex(
  synonyms: Record<BomField, readonly string[]> = DEFAULT_BOM_SYNONYMS,
): SynonymIndex {
  const index: SynonymIndex = new Map();
  for (const field of BOM_FIELDS) {
    for (const word of synonyms[field]) {
      const key = normaliseHeading(word);
      if (key && !index.has(key)) index.set(key, field);
    }
  }
  return index;
}

/**
 * The field one heading means: an exact match first, else the longest known heading (8 characters or
 * more) it starts with, so "Manufacturer Part Number or Seeed SKU" still reads as the MPN.
 */
export function fieldOfHeading(heading: string, index: SynonymIndex): BomField | null {
  const key = normaliseHeading(heading);
  if (!key) return null;
  const exact = index.get(key);
  if (exact) return exact;
  let best: { length: number; field: BomField } | null = null;
  for (const [known, field] of index) {
    if (known.length >= 8 && key.startsWith(known) && known.length > (best?.length ?? 0))
      best = { length: known.length, field };
  }
  return best?.field ?? null;
}

export type ColumnMapping = Partial<Record<BomField, number>>;

/**
 * "Comment" means the description only when nothing better is there: Altium and JLCPCB BOMs put the
 * value (10k, 100nF, the part name) under Comment, and an Altium template adds "Part Description".
 */
const COMMENT_HEADINGS = new Set(
  ['Comment', 'Comments', 'Kommentar', 'Commentaire', 'Comentario', 'Opmerking'].map(normaliseHeading),
);

/**
 * Maps each field to the first column that means it. When the description has both a comment column
 * and another one, the other is the description and the comment is the value (if no column is).
 */
export function mapColumns(headings: readonly string[], index: SynonymIndex): ColumnMapping {
  const mapping: ColumnMapping = {};
  let firstComment: number | undefined;
  let firstOtherDescription: number | undefined;
  headings.forEach((heading, column) => {
    const field = fieldOfHeading(heading, index);
    if (field === 'description') {
      if (COMMENT_HEADINGS.has(normaliseHeading(heading))) firstComment ??= column;
      else firstOtherDescription ??= column;
    }
    if (field && mapping[field] === undefined) mapping[field] = column;
  });
  if (firstComment !== undefined && firstOtherDescription !== undefined) {
    mapping.description = firstOtherDescription;
    if (mapping.value === undefined) mapping.value = firstComment;
  }
  return mapping;
}

/**
 * The header row: among the first rows, the first one where at least two headings are recognised and
 * one of them is the designators, the quantity or the MPN (title rows above it are skipped).
 */
export function findHeaderRow(
  rows: readonly (readonly string[])[],
  index: SynonymIndex,
  scanRows = 30,
): number | null {
  for (let row = 0; row < Math.min(rows.length, scanRows); row += 1) {
    const mapping = mapColumns(rows[row] ?? [], index);
    const found = Object.keys(mapping).length;
    const hasKey =
      mapping.designators !== undefined || mapping.quantity !== undefined || mapping.mpn !== undefined;
    if (found >= 2 && hasKey) return row;
  }
  return null;
}
