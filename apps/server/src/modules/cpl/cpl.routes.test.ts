import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normaliseHeading } from '@boardhouse/shared/bom/columns';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { bomLines, cplPlacements, projectFiles, projects, wordMappings } from '../../db/schema.ts';
import { announceCatalogChange } from '../catalog/catalog-lookup.ts';

const SANGABOARD = sharedPath('fixtures/boards/sangaboard-v0.4');
const POS_JLC = readFileSync(path.join(SANGABOARD, 'pos_jlc.csv'));

/** The designator groups of bom_jlc.csv, line by line (28 lines, 66 designators; R19 is not in it). */
const BOM_JLC = [
  'Y1',
  'U5',
  'U3, U4',
  'U2',
  'U1',
  'RV1, RV2',
  'R5, R8, R20',
  'R9, R10, R12, R16',
  'R3, R4',
  'R6, R7, R11, R13',
  'R21, R22',
  'R14, R15, R17, R18',
  'R1, R2',
  'Q3, Q4, Q6, Q8',
  'Q1, Q2, Q5, Q7',
  'L1, L2',
  'F2',
  'F1, F3, F4, F5',
  'D5',
  'D4',
  'D3',
  'D2',
  'D1',
  'C8, C9, C14, C15',
  'C2, C3',
  'C12, C11, C5, C4',
  'C1, C6, C7, C10, C13',
  'J1, J2',
].map((cell) => cell.split(', '));

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

function upload(who: Person, projectId: string, fileName: string, content: Buffer | string) {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/rest/project/cplFileUpload/${projectId}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

async function internalId(projectId: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.projectKey, projectId));
  if (!row) throw new Error(`no project ${projectId}`);
  return row.id;
}

const storedFiles = (id: number) => {
  const folder = path.join(t.ctx.config.filesDir, `projects/${id}/cpl`);
  return existsSync(folder) ? readdirSync(folder) : [];
};

/** The placements stored for a project, in file order: designator and coordinates in mm. */
const storedPlacements = (projectId: number) =>
  t.ctx.db
    .select({ designator: cplPlacements.designator, x: cplPlacements.xMm, y: cplPlacements.yMm })
    .from(cplPlacements)
    .where(eq(cplPlacements.projectId, projectId))
    .orderBy(asc(cplPlacements.id));

