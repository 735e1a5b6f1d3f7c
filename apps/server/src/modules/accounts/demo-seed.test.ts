import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, signIn } from '../../../test/factories.ts';
import { EXAMPLE_PROJECT_NAME } from './demo-project-seed.ts';
import { seedDemoData } from './demo-seed.ts';
import { countUsers } from './users.repository.ts';

let t: TestApp;
/** What the seed answered on the empty database; every test reads the data it made. */
let seededEmptyDatabase: boolean;
beforeAll(async () => {
  t = await createTestApp();
  seededEmptyDatabase = await seedDemoData(t.ctx, t.services.auth.passwords, t.services);
}, 60_000);
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the confirmed admin and customer on an empty database, and only there', async () => {
    expect(seededEmptyDatabase).toBe(true);
    expect((await signIn(t, 'admin', 'admin1234')).roles).toEqual(['ADMIN', 'SUPER_ADMIN']);
    expect((await signIn(t, 'demo', 'demo1234')).roles).toEqual(['USER']);
    expect(await seedDemoData(t.ctx, t.services.auth.passwords, t.services)).toBe(false);
    expect(await countUsers(t.ctx.db)).toBe(2);
  });

  it('gives the demo customer the Sangaboard example, complete and consistent', async () => {
    const headers = bearer((await signIn(t, 'demo', 'demo1234')).accessToken);
    const get = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    const list = await t.app.inject({
      method: 'POST',
      url: '/rest/project',
      headers,
      payload: { selectedTab: 'all' },
    });
    const projects = list.json().wizardProjects as { projectId: string; name: string; status: string }[];
    expect(projects.map((project) => project.name)).toEqual([EXAMPLE_PROJECT_NAME]);
    const key = projects[0]?.projectId ?? '';
    expect(projects[0]?.status).toBe('pcb-specified');

    // 1-click-bom.csv: 29 lines (counted in the file), with manufacturer part numbers.
    const bom = await get(`/rest/project/bom/${key}`);
    expect(bom.lines).toHaveLength(29);
    expect(bom.mapping).toMatchObject({ designators: 'References', mpn: 'MPN1' });
    // pos_jlc.csv: 67 rows under its header, all on the top side.
    const cpl = await get(`/rest/project/cpl/${key}`);
    expect(cpl).toMatchObject({ placements: 67, topPlacements: 67, bottomPlacements: 0, units: 'mm' });

    const gerbers = await get(`/rest/project/pcb/${key}/gerbers`);
    expect(gerbers).toMatchObject({
      status: 'done',
      copperLayers: 2,
      outline: { widthMm: 65, heightMm: 56.5 },
    });
    expect(gerbers.layers).toHaveLength(11);
    expect(gerbers.previews).not.toBeNull();

    // The spec is the analysis taken over: size, two layers, legend and mask on both sides of the board.
    const spec = await get(`/rest/project/pcb/${key}`);
    expect(spec).toMatchObject({
      saved: true,
      widthMm: 65,
      heightMm: 56.5,
      layers: 2,
      silkscreenSides: 'both',
      solderMaskSides: 'both',
      minDrillMm: 0.4,
    });
    // …so the check has nothing to say about the size.
    const check = await t.app.inject({
      method: 'POST',
      url: `/rest/project/pcb-check/${key}`,
      headers,
      payload: {},
    });
    expect(check.json().findings.map((finding: { code: string }) => finding.code)).not.toContain(
      'PCB.SIZE_DIFFERS_FROM_GERBERS',
    );
  });

  it('warns on the example once its size is changed away from the Gerber outline', async () => {
    const headers = bearer((await signIn(t, 'demo', 'demo1234')).accessToken);
    const list = await t.app.inject({
      method: 'POST',
      url: '/rest/project',
      headers,
      payload: { selectedTab: 'all' },
    });
    const key = list.json().wizardProjects[0].projectId;
    const check = await t.app.inject({
      method: 'POST',
      url: `/rest/project/pcb-check/${key}`,
      headers,
      payload: { widthMm: 100, heightMm: 100 },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().findings).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'PCB.SIZE_DIFFERS_FROM_GERBERS',
        message: 'The board is 100 × 100 mm in the specification but 65 × 56.5 mm in the Gerber files',
      }),
    );
  });
});
