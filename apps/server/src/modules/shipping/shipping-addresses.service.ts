import type { SaveShippingAddressRequest, ShippingAddress } from '@boardhouse/shared/orders/orders-api';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import {
  clearDefault,
  deleteShippingAddress,
  insertShippingAddress,
  listShippingAddresses,
  type ShippingAddressRow,
  updateShippingAddress,
} from './shipping-addresses.repository.ts';

/** At most this many addresses per customer: an address book, not a mailing list. */
export const MAX_SHIPPING_ADDRESSES = 50;

/** The caller's own shipping addresses; nobody sees or changes another customer's. */
export class ShippingAddressesService {
  constructor(private readonly ctx: AppContext) {}

  async list(caller: AccessClaims): Promise<ShippingAddress[]> {
    return (await listShippingAddresses(this.ctx.db, caller.userId)).map(toShippingAddress);
  }

  /** Adds an address, or changes the caller's address `id`; the first one becomes the default. */
  async save(caller: AccessClaims, request: SaveShippingAddressRequest): Promise<ShippingAddress> {
    const { id, isDefault, ...fields } = request;
    const values = {
      ...fields,
      companyName: fields.companyName || null,
      phoneNumber: fields.phoneNumber || null,
    };
    const saved = await this.ctx.db.transaction(async (tx) => {
      const existing = await listShippingAddresses(tx, caller.userId);
      if (id === undefined && existing.length >= MAX_SHIPPING_ADDRESSES) {
        throw AppError.validation(
          { id: `At most ${MAX_SHIPPING_ADDRESSES} shipping addresses can be kept` },
          `You have ${MAX_SHIPPING_ADDRESSES} shipping addresses already: remove one first`,
        );
      }
      const makeDefault = isDefault === true || existing.length === 0;
      if (makeDefault) await clearDefault(tx, caller.userId);
      if (id === undefined) {
        return insertShippingAddress(tx, caller.userId, { ...values, isDefault: makeDefault });
      }
      const current = existing.find((row) => row.id === id);
      if (!current) throw AppError.notFound('shipping address');
      return updateShippingAddress(tx, caller.userId, id, {
        ...values,
        isDefault: makeDefault || (isDefault === undefined && current.isDefault),
      });
    });
    if (!saved) throw AppError.notFound('shipping address');
    return toShippingAddress(saved);
  }

  async remove(caller: AccessClaims, id: number): Promise<void> {
    if (!(await deleteShippingAddress(this.ctx.db, caller.userId, id))) {
      throw AppError.notFound('shipping address');
    }
  }
}

export function toShippingAddress(row: ShippingAddressRow): ShippingAddress {
  return {
    id: row.id,
    name: row.name,
    companyName: row.companyName,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    countryCode: row.countryCode,
    phoneNumber: row.phoneNumber,
    isDefault: row.isDefault,
  };
}
