import { describe, expect, it } from 'vitest';
import {
  documentErrorLines,
  formatDocument,
  isUpdate,
  orderSystemBadge,
  parseDocument,
  sendBlockReason,
} from './order-system.ts';

describe('the order-system state badge', () => {
  it('says "not sent" before anything reached the system', () => {
    expect(orderSystemBadge({ state: 'not-created', pendingEdit: false, sentVersion: null })).toEqual({
      key: 'notSent',
      color: 'gray',
      version: null,
    });
    expect(orderSystemBadge({ state: 'draft', pendingEdit: true, sentVersion: null }).key).toBe('notSent');
  });

  it('names the version the system has', () => {
    expect(orderSystemBadge({ state: 'sent', pendingEdit: false, sentVersion: 3 })).toEqual({
      key: 'sent',
      color: 'teal',
      version: 3,
    });
  });

  it('warns when staff edited the document after sending it', () => {
    expect(orderSystemBadge({ state: 'sent', pendingEdit: true, sentVersion: 1 })).toEqual({
      key: 'edited',
      color: 'orange',
      version: 1,
    });
  });

  it('shows a failure first, edited or not', () => {
    expect(orderSystemBadge({ state: 'failed', pendingEdit: true, sentVersion: 1 }).key).toBe('failed');
    expect(orderSystemBadge({ state: 'failed', pendingEdit: false, sentVersion: null }).color).toBe('red');
  });
});

describe('sending', () => {
  it('is blocked while the system is not configured, then while the order is not paid', () => {
    const unsent = { state: 'not-created', pendingEdit: false } as const;
    expect(sendBlockReason({ ...unsent, configured: false }, false)).toBe('notConfigured');
    expect(sendBlockReason({ ...unsent, configured: false }, true)).toBe('notConfigured');
    expect(sendBlockReason({ ...unsent, configured: true }, false)).toBe('notPaid');
    expect(sendBlockReason({ ...unsent, configured: true }, true)).toBeNull();
  });

  it('has nothing to send once the system holds the latest version, until staff edit it', () => {
    const sent = { configured: true, state: 'sent' } as const;
    expect(sendBlockReason({ ...sent, pendingEdit: false }, true)).toBe('upToDate');
    expect(sendBlockReason({ ...sent, pendingEdit: true }, true)).toBeNull();
    // A failed sending may be tried again.
    expect(sendBlockReason({ configured: true, state: 'failed', pendingEdit: false }, true)).toBeNull();
  });

  it('is an update only for an order the system holds that staff edited since', () => {
    expect(isUpdate({ gecOrderId: 'G-1', pendingEdit: true })).toBe(true);
    expect(isUpdate({ gecOrderId: 'G-1', pendingEdit: false })).toBe(false);
    expect(isUpdate({ gecOrderId: null, pendingEdit: true })).toBe(false);
  });
});

describe('the JSON editor', () => {
  it('pretty-prints the document with two spaces', () => {
    expect(formatDocument({ orderKey: 'A1', prices: { vat: 21 } })).toBe(
      '{\n  "orderKey": "A1",\n  "prices": {\n    "vat": 21\n  }\n}',
    );
    expect(formatDocument(null)).toBe('{}');
  });

  it('reads back what it printed', () => {
    const document = { schemaVersion: 1, bomLines: [{ designators: ['R1', 'R2'] }] };
    expect(parseDocument(formatDocument(document))).toEqual({ isValid: true, value: document });
  });

  it('refuses text that is not JSON, empty text, and JSON that is not an object', () => {
    const broken = parseDocument('{ "orderKey": "A1", }');
    expect(broken.isValid).toBe(false);
    expect(broken.isValid === false && broken.reason).toBe('syntax');
    expect(broken.isValid === false && broken.detail).not.toBe('');
    expect(parseDocument('   ')).toEqual({ isValid: false, reason: 'empty', detail: '' });
    expect(parseDocument('[1, 2]')).toEqual({ isValid: false, reason: 'notObject', detail: '' });
    expect(parseDocument('null')).toEqual({ isValid: false, reason: 'notObject', detail: '' });
    expect(parseDocument('"text"')).toEqual({ isValid: false, reason: 'notObject', detail: '' });
  });

  it('lists the server’s field errors by document path, without the body’s "json."', () => {
    expect(
      documentErrorLines({
        'json.quantity': 'Too small: expected number to be >=1',
        'json.prices.vat': 'Invalid input: expected number, received string',
        json: 'Unrecognized key: "extra"',
      }),
    ).toEqual([
      'prices.vat: Invalid input: expected number, received string',
      'quantity: Too small: expected number to be >=1',
      'Unrecognized key: "extra"',
    ]);
  });
});
