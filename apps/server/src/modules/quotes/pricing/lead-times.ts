import type { UnavailableCode } from '@boardhouse/shared/quotes/offers-api';
import { LEAD_TIME_WORKING_DAYS } from '@boardhouse/shared/quotes/offers-api';
import { serverText } from '@boardhouse/shared/server-texts/index';
import type { ServerText, ServerTextParam } from '@boardhouse/shared/server-texts/server-text';
import { type ProductionCalendar, readyDate } from '../../../lib/calendar.ts';
import { lineAmount } from '../../../lib/money.ts';
import { boardAreaM2, panelFitText } from './board-pricing.ts';
import { labelled, textOf } from './line-texts.ts';
import { type PriceLine, parameterValue, shareLine } from './price-lines.ts';
import type { CalendarInput, PricingBoard } from './pricing-input.ts';

/**
 * Lead times: a surcharge on production (board and assembly) that grows as the time shrinks, a ready date
 * on the production calendar, and the limits of what can be made fast.
 */

type Parameters = Readonly<Record<string, number>>;

/** "10 working days": an offer's lead-time column, as a text for the reader's language. */
export const leadTimeText = (workingDays: number): ServerText =>
  textOf('price.leadTime.days', { days: workingDays });

/** The same in English. */
export const leadTimeLabel = (workingDays: number) => serverText(leadTimeText(workingDays), 'en');

/** An offer's lead-time column as the API gives it: the English label and the text. */
export const leadTimeColumn = (workingDays: number) => ({
  workingDays,
  label: leadTimeLabel(workingDays),
  text: leadTimeText(workingDays),
});

export function toProductionCalendar(calendar: CalendarInput): ProductionCalendar {
  return {
    holidays: new Set(calendar.holidays),
    slotsPerWeekday: calendar.slotsPerWeekday,
    cutOffHour: calendar.cutOffHour,
    exceptions: new Map(Object.entries(calendar.exceptions)),
    booked: new Map(Object.entries(calendar.booked)),
  };
}

/** The day the boards are made and leave the house, or null when the calendar has no working day within a year. */
export function shipDates(calendar: CalendarInput, quotedAt: string): Map<number, string | null> {
  const production = toProductionCalendar(calendar);
  const dates = new Map<number, string | null>();
  for (const days of LEAD_TIME_WORKING_DAYS) {
    try {
      dates.set(days, readyDate(production, new Date(quotedAt), days));
    } catch {
      dates.set(days, null);
    }
  }
  return dates;
}

/**
 * Why a cell cannot be ordered: its code, the sentence as a text for the reader's language, and the
 * same sentence in English (`reason`, for clients without keys), rendered from that text.
 */
export interface Unavailability {
  code: UnavailableCode;
  reason: string;
  text: ServerText;
}

export function unavailable(
  code: UnavailableCode,
  key: string,
  params?: Record<string, ServerTextParam>,
): Unavailability {
  const { label, text } = labelled(key, params);
  return { code, reason: label, text };
}

/**
 * Why `quantity` boards cannot be made in `workingDays` for a reason of the board itself (its size,
 * its layers, the express area limit), or null when they can; capacity is checked apart (capacity.ts).
 */
export function boardUnavailability(
  board: Pick<PricingBoard, 'layers' | 'widthMm' | 'heightMm'>,
  quantity: number,
  workingDays: number,
  parameters: Parameters,
): Unavailability | null {
  const fit = panelFitText(board, parameters);
  if (fit) return unavailable('NO_PANEL_FIT', fit.key, fit.params);
  const fewest =
    board.layers >= 8
      ? parameterValue(parameters, 'leadTime.minimumDays.highLayer')
      : board.layers >= 4
        ? parameterValue(parameters, 'leadTime.minimumDays.multilayer')
        : 0;
  if (workingDays < fewest) {
    return unavailable('LAYERS_LEAD_TIME', 'unavailable.layersLeadTime', {
      layers: board.layers,
      days: fewest,
    });
  }
  const expressArea = parameterValue(parameters, 'leadTime.expressMaxAreaM2');
  if (workingDays <= 7 && boardAreaM2(board, quantity) > expressArea) {
    return unavailable('EXPRESS_AREA', 'unavailable.expressArea', { area: expressArea, days: workingDays });
  }
  return null;
}

/** The reason text alone (null when the cell can be ordered). */
export const unavailableReason = (
  board: Pick<PricingBoard, 'layers' | 'widthMm' | 'heightMm'>,
  quantity: number,
  workingDays: number,
  parameters: Parameters,
) => boardUnavailability(board, quantity, workingDays, parameters)?.reason ?? null;

/** The lead-time line: its percentage of the production amounts (cost: of the production costs). */
export function leadTimeLine(
  workingDays: number,
  productionCents: number,
  productionCostCents: number,
  parameters: Parameters,
): PriceLine {
  const key = `leadTime.days${workingDays}`;
  return shareLine(
    {
      block: 'leadTime',
      code: 'leadTime',
      ...labelled('price.leadTime', { leadTime: leadTimeText(workingDays) }),
      parameter: key,
      unit: 'percentOf',
    },
    parameterValue(parameters, key),
    productionCents,
    productionCostCents,
  );
}

/** The lead-time line's amount alone: what the offer matrix needs for each cell. */
export function leadTimeSurchargeCents(
  workingDays: number,
  productionCents: number,
  parameters: Parameters,
): number {
  // The same rate as shareLine's: the fraction to six decimals.
  const rate = Math.round((parameterValue(parameters, `leadTime.days${workingDays}`) / 100) * 1e6) / 1e6;
  return lineAmount(rate, productionCents);
}
