import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest } from './access-sweep/example-request.ts';
import { kindOfInput } from './access-sweep/first-customer.ts';
import { createTestApp } from './app-harness.ts';
import { type DocumentedOperation, documentedOperations } from './openapi-document.ts';
import { type Person, signedInPerson } from './people.ts';

/**
 * Every staff call on an order, read from the running server's document: naming an order that does
 * not exist answers 404, and naming it with something that is not an id answers 400 naming the field.
 * (Who may call them, 401 without a token and 403 for a customer, is the access sweep's part.) A new
 * staff call on orders is covered the day it is added; one whose simplest valid request needs more
 * than its required fields gets an entry in EXTRA_FIELDS.
 */
const t = await createTestApp();
afterAll(() => t.close());

/** What the simplest request lacks where a rule asks for more than the schema's required fields. */
const EXTRA_FIELDS: Record<string, Record<string, unknown>> = {
  'POST /rest/order/updateOrder': { internalNote: 'Sweep' },
  'POST /rest/order/updatePcbOffer': { quantity: 20 },
  'POST /rest/order/UpdatePcbComposition': { composition: { layers: 4 } },
  'POST /rest/order/updateShipmentAndArrivalDate': { departureDate: '2027-03-15', arrivalDate: '2027-03-17' },
  'POST /rest/order/purchasing/line': { unitPriceEuros: 1.5 },
};

/** Staff routes that take the order's id as a bare `{id}` (the document uploads). */
const ORDER_AS_BARE_ID = /^\/rest\/project\/\w+[uU]pload\/\{id\}$/;

const named = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`;

function orderInput(operation: DocumentedOperation): string | undefined {
  return operation.idInputs.find(
    (input) =>
      kindOfInput(operation.path, input) === 'order' ||
      (input === 'path:id' && ORDER_AS_BARE_ID.test(operation.path)),
  );
}

const staffCalls = documentedOperations(t.app.swagger())
  .filter((operation) => operation.access === 'admin')
  .flatMap((operation) => {
    const input = orderInput(operation);
    return input ? [[named(operation), operation, input] as const] : [];
  });

let staff: Person;
beforeAll(async () => {
  staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
});

function send(operation: DocumentedOperation, input: string, value: string | number) {
  const request = exampleRequest(operation, { [input]: value }, staff.headers);
  const extra = EXTRA_FIELDS[named(operation)];
  if (extra && request.payload && typeof request.payload === 'object') Object.assign(request.payload, extra);
  return t.app.inject(request);
}

describe('staff calls on an order', () => {
  it('are found in the document (the order lists, edits, shipment and documents)', () => {
    const paths = staffCalls.map(([name]) => name);
    expect(paths.length).toBeGreaterThanOrEqual(25);
    expect(paths).toContain('POST /rest/order/RecalculateTotalPrice');
    expect(paths).toContain('POST /rest/project/finalBOMupload/{id}');
    expect(paths).toContain('GET /rest/saveDataForChangeMountingStyle');
  });

  it.each(staffCalls)('%s answers 404 for an order that does not exist', async (_name, operation, input) => {
    const response = await send(operation, input, 2_000_000_000);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it.each(staffCalls)(
    '%s answers 400 naming the order field for a bad id',
    async (_name, operation, input) => {
      const response = await send(operation, input, 'first-order');
      expect(response.statusCode, response.body).toBe(400);
      const field = input.slice(input.indexOf(':') + 1);
      expect(response.json().error.details.fields).toHaveProperty(field);
    },
  );
});
