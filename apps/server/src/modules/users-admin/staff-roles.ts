import type { AccountKind } from '@boardhouse/shared/users-admin/staff-users-api';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';

/**
 * Staff roles. SUPER_ADMIN is always stored together with ADMIN (['ADMIN', 'SUPER_ADMIN']), ADMIN first:
 * every existing check (isAdmin, `'ADMIN' = any(roles)`, the web app's "first role is the one used") keeps
 * treating a super administrator as an administrator without knowing about the new role.
 */
export const ROLES_OF_KIND: Record<AccountKind, string[]> = {
  customer: ['USER'],
  staff: ['ADMIN'],
  'super-admin': ['ADMIN', 'SUPER_ADMIN'],
};

export function kindOfRoles(roles: readonly string[]): AccountKind {
  if (roles.includes('SUPER_ADMIN')) return 'super-admin';
  return roles.includes('ADMIN') ? 'staff' : 'customer';
}

export const isSuperAdmin = (claims: AccessClaims): boolean => claims.roles.includes('SUPER_ADMIN');

export const STAFF_ONLY_BY_SUPER_ADMIN = 'Only a super administrator manages staff accounts';

/**
 * Ordinary administrators manage customers only: creating a staff account, touching one, or turning a
 * customer into staff needs SUPER_ADMIN (403 otherwise).
 */
export function assertMayManage(caller: AccessClaims, ...kinds: AccountKind[]): void {
  if (kinds.some((kind) => kind !== 'customer') && !isSuperAdmin(caller)) {
    throw new AppError('AUTH.FORBIDDEN', STAFF_ONLY_BY_SUPER_ADMIN);
  }
}

/** The demo seed's administrator (demo-seed.ts), by the address the seed gives it. */
export const SEEDED_ADMIN_EMAIL = 'admin@boardhouse.local';

/**
 * Gives the seeded administrator SUPER_ADMIN on a database seeded before the role existed. Idempotent:
 * it changes nothing once the role is there, and only touches the seed's own admin account.
 */
export async function ensureSeededSuperAdmin(db: Executor): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ roles: ROLES_OF_KIND['super-admin'], updatedAt: new Date() })
    .where(
      and(
        sql`lower(${users.email}) = ${SEEDED_ADMIN_EMAIL}`,
        sql`'ADMIN' = any(${users.roles})`,
        not(sql`'SUPER_ADMIN' = any(${users.roles})`),
        eq(users.disabled, false),
      ),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}
