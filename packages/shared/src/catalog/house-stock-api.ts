import { z } from 'zod';
import { formatMessage } from '../messages.ts';
import { catalogIdParams, nullableText } from './admin-list.ts';

/**
 * The house-stock list (/admin/mpn-data, "House stock"): parts kept loaded on the placement machines,
 * which pay no feeder loading. An entry names one MPN, or a component class and package with a value
 * (no value: any value of that class and package, e.g. every 0603 resistor).
 */

/**
 * The kinds of part pricing tells apart (resistor, capacitor, inductor, diode, LED, transistor, IC,
 * crystal, connector, switch, fuse, potentiometer). The server's component-classes.ts classifies into
 * these; staff pick one of them for a house-stock entry.
 */
export const COMPONENT_CLASSES = ['R', 'C', 'L', 'D', 'LED', 'Q', 'U', 'Y', 'J', 'SW', 'F', 'RV'] as const;
export type ComponentClass = (typeof COMPONENT_CLASSES)[number];

export const houseStockEntry = z.object({
  id: z.number().int(),
  mpn: z
    .string()
    .nullable()
    .describe('The MPN as matching sees it (upper case, no spaces); null for a class entry'),
  componentClass: z.enum(COMPONENT_CLASSES).nullable().describe('Null for an MPN entry'),
  package: z
    .string()
    .nullable()
    .describe('The package as matching sees it (0603, SOT23); null for an MPN entry'),
  value: z
    .string()
    .nullable()
    .describe('The value as matching sees it (10K, 100N); null: any value of the class and package'),
  note: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable().describe('Username of the staff member who added it'),
});
export type HouseStockEntry = z.infer<typeof houseStockEntry>;

export const houseStockList = z.object({ items: z.array(houseStockEntry) });
export type HouseStockList = z.infer<typeof houseStockList>;

export const HOUSE_STOCK_MESSAGES = {
  mpnOrClass: 'Give an MPN, or a component class with a package',
  notBoth: 'Give an MPN or a component class with a package, not both',
  packageRequired: 'Package is required with a component class',
  classRequired: 'Component class is required with a package or value',
  packageUnreadable: 'Package must contain a letter or a digit',
  duplicate: 'This part is on the house-stock list already',
} as const;

const isGiven = (text: string | null): text is string => text !== null && text !== '';

/**
 * A new entry. Blank texts count as absent, so a form can send its empty boxes as they are. Each
 * refusal names the field it concerns.
 */
export const houseStockInput = z
  .object({
    mpn: nullableText('MPN', 100),
    componentClass: z
      .enum(COMPONENT_CLASSES, { error: formatMessage('invalid', { name: 'Component class' }) })
      .nullable()
      .optional(),
    package: nullableText('Package', 60),
    value: nullableText('Value', 40).describe('Blank: any value'),
    note: nullableText('Note', 200),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const hasClassPart = isGiven(input.package) || isGiven(input.value);
    if (isGiven(input.mpn)) {
      if (input.componentClass || hasClassPart) issue('mpn', HOUSE_STOCK_MESSAGES.notBoth);
      return;
    }
    if (!input.componentClass) {
      if (hasClassPart) issue('componentClass', HOUSE_STOCK_MESSAGES.classRequired);
      else {
        issue('mpn', HOUSE_STOCK_MESSAGES.mpnOrClass);
        issue('componentClass', HOUSE_STOCK_MESSAGES.mpnOrClass);
      }
      return;
    }
    if (!isGiven(input.package)) issue('package', HOUSE_STOCK_MESSAGES.packageRequired);
    else if (!/[\p{L}\p{N}]/u.test(input.package)) issue('package', HOUSE_STOCK_MESSAGES.packageUnreadable);
  });
export type HouseStockInput = z.infer<typeof houseStockInput>;

export const houseStockIdParams = catalogIdParams('house-stock entry');
