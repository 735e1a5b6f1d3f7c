import { z } from 'zod';
import { calendarDay } from '../calendar-days.ts';
import { optionalText, recordId, requiredText, withoutControlCharacters } from '../fields.ts';
import { MARGIN_PERCENT_MAX } from './parameter-laws.ts';
import { PARAMETER_GROUPS, PARAMETER_UNITS } from './pricing-parameters.ts';

/** The back office's pricing calls: parameters, holidays, the production schedule and margins. */

const isoMoment = z.string().describe('ISO 8601 UTC');

export const pricingParameter = z.object({
  key: z.string(),
  value: z.number(),
  unit: z.enum(PARAMETER_UNITS),
  group: z.enum(PARAMETER_GROUPS),
  description: z.string(),
  min: z.number(),
  max: z.number(),
  integer: z.boolean(),
  defaultValue: z.number().describe('The house default a fresh install starts from'),
  updatedAt: isoMoment,
  history: z
    .array(
      z.object({
        oldValue: z.number().nullable(),
        newValue: z.number(),
        changedAt: isoMoment,
        changedBy: z.string().nullable(),
      }),
    )
    .describe('The latest changes, newest first (at most 10)'),
});
export type PricingParameter = z.infer<typeof pricingParameter>;

export const pricingParametersResponse = z.object({ parameters: z.array(pricingParameter) });
/** Free text in the path, so it gets the shared control-character check like any other text a request carries. */
export const parameterKeyParams = z.object({
  key: withoutControlCharacters(z.string().max(100), 'Parameter'),
});
export const parameterUpdate = z.object({
  value: z.number({ error: 'Value must be a number' }),
});

export const calendarDate = calendarDay('Date');

export const holiday = z.object({
  date: calendarDate,
  name: requiredText('Name', { max: 100 }),
});
export type Holiday = z.infer<typeof holiday>;
export const holidaysResponse = z.object({ holidays: z.array(holiday) });
export const holidayDateParams = z.object({ date: calendarDate });

const slots = (name: string) =>
  z
    .number({ error: `${name} is required` })
    .int({ error: `${name} must be a whole number` })
    .min(0, { error: `${name} minimum is 0` })
    .max(10_000, { error: `${name} maximum is 10000` });

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const productionSchedule = z.object({
  slotsPerWeekday: z
    .tuple([
      slots('Monday'),
      slots('Tuesday'),
      slots('Wednesday'),
      slots('Thursday'),
      slots('Friday'),
      slots('Saturday'),
      slots('Sunday'),
    ])
    .describe('Jobs the production can start per weekday, Monday first; 0 closes the day'),
  cutOffHour: z
    .number({ error: 'Cut-off hour is required' })
    .min(0, { error: 'Cut-off hour minimum is 0' })
    .max(24, { error: 'Cut-off hour maximum is 24' })
    .describe('Orders at or after this hour (Europe/Amsterdam) start the next working day'),
  capacityM2PerDay: z
    .number({ error: 'Capacity is required' })
    .gt(0, { error: 'Capacity must be more than 0 m²' })
    .max(100_000, { error: 'Capacity maximum is 100000 m²' })
    .default(5)
    .describe('m² of board the house makes per working day, shared by every order booked'),
  exceptions: z
    .array(
      z.object({
        date: calendarDate,
        slots: slots('Slots'),
        note: optionalText('Note', 200).nullable(),
      }),
    )
    .max(1000)
    .describe('Slots on particular dates instead of their weekday’s'),
});
export type ProductionScheduleBody = z.infer<typeof productionSchedule>;

/** A margin: more than MARGIN_PERCENT_MAX is a typing slip, not a price (parameter-laws.ts). */
const percent = (name: string) =>
  z
    .number({ error: `${name} is required` })
    .min(0, { error: `${name} minimum is 0` })
    .max(MARGIN_PERCENT_MAX, { error: `${name} maximum is ${MARGIN_PERCENT_MAX}` });

export const marginBandInput = z.object({
  customerGroup: z
    .string({ error: 'Customer group is required' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, {
      error: 'Customer group is lower-case letters, digits and dashes (at most 40)',
    }),
  minQuantity: z
    .number({ error: 'From quantity is required' })
    .int({ error: 'From quantity must be a whole number' })
    .min(1, { error: 'From quantity minimum is 1' })
    .max(100_000, { error: 'From quantity maximum is 100000' }),
  boardPercent: percent('Board margin'),
  componentsPercent: percent('Components margin'),
  assemblyPercent: percent('Assembly margin'),
});
export const marginBand = marginBandInput.extend({ id: z.number().int(), updatedAt: isoMoment });
export type MarginBandBody = z.infer<typeof marginBand>;
export const marginBandsResponse = z.object({ margins: z.array(marginBand) });
export const marginIdParams = z.object({ id: recordId('Margin band') });
