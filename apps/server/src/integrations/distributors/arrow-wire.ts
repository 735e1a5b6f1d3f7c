import { z } from 'zod';
import { isExactMatch } from './mouser-wire.ts';
import type { DistributorName, DistributorOffer, DistributorPriceBreak } from './port.ts';
import { parsePriceText } from './price-text.ts';

/**
 * Arrow's item service v4 (`GET /search/token`) as it answers. One answer carries Arrow's own offers
 * (web site "arrow.com") and Verical's (web site "Verical.com"); each source lists its currency.
 */
const number = z.union([z.number(), z.string()]).nullish();
const text = z.string().nullish();

const sourcePart = z.object({
  packSize: number,
  minimumOrderQuantity: number,
  multOrderQuantity: number,
  sourcePartNumber: text,
  sourcePartId: z.union([z.string(), z.number()]).nullish(),
  containerType: text,
  Prices: z
    .object({
      resaleList: z
        .array(z.object({ price: number, displayPrice: text, minQty: number, maxQty: number }))
        .nullish(),
    })
    .nullish(),
  Availability: z
    .array(z.object({ fohQty: number, availabilityCd: text, availabilityMessage: text }))
    .nullish(),
  mfrLeadTime: number,
  dateCode: text,
});

const source = z.object({
  currency: text,
  sourceCd: text,
  displayName: text,
  sourceParts: z.array(sourcePart).nullish(),
});
const webSite = z.object({ code: text, name: text, sources: z.array(source).nullish() });

export const arrowPartSchema = z.object({
  partNum: z.string(),
  desc: text,
  manufacturer: z.object({ mfrCd: text, mfrName: text }).nullish(),
  packageType: text,
  mountingType: text,
  InvOrg: z.object({ webSites: z.array(webSite).nullish() }).nullish(),
});
export type ArrowPart = z.infer<typeof arrowPartSchema>;

export const arrowSearchAnswer = z.object({
  itemserviceresult: z.object({
    transactionArea: z
      .array(
        z.object({
          response: z.object({
            returnCode: z.union([z.string(), z.number()]).nullish(),
            returnMsg: text,
            success: z.union([z.boolean(), z.string()]),
          }),
        }),
      )
      .min(1),
    data: z.array(z.object({ PartList: z.array(arrowPartSchema).nullish() })).nullish(),
  }),
});

const toNumber = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(/[^\d.]/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
};

/** Whose offer a web site's sources are: Verical's site is Verical, every other Arrow site is Arrow. */
function distributorOf(code: string | null | undefined): DistributorName {
  return /verical/i.test(code ?? '') ? 'Verical' : 'Arrow';
}

/**
 * Every offer in one of Arrow's parts that is an exact match of `asked`: one per source part, in the
 * source's currency. A price missing as a number is read from its displayed text.
 */
export function offersFromArrowPart(asked: string, part: ArrowPart, fetchedAt: string): DistributorOffer[] {
  if (!isExactMatch(asked, part.partNum)) return [];
  const offers: DistributorOffer[] = [];
  const mountingStyle = /through|tht/i.test(part.mountingType ?? '')
    ? ('THT' as const)
    : /surface|smd|smt/i.test(part.mountingType ?? '')
      ? ('SMD' as const)
      : undefined;
  for (const site of part.InvOrg?.webSites ?? []) {
    const distributor = distributorOf(site.code);
    for (const src of site.sources ?? []) {
      for (const item of src.sourceParts ?? []) {
        const priceBreaks: DistributorPriceBreak[] = [];
        for (const entry of item.Prices?.resaleList ?? []) {
          const quantity = toNumber(entry.minQty);
          const fromText = entry.displayPrice
            ? parsePriceText(entry.displayPrice, { currency: src.currency ?? null })
            : null;
          const unitPrice = toNumber(entry.price) ?? fromText?.amount ?? null;
          const currency = src.currency?.toUpperCase() || fromText?.currency;
          if (quantity && unitPrice !== null && currency) priceBreaks.push({ quantity, unitPrice, currency });
        }
        priceBreaks.sort((a, b) => a.quantity - b.quantity);
        const stock = (item.Availability ?? []).reduce(
          (sum, entry) => sum + (toNumber(entry.fohQty) ?? 0),
          0,
        );
        const weeks = toNumber(item.mfrLeadTime);
        offers.push({
          distributor,
          sku:
            item.sourcePartNumber?.trim() ||
            (item.sourcePartId != null ? String(item.sourcePartId) : part.partNum),
          mpn: part.partNum,
          manufacturer: part.manufacturer?.mfrName?.trim() || null,
          stock,
          moq: toNumber(item.minimumOrderQuantity) || 1,
          // Arrow sells in packs: the pack size is the step, unless a multiple is stated outright.
          multiple: toNumber(item.multOrderQuantity) || toNumber(item.packSize) || 1,
          priceBreaks,
          // Arrow writes 0 where it knows no lead time (often with availabilityCd NOSTK): unknown, not "0 days".
          leadTimeDays: weeks === null || weeks <= 0 ? null : Math.round(weeks * 7),
          packaging: item.containerType?.trim() || null,
          fetchedAt,
          attributes: {
            ...(part.packageType ? { package: part.packageType } : {}),
            ...(mountingStyle ? { mountingStyle } : {}),
          },
        });
      }
    }
  }
  return offers;
}
