import {
  MPN_SELECT_LIMIT,
  type MpnDataInput,
  type MpnDataListQuery,
  type MpnDataRecord,
} from '@boardhouse/shared/catalog/mpn-data';
import { normaliseManufacturer, normaliseMpn, normalisePackage } from '@boardhouse/shared/catalog/normalise';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { type CasePackageFacts, loadCasePackageIndex, loadManufacturerIndex } from './catalog-lookup.ts';
import {
  deleteMpnData,
  findMpnData,
  insertMpnData,
  isMpnKeyTaken,
  listMpnData,
  listMpnOptions,
  type MpnDataRow,
  type MpnDataValues,
  updateMpnData,
} from './mpn-data.repository.ts';

const KEY_TAKEN = 'An MPN record with this MPN and manufacturer already exists';
const keyTaken = () => new AppError('CONFLICT', KEY_TAKEN, { fields: { mpn: KEY_TAKEN } });

export function toMpnDataRecord(row: MpnDataRow): MpnDataRecord {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export type MpnRecordValues = Omit<MpnDataValues, 'lastModifyBy'>;

/** What a record is stored as: the manufacturer's canonical name; a mounting style from the package. */
export interface MpnValueRules {
  manufacturers: ReadonlyMap<string, string>;
  casePackages: ReadonlyMap<string, CasePackageFacts>;
}

export async function loadMpnValueRules(ctx: AppContext): Promise<MpnValueRules> {
  const [manufacturers, casePackages] = await Promise.all([
    loadManufacturerIndex(ctx.db),
    loadCasePackageIndex(ctx.db),
  ]);
  return { manufacturers, casePackages };
}

export function toMpnValues(input: Omit<MpnDataInput, 'id'>, rules: MpnValueRules): MpnRecordValues {
  const manufacturer = input.manufacturer
    ? (rules.manufacturers.get(normaliseManufacturer(input.manufacturer)) ?? input.manufacturer)
    : null;
  const packageStyle = input.package
    ? rules.casePackages.get(normalisePackage(input.package))?.mountingStyle
    : undefined;
  return {
    mpn: input.mpn,
    normalisedMpn: normaliseMpn(input.mpn),
    manufacturer,
    description: input.description,
    package: input.package,
    mountingStyle: input.mountingStyle ?? packageStyle ?? null,
    priceBreaks: input.priceBreaks,
    stock: input.stock,
    leadTimeDays: input.leadTimeDays,
    lcsc: input.lcsc,
    mouser: input.mouser,
    digikey: input.digikey,
    farnell: input.farnell,
    rs: input.rs,
  };
}

/** Component data by part number, edited on /admin/mpn-data and matched against BOM lines. */
export class MpnDataService {
  constructor(private readonly ctx: AppContext) {}

  async list(query: MpnDataListQuery) {
    const { rows, total } = await listMpnData(this.ctx.db, query);
    return { items: rows.map(toMpnDataRecord), total };
  }

  /** At most 50 records whose part number starts with the search (case and spaces ignored). */
  async options(search = '') {
    const rows = await listMpnOptions(this.ctx.db, normaliseMpn(search), MPN_SELECT_LIMIT);
    return rows.map((row) => ({
      value: row.id,
      label: row.manufacturer ? `${row.mpn} — ${row.manufacturer}` : row.mpn,
      mpn: row.mpn,
      manufacturer: row.manufacturer,
      package: row.package,
      mountingStyle: row.mountingStyle,
    }));
  }

  async save(caller: AccessClaims, input: MpnDataInput): Promise<MpnDataRecord> {
    const values = toMpnValues(input, await loadMpnValueRules(this.ctx));
    if (!values.normalisedMpn) throw AppError.validation({ mpn: 'MPN is required' });
    if (await isMpnKeyTaken(this.ctx.db, values.normalisedMpn, values.manufacturer ?? null, input.id)) {
      throw keyTaken();
    }
    const row = { ...values, lastModifyBy: caller.userId };
    const id = await (input.id === undefined
      ? insertMpnData(this.ctx.db, row)
      : updateMpnData(this.ctx.db, input.id, row)
    ).catch((error: unknown) => {
      throw isUniqueViolation(error) ? keyTaken() : error;
    });
    if (id === undefined) throw AppError.notFound('MPN record');
    const saved = await findMpnData(this.ctx.db, id);
    if (!saved) throw AppError.notFound('MPN record');
    return toMpnDataRecord(saved);
  }

  async delete(id: number): Promise<void> {
    if (!(await deleteMpnData(this.ctx.db, id))) throw AppError.notFound('MPN record');
  }
}
