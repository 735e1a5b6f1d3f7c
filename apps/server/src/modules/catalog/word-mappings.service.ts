import { normaliseHeading } from '@boardhouse/shared/bom/columns';
import type {
  WordMappingInput,
  WordMappingListQuery,
  WordMappingRecord,
} from '@boardhouse/shared/catalog/word-mappings';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { announceCatalogChange } from './catalog-lookup.ts';
import {
  deleteWordMapping,
  findWordMapping,
  insertWordMapping,
  isWordTaken,
  listWordMappings,
  updateWordMapping,
  type WordMappingRow,
} from './word-mappings.repository.ts';

const WORD_TAKEN = 'This word is mapped already';
const wordTaken = () => new AppError('CONFLICT', WORD_TAKEN, { fields: { word: WORD_TAKEN } });

export function toWordMappingRecord(row: WordMappingRow): WordMappingRecord {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** Column headings → canonical fields, for BOM files (/admin/words) and CPL files (/admin/cpl-words). */
export class WordMappingsService {
  constructor(private readonly ctx: AppContext) {}

  async list(query: WordMappingListQuery) {
    const { rows, total } = await listWordMappings(this.ctx.db, query);
    return { items: rows.map(toWordMappingRecord), total };
  }

  /** Creates, or updates when the input has an id. Words meet as normaliseHeading sees them. */
  async save(caller: AccessClaims, input: WordMappingInput): Promise<WordMappingRecord> {
    const normalisedWord = normaliseHeading(input.word);
    if (await isWordTaken(this.ctx.db, input.kind, normalisedWord, input.id)) throw wordTaken();
    const values = {
      kind: input.kind,
      word: input.word,
      normalisedWord,
      field: input.field,
      lastModifyBy: caller.userId,
    };
    const id = await (input.id === undefined
      ? insertWordMapping(this.ctx.db, values)
      : updateWordMapping(this.ctx.db, input.id, values)
    ).catch((error: unknown) => {
      throw isUniqueViolation(error) ? wordTaken() : error;
    });
    if (id === undefined) throw AppError.notFound('word mapping');
    await announceCatalogChange(this.ctx.db);
    const row = await findWordMapping(this.ctx.db, id);
    if (!row) throw AppError.notFound('word mapping');
    return toWordMappingRecord(row);
  }

  async delete(id: number): Promise<void> {
    if (!(await deleteWordMapping(this.ctx.db, id))) throw AppError.notFound('word mapping');
    await announceCatalogChange(this.ctx.db);
  }
}
