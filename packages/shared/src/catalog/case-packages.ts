import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { formatMessage } from '../messages.ts';
import { adminListQuery, nullableText, pageOf, recordId } from './admin-list.ts';
import { MOUNTING_STYLES } from './normalise.ts';

/** Requests and answers of the "Case package" calls (SPEC.md section 7, /admin/case-package). */

export const mountingStyleSchema = (name = 'Mounting style') =>
  z.enum(MOUNTING_STYLES, {
    error: (issue) => formatMessage(issue.input === undefined ? 'required' : 'invalid', { name }),
  });

export const casePackageRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  mountingStyle: z.enum(MOUNTING_STYLES),
  pins: z.number().int().nullable().describe('Solder joints per part; null when it varies'),
  description: z.string().nullable(),
  updatedAt: z.string(),
  lastModifyBy: z.string().nullable().describe('Username of the last editor; null for seeded rows'),
});
export type CasePackageRecord = z.infer<typeof casePackageRecord>;

export const CASE_PACKAGE_SORT_FIELDS = ['name', 'mountingStyle', 'pins', 'updatedAt'] as const;
export const casePackageListQuery = adminListQuery(CASE_PACKAGE_SORT_FIELDS, { sortField: 'name' });
export type CasePackageListQuery = z.infer<typeof casePackageListQuery>;
export const casePackagePage = pageOf(casePackageRecord);

export const casePackageInput = z.object({
  id: recordId('case package').optional().describe('Given: update that record; absent: create'),
  name: requiredText('Name', { max: 100 }),
  mountingStyle: mountingStyleSchema(),
  pins: z
    .number({ error: formatMessage('invalid', { name: 'Pins' }) })
    .int({ error: formatMessage('invalid', { name: 'Pins' }) })
    .min(0, { error: 'Pins minimum is 0' })
    .max(10_000, { error: 'Pins maximum is 10000' })
    .nullable()
    .optional(),
  description: nullableText('Description', 500),
});
export type CasePackageInput = z.infer<typeof casePackageInput>;

export const casePackageOption = z.object({
  value: z.number().int(),
  label: z.string(),
  mountingStyle: z.enum(MOUNTING_STYLES),
});
