import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gecOrderDocumentVersions, gecOrders, orders, purchaseLines, users } from '../../db/schema.ts';

/** The order and its customer, as the document needs them. */
export async function findGecOrderSource(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      orderKey: orders.orderKey,
      status: orders.status,
      projectId: orders.projectId,
      projectName: orders.projectName,
      ownerId: orders.ownerId,
      netCents: orders.netCents,
      vatCents: orders.vatCents,
      totalCents: orders.totalCents,
      snapshot: orders.snapshot,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      customerReference: orders.customerReference,
      internalNote: orders.internalNote,
      departureDate: orders.departureDate,
      arrivalDate: orders.arrivalDate,
      deletedAt: orders.deletedAt,
      owner: {
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        companyName: users.companyName,
        gecClientId: users.gecClientId,
      },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}
export type GecOrderSource = NonNullable<Awaited<ReturnType<typeof findGecOrderSource>>>;

/** Each BOM line's purchasing state (by line number), once purchasing has been opened. */
export async function purchaseStatesOf(db: Executor, orderId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ lineNo: purchaseLines.lineNo, state: purchaseLines.state })
    .from(purchaseLines)
    .where(eq(purchaseLines.orderId, orderId));
  return new Map(rows.map((row) => [row.lineNo, row.state]));
}

export type GecOrderRow = typeof gecOrders.$inferSelect;

export async function findGecOrder(
  db: Executor,
  orderId: number,
  options: { lock?: boolean } = {},
): Promise<GecOrderRow | undefined> {
  const query = db.select().from(gecOrders).where(eq(gecOrders.orderId, orderId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The generated document as version 1; a row someone else wrote first is kept (returns false). */
export async function insertGecOrder(db: Executor, orderId: number, document: unknown): Promise<boolean> {
  const inserted = await db
    .insert(gecOrders)
    .values({ orderId, document, documentVersion: 1 })
    .onConflictDoNothing()
    .returning({ orderId: gecOrders.orderId });
  if (inserted.length === 0) return false;
  await db.insert(gecOrderDocumentVersions).values({ orderId, version: 1, document, editedBy: null });
  return true;
}

/** Staff's edit: the next version, kept in the history, becomes the current document. */
export async function addGecVersion(
  db: Executor,
  current: GecOrderRow,
  document: unknown,
  /** Null: a version the server made (the customer's client id carried in). */
  editedBy: number | null,
): Promise<void> {
  const version = current.documentVersion + 1;
  await db.insert(gecOrderDocumentVersions).values({ orderId: current.orderId, version, document, editedBy });
  await db
    .update(gecOrders)
    .set({ document, documentVersion: version, updatedAt: new Date() })
    .where(eq(gecOrders.orderId, current.orderId));
}

/**
 * Takes the order's document for sending until `claimMs` from now, when the system does not have
 * its current version and no other process holds it. Undefined: nothing to send, or it is being sent.
 */
export async function claimForSending(
  db: Executor,
  orderId: number,
  claimMs: number,
): Promise<GecOrderRow | undefined> {
  const [row] = await db
    .update(gecOrders)
    .set({ claimedUntil: sql`now() + ${claimMs} * interval '1 millisecond'` })
    .where(
      and(
        eq(gecOrders.orderId, orderId),
        or(isNull(gecOrders.claimedUntil), lt(gecOrders.claimedUntil, sql`now()`)),
        sql`${gecOrders.sentVersion} is distinct from ${gecOrders.documentVersion}`,
      ),
    )
    .returning();
  return row;
}

/** The system accepted `version`: keep its ids, and give the customer its client id if they had none. */
export async function markSent(
  db: Executor,
  row: { orderId: number; ownerId: number; version: number },
  answer: { gecOrderId: string; clientId: string | null },
): Promise<void> {
  await db
    .update(gecOrders)
    .set({
      state: 'sent',
      sentVersion: row.version,
      gecOrderId: answer.gecOrderId,
      ...(answer.clientId ? { gecClientId: answer.clientId } : {}),
      sentAt: new Date(),
      lastError: null,
      claimedUntil: null,
      updatedAt: new Date(),
    })
    .where(eq(gecOrders.orderId, row.orderId));
  if (!answer.clientId) return;
  const given = await db
    .update(users)
    .set({ gecClientId: answer.clientId })
    .where(and(eq(users.id, row.ownerId), isNull(users.gecClientId)))
    .returning({ id: users.id });
  if (given.length > 0) await carryClientIdToUnsentDocuments(db, row.ownerId, answer.clientId);
}

export async function markFailed(db: Executor, orderId: number, lastError: string): Promise<void> {
  await db
    .update(gecOrders)
    .set({ state: 'failed', lastError, claimedUntil: null, updatedAt: new Date() })
    .where(eq(gecOrders.orderId, orderId));
}

/** The document's versions, oldest first, with the staff member who made each edit. */
export async function listGecVersions(db: Executor, orderId: number) {
  return db
    .select({
      version: gecOrderDocumentVersions.version,
      createdAt: gecOrderDocumentVersions.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
      editedBy: gecOrderDocumentVersions.editedBy,
    })
    .from(gecOrderDocumentVersions)
    .leftJoin(users, eq(users.id, gecOrderDocumentVersions.editedBy))
    .where(eq(gecOrderDocumentVersions.orderId, orderId))
    .orderBy(asc(gecOrderDocumentVersions.version));
}

/** A live account (not deleted), by id or by e-mail address (any case). */
export async function findLiveAccount(db: Executor, by: { id: number } | { email: string }) {
  const [row] = await db
    .select({ id: users.id, gecClientId: users.gecClientId })
    .from(users)
    .where(
      and(
        'id' in by ? eq(users.id, by.id) : sql`lower(${users.email}) = lower(${by.email})`,
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Sets the customer's client id (staff), carried into their unsent documents; one transaction. */
export async function setGecClientId(
  db: Executor,
  userId: number,
  gecClientId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ gecClientId }).where(eq(users.id, userId));
    await carryClientIdToUnsentDocuments(tx, userId, gecClientId);
  });
}

/**
 * The customer's client id changed: each of their orders' documents that the system does not hold yet
 * (no gecOrderId: never sent, or refused) gets a new version carrying it, so its next sending names the
 * customer as they are now. Orders the system holds keep theirs: it filed them under the client id it
 * answered with. Call it in the transaction that changed the id.
 */
async function carryClientIdToUnsentDocuments(
  tx: Executor,
  userId: number,
  gecClientId: string | null,
): Promise<void> {
  const unsent = await tx
    .select({ row: gecOrders })
    .from(gecOrders)
    .innerJoin(orders, eq(orders.id, gecOrders.orderId))
    .where(and(eq(orders.ownerId, userId), isNull(gecOrders.gecOrderId)))
    .for('update', { of: gecOrders });
  for (const { row } of unsent) {
    const document = row.document as { gecClientId?: string | null };
    if ((document.gecClientId ?? null) === gecClientId) continue;
    await addGecVersion(tx, row, { ...document, gecClientId }, null);
  }
}
