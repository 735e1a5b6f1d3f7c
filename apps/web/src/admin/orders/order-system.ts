import type { GecOrderStatus } from '../../api/gec.api.ts';

/** The staff texts of the order-system card. */
export const OS = 'admin.staffOrder.orderSystem';

export interface OrderSystemBadge {
  key: 'notSent' | 'sent' | 'edited' | 'failed';
  color: string;
  /** The version the system has (for "Sent (version n)"). */
  version: number | null;
}

/**
 * The card's state badge. A failure wins (staff must act on it); a sent order that staff edited since
 * shows it, because the system's copy is now behind; a draft is a document not sent yet.
 */
export function orderSystemBadge(
  status: Pick<GecOrderStatus, 'state' | 'pendingEdit' | 'sentVersion'>,
): OrderSystemBadge {
  if (status.state === 'failed') return { key: 'failed', color: 'red', version: status.sentVersion };
  if (status.state === 'sent') {
    return status.pendingEdit
      ? { key: 'edited', color: 'orange', version: status.sentVersion }
      : { key: 'sent', color: 'teal', version: status.sentVersion };
  }
  return { key: 'notSent', color: 'gray', version: null };
}

/**
 * Why "Send to order system" cannot be pressed now (null: it can). An order the system holds in its
 * latest version has nothing to send (the server would send nothing): only an edit makes an update.
 */
export function sendBlockReason(
  status: Pick<GecOrderStatus, 'configured' | 'state' | 'pendingEdit'>,
  isPaid: boolean,
): 'notConfigured' | 'notPaid' | 'upToDate' | null {
  if (!status.configured) return 'notConfigured';
  if (!isPaid) return 'notPaid';
  if (status.state === 'sent' && !status.pendingEdit) return 'upToDate';
  return null;
}

/** An order the system already holds, edited since: sending again updates its copy. */
export const isUpdate = (status: Pick<GecOrderStatus, 'gecOrderId' | 'pendingEdit'>) =>
  status.gecOrderId !== null && status.pendingEdit;

/** The document as the editor shows it: pretty-printed, two spaces. */
export const formatDocument = (document: unknown) => JSON.stringify(document ?? {}, null, 2);

export type ParsedDocument =
  | { isValid: true; value: Record<string, unknown> }
  | { isValid: false; reason: 'empty' | 'syntax' | 'notObject'; detail: string };

/**
 * The editor's check before saving: the text must be JSON and an object (the order document). The
 * server checks it against the schema; this only spares a round trip for a typo.
 */
export function parseDocument(text: string): ParsedDocument {
  if (!text.trim()) return { isValid: false, reason: 'empty', detail: '' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      isValid: false,
      reason: 'syntax',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { isValid: false, reason: 'notObject', detail: '' };
  }
  return { isValid: true, value: value as Record<string, unknown> };
}

/**
 * The server's field errors for a refused document, one line each, sorted by path:
 * `prices.vat: Expected number`. The `json.` of the request body's field is left off.
 */
export function documentErrorLines(fields: Record<string, string>): string[] {
  return Object.entries(fields)
    .map(([path, message]) => {
      const field = path.replace(/^json(\.|$)/, '');
      return field ? `${field}: ${message}` : message;
    })
    .sort((a, b) => a.localeCompare(b));
}
