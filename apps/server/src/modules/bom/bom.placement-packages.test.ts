import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { uploadBom } from './bom.test-support.ts';

/**
 * A BOM without a package column takes each line's package from the placement file (matched by
 * designator), and with it SMD or THT — whichever of the two files arrives first.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

/** No package column; the values alone say nothing about the mounting. */
const BOM = ['Designator,Quantity,Value', '"R1, R2",2,10k', 'J1,1,Header', 'U1,1,LM358', 'Y1,1,16MHz'].join(
  '\n',
);
/** KiCad position file: Ref, Val, Package, PosX, PosY, Rot, Side. */
const CPL = [
  'Ref,Val,Package,PosX,PosY,Rot,Side',
  'R1,10k,R_0603_1608Metric,10,10,0,top',
  'R2,10k,R_0603_1608Metric,12,10,0,top',
  'J1,Header,PinHeader_1x04_P2.54mm_Vertical,20,5,90,top',
  'U1,LM358,SOIC127P600X175-8N,30,10,0,top',
  'Y1,16MHz,MyCrystalFootprint,40,10,0,top',
].join('\n');

function uploadCpl(who: Person, projectId: string) {
  const body = multipart('board-pos.csv', CPL);
  return t.app.inject({
    method: 'POST',
    url: `/rest/project/cplFileUpload/${projectId}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

async function bomOf(who: Person, projectId: string) {
  const response = await call('GET', `/rest/project/bom/${projectId}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    lines: { designators: string[]; package: string | null; mountingStyle: string | null }[];
    summary: { smdPlacements: number; thtPlacements: number };
  };
}

const packagesOf = (bom: Awaited<ReturnType<typeof bomOf>>) =>
  bom.lines.map((line) => [line.designators.join(' '), line.package, line.mountingStyle]);

// Worked out from the two files: R1/R2 are 0603 chips, J1 a 1×4 header (THT), U1 an IPC SOIC-8; the
// crystal's footprint follows no naming rule, so it gets the name but stays unclassified.
const EXPECTED = [
  ['R1 R2', 'R_0603_1608Metric', 'SMD'],
  ['J1', 'PinHeader_1x04_P2.54mm_Vertical', 'THT'],
  ['U1', 'SOIC127P600X175-8N', 'SMD'],
  ['Y1', 'MyCrystalFootprint', null],
];

describe('packages from the placement file', () => {
  it('fills the packages of a BOM uploaded after the placement file', async () => {
    const owner = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'CPL first');
    expect((await uploadCpl(owner, projectId)).statusCode).toBe(200);
    const uploaded = await uploadBom(t, owner.headers, projectId, 'bom.csv', BOM);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const bom = await bomOf(owner, projectId);
    expect(packagesOf(bom)).toEqual(EXPECTED);
    expect(bom.summary).toMatchObject({ smdPlacements: 3, thtPlacements: 1 });
  });

  it('fills the packages of a stored BOM when the placement file comes later', async () => {
    const owner = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'BOM first');
    expect((await uploadBom(t, owner.headers, projectId, 'bom.csv', BOM)).statusCode).toBe(200);
    const before = await bomOf(owner, projectId);
    expect(before.lines.map((line) => line.package)).toEqual([null, null, null, null]);
    expect((await uploadCpl(owner, projectId)).statusCode).toBe(200);
    const bom = await bomOf(owner, projectId);
    expect(packagesOf(bom)).toEqual(EXPECTED);
    expect(bom.summary).toMatchObject({ smdPlacements: 3, thtPlacements: 1 });
  });

  it("keeps the BOM's own package column", async () => {
    const owner = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Own packages');
    expect((await uploadCpl(owner, projectId)).statusCode).toBe(200);
    const own = ['Designator,Quantity,Value,Package', 'R1,1,10k,R0805', 'J1,1,Header,TO-220-3_Vertical'].join(
      '\n',
    );
    expect((await uploadBom(t, owner.headers, projectId, 'bom.csv', own)).statusCode).toBe(200);
    expect(packagesOf(await bomOf(owner, projectId))).toEqual([
      ['R1', 'R0805', 'SMD'],
      ['J1', 'TO-220-3_Vertical', 'THT'],
    ]);
  });
});
