import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { projects } from '../../db/schema.ts';
import { SEEDED_DEFAULTS } from './pcb.test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
let stranger: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await signedInPerson(t);
  stranger = await signedInPerson(t);
});
afterAll(() => t.close());

async function statusOf(key: string): Promise<string | undefined> {
  const [row] = await t.ctx.db
    .select({ status: projects.status })
    .from(projects)
    .where(eq(projects.projectKey, key));
  return row?.status;
}

describe('saving and reading a PCB spec', () => {
  it('answers the defaults, not saved, before anything is saved', async () => {
    const projectId = await projectOf(t, owner, 'Unsaved board');
    const response = await call('GET', `/rest/project/pcb/${projectId}`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...SEEDED_DEFAULTS, saved: false });
  });

  it('fills fields left out with the defaults, keeps them and marks the project pcb-specified', async () => {
    const projectId = await projectOf(t, owner, 'Round trip');
    expect(await statusOf(projectId)).toBe('draft');
    const sent = {
      widthMm: 68.58,
      heightMm: 53.34,
      layers: 4,
      surfaceFinish: 'ENIG',
      stackupId: '4L-1.6-std',
    };
    const saved = await call('POST', `/rest/project/pcb/${projectId}`, owner, sent);
    expect(saved.statusCode).toBe(200);
    const expected = { ...SEEDED_DEFAULTS, ...sent, saved: true };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET', `/rest/project/pcb/${projectId}`, owner)).json()).toEqual(expected);
    expect(await statusOf(projectId)).toBe('pcb-specified');
  });

  it('answers 400 with one message per field', async () => {
    const projectId = await projectOf(t, owner, 'Bad values');
    const response = await call('POST', `/rest/project/pcb/${projectId}`, owner, {
      layers: 3,
      widthMm: 2,
      surfaceFinish: 'GOLD_PAINT',
      quantity: 1.5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      layers: 'Layers must be one of 1, 2, 4, 6, 8, 10, 12',
      widthMm: 'Width minimum is 5 mm',
      surfaceFinish:
        'Surface finish must be one of HASL, HASL_LEAD_FREE, ENIG, OSP, IMMERSION_SILVER, IMMERSION_TIN, HARD_GOLD',
      quantity: 'Quantity must be a whole number',
    });
    expect((await call('GET', `/rest/project/pcb/${projectId}`, owner)).json().saved).toBe(false);
  });
});

describe('checking a PCB spec', () => {
  it('says when the board fits no production panel either way round', async () => {
    const projectId = await projectOf(t, owner, 'Large board');
    // The usable production panel is 437 × 590 mm: 480 × 430 fits turned, 500 × 500 not at all.
    const turned = await call('POST', `/rest/project/pcb-check/${projectId}`, owner, {
      widthMm: 480,
      heightMm: 430,
    });
    expect(turned.json()).toEqual({ ok: true, findings: [] });
    const tooLarge = await call('POST', `/rest/project/pcb-check/${projectId}`, owner, {
      widthMm: 500,
      heightMm: 500,
    });
    expect(tooLarge.json()).toEqual({
      ok: false,
      findings: [
        {
          field: 'widthMm',
          severity: 'error',
          code: 'PCB.NO_PANEL_FIT',
          message:
            'A 500 × 500 mm board does not fit the usable area of our production panel (437 × 590 mm), either way round',
        },
      ],
    });
  });

  it('checks the saved spec without a body and the given spec with one', async () => {
    const projectId = await projectOf(t, owner, 'Checked board');
    const plain = await call('POST', `/rest/project/pcb-check/${projectId}`, owner);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ ok: true, findings: [] });

    await call('POST', `/rest/project/pcb/${projectId}`, owner, { goldFingers: true, surfaceFinish: 'HASL' });
    const saved = await call('POST', `/rest/project/pcb-check/${projectId}`, owner);
    expect(saved.json()).toEqual({
      ok: false,
      findings: [
        {
          field: 'surfaceFinish',
          severity: 'error',
          code: 'PCB.GOLD_FINGERS_NEED_HARD_FINISH',
          message: 'Gold fingers need an ENIG or hard gold surface finish',
        },
      ],
    });

    // An empty body checks the stored spec too, not the administrator's defaults.
    const empty = await call('POST', `/rest/project/pcb-check/${projectId}`, owner, {});
    expect(empty.json()).toEqual(saved.json());

    // The body's fields are laid over the stored spec: gold fingers stay on, castellated holes join.
    const given = await call('POST', `/rest/project/pcb-check/${projectId}`, owner, {
      castellatedHoles: true,
    });
    expect(given.json()).toEqual({
      ok: false,
      findings: [
        expect.objectContaining({ code: 'PCB.GOLD_FINGERS_NEED_HARD_FINISH', severity: 'error' }),
        expect.objectContaining({ code: 'PCB.CASTELLATED_REVIEW', severity: 'warning' }),
      ],
    });

    // A field of the body replaces the stored one: ENIG mends the gold fingers' finish.
    const mended = await call('POST', `/rest/project/pcb-check/${projectId}`, owner, {
      surfaceFinish: 'ENIG',
    });
    expect(mended.json()).toEqual({ ok: true, findings: [] });
  });

  it('answers 400 for a body that is not a spec', async () => {
    const projectId = await projectOf(t, owner, 'Bad check');
    const response = await call('POST', `/rest/project/pcb-check/${projectId}`, owner, { thicknessMm: 1.7 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.thicknessMm).toContain('Board thickness must be one of');
  });
});

