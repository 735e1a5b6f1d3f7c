import { z } from 'zod';
import { MOUNTING_STYLES } from '../catalog/normalise.ts';
import { recordId, text, withoutControlCharacters } from '../fields.ts';
import { PROJECT_KEY_PATTERN } from '../projects.ts';
import { BOM_FIELDS, type BomField } from './columns.ts';

/** Requests and answers of the BOM calls (issue: projects and the bill of materials). */

export const BOM_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const BOM_MAX_LINES = 20_000;
export const BOM_FILE_EXTENSIONS = ['.xlsx', '.xls', '.ods', '.csv', '.tsv', '.txt'] as const;
export const BOM_LINE_STATUSES = ['matched', 'unknown', 'warning'] as const;
export const BOM_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const BOM_QUANTITY_MAX = 100_000;
/**
 * The longest text a BOM line keeps in a field, read from a file or typed in a line's edit (UTF-16
 * units, as the edit's validation counts). A longer cell in a file is cut with a warning on its line,
 * so a line read from a file can always be saved again unchanged.
 */
export const BOM_TEXT_MAX = {
  mpn: 100,
  manufacturer: 100,
  package: 100,
  value: 200,
  description: 1000,
  distributorPartNumber: 100,
} as const;

const projectKey = z.string().regex(PROJECT_KEY_PATTERN, { error: 'The requested project is not found' });

export const bomProjectParams = z.object({ projectId: projectKey });
export const bomProjectBody = z.object({ projectId: projectKey });

/** Canonical field → the source column heading it is read from, or null when the file has none. */
export const bomMapping = z.object(
  Object.fromEntries(BOM_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
    BomField,
    z.ZodNullable<z.ZodString>
  >,
);
export type BomMapping = z.infer<typeof bomMapping>;

/** A mapping as a client sends it: headings may span lines (a wrapped spreadsheet cell), never hold a NUL. */
const bomMappingChange = z.object(
  Object.fromEntries(
    BOM_FIELDS.map((field) => [field, text('Column', { max: 500, multiLine: true }).nullable()]),
  ) as Record<BomField, z.ZodNullable<z.ZodString>>,
);

export const bomLine = z.object({
  lineNo: z.number().int().describe('1-based, in file order'),
  designators: z.array(z.string()),
  quantity: z.number().int().describe('Per board; the designator count when the file gives none'),
  mpn: z.string().nullable(),
  manufacturer: z.string().nullable(),
  description: z.string().nullable(),
  value: z.string().nullable(),
  package: z.string().nullable(),
  mountingStyle: z.enum(MOUNTING_STYLES).nullable(),
  dnp: z.boolean(),
  customerSupplied: z.boolean(),
  status: z.enum(BOM_LINE_STATUSES),
  warnings: z.array(z.string()),
});
export type BomLine = z.infer<typeof bomLine>;

export const bomSummary = z.object({
  lines: z.number().int(),
  uniqueParts: z
    .number()
    .int()
    .describe(
      'Distinct parts of placed lines: the same MPN, or without one the same value and package, is one part',
    ),
  placements: z.number().int().describe('Designators of placed (non-DNP) lines'),
  smdPlacements: z.number().int(),
  thtPlacements: z.number().int(),
  thtJoints: z.number().int().describe('THT placements × pins, where the pins are known'),
  dnpLines: z.number().int(),
  unknownLines: z.number().int(),
  warningLines: z.number().int(),
  sides: z
    .enum(['top', 'bottom', 'both'])
    .describe('The BOM alone always says top; the placement file tells more'),
});
export type BomSummary = z.infer<typeof bomSummary>;

export const bomResponse = z.object({
  fileName: z.string(),
  sheet: z.string().nullable().describe('Worksheet read; null for text files'),
  sheets: z.array(z.string()),
  mapping: bomMapping,
  lines: z.array(bomLine),
  summary: bomSummary,
  headers: z.array(z.string()).describe('Columns of the header row, for the mapping editor'),
});
export type BomResponse = z.infer<typeof bomResponse>;

export const bomSheetRequest = z.object({
  projectId: projectKey,
  sheet: withoutControlCharacters(
    z.string({ error: 'Sheet is not valid' }).min(1, { error: 'Sheet is required' }).max(200),
    'Sheet',
  ).optional(),
  mapping: bomMappingChange
    .partial()
    .optional()
    .describe('Fields given replace the detected mapping; a null unmaps the field'),
});
export type BomSheetRequest = z.infer<typeof bomSheetRequest>;

/** "" clears a text field; so does null. */
const editableText = (name: string, max: number) =>
  withoutControlCharacters(
    z
      .string({ error: `${name} is not valid` })
      .trim()
      .max(max, { error: `${name} maximum length is ${max}` }),
    name,
  )
    .transform((text) => text || null)
    .nullable()
    .optional();

export const bomLineUpdateRequest = z.object({
  projectId: projectKey,
  lineNo: recordId('Line'),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int({ error: 'Quantity must be a whole number' })
    .min(0, { error: 'Quantity minimum is 0' })
    .max(BOM_QUANTITY_MAX, { error: `Quantity maximum is ${BOM_QUANTITY_MAX}` })
    .optional(),
  designators: text('Designators', { max: 20_000, multiLine: true })
    .optional()
    .describe('As typed, e.g. "R1-R4, R7"'),
  mpn: editableText('MPN', BOM_TEXT_MAX.mpn),
  manufacturer: editableText('Manufacturer', BOM_TEXT_MAX.manufacturer),
  package: editableText('Package', BOM_TEXT_MAX.package),
  mountingStyle: z.enum(MOUNTING_STYLES, { error: 'Mounting style is not valid' }).nullable().optional(),
  dnp: z.boolean({ error: 'DNP is not valid' }).optional(),
  customerSupplied: z.boolean({ error: 'Customer supplied is not valid' }).optional(),
});
export type BomLineUpdateRequest = z.infer<typeof bomLineUpdateRequest>;

export const bomLineUpdateResponse = z.object({ line: bomLine, summary: bomSummary });

export const mountingDominanceResponse = z.object({
  dominant: z.enum(['SMD', 'THT', 'EQUAL', 'NONE']),
  smdPlacements: z.number().int(),
  thtPlacements: z.number().int(),
});

export const bomExportQuery = z.object({
  format: z.enum(BOM_EXPORT_FORMATS, { error: 'Format must be csv or xlsx' }).optional().default('csv'),
});
