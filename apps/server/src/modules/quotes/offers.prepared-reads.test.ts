import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { uploadBom } from '../bom/bom.test-support.ts';

/**
 * The BOM read and the offer matrix read their rows (BOM file and lines, PCB spec, pricing facts,
 * priced lines, distributor offers, booked capacity, the latest offer set, the selection) through
 * statements built once (db/built-statements.ts), the project's and owner's ids filled in on each run.
 * Two customers' projects that differ in every one of those take turns here on one server, so an
 * answer that kept an earlier run's values would show.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function boardWithBom(owner: Person, name: string, layers: number, bom: string[]) {
  const call = caller(t);
  const key = await projectOf(t, owner, name);
  const spec = await call('POST', `/rest/project/pcb/${key}`, owner, { layers, widthMm: 40 + layers });
  expect(spec.statusCode, spec.body).toBe(200);
  const upload = await uploadBom(t, owner.headers, key, 'bom.csv', ['Ref,Qty,MPN', ...bom].join('\n'));
  expect(upload.statusCode, upload.body).toBe(200);
  return key;
}

describe('the BOM and the offer matrix read by statements built once', () => {
  it('answers each project with its own BOM and offers, whoever read before', async () => {
    const call = caller(t);
    const alice = await signedInPerson(t);
    const bob = await signedInPerson(t);
    const alicesBoard = await boardWithBom(alice, 'Four layers', 4, [
      'R1,1,BHT-PREP-A1',
      'R2,1,BHT-PREP-A2',
      'C1,1,BHT-PREP-A3',
    ]);
    const bobsBoard = await boardWithBom(bob, 'Two layers', 2, ['U1,1,BHT-PREP-B1']);

    const read = async (who: Person, what: 'bom' | 'offers', key: string) => {
      const response = await call('GET', `/rest/project/${what}/${key}`, who);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const firstBom = { alice: await read(alice, 'bom', alicesBoard), bob: await read(bob, 'bom', bobsBoard) };
    expect(firstBom.alice.lines.map((line: { mpn: string }) => line.mpn)).toEqual([
      'BHT-PREP-A1',
      'BHT-PREP-A2',
      'BHT-PREP-A3',
    ]);
    expect(firstBom.bob.lines.map((line: { mpn: string }) => line.mpn)).toEqual(['BHT-PREP-B1']);
    const firstOffers = {
      alice: await read(alice, 'offers', alicesBoard),
      bob: await read(bob, 'offers', bobsBoard),
    };
    expect(firstOffers.alice.projectId).toBe(alicesBoard);
    expect(firstOffers.bob.projectId).toBe(bobsBoard);
    // Four layers and three parts against two layers and one: every cell's price differs.
    expect(firstOffers.alice.cells).not.toEqual(firstOffers.bob.cells);

    for (const [who, key, name] of [
      [bob, bobsBoard, 'bob'],
      [alice, alicesBoard, 'alice'],
      [bob, bobsBoard, 'bob'],
    ] as const) {
      expect(await read(who, 'bom', key)).toEqual(firstBom[name]);
      // Unchanged inputs: the stored offer set answers again, found by this project's fingerprint.
      expect(await read(who, 'offers', key)).toEqual(firstOffers[name]);
    }
    // What Bob changes shows in his offers alone, whoever read before: a statement that kept the
    // first reader's project would answer Bob's old board or Alice's.
    const respecified = await call('POST', `/rest/project/pcb/${bobsBoard}`, bob, { layers: 6 });
    expect(respecified.statusCode, respecified.body).toBe(200);
    const sixLayers = await read(bob, 'offers', bobsBoard);
    expect(sixLayers.cells).not.toEqual(firstOffers.bob.cells);
    expect(await read(alice, 'offers', alicesBoard)).toEqual(firstOffers.alice);
    const reuploaded = await uploadBom(
      t,
      bob.headers,
      bobsBoard,
      'bom.csv',
      'Ref,Qty,MPN\nU1 U2,2,BHT-PREP-B1',
    );
    expect(reuploaded.statusCode, reuploaded.body).toBe(200);
    expect((await read(bob, 'offers', bobsBoard)).cells).not.toEqual(sixLayers.cells);
    expect(await read(alice, 'bom', alicesBoard)).toEqual(firstBom.alice);

    // Strangers still get nothing through the same statements.
    expect((await call('GET', `/rest/project/offers/${alicesBoard}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/rest/project/bom/${bobsBoard}`, alice)).statusCode).toBe(404);
  });
});
