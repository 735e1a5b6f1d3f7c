import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { projects } from '../src/db/schema.ts';
import { uploadBom } from '../src/modules/bom/bom.test-support.ts';
import type { TestApp } from './app-harness.ts';
import { caller, type Person, projectOf } from './people.ts';
import { pollUntil } from './polling.ts';

/**
 * Staff's waiver of the files an order needs, written straight to the project: orders of tests about
 * other things go ahead without uploading and analysing Gerbers (seconds each). order-files.test.ts
 * covers the rule itself.
 */
export async function waiveOrderFiles(t: TestApp, projectKey: string): Promise<void> {
  await t.ctx.db
    .update(projects)
    .set({ filesWaivedAt: new Date(), filesWaiverNote: 'Waived for a test' })
    .where(eq(projects.projectKey, projectKey));
}

/**
 * A bare-board project of `who` with 10 boards in 20 working days selected (its offer in the basket),
 * its files waived so it can be ordered (`{ waived: false }` leaves the rule in force).
 */
export async function selectedProject(
  t: TestApp,
  who: Person,
  name: string,
  { waived = true }: { waived?: boolean } = {},
): Promise<string> {
  const projectId = await projectOf(t, who, name);
  if (waived) await waiveOrderFiles(t, projectId);
  await selectOffer(t, who, projectId);
  return projectId;
}

/** Specifies the bare board of `who`'s project and selects 10 boards in 20 working days. */
async function selectOffer(t: TestApp, who: Person, projectId: string): Promise<void> {
  const call = caller(t);
  expect((await call('POST', `/rest/project/pcb/${projectId}`, who, {})).statusCode).toBe(200);
  expect((await call('GET', `/rest/project/offers/${projectId}`, who)).statusCode).toBe(200);
  const selected = await call('POST', '/rest/project/select-offer', who, {
    projectId,
    quantity: 10,
    workingDays: 20,
  });
  expect(selected.statusCode, selected.body).toBe(200);
}

export interface PlacedOrder {
  orderId: number;
  orderKey: string;
  status: string;
  totalCents: number;
}

/**
 * Submits the project's selected offer as `who`, with a fresh idempotency key unless one is given; the
 * project's files waived first (see waiveOrderFiles), whoever built the project.
 */
export async function submitOrder(
  t: TestApp,
  who: Person,
  projectId: string,
  idempotencyKey = randomUUID(),
): Promise<PlacedOrder> {
  await waiveOrderFiles(t, projectId);
  const response = await caller(t)('POST', '/rest/project/submit-order', who, { projectId, idempotencyKey });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A project of `who`, selected and ordered. */
export async function placedOrder(t: TestApp, who: Person, name: string): Promise<PlacedOrder> {
  return submitOrder(t, who, await selectedProject(t, who, name));
}

/**
 * A project of `who` with the BOM `bomCsv`, ordered once its lines were matched against the distributors
 * (the fakes or the simulator the app was started with): 10 boards in 20 working days.
 */
export async function placedOrderWithBom(
  t: TestApp,
  who: Person,
  name: string,
  bomCsv: string,
): Promise<PlacedOrder> {
  const projectId = await projectOf(t, who, name);
  const uploaded = await uploadBom(t, who.headers, projectId, 'bom.csv', bomCsv);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  await pollUntil(
    'distributor matching',
    async () => (await caller(t)('GET', `/rest/project/distributor-prices/${projectId}`, who)).json(),
    (answer: { pending: boolean }) => !answer.pending,
  );
  await selectOffer(t, who, projectId);
  return submitOrder(t, who, projectId);
}
