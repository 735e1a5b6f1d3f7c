import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { pollUntil } from '../../../test/polling.ts';
import { startArrowFake } from '../../integrations/distributors/arrow-fake.ts';
import { startMouserFake } from '../../integrations/distributors/mouser-fake.ts';
import { simulatorOffer, simulatorPart } from '../../integrations/distributors/simulator-parts.ts';
import { quotaName } from '../../lib/outside-calls/database-rate-limit-queue.ts';
import { uploadBom } from '../bom/bom.test-support.ts';

/**
 * Matching a BOM against distributors over HTTP: the real Mouser and Arrow adapters talk to their
 * fakes on 127.0.0.1, the server runs its matching job, and offers are priced from the answers.
 */

let mouser: Awaited<ReturnType<typeof startMouserFake>>;
let arrow: Awaited<ReturnType<typeof startArrowFake>>;
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
let admin: Person;
let stranger: Person;

const offer = simulatorOffer;

beforeAll(async () => {
  mouser = await startMouserFake();
  arrow = await startArrowFake();
  const parts = [
    // Mouser in euros, plenty; Arrow in dollars, cheaper but 8 in stock.
    simulatorPart('LM358DR', {
      offers: {
        Mouser: offer('595-LM358DR', 5000, [
          [1, 0.3],
          [10, 0.2],
          [100, 0.12],
        ]),
        Arrow: offer('LM358DR', 8, [[1, 0.15]]),
      },
    }),
    // A near match Mouser also answers for "LM358DR": never taken for it.
    simulatorPart('LM358DRG4', {
      nearMatch: true,
      offers: { Mouser: offer('595-LM358DRG4', 9000, [[1, 0.01]]) },
    }),
    // Only Verical (inside Arrow's answer) knows it, and that it is through-hole with 5 pins.
    simulatorPart('B5B-XH-A', {
      package: 'Header 5 pin 2.5 mm',
      mountingStyle: 'THT',
      pins: 5,
      offers: { Verical: offer('V-B5B-XH-A', 100, [[1, 0.2]]) },
    }),
    // Out of stock everywhere.
    simulatorPart('NE555DR', { offers: { Mouser: offer('595-NE555DR', 0, [[1, 0.4]]) } }),
  ];
  mouser.fake.addParts(parts);
  arrow.fake.addParts(parts);
  t = await createTestApp({
    MOUSER_SEARCH_API_KEY: mouser.searchApiKey,
    MOUSER_BASE_URL: mouser.baseUrl,
    ARROW_LOGIN: arrow.login,
    ARROW_API_KEY: arrow.apiKey,
    ARROW_BASE_URL: arrow.baseUrl,
  });
  call = caller(t);
  owner = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  stranger = await signedInPerson(t);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([mouser?.close(), arrow?.close()]);
});

const BOM = [
  'Designator,Quantity,MPN,Manufacturer,Description',
  'U1,1,LM358DR,Texas Instruments,Dual op amp',
  'J1,1,B5B-XH-A,JST,Connector',
  'U2,1,NE555DR,Texas Instruments,Timer',
  'U3,1,ZZ-UNKNOWN-7,Acme,Mystery chip',
].join('\n');

interface PricesAnswer {
  pending: boolean;
  enabled: boolean;
  simulated: boolean;
  lines: {
    lineNo: number;
    state: string;
    stock: number | null;
    offers?: { distributor: string; sku: string }[];
  }[];
}

