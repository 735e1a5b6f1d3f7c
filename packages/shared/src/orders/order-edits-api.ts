import { z } from 'zod';
import { MOUNTING_STYLES } from '../catalog/normalise.ts';
import { optionalText, recordId, requiredText } from '../fields.ts';
import { pcbSpec } from '../pcb/pcb-spec.ts';
import { LEAD_TIME_WORKING_DAYS } from '../quotes/offers-api.ts';
import { orderIdField, shippingAddressFields } from './orders-api.ts';

/**
 * Staff edits of an order (issue: the back office), with the seed's paths under /rest/order/. Money
 * edits re-price the order through the pricing engine's rules and answer the totals before and after;
 * `preview: true` answers the same without saving, so staff see the difference before they commit it.
 * Every saved edit is recorded (who, when, why, before, after); on a paid order the difference to
 * collect or refund is recorded and the order is flagged, never settled silently.
 */

export const MONEY_EDIT_KINDS = [
  'RecalculateTotalPrice',
  'updatePackagingTotalPrice',
  'updateVatPrice',
  'updatePcbOffer',
  'UpdatePcbComposition',
] as const;
export const DATA_EDIT_KINDS = [
  'updateOrder',
  'updateStatsData',
  'updateShipmentLineData',
  'UpdateDictionaryProductIdData',
  'saveDataForChangeCasePackage',
  'saveDataForChangeMountingStyle',
] as const;
/** Corrected files the customer sent for review after staff asked for changes (order-rework-api.ts). */
export const REWORK_EDIT_KINDS = ['files-revision'] as const;
export const ORDER_EDIT_KINDS = [...MONEY_EDIT_KINDS, ...DATA_EDIT_KINDS, ...REWORK_EDIT_KINDS] as const;
export type OrderEditKind = (typeof ORDER_EDIT_KINDS)[number];

/** Why staff change an order's money: required, the customer may ask. */
const reason = requiredText('Reason', { max: 500, multiLine: true });
const preview = z.boolean().optional().describe('True: answer before and after without saving');
const moneyEdit = { orderId: orderIdField, reason, preview };

/** Re-prices the order as it stands with the house's prices today (after catalog or BOM corrections). */
export const recalculateRequest = z.object(moneyEdit);

export const PACKAGING_MAX_CENTS = 1_000_000;
/** Replaces the parcel's price (packaging and shipping) with the amount staff agreed. */
export const packagingPriceRequest = z.object({
  ...moneyEdit,
  amountCents: z
    .number({ error: 'Amount must be a number of cents' })
    .int({ error: 'Amount must be a whole number of cents' })
    .min(0, { error: 'Amount cannot be negative' })
    .max(PACKAGING_MAX_CENTS, { error: 'Amount must be at most €10,000.00' }),
});

export const VAT_REASON_VALUES = ['NL', 'EU_CONSUMER', 'REVERSE_CHARGE', 'EXPORT'] as const;
/** Changes the VAT decision (a VAT number confirmed after ordering, an export); the amount follows. */
export const vatPriceRequest = z
  .object({
    ...moneyEdit,
    ratePercent: z
      .number({ error: 'VAT rate must be a number' })
      .min(0, { error: 'VAT rate cannot be negative' })
      .max(30, { error: 'VAT rate must be at most 30 %' }),
    vatReason: z.enum(VAT_REASON_VALUES, {
      error: `VAT reason must be one of ${VAT_REASON_VALUES.join(', ')}`,
    }),
  })
  .refine((body) => body.vatReason === 'NL' || body.vatReason === 'EU_CONSUMER' || body.ratePercent === 0, {
    path: ['ratePercent'],
    error: 'Reverse charge and export are charged 0 % VAT',
  });

const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(100_000, { error: 'Quantity must be at most 100,000' });
const workingDays = z.union(
  LEAD_TIME_WORKING_DAYS.map((days) => z.literal(days)),
  { error: `Lead time must be one of ${LEAD_TIME_WORKING_DAYS.join(', ')} working days` },
);

/** Another quantity or lead time, agreed with the customer: the whole offer is priced again. */
export const pcbOfferRequest = z
  .object({ ...moneyEdit, quantity: quantity.optional(), workingDays: workingDays.optional() })
  .refine((body) => body.quantity !== undefined || body.workingDays !== undefined, {
    path: ['quantity'],
    error: 'Give a new quantity or a new lead time',
  });

/** The board's build-up as staff may change it on an order; what is not named stays as ordered. */
export const pcbComposition = pcbSpec
  .pick({
    layers: true,
    material: true,
    thicknessMm: true,
    outerCopperOz: true,
    innerCopperOz: true,
    surfaceFinish: true,
    solderMaskColor: true,
    silkscreenColor: true,
  })
  .partial();
export type PcbComposition = z.infer<typeof pcbComposition>;

export const pcbCompositionRequest = z.object({
  ...moneyEdit,
  composition: pcbComposition.refine((value) => Object.keys(value).length > 0, {
    error: 'Name at least one property of the board to change',
  }),
});

const totals = z.object({
  netCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
});

