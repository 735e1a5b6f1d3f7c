import { z } from 'zod';
import { requiredText, searchText, text } from '../fields.ts';
import { formatMessage } from '../messages.ts';
import { recordId } from './admin-list.ts';

/** Requests and answers of the "Manufacturers" calls (SPEC.md section 7, /admin/manufacturer). */

export const MANUFACTURER_NAME_MAX = 120;
export const MANUFACTURER_ALIASES_MAX = 30;

const manufacturerName = (name: string) => requiredText(name, { max: MANUFACTURER_NAME_MAX });

export const manufacturerRecord = z.object({
  id: z.number().int(),
  listText: z.string().describe('The canonical manufacturer name'),
  aliases: z.array(z.string()).describe('Other names BOMs use for it ("TI")'),
  lastModifyBy: z.string().nullable().describe('Username of the last editor; null for seeded rows'),
  updatedAt: z.string(),
});
export type ManufacturerRecord = z.infer<typeof manufacturerRecord>;

export const manufacturerListQuery = z.object({
  search: searchText(200).describe('Part of the name or of an alias'),
});

/** Optional JSON body of create and update: the aliases replace the stored ones when given. */
export const manufacturerAliasesBody = z
  .object({
    aliases: z
      .array(manufacturerName('Alias'), { error: formatMessage('invalid', { name: 'Aliases' }) })
      .max(MANUFACTURER_ALIASES_MAX, { error: `Aliases maximum is ${MANUFACTURER_ALIASES_MAX}` })
      .optional(),
  })
  .nullish()
  .describe('Optional; a POST without a body sends null');
export type ManufacturerAliasesBody = z.infer<typeof manufacturerAliasesBody>;

export const createManufacturerQuery = z.object({ manfList: manufacturerName('Manufacturer') });

export const updateManufacturerQuery = z.object({
  id: recordId('manufacturer'),
  manfList: manufacturerName('Manufacturer'),
  lastModifyBy: text('Last modified by', { max: 254 })
    .optional()
    .describe('Accepted for the original web app and ignored: the server records the caller'),
});

export const deleteManufacturerBody = z.object({ id: recordId('manufacturer') });
