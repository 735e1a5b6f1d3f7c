import {
  COMPONENT_CLASSES,
  type ComponentClass,
  HOUSE_STOCK_MESSAGES,
  type HouseStockEntry,
  type HouseStockInput,
} from '@boardhouse/shared/catalog/house-stock-api';
import { normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { type HouseStockRule, packageKey, valueKey } from '../quotes/pricing/house-stock.ts';
import type { PricingSettingsService } from '../quotes/pricing-settings.service.ts';
import {
  deleteHouseStockEntry,
  findHouseStockEntry,
  type HouseStockRow,
  insertHouseStockEntry,
  listHouseStockEntries,
  listHouseStockRules,
} from './house-stock.repository.ts';

const isComponentClass = (text: string | null): text is ComponentClass =>
  COMPONENT_CLASSES.some((kind) => kind === text);

export function toHouseStockEntry(row: HouseStockRow): HouseStockEntry {
  return {
    id: row.id,
    mpn: row.normalisedMpn,
    componentClass: isComponentClass(row.componentClass) ? row.componentClass : null,
    package: row.package,
    value: row.value,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

/** The field a refusal of `rule` concerns: the MPN, else the most exact part of the class entry. */
const fieldOf = (rule: HouseStockRule) => (rule.normalisedMpn ? 'mpn' : rule.value ? 'value' : 'package');

function conflict(rule: HouseStockRule, message: string): AppError {
  return new AppError('CONFLICT', message, { fields: { [fieldOf(rule)]: message } });
}

/**
 * Why `rule` adds nothing to `existing`: the same entry, or a class entry with a value whose class and
 * package are on the list for any value already. Null when it is new.
 */
function whyRedundant(rule: HouseStockRule, existing: readonly HouseStockRule[]): string | null {
  for (const entry of existing) {
    const isSameKind =
      entry.normalisedMpn === rule.normalisedMpn &&
      entry.componentClass === rule.componentClass &&
      entry.package === rule.package;
    if (isSameKind && entry.value === rule.value) return HOUSE_STOCK_MESSAGES.duplicate;
    if (isSameKind && rule.normalisedMpn === null && entry.value === null) {
      return `${rule.componentClass} ${rule.package} of any value is on the house-stock list already`;
    }
  }
  return null;
}

/**
 * The house-stock list staff keep on the MPN Data page: parts kept loaded on the placement machines,
 * which pay no feeder loading. New offers use the list at once (their input changes with it).
 */
export class HouseStockService {
  constructor(
    private readonly ctx: AppContext,
    /** Offers read the list with the cached pricing settings: a change must reach every server. */
    private readonly settings: Pick<PricingSettingsService, 'announceChange'>,
  ) {}

  async list(): Promise<{ items: HouseStockEntry[] }> {
    const rows = await listHouseStockEntries(this.ctx.db);
    return { items: rows.map(toHouseStockEntry) };
  }

  /** Stored in the keys matching compares (house-stock.ts), so "R_0603_1608Metric" is kept as 0603. */
  async add(caller: AccessClaims, input: HouseStockInput): Promise<HouseStockEntry> {
    const rule: HouseStockRule = input.mpn
      ? { normalisedMpn: normaliseMpn(input.mpn), componentClass: null, package: null, value: null }
      : {
          normalisedMpn: null,
          componentClass: input.componentClass ?? null,
          package: input.package ? packageKey(input.package) : null,
          value: input.value ? valueKey(input.value) : null,
        };
    if (!rule.normalisedMpn && !(rule.componentClass && rule.package)) {
      // The schema refuses these; a caller skipping it must not store an entry that matches nothing.
      throw AppError.validation({ mpn: HOUSE_STOCK_MESSAGES.mpnOrClass });
    }
    const redundant = whyRedundant(rule, await listHouseStockRules(this.ctx.db));
    if (redundant) throw conflict(rule, redundant);
    const id = await insertHouseStockEntry(this.ctx.db, {
      ...rule,
      note: input.note ?? null,
      createdBy: caller.userId,
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(rule, HOUSE_STOCK_MESSAGES.duplicate) : error;
    });
    await this.settings.announceChange();
    const row = await findHouseStockEntry(this.ctx.db, id);
    if (!row) throw AppError.notFound('house-stock entry');
    return toHouseStockEntry(row);
  }

  async delete(id: number): Promise<void> {
    if (!(await deleteHouseStockEntry(this.ctx.db, id))) throw AppError.notFound('house-stock entry');
    await this.settings.announceChange();
  }
}
