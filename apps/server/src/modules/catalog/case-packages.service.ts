import type {
  CasePackageInput,
  CasePackageListQuery,
  CasePackageRecord,
} from '@boardhouse/shared/catalog/case-packages';
import { normalisePackage } from '@boardhouse/shared/catalog/normalise';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import {
  type CasePackageRow,
  deleteCasePackage,
  findCasePackage,
  insertCasePackage,
  isCasePackageNameTaken,
  listAllCasePackages,
  listCasePackageOptions,
  listCasePackages,
  updateCasePackage,
} from './case-packages.repository.ts';
import { announceCatalogChange } from './catalog-lookup.ts';

const NAME_TAKEN = 'A case package with this name already exists';
const nameTaken = () => new AppError('CONFLICT', NAME_TAKEN, { fields: { name: NAME_TAKEN } });

export function toCasePackageRecord(row: CasePackageRow): CasePackageRecord {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** The case-package table: package name → mounting style and pins, edited on /admin/case-package. */
export class CasePackagesService {
  constructor(private readonly ctx: AppContext) {}

  async list(query: CasePackageListQuery) {
    const { rows, total } = await listCasePackages(this.ctx.db, query);
    return { items: rows.map(toCasePackageRecord), total };
  }

  async listAll(): Promise<CasePackageRecord[]> {
    return (await listAllCasePackages(this.ctx.db)).map(toCasePackageRecord);
  }

  options() {
    return listCasePackageOptions(this.ctx.db);
  }

  /** Creates the record, or updates it when the input has an id. Names meet through normalisePackage. */
  async save(caller: AccessClaims, input: CasePackageInput): Promise<CasePackageRecord> {
    const normalisedName = normalisePackage(input.name);
    if (!normalisedName) {
      throw AppError.validation({ name: 'Name must contain a letter or a digit' });
    }
    if (await isCasePackageNameTaken(this.ctx.db, normalisedName, input.id)) throw nameTaken();
    const values = {
      name: input.name,
      normalisedName,
      mountingStyle: input.mountingStyle,
      pins: input.pins ?? null,
      description: input.description,
      lastModifyBy: caller.userId,
    };
    // The unique index still decides when two saves race for the same name.
    const id = await (input.id === undefined
      ? insertCasePackage(this.ctx.db, values)
      : updateCasePackage(this.ctx.db, input.id, values)
    ).catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
    if (id === undefined) throw AppError.notFound('case package');
    await announceCatalogChange(this.ctx.db);
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await deleteCasePackage(this.ctx.db, id))) throw AppError.notFound('case package');
    await announceCatalogChange(this.ctx.db);
  }

  private async get(id: number): Promise<CasePackageRecord> {
    const row = await findCasePackage(this.ctx.db, id);
    if (!row) throw AppError.notFound('case package');
    return toCasePackageRecord(row);
  }
}