/** The answer of every money edit. */
export const moneyEditResponse = z.object({
  orderId: z.number().int(),
  saved: z.boolean().describe('False for a preview'),
  before: totals,
  after: totals,
  differenceCents: z.number().int().describe('After minus before'),
  balanceCents: z
    .number()
    .int()
    .nullable()
    .describe(
      'Paid orders: the new total minus what was paid (> 0 to collect, < 0 to refund); null when unpaid',
    ),
});
export type MoneyEditResponse = z.infer<typeof moneyEditResponse>;

// --- Data edits -------------------------------------------------------------------------------------

/** General corrections: the customer's reference, a note among staff, the shipping address. */
export const updateOrderRequest = z
  .object({
    orderId: orderIdField,
    customerReference: optionalText('Customer reference', 100).nullable(),
    internalNote: optionalText('Internal note', 2000, { multiLine: true }).nullable(),
    shippingAddress: shippingAddressFields.omit({ isDefault: true }).optional(),
    reason: optionalText('Reason', 500, { multiLine: true }),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'orderId' && key !== 'reason'), {
    path: ['orderId'],
    error: 'Name at least one field of the order to change',
  });
export type UpdateOrderRequest = z.infer<typeof updateOrderRequest>;

const count = (name: string, max = 1_000_000) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(0, { error: `${name} cannot be negative` })
    .max(max, { error: `${name} must be at most ${max.toLocaleString('en')}` });

/** What production made of the order. */
export const productionStats = z.object({
  boardsProduced: count('Boards produced'),
  boardsRejected: count('Boards rejected'),
  panelsProduced: count('Panels produced').optional(),
  assemblyMinutes: count('Assembly minutes', 100_000).optional(),
  note: optionalText('Note', 1000, { multiLine: true }),
});
export type ProductionStats = z.infer<typeof productionStats>;
export const statsDataRequest = productionStats
  .extend({ orderId: orderIdField })
  .refine((body) => body.boardsRejected <= body.boardsProduced, {
    path: ['boardsRejected'],
    error: 'Boards rejected cannot exceed boards produced',
  });

const centimetres = (name: string) =>
  z
    .number({ error: `${name} must be a number of centimetres` })
    .positive({ error: `${name} must be more than 0` })
    .max(300, { error: `${name} must be at most 300 cm` });

/** The parcels that leave the house. */
export const shipmentDetails = z.object({
  parcels: z
    .number({ error: 'Parcels must be a number' })
    .int({ error: 'Parcels must be a whole number' })
    .min(1, { error: 'Parcels must be at least 1' })
    .max(100, { error: 'Parcels must be at most 100' }),
  weightKg: z
    .number({ error: 'Weight must be a number of kilograms' })
    .positive({ error: 'Weight must be more than 0' })
    .max(1000, { error: 'Weight must be at most 1000 kg' }),
  lengthCm: centimetres('Length').optional(),
  widthCm: centimetres('Width').optional(),
  heightCm: centimetres('Height').optional(),
  service: optionalText('Service', 80),
});
export type ShipmentDetails = z.infer<typeof shipmentDetails>;
export const shipmentLineRequest = shipmentDetails.extend({ orderId: orderIdField });

const lineNo = z
  .number({ error: 'Line must be a BOM line number' })
  .int({ error: 'Line must be a BOM line number' })
  .min(1, { error: 'Line must be a BOM line number' })
  .max(100_000, { error: 'Line must be a BOM line number' });
/** Query strings carry numbers as digits. */
const lineNoInQuery = z
  .string({ error: 'Line is required' })
  .regex(/^[0-9]{1,6}$/, { error: 'Line must be a BOM line number' })
  .transform(Number)
  .pipe(lineNo);

/** Links an ordered BOM line to a catalog record (the "dictionary product"); its MPN is taught as an alias. */
export const dictionaryProductRequest = z.object({
  orderId: orderIdField,
  lineNo,
  mpnDataId: recordId('MPN record'),
});

/** GET /rest/saveDataForChangeCasePackage?orderId=&lineNo=&casePackage= */
export const changeCasePackageQuery = z.object({
  orderId: orderIdField,
  lineNo: lineNoInQuery,
  casePackage: requiredText('Case package', { max: 60 }),
});

/** GET /rest/saveDataForChangeMountingStyle?orderId=&lineNo=&mountingStyle= */
export const changeMountingStyleQuery = z.object({
  orderId: orderIdField,
  lineNo: lineNoInQuery,
  mountingStyle: z.enum(MOUNTING_STYLES, {
    error: `Mounting style must be one of ${MOUNTING_STYLES.join(', ')}`,
  }),
});

/** The answer of a BOM line edit: the line as the order now has it, and how many open BOM lines learnt. */
export const lineEditResponse = z.object({
  orderId: z.number().int(),
  line: z.object({
    lineNo: z.number().int(),
    mpn: z.string().nullable(),
    package: z.string().nullable(),
    mountingStyle: z.enum(MOUNTING_STYLES).nullable(),
    mpnDataId: z.number().int().nullable(),
  }),
  rematchedLines: z.number().int().describe('Lines of open projects that now match the same way'),
});
export type LineEditResponse = z.infer<typeof lineEditResponse>;

/** One recorded edit, as the staff order page lists them. */
export const orderEditView = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_EDIT_KINDS),
  editedAt: z.string(),
  editedBy: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  totalBeforeCents: z.number().int().nullable(),
  totalAfterCents: z.number().int().nullable(),
  balanceCents: z.number().int().nullable(),
});
export type OrderEditView = z.infer<typeof orderEditView>;
