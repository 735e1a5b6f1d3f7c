import { normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import { z } from 'zod';
import type { DistributorOffer, DistributorPriceBreak } from './port.ts';
import { parsePriceText } from './price-text.ts';

/**
 * Mouser API v1 as it answers (only the fields we read; others pass). Mouser reports failures inside
 * a 200 answer in `Errors[]`, so every answer is checked for them first; its 5xx and 429 answers carry
 * Errors[] too, and callDistributor classes those by their status, keeping Mouser's text.
 */
const text = z.string().nullish();
const count = z.union([z.number(), z.string()]).nullish();

export const mouserErrorSchema = z.object({
  Id: z.union([z.number(), z.string()]).nullish(),
  Code: text,
  Message: text,
  ResourceKey: text,
  ResourceFormatString: text,
  ResourceFormatString2: text,
  PropertyName: text,
});

const errorsField = z.array(mouserErrorSchema).nullish();

export const mouserPartSchema = z.object({
  MouserPartNumber: text,
  ManufacturerPartNumber: text,
  Manufacturer: text,
  Description: text,
  Category: text,
  Availability: text,
  AvailabilityInStock: count,
  Min: count,
  Mult: count,
  LeadTime: text,
  Packaging: text,
  PriceBreaks: z
    .array(z.object({ Quantity: z.union([z.number(), z.string()]), Price: z.string(), Currency: text }))
    .nullish(),
  ProductAttributes: z.array(z.object({ AttributeName: z.string(), AttributeValue: text })).nullish(),
});
export type MouserPart = z.infer<typeof mouserPartSchema>;

export const mouserSearchAnswer = z.object({
  Errors: errorsField,
  SearchResults: z.object({ NumberOfResult: count, Parts: z.array(mouserPartSchema).nullish() }).nullish(),
});
export const mouserCartAnswer = z.object({
  Errors: errorsField,
  CartKey: text,
  CartItems: z.array(z.unknown()).nullish(),
});
export const mouserOrderAnswer = z.object({
  Errors: errorsField,
  OrderNumber: z.union([z.string(), z.number()]).nullish(),
});
export const mouserHistoryItem = z.object({
  WebOrderNumber: z.union([z.string(), z.number()]).nullish(),
  SalesOrderNumber: z.union([z.string(), z.number()]).nullish(),
  PoNumber: text,
  OrderStatusDisplay: text,
  DateCreated: text,
});
export const mouserHistoryAnswer = z.object({
  Errors: errorsField,
  OrderHistoryItems: z.array(mouserHistoryItem).nullish(),
});
export type MouserHistoryItem = z.infer<typeof mouserHistoryItem>;

/** The text of Mouser's Errors[], or null when there are none. */
export function mouserErrors(answer: unknown): string | null {
  const errors = z.object({ Errors: errorsField }).safeParse(answer);
  const list = errors.success ? (errors.data.Errors ?? []) : [];
  if (list.length === 0) return null;
  return list.map((error) => error.Message || error.Code || 'error').join('; ');
}

/** Mouser's counts come as numbers or as text ("1,234"): the digits as an integer, null when none. */
export const toInteger = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const digits = String(value).replace(/[^\d]/g, '');
  return digits ? Number.parseInt(digits, 10) : null;
};

function attribute(part: MouserPart, ...names: string[]): string | null {
  const wanted = names.map((name) => name.toLowerCase().replace(/\s+/g, ''));
  for (const { AttributeName, AttributeValue } of part.ProductAttributes ?? []) {
    if (AttributeValue && wanted.includes(AttributeName.toLowerCase().replace(/\s+/g, '')))
      return AttributeValue;
  }
  return null;
}

/** "SMD/SMT", "Surface Mount" → SMD; "Through Hole" → THT; anything else says nothing. */
export function mountingStyleOf(value: string | null): 'SMD' | 'THT' | undefined {
  if (!value) return undefined;
  if (/through|\btht\b|\bpth\b/i.test(value)) return 'THT';
  if (/smd|smt|surface/i.test(value)) return 'SMD';
  return undefined;
}

/** "84 Days", "12 Weeks" → days; "0 Days" (no lead time given) → unknown, never "0 days" to a customer. */
export function leadTimeDaysOf(value: string | null | undefined): number | null {
  const match = /(\d+)\s*(day|week)/i.exec(value ?? '');
  if (!match) return null;
  const amount = Number.parseInt(match[1]!, 10);
  if (amount <= 0) return null;
  return match[2]!.toLowerCase() === 'week' ? amount * 7 : amount;
}

/** "1234 In Stock" → 1234; "None", "On Order" → 0. AvailabilityInStock is preferred when present. */
function stockOf(part: MouserPart): number {
  const direct = toInteger(part.AvailabilityInStock);
  if (direct !== null) return direct;
  const match = /^([\d.,\s]+)\s*In Stock/i.exec(part.Availability ?? '');
  return match ? (toInteger(match[1]) ?? 0) : 0;
}

/** Mouser's part as our offer; null for a part Mouser lists but does not sell (part number "N/A"). */
export function offerFromMouserPart(part: MouserPart, fetchedAt: string): DistributorOffer | null {
  const sku = part.MouserPartNumber?.trim();
  const mpn = part.ManufacturerPartNumber?.trim();
  if (!sku || !mpn || sku.toUpperCase() === 'N/A') return null;
  const priceBreaks: DistributorPriceBreak[] = [];
  for (const entry of part.PriceBreaks ?? []) {
    const price = parsePriceText(entry.Price, { currency: entry.Currency ?? null });
    const quantity = toInteger(entry.Quantity);
    if (price?.currency && quantity)
      priceBreaks.push({ quantity, unitPrice: price.amount, currency: price.currency });
  }
  priceBreaks.sort((a, b) => a.quantity - b.quantity);
  const packagings = new Set<string>();
  if (part.Packaging) packagings.add(part.Packaging);
  for (const { AttributeName, AttributeValue } of part.ProductAttributes ?? []) {
    if (AttributeName.toLowerCase() === 'packaging' && AttributeValue) packagings.add(AttributeValue);
  }
  const packageName = attribute(part, 'Package / Case', 'Package/Case', 'Case Code - in', 'Package');
  const mountingStyle = mountingStyleOf(
    attribute(part, 'Mounting Style', 'Termination Style', 'Mounting Type'),
  );
  const pins = toInteger(attribute(part, 'Number of Pins', 'Number of Positions', 'Number of Contacts'));
  const stock = stockOf(part);
  return {
    distributor: 'Mouser',
    sku,
    mpn,
    manufacturer: part.Manufacturer?.trim() || null,
    stock,
    moq: toInteger(part.Min) || 1,
    multiple: toInteger(part.Mult) || 1,
    priceBreaks,
    leadTimeDays: leadTimeDaysOf(part.LeadTime),
    packaging: packagings.size > 0 ? [...packagings].join(', ') : null,
    fetchedAt,
    attributes: {
      ...(packageName ? { package: packageName } : {}),
      ...(mountingStyle ? { mountingStyle } : {}),
      ...(pins ? { pins } : {}),
    },
  };
}

/** Mouser also answers near matches (same prefix, other suffix): keep only the number asked for. */
export function isExactMatch(asked: string, answered: string | null | undefined): boolean {
  return !!answered && normaliseMpn(answered) === normaliseMpn(asked);
}
