import { randomUUID } from 'node:crypto';
import { serverText } from '@boardhouse/shared/server-texts/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { selectedProject } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { users } from '../../db/schema.ts';

/** Where the boards go: an address in the country the offer's shipping was priced for. */

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const submit = (who: Person, projectId: string, idempotencyKey = randomUUID(), extra: object = {}) =>
  call('POST', '/rest/project/submit-order', who, { projectId, idempotencyKey, ...extra });

describe('the delivery country of an order', () => {
  it('sends boards to the billing address only in the country the shipping was priced for', async () => {
    // A New York customer without a delivery address, whose offer was priced for a Dutch parcel.
    const abroad = await signedInPerson(t);
    await t.ctx.db.update(users).set({ country: 'US' }).where(eq(users.id, abroad.user.id));
    const projectId = await selectedProject(t, abroad, 'Priced for the Netherlands');
    const priced = await call('POST', '/rest/project/updateShippingPrice', abroad, {
      projectId,
      countryCode: 'NL',
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const refused = await submit(abroad, projectId);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.details.fields.shippingAddressId).toBe(
      'Your billing address is in US but the offer ships to NL: add a delivery address there, or change the destination on the offer',
    );
    expect(serverText(refused.json().error.details.fieldTexts.shippingAddressId, 'de')).toMatch(
      /^Ihre Rechnungsadresse liegt in US/,
    );
    // A delivery address kept in another country than the offer's is refused the same way.
    const elsewhere = await call('POST', '/rest/client-shipping', abroad, {
      name: 'Ada Receiver',
      street: 'Rue 1',
      postalCode: '75001',
      city: 'Paris',
      countryCode: 'FR',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const wrongAddress = await submit(abroad, projectId, randomUUID(), {
      shippingAddressId: elsewhere.json().id,
    });
    expect(wrongAddress.statusCode).toBe(400);
    expect(wrongAddress.json().error.details.fieldTexts.shippingAddressId.key).toBe(
      'refused.order.addressElsewhere',
    );
    // Shipping priced for the billing country: the order goes to the New York address, labelled US.
    const repriced = await call('POST', '/rest/project/updateShippingPrice', abroad, {
      projectId,
      countryCode: 'US',
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const ordered = await submit(abroad, projectId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const detail = (await call('GET', `/rest/order/${ordered.json().orderId}`, abroad)).json();
    expect(detail.shipping.address).toMatchObject({ street: 'Teststraat 1', countryCode: 'US' });
  });
});
