import { FINAL_STATUSES } from '@boardhouse/shared/orders/order-status';
import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  billingDetails,
  oidcSignInStates,
  oneTimeCodes,
  orders,
  projectLocks,
  projectShares,
  projects,
  shareInvitations,
  shareNotifications,
  shippingAddresses,
  teamInvitations,
  userHistory,
  userIdentities,
  users,
} from '../../db/schema.ts';
import { anonymousIdentity } from './account-deletion.rules.ts';

const FINAL = [...FINAL_STATUSES];

/** The account's row, locked until the deletion commits so two deletions (or a login update) queue. */
export async function lockUser(tx: Executor, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Orders of the account still moving (not delivered or cancelled); staff-deleted ones do not count. */
export function listOpenOrderKeys(db: Executor, ownerId: number) {
  return db
    .select({ orderKey: orders.orderKey })
    .from(orders)
    .where(and(eq(orders.ownerId, ownerId), isNull(orders.deletedAt), notInArray(orders.status, FINAL)))
    .orderBy(asc(orders.id));
}

/** The money figures of the account's final orders, to see whether any is left unsettled. */
export function listFinalOrderMoney(db: Executor, ownerId: number) {
  return db
    .select({
      orderKey: orders.orderKey,
      status: orders.status,
      totalCents: orders.totalCents,
      paidAt: orders.paidAt,
      paidAmountCents: orders.paidAmountCents,
      refundedCents: orders.refundedCents,
    })
    .from(orders)
    .where(and(eq(orders.ownerId, ownerId), isNull(orders.deletedAt), inArray(orders.status, FINAL)));
}

/**
 * Active members of the team the account owns (decision 020: a member is an account whose created_by is
 * the owner; a removed member is disabled and no longer counts).
 */
export async function countActiveMembers(db: Executor, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.createdBy, ownerId), eq(users.disabled, false)));
  return row?.count ?? 0;
}

/**
 * Replaces every personal field of the row and closes it. `deleted-<id>` is the username unless a person
 * chose exactly that name, in which case the row keeps a suffix: usernames are unique.
 */
export async function anonymiseUser(tx: Executor, userId: number, now: Date): Promise<void> {
  const identity = anonymousIdentity(userId);
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${identity.username}`, ne(users.id, userId)))
    .limit(1);
  await tx
    .update(users)
    .set({
      ...identity,
      username: taken ? `${identity.username}-${now.getTime().toString(36)}` : identity.username,
      pendingEmail: null,
      passwordHash: null,
      disabled: true,
      phoneNumber: null,
      companyName: null,
      address: null,
      city: null,
      zipCode: null,
      vatNumber: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * The addresses and billing details go. Billing details are only read when an order is placed, and
 * every order (the legal record) keeps its own copy of the billing name, address, VAT number and VIES
 * evidence in its snapshot; since no order of the account is open, none reads the row again.
 */
export async function deleteAddresses(tx: Executor, userId: number): Promise<void> {
  await tx.delete(shippingAddresses).where(eq(shippingAddresses.userId, userId));
  await tx.delete(billingDetails).where(eq(billingDetails.userId, userId));
}

/** Projects nobody ordered are deleted the way a customer deletes one; ordered ones stay with their orders. */
export async function softDeleteUnorderedProjects(tx: Executor, ownerId: number, now: Date): Promise<void> {
  await tx
    .update(projects)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(projects.ownerId, ownerId),
        isNull(projects.deletedAt),
        sql`not exists (select 1 from ${orders} where ${orders.projectId} = ${projects.id})`,
      ),
    );
}

/**
 * Shares, share invitations, notices and editing locks by or to the account, and team invitations it
 * sent or that wait for its address: nothing keeps pointing others at a closed account.
 */
export async function removeSharingAndInvitations(
  tx: Executor,
  userId: number,
  email: string,
): Promise<void> {
  const address = email.toLowerCase();
  await tx
    .delete(projectShares)
    .where(or(eq(projectShares.userId, userId), eq(projectShares.sharedBy, userId)));
  await tx
    .delete(shareInvitations)
    .where(
      or(
        eq(shareInvitations.invitedBy, userId),
        and(sql`lower(${shareInvitations.email}) = ${address}`, eq(shareInvitations.status, 'pending')),
      ),
    );
  await tx
    .delete(shareNotifications)
    .where(or(eq(shareNotifications.userId, userId), eq(shareNotifications.sharedBy, userId)));
  await tx.delete(projectLocks).where(eq(projectLocks.userId, userId));
  await tx.update(projectLocks).set({ takenFrom: null }).where(eq(projectLocks.takenFrom, userId));
  await tx
    .delete(teamInvitations)
    .where(
      or(
        eq(teamInvitations.ownerId, userId),
        eq(teamInvitations.invitedBy, userId),
        and(sql`lower(${teamInvitations.email}) = ${address}`, isNull(teamInvitations.acceptedAt)),
      ),
    );
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
  // Social sign-ins hold the provider's address, and would sign someone into the closed account.
  await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await tx.delete(oidcSignInStates).where(eq(oidcSignInStates.linkUserId, userId));
}

/** The deletion's own audit entry, committed with it (the request log's row comes later, in a batch). */
export async function recordDeletion(
  tx: Executor,
  userId: number,
  request: { route: string; ipAddress: string | null; requestId: string | null },
): Promise<void> {
  await tx.insert(userHistory).values({
    userId,
    method: 'POST',
    route: request.route,
    entity: 'account.deleted',
    entityId: String(userId),
    statusCode: 200,
    ipAddress: request.ipAddress,
    requestId: request.requestId,
  });
}
