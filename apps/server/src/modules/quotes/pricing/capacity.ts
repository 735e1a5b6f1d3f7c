import { addCalendarDays, isWorkingDay, type ProductionCalendar } from '../../../lib/calendar.ts';
import { type Unavailability, unavailable } from './lead-times.ts';
import type { CapacityInput } from './pricing-input.ts';

/**
 * The production's capacity: so many m² of board a working day, shared by every order booked. An order
 * is promised for a ship date only when, with the orders already booked, everything due by that date
 * fits the working days from the start of production to it, and the orders due later still fit theirs
 * (orders are made in the order of their ship dates).
 */
export class CapacityLedger {
  private readonly booked: { shipDate: string; cumulativeM2: number }[] = [];
  private readonly workingDaysThrough = new Map<string, number>();

  constructor(
    private readonly capacity: CapacityInput,
    private readonly calendar: ProductionCalendar,
    /** The first day of production for an order placed now. */
    private readonly startDay: string,
  ) {
    let total = 0;
    const byDate = new Map<string, number>();
    for (const entry of capacity.booked) {
      if (entry.shipDate < startDay || !(entry.areaM2 > 0)) continue;
      byDate.set(entry.shipDate, (byDate.get(entry.shipDate) ?? 0) + entry.areaM2);
    }
    for (const shipDate of [...byDate.keys()].sort()) {
      total += byDate.get(shipDate) ?? 0;
      this.booked.push({ shipDate, cumulativeM2: total });
    }
  }

  /** Working days from the start day to `date`, both counted. */
  private workingDays(date: string): number {
    const known = this.workingDaysThrough.get(date);
    if (known !== undefined) return known;
    let count = 0;
    for (let day = this.startDay; day <= date; day = addCalendarDays(day, 1)) {
      if (isWorkingDay(this.calendar, day)) count += 1;
    }
    this.workingDaysThrough.set(date, count);
    return count;
  }

  /** m² booked with a ship date on or before `date`. */
  private bookedThrough(date: string): number {
    let total = 0;
    for (const entry of this.booked) {
      if (entry.shipDate > date) break;
      total = entry.cumulativeM2;
    }
    return total;
  }

  /** m² the production can make from the start day to `date`. */
  private madeThrough(date: string): number {
    return this.capacity.m2PerWorkingDay * this.workingDays(date);
  }

  /** Why `areaM2` more cannot ship on `shipDate`, or null when it fits. */
  problem(areaM2: number, quantity: number, shipDate: string): Unavailability | null {
    const dates = [shipDate, ...this.booked.map((entry) => entry.shipDate).filter((date) => date > shipDate)];
    for (const date of dates) {
      const left = this.madeThrough(date) - this.bookedThrough(date);
      if (areaM2 <= left + 1e-9) continue;
      const leftShown = Math.max(0, Math.floor(left * 100) / 100);
      const perDay = this.capacity.m2PerWorkingDay;
      const facts = { quantity, area: round2(areaM2), perDay };
      // Dates stay calendar days (YYYY-MM-DD): unambiguous in every language.
      return date === shipDate
        ? unavailable('CAPACITY', 'unavailable.capacity', { ...facts, date: shipDate, left: leftShown })
        : unavailable('CAPACITY', 'unavailable.capacityDelays', { ...facts, shipDate, date });
    }
    return null;
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;
