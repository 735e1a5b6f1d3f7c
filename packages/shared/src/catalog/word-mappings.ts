import { z } from 'zod';
import { BOM_FIELDS, normaliseHeading } from '../bom/columns.ts';
import { requiredText } from '../fields.ts';
import { formatMessage } from '../messages.ts';
import { adminListQuery, pageOf, recordId } from './admin-list.ts';
import { CPL_FIELDS } from './cpl-columns.ts';

/** Requests and answers of the word-mapping calls (/admin/words and /admin/cpl-words). */

export const WORD_MAPPING_KINDS = ['bom', 'cpl'] as const;
export type WordMappingKind = (typeof WORD_MAPPING_KINDS)[number];

/** The canonical fields a heading of each kind of file can map to. */
export const WORD_MAPPING_FIELDS: Record<WordMappingKind, readonly string[]> = {
  bom: BOM_FIELDS,
  cpl: CPL_FIELDS,
};

const kindSchema = z.enum(WORD_MAPPING_KINDS, {
  error: (issue) => formatMessage(issue.input === undefined ? 'required' : 'invalid', { name: 'Kind' }),
});

export const wordMappingRecord = z.object({
  id: z.number().int(),
  kind: z.enum(WORD_MAPPING_KINDS),
  word: z.string(),
  field: z.string(),
  updatedAt: z.string(),
  lastModifyBy: z.string().nullable(),
});
export type WordMappingRecord = z.infer<typeof wordMappingRecord>;

export const WORD_MAPPING_SORT_FIELDS = ['word', 'field', 'updatedAt'] as const;
export const wordMappingListQuery = adminListQuery(WORD_MAPPING_SORT_FIELDS, { sortField: 'word' }).extend({
  kind: kindSchema.optional().default('bom'),
});
export type WordMappingListQuery = z.infer<typeof wordMappingListQuery>;
export const wordMappingPage = pageOf(wordMappingRecord);

export const wordMappingFieldsQuery = z.object({ kind: kindSchema.optional().default('bom') });

export const wordMappingInput = z
  .object({
    id: recordId('word mapping').optional().describe('Given: update that record; absent: create'),
    kind: kindSchema,
    word: requiredText('Word', { max: 100 }),
    field: requiredText('Field', { max: 40 }),
  })
  .superRefine((input, context) => {
    if (!WORD_MAPPING_FIELDS[input.kind].includes(input.field)) {
      context.addIssue({
        code: 'custom',
        path: ['field'],
        message: formatMessage('invalid', { name: 'Field' }),
      });
    }
    // A heading made only of punctuation would match every heading of that kind.
    if (!normaliseHeading(input.word)) {
      context.addIssue({
        code: 'custom',
        path: ['word'],
        message: 'Word must contain a letter or a digit',
      });
    }
  });
export type WordMappingInput = z.infer<typeof wordMappingInput>;
