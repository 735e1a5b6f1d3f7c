import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { PASSWORD_MAX_LENGTH } from '../product.ts';

/** Calls a customer makes about their own account as a whole: download its data, delete it. */

/** What the customer types to show they mean it; a form cannot be sent by accident with it. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const CONFIRMATION_MISMATCH = `Type ${DELETE_CONFIRMATION_WORD} to confirm`;

export const accountDeletionRequest = z.object({
  password: requiredText('Password', { max: PASSWORD_MAX_LENGTH }),
  confirmation: requiredText('Confirmation', { max: 20 }).refine(
    (value): boolean => value === DELETE_CONFIRMATION_WORD,
    { error: CONFIRMATION_MISMATCH },
  ),
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequest>;

/** How long orders and invoices are kept after an account is deleted (bookkeeping law). */
export const INVOICE_RETENTION_YEARS = 7;

/** The export's file name: `boardhouse-account-<username>-<yyyy-mm-dd>.json`. */
export function accountExportFileName(username: string, at: Date): string {
  return `boardhouse-account-${username}-${at.toISOString().slice(0, 10)}.json`;
}