describe('the placement (CPL) file', () => {
  it('reads the Sangaboard JLC file, cross-checks it with the BOM on every read, and serves the original', async () => {
    const owner = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Sangaboard');
    const id = await internalId(projectId);

    const missing = await call('GET', `/rest/project/cpl/${projectId}`, owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({
      code: 'CPL.NOT_FOUND',
      message: 'No placement file has been uploaded for this project yet',
    });

    const uploaded = await upload(owner, projectId, 'pos_jlc.csv', POS_JLC);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const noFindings = { missingInCpl: [], missingInBom: [], bottomSide: [], dnpPlaced: [] };
    expect(uploaded.json()).toEqual({
      fileName: 'pos_jlc.csv',
      units: 'mm',
      mapping: {
        designator: 'Designator',
        x: 'Mid X',
        y: 'Mid Y',
        rotation: 'Rotation',
        side: 'Layer',
        value: 'Val',
        package: 'Package',
      },
      placements: 67,
      topPlacements: 67,
      bottomPlacements: 0,
      sides: 'top',
      findings: noFindings,
    });
    const [c4] = await t.ctx.db
      .select()
      .from(cplPlacements)
      .where(sql`${cplPlacements.projectId} = ${id} and ${cplPlacements.designator} = 'C4'`);
    expect(c4).toMatchObject({ xMm: '8', yMm: '49.9', rotation: '180', side: 'top', value: '10uF' });
    expect(storedFiles(id)).toHaveLength(1);

    await t.ctx.db.insert(bomLines).values(
      BOM_JLC.map((designators, index) => ({
        projectId: id,
        lineNo: index + 1,
        designators,
        quantity: designators.length,
        status: 'matched' as const,
      })),
    );
    const withBom = (await call('GET', `/rest/project/cpl/${projectId}`, owner)).json();
    expect(withBom.findings).toEqual({
      missingInCpl: [],
      missingInBom: ['R19'],
      bottomSide: [],
      dnpPlaced: [],
    });

    // BOM edits: R19 becomes a do-not-place line, two test points are added, the crystal is dropped.
    await t.ctx.db.insert(bomLines).values([
      { projectId: id, lineNo: 29, designators: ['R19'], quantity: 1, dnp: true, status: 'matched' },
      { projectId: id, lineNo: 30, designators: ['TP1', 'TP2'], quantity: 2, status: 'matched' },
    ]);
    await t.ctx.db.delete(bomLines).where(sql`${bomLines.projectId} = ${id} and ${bomLines.lineNo} = 1`);
    expect((await call('GET', `/rest/project/cpl/${projectId}`, owner)).json().findings).toEqual({
      missingInCpl: ['TP1', 'TP2'],
      missingInBom: ['Y1'],
      bottomSide: [],
      dnpPlaced: ['R19'],
    });

    const download = await call('GET', `/rest/get-file/centroid?projectId=${projectId}`, owner);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="pos_jlc.csv"; filename*=UTF-8''pos_jlc.csv`,
    );
    expect(download.rawPayload.equals(POS_JLC)).toBe(true);
  });

  it('converts a mil-unit KiCad-style file to mm, replaces the previous CPL and its stored file', async () => {
    const owner = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Mil board');
    const id = await internalId(projectId);
    await upload(owner, projectId, 'first.csv', POS_JLC);
    const [firstFile] = storedFiles(id);

    const kicad =
      'Ref,Val,Package,PosX (mil),PosY (mil),Rot,Side\nR1,10k,R_0603,1000,500,90,top\nU1,MCU,QFN-32,2000,-1500,0,bottom\nC1,1u,C_0402,250,250,180,bottom\n';
    const response = await upload(owner, projectId, 'board<v2>.csv', kicad);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      fileName: 'board_v2_.csv',
      units: 'mil',
      mapping: { x: 'PosX (mil)', y: 'PosY (mil)', side: 'Side', rotation: 'Rot' },
      placements: 3,
      topPlacements: 1,
      bottomPlacements: 2,
      sides: 'both',
      findings: { bottomSide: ['C1', 'U1'] },
    });
    const rows = await storedPlacements(id);
    expect(rows).toEqual([
      { designator: 'R1', x: '25.4', y: '12.7' },
      { designator: 'U1', x: '50.8', y: '-38.1' },
      { designator: 'C1', x: '6.35', y: '6.35' },
    ]);
    const files = storedFiles(id);
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(firstFile);
    expect(
      (await t.ctx.db.select().from(projectFiles).where(eq(projectFiles.projectId, id))).map(
        (row) => row.units,
      ),
    ).toEqual(['mil']);
  });

  it('maps headings through the CPL word mappings administrators edit', async () => {
    const owner = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Own words');
    const heading = 'Bestückungsteil';
    const file = `${heading};X;Y\nR1;1;2\n`;
    expect((await upload(owner, projectId, 'words.csv', file)).statusCode).toBe(400);
    await t.ctx.db
      .insert(wordMappings)
      .values({ kind: 'cpl', word: heading, normalisedWord: normaliseHeading(heading), field: 'designator' });
    await announceCatalogChange(t.ctx.db);
    const response = await upload(owner, projectId, 'words.csv', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().mapping.designator).toBe(heading);
  });

  it('refuses bad files with 400/413 and keeps the CPL it had', async () => {
    const owner = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Bad input');
    const id = await internalId(projectId);
    await upload(owner, projectId, 'pos_jlc.csv', POS_JLC);
    const [kept] = storedFiles(id);

    const noHeader = await upload(
      owner,
      projectId,
      'mount.txt',
      'C1 12.70 25.40 90 100nF C0805\nC2 15.00 25.40 90 100nF C0805\n',
    );
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().error.message).toMatch(/no heading row with designator, X and Y columns/);
    expect((await upload(owner, projectId, 'placements.pdf', POS_JLC)).statusCode).toBe(400);
    expect((await upload(owner, projectId, 'empty.csv', '')).json().error.message).toBe('The file is empty');
    const huge = await upload(owner, projectId, 'huge.csv', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('The file is larger than 10 MB');

    expect((await call('GET', `/rest/project/cpl/${projectId}`, owner)).json()).toMatchObject({
      fileName: 'pos_jlc.csv',
      placements: 67,
    });
    expect(storedFiles(id)).toEqual([kept]);
  });

  it('takes Eagle mount files: .mnb places every part on the bottom, a .mnt renamed .mnt.txt on the top', async () => {
    const owner = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Eagle board');
    const id = await internalId(projectId);

    const bottom = await upload(
      owner,
      projectId,
      'board.mnb',
      'R7 30.48 10.16 180 4k7 R0603\nC9 31.75 12.70 270 100n C0603\n',
    );
    expect(bottom.statusCode, bottom.body).toBe(200);
    expect(bottom.json()).toMatchObject({
      fileName: 'board.mnb',
      units: 'mm',
      placements: 2,
      topPlacements: 0,
      bottomPlacements: 2,
      sides: 'bottom',
      findings: { bottomSide: ['C9', 'R7'] },
    });
    const rows = await storedPlacements(id);
    expect(rows).toEqual([
      { designator: 'R7', x: '30.48', y: '10.16' },
      { designator: 'C9', x: '31.75', y: '12.7' },
    ]);
    const download = await call('GET', `/rest/get-file/centroid?projectId=${projectId}`, owner);
    expect(download.headers['content-type']).toBe('text/plain');

    const top = await upload(owner, projectId, 'board.mnt.txt', 'C1 12.70 25.40  90 100n C0603\n');
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json()).toMatchObject({ fileName: 'board.mnt.txt', placements: 1, sides: 'top' });

    const refused = await upload(owner, projectId, 'placements.pdf', 'C1 12.70 25.40  90 100n C0603\n');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Upload the placement file as .csv, .tsv, .txt, .pos, .xlsx or Eagle .mnt/.mnb',
    );
  });

  it('deletes the CPL: rows, file and stored copy', async () => {
    const owner = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Delete me');
    const id = await internalId(projectId);
    await upload(owner, projectId, 'pos_jlc.csv', POS_JLC);
    expect((await call('DELETE', `/rest/project/cpl/${projectId}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/rest/project/cpl/${projectId}`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/rest/get-file/centroid?projectId=${projectId}`, owner)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(cplPlacements).where(eq(cplPlacements.projectId, id))).toEqual([]);
    expect(storedFiles(id)).toEqual([]);
    expect((await call('DELETE', `/rest/project/cpl/${projectId}`, owner)).json().error.code).toBe(
      'CPL.NOT_FOUND',
    );
  });

  it('lets those who see the project read it; only editors change it; strangers get 404', async () => {
    const owner = await signedInPerson(t);
    const member = await signedInPerson(t, { createdBy: owner.user.id });
    const reader = await signedInPerson(t);
    const editor = await signedInPerson(t);
    const admin = await signedInPerson(t, { roles: ['ADMIN'] });
    const stranger = await signedInPerson(t);
    const projectId = await projectOf(t, owner, 'Guarded placements');
    await share(t, owner, projectId, reader, 'read');
    await share(t, owner, projectId, editor, 'edit');
    expect((await upload(member, projectId, 'pos_jlc.csv', POS_JLC)).statusCode).toBe(200);

    for (const who of [owner, member, reader, editor, admin]) {
      expect((await call('GET', `/rest/project/cpl/${projectId}`, who)).statusCode).toBe(200);
      expect((await call('GET', `/rest/get-file/centroid?projectId=${projectId}`, who)).statusCode).toBe(200);
    }
    expect((await upload(reader, projectId, 'pos_jlc.csv', POS_JLC)).statusCode).toBe(403);
    expect((await call('DELETE', `/rest/project/cpl/${projectId}`, reader)).statusCode).toBe(403);
    for (const response of [
      await upload(stranger, projectId, 'pos_jlc.csv', POS_JLC),
      await call('GET', `/rest/project/cpl/${projectId}`, stranger),
      await call('DELETE', `/rest/project/cpl/${projectId}`, stranger),
      await call('GET', `/rest/get-file/centroid?projectId=${projectId}`, stranger),
    ]) {
      expect(response.statusCode).toBe(404);
    }

    await call('POST', `/rest/project/user/${editor.user.id}/lockSharedProject/${projectId}`, editor, {});
    const locked = await upload(owner, projectId, 'pos_jlc.csv', POS_JLC);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('PROJECT.LOCKED');
    expect((await upload(editor, projectId, 'pos_jlc.csv', POS_JLC)).statusCode).toBe(200);
    expect((await upload(admin, projectId, 'pos_jlc.csv', POS_JLC)).statusCode).toBe(409);
  });
});