const pricesOf = async (projectId: string, who = owner) => {
  const response = await call('GET', `/rest/project/distributor-prices/${projectId}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PricesAnswer;
};
const matched = (projectId: string) =>
  pollUntil(
    'distributor matching',
    () => pricesOf(projectId),
    (answer) => !answer.pending,
    { timeoutMs: 60_000 },
  );
const searchCalls = () => mouser.fake.behaviour.callsOf().length + arrow.fake.behaviour.callsOf().length;

async function projectWithBom(name: string): Promise<string> {
  const projectId = await projectOf(t, owner, name);
  const uploaded = await uploadBom(t, owner.headers, projectId, 'bom.csv', BOM);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return projectId;
}

let projectId: string;
/** How long each distributor search takes in the first test. */
const SEARCH_MS = 3_500;

describe('matching a BOM against the distributors', () => {
  it('answers the upload before a single search could answer, and fills the lines in afterwards', async () => {
    // Longer than the upload takes on a loaded machine (about 2.5 s with two test files at once) and
    // shorter than a distributor call's 5 s timeout: an upload that waited for a search could not pass.
    mouser.fake.behaviour.latencyMs = SEARCH_MS;
    arrow.fake.behaviour.latencyMs = SEARCH_MS;
    try {
      projectId = await projectOf(t, owner, 'Timer board');
      const started = performance.now();
      const uploaded = await uploadBom(t, owner.headers, projectId, 'bom.csv', BOM);
      const elapsed = performance.now() - started;
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      expect(elapsed).toBeLessThan(SEARCH_MS);
      const first = await pricesOf(projectId);
      expect(first.pending).toBe(true);
      expect(first.lines.map((line) => line.state)).toEqual([
        'searching',
        'searching',
        'searching',
        'searching',
      ]);
      const done = await matched(projectId);
      expect(done.lines.map((line) => [line.lineNo, line.state, line.stock])).toEqual([
        [1, 'inStock', 5000],
        [2, 'inStock', 100],
        [3, 'outOfStock', 0],
        [4, 'notFound', null],
      ]);
    } finally {
      mouser.fake.behaviour.latencyMs = 0;
      arrow.fake.behaviour.latencyMs = 0;
    }
  }, 90_000);

  it('counts the searches against each key’s quota where every process sees them, on PostgreSQL', async () => {
    const counted = await t.database.db.execute(
      sql`select quota, count(*)::int as calls from outside_call_slots group by quota order by quota`,
    );
    const rows = (counted as unknown as { rows: { quota: string; calls: number }[] }).rows;
    if (t.database.kind === 'postgres') {
      expect(rows.map((row) => row.quota)).toEqual([
        quotaName('arrow', `${arrow.login}:${arrow.apiKey}`),
        quotaName('mouser', mouser.searchApiKey),
      ]);
      for (const row of rows) expect(row.calls).toBeGreaterThan(0);
    } else {
      // The embedded database has one process: it counts in memory, as it always did.
      expect(rows).toEqual([]);
    }
  });

  it('keeps only exact matches, and shows the offers to staff only', async () => {
    const forStaff = await pricesOf(projectId, admin);
    expect(forStaff.lines[0]?.offers?.map((o) => `${o.distributor} ${o.sku}`).sort()).toEqual([
      'Arrow LM358DR',
      'Mouser 595-LM358DR',
    ]);
    expect(forStaff.lines[1]?.offers?.map((o) => o.distributor)).toEqual(['Verical']);
    const forOwner = await pricesOf(projectId);
    expect(forOwner.lines[0]?.offers).toBeUndefined();
    const refused = await call('GET', `/rest/project/distributor-prices/${projectId}`, stranger);
    expect(refused.statusCode).toBe(404);
  });

  it('prices each line from the cheaper distributor holding the parts, in euros at the right break', async () => {
    expect((await call('POST', `/rest/project/pcb/${projectId}`, owner, {})).statusCode).toBe(200);
    const breakdown = async (quantity: number, who: Person) => {
      const response = await call(
        'GET',
        `/rest/project/offers/${projectId}/breakdown?quantity=${quantity}&workingDays=20`,
        who,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().lines as {
        code: string;
        lineNo?: number;
        units: number;
        costCents?: number;
        label: string;
        source?: {
          distributor: string;
          sku: string;
          currency: string;
          unitPrice: number;
          breakQuantity: number;
        };
      }[];
    };
    // 5 boards: 5 + 1 spare = 6 op amps. Arrow holds 8 at 0.15 $ × 0.92 = 13.8 cents → 6 × 13.8 = 82.8,
    // Mouser 6 × 30 cents = 180: Arrow.
    const few = (await breakdown(5, admin)).find((line) => line.lineNo === 1);
    expect(few).toMatchObject({ code: 'components.distributor', units: 6, costCents: 83 });
    expect(few?.source).toMatchObject({
      distributor: 'Arrow',
      sku: 'LM358DR',
      currency: 'USD',
      unitPrice: 0.15,
    });
    // 100 boards: 102 op amps; Arrow has 8, so Mouser at its 100 break, 12 cents → 1224.
    const many = (await breakdown(100, admin)).find((line) => line.lineNo === 1);
    expect(many).toMatchObject({ units: 102, costCents: 1224 });
    expect(many?.source).toMatchObject({
      distributor: 'Mouser',
      sku: '595-LM358DR',
      breakQuantity: 100,
      unitPrice: 0.12,
    });
    // The unknown part stays a class estimate; customers see where a price came from, not from whom.
    const customerLines = await breakdown(5, owner);
    expect(customerLines.find((line) => line.lineNo === 4)?.code).toBe('components.estimated');
    const opAmp = customerLines.find((line) => line.lineNo === 1);
    expect(opAmp?.source).toBeUndefined();
    expect(opAmp?.costCents).toBeUndefined();
    expect(opAmp?.label).toMatch(/^LM358DR \(U1\), priced from distributor stock on \d{4}-\d{2}-\d{2}$/);
    // Verical said the header is through-hole with 5 pins: 5 boards × 5 joints are soldered by hand.
    expect(customerLines.find((line) => line.code === 'assembly.tht')?.units).toBe(25);
  });

  it('notes a part no distributor holds, and the quantity from which one runs short', async () => {
    const response = await call('GET', `/rest/project/offers/${projectId}`, owner);
    const notes = response.json().reviewNotes as { code: string; lineNo?: number; message: string }[];
    // The header: Verical holds 100; 100 boards need 100 + 2 spares. The timer: no stock at all.
    expect(
      notes.filter((note) => note.code === 'COMPONENT_OUT_OF_STOCK').map((note) => note.message),
    ).toEqual([
      'Line 2: B5B-XH-A is not in stock at any distributor for 100 boards or more; the distributor gives no lead time, staff will confirm the delivery date',
      "Line 3: NE555DR is not in stock at any distributor; the distributor's lead time is 84 days, staff will confirm the delivery date",
    ]);
  });

  it('asks no one again for numbers asked within distributors.maxAgeDays, and asks again after', async () => {
    const before = searchCalls();
    const second = await projectWithBom('Same parts');
    expect((await matched(second)).lines[0]?.state).toBe('inStock');
    expect(searchCalls()).toBe(before);
    // Eight days later the answers are older than the seven days of distributors.maxAgeDays.
    await t.ctx.db.execute(
      sql`update distributor_searches set searched_at = searched_at - interval '8 days'`,
    );
    const third = await projectWithBom('Same parts, a week later');
    await matched(third);
    expect(searchCalls()).toBeGreaterThan(before);
  });

  it('records each distributor call in the API log, without keys', async () => {
    await t.apiLog.flush();
    const rows = (await t.ctx.db.execute(
      sql`select service, operation, status, message from api_logs`,
    )) as unknown as {
      rows: { service: string; operation: string; status: string; message: string | null }[];
    };
    const services = new Set(rows.rows.map((row) => row.service));
    expect(services).toEqual(new Set(['mouser', 'arrow']));
    const text = JSON.stringify(rows.rows);
    expect(text).not.toContain(mouser.searchApiKey);
    expect(text).not.toContain(arrow.apiKey);
  });
});
