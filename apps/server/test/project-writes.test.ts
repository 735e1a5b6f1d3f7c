import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sangaboardZip } from '../src/modules/gerbers/gerbers.test-support.ts';
import { createTestApp } from './app-harness.ts';
import { multipartBody } from './multipart.ts';
import { documentedOperations } from './openapi-document.ts';
import { caller, type Person, projectOf, share, signedInPerson } from './people.ts';
import { pollUntil } from './polling.ts';

/**
 * Who may change a project, asked of every call that changes one: the owner, a team member, an edit
 * share and an administrator may; a read share gets 403, anyone while someone else holds the editing
 * lock gets 409, a stranger 404. A new call that changes a project joins by one line in WRITES (the
 * server marks such calls `changesProject`, and the last test holds the two lists together).
 */
const t = await createTestApp();
afterAll(() => t.close());
const call = caller(t);

const SANGABOARD = sharedPath('fixtures/boards/sangaboard-v0.4');
const BOM_CSV = readFileSync(path.join(SANGABOARD, 'bom_jlc.csv'));
const PLACEMENTS_CSV = readFileSync(path.join(SANGABOARD, 'pos_jlc.csv'));
const gerberZip = await sangaboardZip();

const upload = (url: string, name: string, data: Buffer): InjectOptions => {
  const body = multipartBody([{ name, data }]);
  return { method: 'POST', url, headers: body.headers, payload: body.payload };
};
const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

interface Write {
  /** As the OpenAPI document names it. */
  route: string;
  request: (projectId: string) => InjectOptions;
  /** Brings the project to where the write makes sense (a BOM to delete…), as its owner. */
  prepare?: (projectId: string, owner: Person) => Promise<void>;
  success: number;
}

/** The error code each refusal must carry, so a 403 for another reason does not pass. */
const REFUSAL_CODES: Record<number, string> = {
  403: 'PROJECT.READ_ONLY',
  404: 'NOT_FOUND',
  409: 'PROJECT.LOCKED',
};

async function expectAnswer(request: InjectOptions, who: Person, status: number): Promise<void> {
  const response = await t.app.inject({ ...request, headers: { ...request.headers, ...who.headers } });
  expect(response.statusCode, response.body).toBe(status);
  if (REFUSAL_CODES[status]) expect(response.json().error.code).toBe(REFUSAL_CODES[status]);
}

const hasBom = (projectId: string, owner: Person) =>
  expectAnswer(upload(`/rest/project/bomFileUpload/${projectId}`, 'bom.csv', BOM_CSV), owner, 200);
const hasPlacements = (projectId: string, owner: Person) =>
  expectAnswer(upload(`/rest/project/cplFileUpload/${projectId}`, 'pos.csv', PLACEMENTS_CSV), owner, 200);
async function hasAnalysedGerbers(projectId: string, owner: Person) {
  const current = await call('GET', `/rest/project/pcb/${projectId}/gerbers`, owner);
  if (current.statusCode === 200 && current.json().status === 'done') return;
  await expectAnswer(upload(`/rest/project/pcb/${projectId}/gerbers`, 'board.zip', gerberZip), owner, 202);
  await pollUntil(
    'the Gerber analysis',
    async () => (await call('GET', `/rest/project/pcb/${projectId}/gerbers`, owner)).json(),
    (analysis) => analysis.status !== 'pending',
  );
}

async function hasOffers(projectId: string, owner: Person) {
  const spec = await call('GET', `/rest/project/pcb/${projectId}`, owner);
  if (!spec.json().saved) await expectAnswer(json('POST', `/rest/project/pcb/${projectId}`, {}), owner, 200);
  const offers = await call('GET', `/rest/project/offers/${projectId}`, owner);
  expect(offers.statusCode, offers.body).toBe(200);
}

async function hasSelection(projectId: string, owner: Person) {
  await hasOffers(projectId, owner);
  const offers = (await call('GET', `/rest/project/offers/${projectId}`, owner)).json();
  if (offers.selected) return;
  const select = { projectId, quantity: 10, workingDays: 20 };
  await expectAnswer(json('POST', '/rest/project/select-offer', select), owner, 200);
}

/** A selection without a promo code, and the code WRITES10 (unlimited uses) in the back office. */
async function hasPromoCodeToApply(projectId: string, owner: Person) {
  await hasSelection(projectId, owner);
  const code = { code: 'WRITES10', kind: 'PERCENT', value: 10, block: 'ALL' };
  const request = json('POST', '/rest/admin/promo-codes', code);
  const created = await t.app.inject({ ...request, headers: { ...request.headers, ...admin.headers } });
  expect([200, 409], created.body).toContain(created.statusCode);
  await expectAnswer(json('DELETE', `/rest/project/promocode/${projectId}`), owner, 200);
}

