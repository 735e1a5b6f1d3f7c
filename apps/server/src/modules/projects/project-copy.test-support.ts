import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app-harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { caller, type Person, projectOf } from '../../../test/people.ts';
import { storedFiles } from '../../../test/stored-files.ts';
import { gerberUploads, projects } from '../../db/schema.ts';
import { BOARDS, sangaboardZip, uploadGerbers, waitForAnalysis } from '../gerbers/gerbers.test-support.ts';

/** Shared by the copy and "Order again" tests: a project with every file, and what its copy must answer. */

const SANGABOARD = path.join(BOARDS, 'sangaboard-v0.4');
export const BOM_JLC = readFileSync(path.join(SANGABOARD, 'bom_jlc.csv'));
export const POS_JLC = readFileSync(path.join(SANGABOARD, 'pos_jlc.csv'));

/** The spec the Sangaboard project is given; none of it is the house default. */
export const SPEC = { quantity: 25, solderMaskColor: 'blue', silkscreenColor: 'black' } as const;

function uploadOne(t: TestApp, who: Person, url: string, fileName: string, data: Buffer) {
  const body = multipart(fileName, data);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

/**
 * The Sangaboard v0.4 as a customer builds it: BOM (bom_jlc.csv, line 2 edited to customer-supplied),
 * placement file (pos_jlc.csv), PCB spec, and the Gerbers analysed with the layers confirmed.
 */
export async function sangaboardProject(t: TestApp, owner: Person, name: string): Promise<string> {
  const call = caller(t);
  const projectId = await projectOf(t, owner, name);
  const bom = await uploadOne(t, owner, `/rest/project/bomFileUpload/${projectId}`, 'bom_jlc.csv', BOM_JLC);
  expect(bom.statusCode, bom.body).toBe(200);
  const edit = await call('POST', '/rest/bom/updatesinglebomline', owner, {
    projectId,
    lineNo: 2,
    customerSupplied: true,
  });
  expect(edit.statusCode, edit.body).toBe(200);
  const cpl = await uploadOne(t, owner, `/rest/project/cplFileUpload/${projectId}`, 'pos_jlc.csv', POS_JLC);
  expect(cpl.statusCode, cpl.body).toBe(200);
  expect((await call('POST', `/rest/project/pcb/${projectId}`, owner, SPEC)).statusCode).toBe(200);
  const upload = await uploadGerbers(t, owner, projectId, [
    { name: 'sangaboard.zip', data: await sangaboardZip() },
  ]);
  expect(upload.statusCode, upload.body).toBe(202);
  const analysis = (await waitForAnalysis(t, owner, projectId)).json();
  expect(analysis.status).toBe('done');
  // Confirming the detected layers stores them as the customer's: the copy must keep them.
  const confirmed = await call('PUT', `/rest/project/pcb/${projectId}/gerbers/layers`, owner, {
    layers: analysis.layers,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return projectId;
}

export async function projectIdOf(t: TestApp, key: string): Promise<number> {
  const [row] = await t.ctx.db.select({ id: projects.id }).from(projects).where(eq(projects.projectKey, key));
  if (!row) throw new Error(`no project ${key}`);
  return row.id;
}

async function gerberRow(t: TestApp, key: string) {
  const [row] = await t.ctx.db
    .select()
    .from(gerberUploads)
    .where(eq(gerberUploads.projectId, await projectIdOf(t, key)));
  if (!row) throw new Error(`no Gerber upload for ${key}`);
  return row;
}

/** Every stored file of the project's Gerber upload by its place inside the upload's folder, with its bytes. */
async function gerberFiles(t: TestApp, key: string): Promise<Map<string, Buffer>> {
  const { storageKey } = await gerberRow(t, key);
  const files = (await storedFiles(t, key)).filter((file) => file.startsWith(`${storageKey}/`));
  return new Map(
    await Promise.all(
      files.map(async (file) => [file.slice(storageKey.length), await t.ctx.storage.get(file)] as const),
    ),
  );
}

/**
 * What a copy of `sourceKey` must answer through the routes the web uses: the same BOM (lines, mapping,
 * edits, export), the same placement file and summary, the same PCB spec, the same Gerber analysis and
 * pictures, and Gerber files of its own (under its own folder) with the same bytes.
 */
export async function expectSameBoard(t: TestApp, who: Person, sourceKey: string, copyKey: string) {
  const call = caller(t);
  const both = async (url: (key: string) => string) => {
    const [source, copy] = [await call('GET', url(sourceKey), who), await call('GET', url(copyKey), who)];
    expect(source.statusCode, source.body).toBe(200);
    expect(copy.statusCode, copy.body).toBe(200);
    return { source, copy };
  };
  const bom = await both((key) => `/rest/project/bom/${key}`);
  expect(bom.copy.json()).toEqual(bom.source.json());
  expect(bom.copy.json().lines[1]).toMatchObject({ customerSupplied: true });
  const exported = await both((key) => `/rest/project/bom/${key}/export?format=csv`);
  expect(exported.copy.rawPayload.equals(exported.source.rawPayload)).toBe(true);

  const placements = await both((key) => `/rest/get-file/centroid?projectId=${key}`);
  expect(placements.copy.rawPayload.equals(POS_JLC)).toBe(true);
  const summary = await both((key) => `/rest/project/cpl/${key}`);
  expect(summary.copy.json()).toEqual(summary.source.json());
  expect(summary.copy.json().placements).toBeGreaterThan(60);

  const spec = await both((key) => `/rest/project/pcb/${key}`);
  expect(spec.copy.json()).toEqual(spec.source.json());
  expect(spec.copy.json()).toMatchObject({ ...SPEC, saved: true });

  const analysis = await both((key) => `/rest/project/pcb/${key}/gerbers`);
  const base = `/rest/project/pcb/${copyKey}/gerbers/preview`;
  expect(analysis.copy.json()).toEqual({
    ...analysis.source.json(),
    previews: { top: `${base}/top.svg`, bottom: `${base}/bottom.svg` },
  });
  for (const side of ['top', 'bottom']) {
    const picture = await both((key) => `/rest/project/pcb/${key}/gerbers/preview/${side}.svg`);
    expect(picture.copy.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.copy.body).toMatch(/^<svg[\s>]/);
    expect(picture.copy.body).toBe(picture.source.body);
  }

  const [sourceRow, copyRow] = [await gerberRow(t, sourceKey), await gerberRow(t, copyKey)];
  expect(copyRow.layerOverrides).toEqual(sourceRow.layerOverrides);
  expect(copyRow.layerOverrides).not.toBeNull();
  expect(copyRow.storageKey).toMatch(new RegExp(`^projects/${await projectIdOf(t, copyKey)}/gerbers/`));
  const [sourceFiles, copyFiles] = [await gerberFiles(t, sourceKey), await gerberFiles(t, copyKey)];
  // Eleven Gerber and drill files, the manifest and two pictures.
  expect(copyFiles.size).toBe(14);
  expect([...copyFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
  for (const [place, data] of copyFiles) {
    if (place === '/files.json') continue; // it names the copy's own keys
    expect(data.equals(sourceFiles.get(place) as Buffer), place).toBe(true);
  }
  const manifest = JSON.parse((copyFiles.get('/files.json') as Buffer).toString('utf8'));
  for (const file of manifest) expect(file.key.startsWith(`${copyRow.storageKey}/files/`)).toBe(true);
}

/** The copy is priced afresh: an offer set of its own, nothing selected. */
export async function expectFreshOffers(t: TestApp, who: Person, copyKey: string) {
  const offers = await caller(t)('GET', `/rest/project/offers/${copyKey}`, who);
  expect(offers.statusCode, offers.body).toBe(200);
  const set = offers.json();
  expect(set).toMatchObject({ projectId: copyKey, selected: null, choices: null });
  expect(Date.parse(set.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  expect(set.cells.length).toBeGreaterThan(0);
}
