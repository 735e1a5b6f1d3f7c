import {
  type BrokenLaw,
  marginBandLawBroken,
  parameterLawBrokenBy,
} from '@boardhouse/shared/quotes/parameter-laws';
import type {
  Holiday,
  MarginBandBody,
  PricingParameter,
  ProductionScheduleBody,
} from '@boardhouse/shared/quotes/pricing-admin-api';
import {
  DEFAULT_PARAMETER_VALUES,
  PRICING_PARAMETERS,
  parameterDefinition,
  parameterValueProblem,
} from '@boardhouse/shared/quotes/pricing-parameters';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AnnouncedCache } from '../../lib/announced-cache.ts';
import { addCalendarDays, productionLocalTime } from '../../lib/calendar.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { listHouseStockRules } from '../catalog/house-stock.repository.ts';
import { listBookedAreas } from './capacity.repository.ts';
import type { HouseStockRule } from './pricing/house-stock.ts';
import type { CalendarInput, CapacityInput, MarginBand } from './pricing/pricing-input.ts';
import { DEFAULT_HOLIDAYS, DEFAULT_MARGINS, DEFAULT_SCHEDULE, STANDARD_GROUP } from './pricing-defaults.ts';
import {
  deleteHoliday,
  deleteMarginBand,
  findMarginBand,
  findSchedule,
  insertMarginBands,
  insertMissingParameters,
  listHolidays,
  listMarginBands,
  listParameterHistory,
  listParameterValues,
  listScheduleExceptions,
  lockMarginBandsOf,
  lockParameterValues,
  type MarginBandValues,
  replaceSchedule,
  saveHoliday,
  updateMarginBand,
  updateParameter,
} from './pricing-settings.repository.ts';

/** How far ahead the calendar is read for a quote: the slowest lead time fits many times over. */
const CALENDAR_HORIZON_DAYS = 400;
const HISTORY_SHOWN = 10;

/**
 * Puts every parameter's default in place (new keys of a later release too); on the very first start
 * also the weekly schedule, the Dutch holidays and the standard margins. Values staff changed stay.
 */
export async function seedPricingSettings(db: Database): Promise<void> {
  await insertMissingParameters(
    db,
    PRICING_PARAMETERS.map(({ key, value }) => ({ key, value })),
  );
  if (await findSchedule(db)) return;
  await db.transaction(async (tx) => {
    await replaceSchedule(tx, DEFAULT_SCHEDULE, null);
    for (const holiday of DEFAULT_HOLIDAYS) await saveHoliday(tx, holiday, null);
    await insertMarginBands(tx, DEFAULT_MARGINS, null);
  });
}

/** What pricing reads from the settings for one customer group. */
export interface PricingContext {
  parameters: Record<string, number>;
  margins: MarginBand[];
  calendar: CalendarInput;
  /** The production schedule's capacity; what orders booked is read fresh per quote (`capacityInput`). */
  capacity: { m2PerWorkingDay: number };
  /** The house-stock list (MPN Data page): parts loaded without a feeder charge. */
  houseStock: HouseStockRule[];
}

const toMarginBand = (row: MarginBandValues): MarginBand => ({
  minQuantity: row.minQuantity,
  percent: { board: row.boardPercent, components: row.componentsPercent, assembly: row.assemblyPercent },
});

/** Jobs per weekday, Monday first, from the stored array (the defaults before the seed has run). */
function weekSlots(stored: readonly number[] | undefined): ProductionScheduleBody['slotsPerWeekday'] {
  const slots = stored ?? DEFAULT_SCHEDULE.slotsPerWeekday;
  return [0, 1, 2, 3, 4, 5, 6].map((day) => slots[day] ?? 0) as ProductionScheduleBody['slotsPerWeekday'];
}

export const PRICING_SETTINGS_CHANGED_CHANNEL = 'pricing_settings_changed';

export class PricingSettingsService {
  /** Settings are read for every offer and change a few times a year: see lib/announced-cache.ts. */
  readonly cache = new AnnouncedCache();
  /**
   * Offers from the local distributor simulator price projects only outside production: a production
   * server never quotes a simulated price, even from rows a copied database brought along.
   */
  readonly acceptsSimulatedOffers: boolean;

  constructor(private readonly ctx: AppContext) {
    this.acceptsSimulatedOffers = !ctx.config.isProduction;
  }

  /** Parameters, margins of `customerGroup` (the standard group's when it has none) and the calendar. */
  pricingContext(customerGroup: string, now = new Date()): Promise<PricingContext> {
    const today = productionLocalTime(now).date;
    return this.cache.get(`${customerGroup}|${today}`, () => this.loadContext(customerGroup, today));
  }

