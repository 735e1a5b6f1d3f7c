import type { ManufacturerRecord } from '@boardhouse/shared/catalog/manufacturers';
import { normaliseManufacturer } from '@boardhouse/shared/catalog/normalise';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { announceCatalogChange } from './catalog-lookup.ts';
import {
  deleteManufacturer,
  findManufacturer,
  insertManufacturer,
  listManufacturerSpellings,
  listManufacturers,
  type ManufacturerRow,
  updateManufacturer,
} from './manufacturers.repository.ts';

export function toManufacturerRecord(row: ManufacturerRow): ManufacturerRecord {
  return {
    id: row.id,
    listText: row.name,
    aliases: row.aliases,
    lastModifyBy: row.lastModifyBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const nameTaken = (name: string) =>
  new AppError('CONFLICT', `The manufacturer ${name} already exists`, {
    fields: { manfList: `The manufacturer ${name} already exists` },
  });

/** The manufacturer list: canonical names and their aliases ("TI" = "Texas Instruments"). */
export class ManufacturersService {
  constructor(private readonly ctx: AppContext) {}

  async list(search?: string): Promise<ManufacturerRecord[]> {
    return (await listManufacturers(this.ctx.db, search)).map(toManufacturerRecord);
  }

  async create(caller: AccessClaims, name: string, aliases: string[] = []): Promise<ManufacturerRecord> {
    const ownAliases = await this.checkSpellings(name, aliases);
    const id = await insertManufacturer(this.ctx.db, {
      name,
      aliases: ownAliases,
      lastModifyBy: caller.userId,
    }).catch(rethrowNameTaken(name));
    return this.afterWrite(id);
  }

  /** Renames; the aliases are replaced only when given. */
  async update(
    caller: AccessClaims,
    id: number,
    name: string,
    aliases?: string[],
  ): Promise<ManufacturerRecord> {
    const current = await findManufacturer(this.ctx.db, id);
    if (!current) throw AppError.notFound('manufacturer');
    const ownAliases = await this.checkSpellings(name, aliases ?? current.aliases, id);
    const updated = await updateManufacturer(this.ctx.db, id, {
      name,
      aliases: ownAliases,
      lastModifyBy: caller.userId,
    }).catch(rethrowNameTaken(name));
    if (updated === undefined) throw AppError.notFound('manufacturer');
    return this.afterWrite(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await deleteManufacturer(this.ctx.db, id))) throw AppError.notFound('manufacturer');
    await announceCatalogChange(this.ctx.db);
  }

  /**
   * Every spelling (name and aliases, compared as normaliseManufacturer sees them) may name one
   * manufacturer only, or BOM lines could not tell which one they mean. Answers the aliases without
   * repeats and without those that only respell the name.
   */
  private async checkSpellings(
    name: string,
    aliases: readonly string[],
    exceptId?: number,
  ): Promise<string[]> {
    const owners = new Map<string, string>();
    for (const other of await listManufacturerSpellings(this.ctx.db)) {
      if (other.id === exceptId) continue;
      for (const spelling of [other.name, ...other.aliases])
        owners.set(normaliseManufacturer(spelling), other.name);
    }
    const nameKey = normaliseManufacturer(name);
    if (!nameKey) throw AppError.validation({ manfList: 'Manufacturer must contain a letter or a digit' });
    const owner = owners.get(nameKey);
    if (owner !== undefined) {
      if (owner.toLowerCase() === name.toLowerCase()) throw nameTaken(owner);
      throw new AppError('CONFLICT', `${name} is already a name of ${owner}`, {
        fields: { manfList: `${name} is already a name of ${owner}` },
      });
    }
    const seen = new Set([nameKey]);
    const kept: string[] = [];
    for (const alias of aliases) {
      const key = normaliseManufacturer(alias);
      if (!key || seen.has(key)) continue;
      const aliasOwner = owners.get(key);
      if (aliasOwner !== undefined) {
        throw new AppError('CONFLICT', `The alias ${alias} is already a name of ${aliasOwner}`, {
          fields: { aliases: `The alias ${alias} is already a name of ${aliasOwner}` },
        });
      }
      seen.add(key);
      kept.push(alias);
    }
    return kept;
  }

  private async afterWrite(id: number): Promise<ManufacturerRecord> {
    await announceCatalogChange(this.ctx.db);
    const row = await findManufacturer(this.ctx.db, id);
    if (!row) throw AppError.notFound('manufacturer');
    return toManufacturerRecord(row);
  }
}

const rethrowNameTaken = (name: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? nameTaken(name) : error;
};
