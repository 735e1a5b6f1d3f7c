import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { adminListQuery, pageOf, recordId } from './admin-list.ts';
import { MPN_MAX_LENGTH } from './mpn-data.ts';

/** Requests and answers of /admin/unknown-components: BOM part numbers the catalog does not know. */

export const unknownComponent = z.object({
  mpn: z.string().describe('The part number as one of the BOMs writes it'),
  manufacturer: z.string().nullable().describe('The manufacturer most lines give'),
  description: z.string().nullable(),
  package: z.string().nullable(),
  occurrences: z.number().int().describe('BOM lines with this part number'),
  projects: z.number().int().describe('Projects with such a line'),
});
export type UnknownComponent = z.infer<typeof unknownComponent>;

export const UNKNOWN_COMPONENT_SORT_FIELDS = ['mpn', 'manufacturer', 'occurrences', 'projects'] as const;
export const unknownComponentListQuery = adminListQuery(UNKNOWN_COMPONENT_SORT_FIELDS, {
  sortField: 'occurrences',
  sortOrder: 'desc',
});
export type UnknownComponentListQuery = z.infer<typeof unknownComponentListQuery>;
export const unknownComponentPage = pageOf(unknownComponent);

export const resolveUnknownRequest = z.object({
  mpn: requiredText('MPN', { max: MPN_MAX_LENGTH }),
  mpnDataId: recordId('MPN record').describe('The MPN record the part number stands for'),
});
export type ResolveUnknownRequest = z.infer<typeof resolveUnknownRequest>;

export const resolveUnknownResponse = z.object({
  rematchedLines: z.number().int().describe('BOM lines of open projects now matched to the record'),
});
