import type { PromoCode, PromoCodeInput } from '@boardhouse/shared/quotes/promo-codes-api';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import {
  deleteUnusedPromoCode,
  insertPromoCode,
  listPromoCodes,
  type PromoCodeRow,
  type PromoCodeValues,
  updatePromoCode,
} from './promo-codes.repository.ts';

const notFound = () => AppError.notFound('promo code');

/** Dates are calendar days; they are kept as midnight UTC of that day and read back the same way. */
const toDay = (date: string | null) => (date ? new Date(`${date}T00:00:00Z`) : null);
const fromDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    block: row.block,
    validFrom: fromDay(row.validFrom),
    validUntil: fromDay(row.validUntil),
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    minOrderCents: row.minOrderCents,
    uses: row.uses,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toValues = (input: PromoCodeInput, caller: AccessClaims): PromoCodeValues => ({
  ...input,
  validFrom: toDay(input.validFrom),
  validUntil: toDay(input.validUntil),
  updatedBy: caller.userId,
});

/** The back office's promo codes. A code that has been used is never deleted: its end date is set instead. */
export class PromoCodesService {
  constructor(private readonly ctx: AppContext) {}

  async list(): Promise<{ promoCodes: PromoCode[] }> {
    return { promoCodes: (await listPromoCodes(this.ctx.db)).map(toPromoCode) };
  }

  async create(caller: AccessClaims, input: PromoCodeInput): Promise<PromoCode> {
    return toPromoCode(
      await this.uniquely(input.code, () => insertPromoCode(this.ctx.db, toValues(input, caller))),
    );
  }

  async update(caller: AccessClaims, id: number, input: PromoCodeInput): Promise<PromoCode> {
    const row = await this.uniquely(input.code, () =>
      updatePromoCode(this.ctx.db, id, toValues(input, caller)),
    );
    if (!row) throw notFound();
    return toPromoCode(row);
  }

  async remove(id: number): Promise<void> {
    const outcome = await deleteUnusedPromoCode(this.ctx.db, id);
    if (outcome === 'missing') throw notFound();
    if (outcome === 'used') {
      throw new AppError(
        'CONFLICT',
        'This code has been used, so orders refer to it: set its valid-until date to end it instead',
      );
    }
  }

  private async uniquely<T>(code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = `The code ${code} exists already`;
      throw new AppError('CONFLICT', message, { fields: { code: message } });
    }
  }
}
