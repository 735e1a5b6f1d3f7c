import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  marginBands,
  pricingParameterHistory,
  pricingParameters,
  productionHolidays,
  productionSchedule,
  productionScheduleExceptions,
  users,
} from '../../db/schema.ts';

/** SQL of the pricing settings: parameters and their history, the calendar and margins. */

export async function insertMissingParameters(
  db: Executor,
  values: readonly { key: string; value: number }[],
) {
  if (values.length === 0) return;
  await db
    .insert(pricingParameters)
    .values([...values])
    .onConflictDoNothing();
}

export async function listParameterValues(db: Executor) {
  return db.select().from(pricingParameters);
}

/**
 * Every stored value, locked until the caller's transaction ends: a change is checked against the
 * whole set (the parameter laws), so two changes at once must not each pass against the other's old value.
 */
export async function lockParameterValues(tx: Executor) {
  return tx
    .select({ key: pricingParameters.key, value: pricingParameters.value })
    .from(pricingParameters)
    .for('update');
}

/** The latest `perKey` changes of every parameter, newest first, with the name of who made them. */
export async function listParameterHistory(db: Executor, perKey: number) {
  const ranked = db
    .select({
      key: pricingParameterHistory.key,
      oldValue: pricingParameterHistory.oldValue,
      newValue: pricingParameterHistory.newValue,
      changedAt: pricingParameterHistory.changedAt,
      changedBy: users.username,
      rank: sql<number>`row_number() over (partition by ${pricingParameterHistory.key} order by ${pricingParameterHistory.changedAt} desc, ${pricingParameterHistory.id} desc)`.as(
        'rank',
      ),
    })
    .from(pricingParameterHistory)
    .leftJoin(users, eq(users.id, pricingParameterHistory.changedBy))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perKey}`)
    .orderBy(asc(ranked.key), desc(ranked.changedAt));
}

/** Sets a parameter and records the change, in the caller's transaction; the old value is locked first. */
export async function updateParameter(tx: Executor, key: string, value: number, userId: number) {
  const [current] = await tx
    .select({ value: pricingParameters.value })
    .from(pricingParameters)
    .where(eq(pricingParameters.key, key))
    .for('update');
  await tx
    .insert(pricingParameters)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({
      target: pricingParameters.key,
      set: { value, updatedBy: userId, updatedAt: new Date() },
    });
  await tx
    .insert(pricingParameterHistory)
    .values({ key, oldValue: current?.value ?? null, newValue: value, changedBy: userId });
}

export async function findSchedule(db: Executor) {
  const [row] = await db.select().from(productionSchedule).where(eq(productionSchedule.id, 1));
  return row ?? null;
}

export async function listScheduleExceptions(db: Executor, from?: string) {
  return db
    .select()
    .from(productionScheduleExceptions)
    .where(from ? gte(productionScheduleExceptions.date, from) : undefined)
    .orderBy(asc(productionScheduleExceptions.date));
}

export async function replaceSchedule(
  tx: Executor,
  schedule: {
    slotsPerWeekday: number[];
    cutOffHour: number;
    capacityM2PerDay: number;
    exceptions: { date: string; slots: number; note?: string | null }[];
  },
  userId: number | null,
) {
  const values = {
    id: 1,
    slotsPerWeekday: schedule.slotsPerWeekday,
    cutOffHour: schedule.cutOffHour,
    capacityM2PerDay: schedule.capacityM2PerDay,
    updatedBy: userId,
  };
  await tx
    .insert(productionSchedule)
    .values(values)
    .onConflictDoUpdate({ target: productionSchedule.id, set: { ...values, updatedAt: new Date() } });
  await tx.delete(productionScheduleExceptions);
  if (schedule.exceptions.length > 0) {
    await tx.insert(productionScheduleExceptions).values(
      schedule.exceptions.map((exception) => ({
        date: exception.date,
        slots: exception.slots,
        note: exception.note ?? null,
      })),
    );
  }
}

export async function listHolidays(db: Executor, from?: string) {
  return db
    .select({ date: productionHolidays.date, name: productionHolidays.name })
    .from(productionHolidays)
    .where(from ? gte(productionHolidays.date, from) : undefined)
    .orderBy(asc(productionHolidays.date));
}

/** Adds a holiday or renames the one on that date. */
export async function saveHoliday(
  db: Executor,
  holiday: { date: string; name: string },
  userId: number | null,
) {
  await db
    .insert(productionHolidays)
    .values({ ...holiday, createdBy: userId })
    .onConflictDoUpdate({ target: productionHolidays.date, set: { name: holiday.name } });
}

export async function deleteHoliday(db: Executor, date: string): Promise<boolean> {
  const removed = await db.delete(productionHolidays).where(eq(productionHolidays.date, date)).returning();
  return removed.length > 0;
}

export async function listMarginBands(db: Executor, customerGroups?: readonly string[]) {
  return db
    .select()
    .from(marginBands)
    .where(customerGroups ? inArray(marginBands.customerGroup, [...customerGroups]) : undefined)
    .orderBy(asc(marginBands.customerGroup), asc(marginBands.minQuantity));
}

/** The bands of one customer group, locked until the caller's transaction ends (the laws read them together). */
export async function lockMarginBandsOf(tx: Executor, customerGroup: string) {
  return tx
    .select()
    .from(marginBands)
    .where(eq(marginBands.customerGroup, customerGroup))
    .orderBy(asc(marginBands.minQuantity))
    .for('update');
}

export async function findMarginBand(db: Executor, id: number) {
  const [row] = await db.select().from(marginBands).where(eq(marginBands.id, id));
  return row ?? null;
}

export type MarginBandValues = Pick<
  typeof marginBands.$inferInsert,
  'customerGroup' | 'minQuantity' | 'boardPercent' | 'componentsPercent' | 'assemblyPercent'
>;

export async function insertMarginBands(
  db: Executor,
  bands: readonly MarginBandValues[],
  userId: number | null,
) {
  return db
    .insert(marginBands)
    .values(bands.map((band) => ({ ...band, updatedBy: userId })))
    .returning();
}

export async function updateMarginBand(db: Executor, id: number, band: MarginBandValues, userId: number) {
  const [row] = await db
    .update(marginBands)
    .set({ ...band, updatedBy: userId, updatedAt: new Date() })
    .where(eq(marginBands.id, id))
    .returning();
  return row ?? null;
}

export async function deleteMarginBand(db: Executor, id: number): Promise<boolean> {
  const removed = await db
    .delete(marginBands)
    .where(and(eq(marginBands.id, id)))
    .returning({ id: marginBands.id });
  return removed.length > 0;
}