  private async loadContext(customerGroup: string, today: string): Promise<PricingContext> {
    const db = this.ctx.db;
    const [rows, bands, schedule, exceptions, holidays, houseStock] = await Promise.all([
      listParameterValues(db),
      listMarginBands(db, [customerGroup, STANDARD_GROUP]),
      findSchedule(db),
      listScheduleExceptions(db, today),
      listHolidays(db, today),
      listHouseStockRules(db),
    ]);
    const parameters: Record<string, number> = Object.fromEntries(DEFAULT_PARAMETER_VALUES);
    for (const row of rows) if (row.key in parameters) parameters[row.key] = row.value;
    const own = bands.filter((band) => band.customerGroup === customerGroup);
    const chosen = own.length > 0 ? own : bands.filter((band) => band.customerGroup === STANDARD_GROUP);
    const horizon = addCalendarDays(today, CALENDAR_HORIZON_DAYS);
    return {
      parameters,
      margins: chosen.map(toMarginBand),
      calendar: {
        holidays: holidays.filter((holiday) => holiday.date <= horizon).map((holiday) => holiday.date),
        slotsPerWeekday: weekSlots(schedule?.slotsPerWeekday),
        cutOffHour: schedule?.cutOffHour ?? DEFAULT_SCHEDULE.cutOffHour,
        exceptions: Object.fromEntries(
          exceptions.filter((row) => row.date <= horizon).map((row) => [row.date, row.slots]),
        ),
        booked: {},
      },
      capacity: { m2PerWorkingDay: schedule?.capacityM2PerDay ?? DEFAULT_SCHEDULE.capacityM2PerDay },
      houseStock,
    };
  }

  /**
   * The capacity a quote at `now` is priced with: the schedule's (cached with the settings) and the m²
   * the orders not yet made have booked from today on, read fresh (it changes with every order).
   */
  async capacityInput(context: PricingContext, now = new Date()): Promise<CapacityInput> {
    const booked = await listBookedAreas(this.ctx.db, productionLocalTime(now).date);
    return { m2PerWorkingDay: context.capacity.m2PerWorkingDay, booked };
  }

  /**
   * After a write (here, or to the house-stock list): drop this process's copy and tell the other
   * servers to drop theirs.
   */
  async announceChange(): Promise<void> {
    this.cache.invalidate();
    await this.ctx.db.execute(sql`select pg_notify(${PRICING_SETTINGS_CHANGED_CHANNEL}, '')`);
  }

  async parameters(): Promise<PricingParameter[]> {
    const [rows, history] = await Promise.all([
      listParameterValues(this.ctx.db),
      listParameterHistory(this.ctx.db, HISTORY_SHOWN),
    ]);
    const stored = new Map(rows.map((row) => [row.key, row]));
    return PRICING_PARAMETERS.map((definition) => {
      const row = stored.get(definition.key);
      return {
        key: definition.key,
        value: row?.value ?? definition.value,
        unit: definition.unit,
        group: definition.group,
        description: definition.description,
        min: definition.min,
        max: definition.max,
        integer: definition.integer ?? false,
        defaultValue: definition.value,
        updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
        history: history
          .filter((entry) => entry.key === definition.key)
          .map((entry) => ({
            oldValue: entry.oldValue,
            newValue: entry.newValue,
            changedAt: new Date(entry.changedAt).toISOString(),
            changedBy: entry.changedBy,
          })),
      };
    });
  }

  async updateParameter(caller: AccessClaims, key: string, value: number): Promise<PricingParameter> {
    const definition = parameterDefinition(key);
    if (!definition) throw AppError.notFound('parameter');
    const problem = parameterValueProblem(definition, value);
    if (problem) throw AppError.validation({ value: problem }, problem);
    await this.ctx.db.transaction(async (tx) => {
      // The whole set with the new value must keep the parameter laws (shared/quotes/parameter-laws.ts).
      const stored = new Map(DEFAULT_PARAMETER_VALUES);
      for (const row of await lockParameterValues(tx)) {
        if (stored.has(row.key)) stored.set(row.key, row.value);
      }
      const broken = parameterLawBrokenBy(stored, key, value);
      if (broken) throw lawError(broken, { value: broken.message });
      await updateParameter(tx, key, value, caller.userId);
    });
    await this.announceChange();
    const updated = (await this.parameters()).find((parameter) => parameter.key === key);
    if (!updated) throw AppError.notFound('parameter');
    return updated;
  }

  async holidays(): Promise<Holiday[]> {
    return listHolidays(this.ctx.db);
  }

  async addHoliday(caller: AccessClaims, holiday: Holiday): Promise<Holiday[]> {
    await saveHoliday(this.ctx.db, holiday, caller.userId);
    await this.announceChange();
    return this.holidays();
  }

  async deleteHoliday(date: string): Promise<void> {
    if (!(await deleteHoliday(this.ctx.db, date))) throw AppError.notFound('holiday');
    await this.announceChange();
  }

  async schedule(): Promise<ProductionScheduleBody> {
    const [row, exceptions] = await Promise.all([
      findSchedule(this.ctx.db),
      listScheduleExceptions(this.ctx.db),
    ]);
    return {
      slotsPerWeekday: weekSlots(row?.slotsPerWeekday),
      cutOffHour: row?.cutOffHour ?? DEFAULT_SCHEDULE.cutOffHour,
      capacityM2PerDay: row?.capacityM2PerDay ?? DEFAULT_SCHEDULE.capacityM2PerDay,
      exceptions: exceptions.map((exception) => ({
        date: exception.date,
        slots: exception.slots,
        note: exception.note,
      })),
    };
  }