describe('who may do what', () => {
  it('answers 404 on every call for a project the caller cannot see', async () => {
    const projectId = await projectOf(t, owner, 'Private board');
    for (const [method, url] of [
      ['GET', `/rest/project/pcb/${projectId}`],
      ['POST', `/rest/project/pcb/${projectId}`],
      ['POST', `/rest/project/pcb-check/${projectId}`],
    ] as const) {
      const response = await call(method, url, stranger, {});
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('lets a read-only sharer read and check but not save', async () => {
    const projectId = await projectOf(t, owner, 'Shared to read');
    const reader = await signedInPerson(t);
    await share(t, owner, projectId, reader, 'read');
    expect((await call('GET', `/rest/project/pcb/${projectId}`, reader)).statusCode).toBe(200);
    expect((await call('POST', `/rest/project/pcb-check/${projectId}`, reader, {})).statusCode).toBe(200);
    const save = await call('POST', `/rest/project/pcb/${projectId}`, reader, { layers: 2 });
    expect(save.statusCode).toBe(403);
    expect(save.json().error.code).toBe('PROJECT.READ_ONLY');
  });

  it('lets an editing sharer save, and refuses the owner while the sharer holds the lock', async () => {
    const projectId = await projectOf(t, owner, 'Shared to edit');
    const editor = await signedInPerson(t);
    await share(t, owner, projectId, editor, 'edit');
    await call('POST', `/rest/project/user/${editor.user.id}/lockSharedProject/${projectId}`, editor, {});
    expect((await call('POST', `/rest/project/pcb/${projectId}`, editor, { layers: 4 })).statusCode).toBe(
      200,
    );
    const locked = await call('POST', `/rest/project/pcb/${projectId}`, owner, { layers: 2 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('PROJECT.LOCKED');
  });

  it('answers 401 without a token', async () => {
    const projectId = await projectOf(t, owner, 'Anonymous');
    for (const [method, url] of [
      ['GET', '/rest/getSafePcbData'],
      ['GET', '/rest/project/getPcbDimensions'],
      ['GET', `/rest/project/pcb/${projectId}`],
      ['POST', `/rest/project/pcb/${projectId}`],
      ['POST', `/rest/project/pcb-check/${projectId}`],
      ['PUT', '/rest/admin/pcb-default-data'],
      ['PUT', '/rest/admin/pcb-dimensions'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('copying a project', () => {
  it('carries the PCB spec and its status over', async () => {
    const projectId = await projectOf(t, owner, 'Original board');
    await call('POST', `/rest/project/pcb/${projectId}`, owner, {
      layers: 6,
      material: 'FR4_TG170',
      quantity: 25,
    });
    const copy = await call('POST', '/rest/project/copyProject', owner, { projectId });
    expect(copy.statusCode).toBe(200);
    const copyId: string = copy.json().projectId;
    const spec = (await call('GET', `/rest/project/pcb/${copyId}`, owner)).json();
    expect(spec).toMatchObject({ layers: 6, material: 'FR4_TG170', quantity: 25, saved: true });
    expect(await statusOf(copyId)).toBe('pcb-specified');
  });

  it('leaves a copy of a project without a spec unsaved', async () => {
    const projectId = await projectOf(t, owner, 'Board without spec');
    const copyId: string = (await call('POST', '/rest/project/copyProject', owner, { projectId })).json()
      .projectId;
    expect((await call('GET', `/rest/project/pcb/${copyId}`, owner)).json().saved).toBe(false);
    expect(await statusOf(copyId)).toBe('draft');
  });
});
