import { z } from 'zod';
import { formatMessage } from '../messages.ts';

/**
 * What a message of the message centre is about. Customers pick one when they write (general when they
 * do not); staff file a message under another one later, so the back office can sort its work.
 */
export const MESSAGE_CATEGORIES = ['general', 'bom', 'pcb', 'order', 'payment'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export const MESSAGE_CATEGORY_LABELS: Record<MessageCategory, string> = {
  general: 'General',
  bom: 'BOM',
  pcb: 'PCB',
  order: 'Order',
  payment: 'Payment',
};

export const messageCategoryField = z
  .enum(MESSAGE_CATEGORIES, { error: formatMessage('invalid', { name: 'Category' }) })
  .describe(`One of ${MESSAGE_CATEGORIES.join(', ')}`);

export const messageCategoriesResponse = z.object({
  categories: z
    .array(z.object({ value: messageCategoryField, label: z.string() }))
    .describe('Every category, in the order a picker shows them'),
});
export type MessageCategoriesResponse = z.infer<typeof messageCategoriesResponse>;