const WRITES: Write[] = [
  {
    route: 'POST /rest/project/information',
    request: (id) => json('POST', '/rest/project/information', { projectId: id, description: 'Revised' }),
    success: 200,
  },
  {
    route: 'POST /rest/project/bomFileUpload/{projectId}',
    request: (id) => upload(`/rest/project/bomFileUpload/${id}`, 'bom.csv', BOM_CSV),
    success: 200,
  },
  {
    route: 'POST /rest/project/sheet',
    request: (id) => json('POST', '/rest/project/sheet', { projectId: id }),
    prepare: hasBom,
    success: 200,
  },
  {
    route: 'DELETE /rest/project/bom/{projectId}',
    request: (id) => json('DELETE', `/rest/project/bom/${id}`),
    prepare: hasBom,
    success: 204,
  },
  {
    route: 'POST /rest/bom/updatesinglebomline',
    request: (id) => json('POST', '/rest/bom/updatesinglebomline', { projectId: id, lineNo: 1, quantity: 3 }),
    prepare: hasBom,
    success: 200,
  },
  {
    route: 'POST /rest/project/cplFileUpload/{projectId}',
    request: (id) => upload(`/rest/project/cplFileUpload/${id}`, 'pos.csv', PLACEMENTS_CSV),
    success: 200,
  },
  {
    route: 'DELETE /rest/project/cpl/{projectId}',
    request: (id) => json('DELETE', `/rest/project/cpl/${id}`),
    prepare: hasPlacements,
    success: 204,
  },
  {
    route: 'POST /rest/project/pcb/{id}',
    request: (id) => json('POST', `/rest/project/pcb/${id}`, { layers: 4 }),
    success: 200,
  },
  {
    route: 'POST /rest/project/pcb/{id}/gerbers',
    request: (id) => upload(`/rest/project/pcb/${id}/gerbers`, 'board.zip', gerberZip),
    success: 202,
  },
  {
    route: 'PUT /rest/project/pcb/{id}/gerbers/layers',
    request: (id) =>
      json('PUT', `/rest/project/pcb/${id}/gerbers/layers`, {
        layers: [{ fileName: 'sangaboard_v0.4-B_Cu.gbl', type: 'copper', side: 'bottom' }],
      }),
    prepare: hasAnalysedGerbers,
    success: 200,
  },
  {
    route: 'POST /rest/project/requoteNow',
    request: (id) => json('POST', '/rest/project/requoteNow', { projectId: id }),
    prepare: hasOffers,
    success: 200,
  },
  {
    route: 'POST /rest/project/select-offer',
    request: (id) =>
      json('POST', '/rest/project/select-offer', { projectId: id, quantity: 10, workingDays: 20 }),
    prepare: hasOffers,
    success: 200,
  },
  {
    route: 'POST /rest/project/add-promocode',
    request: (id) => json('POST', '/rest/project/add-promocode', { projectId: id, code: 'WRITES10' }),
    prepare: hasPromoCodeToApply,
    success: 200,
  },
  {
    route: 'DELETE /rest/project/promocode/{projectId}',
    request: (id) => json('DELETE', `/rest/project/promocode/${id}`),
    prepare: hasSelection,
    success: 200,
  },
  {
    route: 'POST /rest/project/updateShippingPrice',
    request: (id) => json('POST', '/rest/project/updateShippingPrice', { projectId: id, countryCode: 'DE' }),
    prepare: hasSelection,
    success: 200,
  },
];

/**
 * Two owners, each with a team member, take the writes in turns: an owner may invite only so many
 * people a minute, and each write's project is shared three times.
 */
const owners: Person[] = [];
const teamMembers: Person[] = [];
let editShare: Person;
let readShare: Person;
let lockHolder: Person;
let stranger: Person;
let admin: Person;
beforeAll(async () => {
  for (let turn = 0; turn < 2; turn += 1) {
    const owner = await signedInPerson(t);
    owners.push(owner);
    teamMembers.push(await signedInPerson(t, { createdBy: owner.user.id }));
  }
  editShare = await signedInPerson(t);
  readShare = await signedInPerson(t);
  lockHolder = await signedInPerson(t);
  stranger = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
});

/** A project of the owner's, shared for editing and for reading. */
async function sharedProject(owner: Person, name: string): Promise<string> {
  const projectId = await projectOf(t, owner, name);
  await share(t, owner, projectId, editShare, 'edit');
  await share(t, owner, projectId, readShare, 'read');
  await share(t, owner, projectId, lockHolder, 'edit');
  return projectId;
}

const lockUrl = (who: Person, projectId: string) =>
  `/rest/project/user/${who.user.id}/lockSharedProject/${projectId}`;

describe.each(WRITES.map((write) => [write.route, write] as const))('%s', (route, write) => {
  const turn = WRITES.indexOf(write) % 2;
  let projectId: string;
  let owner: Person;
  beforeAll(async () => {
    owner = owners[turn] as Person;
    projectId = await sharedProject(owner, `Changed by ${route}`);
  }, 60_000);

  const attempt = async (who: Person, status: number) => {
    await write.prepare?.(projectId, owner);
    await expectAnswer(write.request(projectId), who, status);
  };

  it.each([
    ['the owner', () => owner],
    ['a team member', () => teamMembers[turn] as Person],
    ['an edit share', () => editShare],
    ['an administrator', () => admin],
  ] as const)('%s may', async (_who, who) => attempt(who(), write.success), 60_000);

  it('a read share may not (403)', async () => attempt(readShare, 403));

  it('a stranger does not even see the project (404)', async () => attempt(stranger, 404));

  it('nobody may while someone else holds the editing lock (409)', async () => {
    await write.prepare?.(projectId, owner);
    const locked = await call('POST', lockUrl(lockHolder, projectId), lockHolder, {});
    expect(locked.statusCode, locked.body).toBe(200);
    try {
      await expectAnswer(write.request(projectId), owner, 409);
    } finally {
      await call('POST', lockUrl(lockHolder, projectId), lockHolder, { release: true });
    }
  });
});

it('lists every call the server marks as changing a project, and only those', () => {
  const marked = documentedOperations(t.app.swagger())
    .filter((operation) => operation.changesProject)
    .map((operation) => `${operation.method} ${operation.path}`);
  expect(WRITES.map((write) => write.route).sort()).toEqual(marked.sort());
});
