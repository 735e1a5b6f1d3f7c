import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isAdmin } from '../../plugins/access.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { isCrmCustomer } from './crm-contact-outbox.ts';
import type { CrmContactPusher } from './crm-contact-pusher.ts';

/**
 * Who may push whose contact to HubSpot: anyone signed in their own (the seed's call), staff any
 * customer's. The push itself is the outbox's (crm-contact-pusher.ts), outside any transaction.
 */
export class CrmContactsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly pusher: CrmContactPusher,
  ) {}

  async createContact(caller: AccessClaims, userId?: number): Promise<{ contactId: string }> {
    const target = userId ?? caller.userId;
    if (target !== caller.userId) {
      // Someone else's account is not the caller's to name: 404, as for every other customer's object.
      if (!isAdmin(caller)) throw AppError.notFound('customer');
      const [row] = await this.ctx.db
        .select({ roles: users.roles, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, target))
        .limit(1);
      // Staff and deleted accounts are no customers of the CRM.
      if (!row || row.deletedAt || !isCrmCustomer(row.roles)) {
        throw AppError.notFound('customer');
      }
    }
    return { contactId: await this.pusher.pushNow(target) };
  }
}
