import { z } from 'zod';
import { optionalText, recordId, requiredText } from '../fields.ts';
import { pcbSpec, pcbSpecInput } from '../pcb/pcb-spec.ts';
import { projectName } from '../projects.ts';

/**
 * Product templates: a named PCB spec, whether boards are assembled, and the quantities to quote, that
 * Create Project can start from (the back office's Product Template page).
 */

export const TEMPLATE_QUANTITIES_MAX = 8;

const quantities = z
  .array(
    z
      .number({ error: 'Quantity must be a number' })
      .int({ error: 'Quantity must be a whole number' })
      .min(1, { error: 'Quantity minimum is 1' })
      .max(100_000, { error: 'Quantity maximum is 100000' }),
  )
  .min(1, { error: 'At least one quantity is required' })
  .max(TEMPLATE_QUANTITIES_MAX, { error: `At most ${TEMPLATE_QUANTITIES_MAX} quantities` })
  .transform((values) => [...new Set(values)].sort((a, b) => a - b));

export const productTemplateInput = z.object({
  name: requiredText('Name', { max: 100 }),
  description: optionalText('Description', 500).nullable(),
  pcbSpec: pcbSpecInput.describe('Fields left out take the house PCB defaults'),
  assembly: z.boolean({ error: 'Assembly must be true or false' }),
  quantities: quantities.describe('Ascending; the smallest is a new project’s intended quantity'),
});
export type ProductTemplateInput = z.infer<typeof productTemplateInput>;

export const productTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  pcbSpec,
  assembly: z.boolean(),
  quantities: z.array(z.number().int()),
  updatedAt: z.string(),
});
export type ProductTemplate = z.infer<typeof productTemplate>;

export const productTemplatesResponse = z.object({ templates: z.array(productTemplate) });
export const productTemplateIdParams = z.object({ id: recordId('Product template') });
export const projectFromTemplateRequest = z.object({ name: projectName.optional() });
