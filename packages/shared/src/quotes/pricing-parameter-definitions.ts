/**
 * What a pricing parameter is: its group, its unit, its limits, and how a value is checked against them.
 * The parameters themselves and their house defaults: pricing-parameter-defaults.ts; importers use
 * pricing-parameters.ts, which exports both.
 */

export const PARAMETER_GROUPS = [
  'board',
  'finish',
  'components',
  'estimates',
  'assembly',
  'leadTime',
  'shipping',
  'offers',
  'distributors',
] as const;
export type ParameterGroup = (typeof PARAMETER_GROUPS)[number];

export const PARAMETER_UNITS = [
  'EUR cents',
  'EUR cents/m²',
  'EUR cents/piece',
  'EUR cents/pin',
  'EUR cents/kg',
  '%',
  'mm',
  'working days',
  'days',
  'm²',
  'kg',
  'pieces',
  'panels',
  'EUR',
  'g',
  'g/cm³',
] as const;
export type ParameterUnit = (typeof PARAMETER_UNITS)[number];

export interface ParameterDefinition {
  key: string;
  value: number;
  unit: ParameterUnit;
  group: ParameterGroup;
  description: string;
  min: number;
  max: number;
  /** Whole numbers only (days, pieces, millimetres of a panel). */
  integer?: boolean;
}

export const CENTS_MAX = 10_000_000;

/** Builders of the definitions in pricing-parameter-defaults.ts, one per kind of unit and limits. */
export function cents(
  key: string,
  value: number,
  group: ParameterGroup,
  description: string,
): ParameterDefinition {
  return { key, value, unit: 'EUR cents', group, description, min: 0, max: CENTS_MAX };
}
export function perM2(
  key: string,
  value: number,
  group: ParameterGroup,
  description: string,
): ParameterDefinition {
  return { key, value, unit: 'EUR cents/m²', group, description, min: 0, max: CENTS_MAX };
}
export function perPiece(
  key: string,
  value: number,
  group: ParameterGroup,
  description: string,
): ParameterDefinition {
  return { key, value, unit: 'EUR cents/piece', group, description, min: 0, max: CENTS_MAX };
}
export function measure(
  key: string,
  value: number,
  unit: ParameterUnit,
  group: ParameterGroup,
  description: string,
  limits: { min: number; max: number; integer?: boolean },
): ParameterDefinition {
  return { key, value, unit, group, description, ...limits };
}
export function percent(
  key: string,
  value: number,
  group: ParameterGroup,
  description: string,
): ParameterDefinition {
  return { key, value, unit: '%', group, description, min: 0, max: 1000 };
}

/**
 * Distributors answer in their own currencies; `currency.USD` is how many euros one dollar buys.
 * Offers convert with the rate of the moment they are computed; a selected offer keeps its price.
 */
export function exchangeRate(currency: string, euros: number, name: string): ParameterDefinition {
  return {
    key: `currency.${currency}`,
    value: euros,
    unit: 'EUR',
    group: 'distributors',
    description: `Euros for one ${name} (${currency}), for distributor prices`,
    min: 0.000001,
    max: 1000,
  };
}

/** The currency of a `currency.XXX` parameter: prices in other currencies than these and EUR cannot be used. */
export const EXCHANGE_RATE_PREFIX = 'currency.';

export type PricingParameterKey = string;
export type ParameterValues = ReadonlyMap<string, number>;

/** Why a value cannot be stored for `definition`, or null when it can. */
export function parameterValueProblem(definition: ParameterDefinition, value: number): string | null {
  if (!Number.isFinite(value)) return `${definition.key} must be a number`;
  if (definition.integer && !Number.isInteger(value)) return `${definition.key} must be a whole number`;
  if (value < definition.min) return `${definition.key} minimum is ${definition.min}`;
  if (value > definition.max) return `${definition.key} maximum is ${definition.max}`;
  return null;
}