  async replaceSchedule(
    caller: AccessClaims,
    schedule: ProductionScheduleBody,
  ): Promise<ProductionScheduleBody> {
    if (!(Number.isFinite(schedule.capacityM2PerDay) && schedule.capacityM2PerDay > 0)) {
      throw AppError.validation(
        { capacityM2PerDay: 'Capacity must be more than 0 m²' },
        'Capacity must be more than 0 m²: with none, nothing could ever be promised',
      );
    }
    const seen = new Set<string>();
    schedule.exceptions.forEach((exception, index) => {
      if (seen.has(exception.date)) {
        throw AppError.validation({ [`exceptions.${index}.date`]: `${exception.date} is listed twice` });
      }
      seen.add(exception.date);
    });
    if (
      schedule.slotsPerWeekday.every((slots) => slots === 0) &&
      schedule.exceptions.every((entry) => entry.slots === 0)
    ) {
      throw AppError.validation(
        { slotsPerWeekday: 'At least one weekday needs slots, or nothing can ever be made' },
        'At least one weekday needs slots, or nothing can ever be made',
      );
    }
    await this.ctx.db.transaction((tx) => replaceSchedule(tx, schedule, caller.userId));
    await this.announceChange();
    return this.schedule();
  }

  async margins(): Promise<MarginBandBody[]> {
    return (await listMarginBands(this.ctx.db)).map(toMarginBody);
  }

  /** Margin bands are checked per customer group by the margin band laws (shared/quotes/parameter-laws.ts). */
  async addMargin(caller: AccessClaims, band: MarginBandValues): Promise<MarginBandBody> {
    const [row] = await this.uniqueBand(() =>
      this.ctx.db.transaction(async (tx) => {
        const bands = await lockMarginBandsOf(tx, band.customerGroup);
        if (bands.some((other) => other.minQuantity === band.minQuantity)) throw bandTaken();
        assertMarginLaws([...bands, band]);
        return insertMarginBands(tx, [band], caller.userId);
      }),
    );
    if (!row) throw new Error('The margin band was not written');
    await this.announceChange();
    return toMarginBody(row);
  }

  async updateMargin(caller: AccessClaims, id: number, band: MarginBandValues): Promise<MarginBandBody> {
    const row = await this.uniqueBand(() =>
      this.ctx.db.transaction(async (tx) => {
        const current = await findMarginBand(tx, id);
        if (!current) return null;
        // A band moved to another group leaves its old group: both must keep the laws.
        if (current.customerGroup !== band.customerGroup) {
          const left = await lockMarginBandsOf(tx, current.customerGroup);
          assertMarginLaws(left.filter((other) => other.id !== id));
        }
        const others = (await lockMarginBandsOf(tx, band.customerGroup)).filter((other) => other.id !== id);
        if (others.some((other) => other.minQuantity === band.minQuantity)) throw bandTaken();
        assertMarginLaws([...others, band]);
        return updateMarginBand(tx, id, band, caller.userId);
      }),
    );
    if (!row) throw AppError.notFound('margin band');
    await this.announceChange();
    return toMarginBody(row);
  }

  async deleteMargin(id: number): Promise<void> {
    const deleted = await this.ctx.db.transaction(async (tx) => {
      const current = await findMarginBand(tx, id);
      if (!current) return false;
      const bands = await lockMarginBandsOf(tx, current.customerGroup);
      assertMarginLaws(bands.filter((other) => other.id !== id));
      return deleteMarginBand(tx, id);
    });
    if (!deleted) throw AppError.notFound('margin band');
    await this.announceChange();
  }

  private async uniqueBand<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw bandTaken();
    }
  }
}

const bandTaken = () => new AppError('CONFLICT', 'This customer group already has a band from that quantity');

/** 400 naming the law: `details.law` for clients, `details.fields` for the form. */
function lawError(broken: BrokenLaw, fields: Record<string, string>): AppError {
  return new AppError('VALIDATION', broken.message, { fields, law: broken.law, keys: broken.keys });
}

function assertMarginLaws(bands: readonly MarginBandValues[]): void {
  const broken = marginBandLawBroken(bands);
  if (broken) {
    throw lawError(broken, Object.fromEntries(broken.keys.map((key) => [key, broken.message])));
  }
}

function toMarginBody(row: MarginBandValues & { id: number; updatedAt: Date }): MarginBandBody {
  return {
    id: row.id,
    customerGroup: row.customerGroup,
    minQuantity: row.minQuantity,
    boardPercent: row.boardPercent,
    componentsPercent: row.componentsPercent,
    assemblyPercent: row.assemblyPercent,
    updatedAt: row.updatedAt.toISOString(),
  };
}
