import { PROJECT_NAME_MAX } from '@boardhouse/shared/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { projectFiles, projects } from '../../db/schema.ts';
import { uploadBom } from '../bom/bom.test-support.ts';
import { takeNextChosenName } from './project-names.test-support.ts';

/**
 * The name a copy gets: copies made at the same moment each get their own free name (none is refused
 * for a name the customer never typed), and a copy's name stays within the project name's maximum.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const copyOf = (who: Person, projectId: string) =>
  call('POST', '/rest/project/copyProject', who, { projectId });

const projectsNamed = async (owner: Person) =>
  (
    await t.ctx.db
      .select({ id: projects.id, key: projects.projectKey, name: projects.name })
      .from(projects)
      .where(eq(projects.ownerId, owner.user.id))
  ).sort((a, b) => a.id - b.id);

describe('copying a project several times at once', () => {
  it('gives each of four simultaneous copies its own name, each copy whole', async () => {
    const owner = await signedInPerson(t);
    const source = await projectOf(t, owner, 'Motor driver');
    const bom = await uploadBom(
      t,
      owner.headers,
      source,
      'bom.csv',
      'Ref,Qty,MPN\nR1,1,RC0603-10K\nC1,2,GRM-100N\n',
    );
    expect(bom.statusCode, bom.body).toBe(200);
    expect((await call('POST', `/rest/project/pcb/${source}`, owner, { layers: 4 })).statusCode).toBe(200);

    const answers = await Promise.all([1, 2, 3, 4].map(() => copyOf(owner, source)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const names = answers.map((answer) => answer.json().name as string);
    expect([...names].sort()).toEqual([
      'Motor driver (copy)',
      'Motor driver (copy) (2)',
      'Motor driver (copy) (3)',
      'Motor driver (copy) (4)',
    ]);
    const keys = answers.map((answer) => answer.json().projectId as string);
    expect(new Set(keys).size).toBe(4);
    // The stored projects are exactly the source and the four copies: no half-written copy.
    expect((await projectsNamed(owner)).map((row) => row.name).sort()).toEqual(
      ['Motor driver', ...names].sort(),
    );
    for (const key of keys) {
      const info = (await call('GET', `/rest/project/info/${key}`, owner)).json();
      expect(info.name).toBe(names[keys.indexOf(key)]);
      expect((await call('GET', `/rest/project/bom/${key}`, owner)).json().lines).toHaveLength(2);
      expect((await call('GET', `/rest/project/pcb/${key}`, owner)).json().layers).toBe(4);
    }
    // One BOM file per copy and the source.
    const rows = await t.ctx.db.select({ projectId: projectFiles.projectId }).from(projectFiles);
    const ids = new Set((await projectsNamed(owner)).map((row) => row.id));
    expect(rows.filter((row) => ids.has(row.projectId))).toHaveLength(5);
  });
});

describe('a copy whose name is taken between choosing it and writing the copy', () => {
  it('is written under the next free name instead of being refused', async () => {
    const owner = await signedInPerson(t);
    const source = await projectOf(t, owner, 'Sensor hub');
    // Another request (a copy on another server) stores a project under the name just chosen.
    const spy = takeNextChosenName(t);
    try {
      const copy = await copyOf(owner, source);
      expect(copy.statusCode, copy.body).toBe(200);
      expect(copy.json().name).toBe('Sensor hub (copy) (2)');
    } finally {
      spy.mockRestore();
    }
    expect((await projectsNamed(owner)).map((row) => row.name).sort()).toEqual([
      'Sensor hub',
      'Sensor hub (copy)',
      'Sensor hub (copy) (2)',
    ]);
  });
});

describe('new projects without a name, several at once', () => {
  it('each get their own "Project <date>" name, none refused', async () => {
    const owner = await signedInPerson(t);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/rest/project/new', owner, {})),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set((await projectsNamed(owner)).map((row) => row.name)).size).toBe(4);
  });

  it('takes the next free name when another request stores the chosen one first', async () => {
    const owner = await signedInPerson(t);
    const spy = takeNextChosenName(t);
    try {
      const created = await call('POST', '/rest/project/new', owner, {});
      expect(created.statusCode, created.body).toBe(200);
    } finally {
      spy.mockRestore();
    }
    const names = (await projectsNamed(owner)).map((row) => row.name);
    expect(names).toHaveLength(2);
    expect(names[1]).toBe(`${names[0]} (2)`);
  });
});

describe('a copy of a project with a long name', () => {
  const longest = 'A'.repeat(PROJECT_NAME_MAX);

  it('shortens the name so the copy’s name, " (2)" included, has at most the maximum', async () => {
    const owner = await signedInPerson(t);
    const source = await projectOf(t, owner, longest);
    const first = await copyOf(owner, source);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().name).toBe(`${'A'.repeat(113)} (copy)`);
    const second = await copyOf(owner, source);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().name).toBe(`${'A'.repeat(109)} (copy) (2)`);
    for (const copy of [first, second]) {
      expect(copy.json().name).toHaveLength(PROJECT_NAME_MAX);
      // The project's own form takes the name back as it is.
      const { projectId, name } = copy.json();
      const saved = await call('POST', '/rest/project/information', owner, { projectId, name });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });

  it('drops the white space and half characters a cut leaves at the end', async () => {
    const owner = await signedInPerson(t);
    const spaced = `${'B'.repeat(112)} ${'C'.repeat(7)}`;
    const spacedCopy = await copyOf(owner, await projectOf(t, owner, spaced));
    expect(spacedCopy.json().name).toBe(`${'B'.repeat(112)} (copy)`);
    // An emoji is two UTF-16 units: cut between them it would be no character at all.
    const emoji = `${'D'.repeat(112)}😀${'E'.repeat(6)}`;
    expect(emoji).toHaveLength(PROJECT_NAME_MAX);
    const emojiCopy = await copyOf(owner, await projectOf(t, owner, emoji));
    expect(emojiCopy.json().name).toBe(`${'D'.repeat(112)} (copy)`);
  });

  it('leaves a name with room for the suffix whole', async () => {
    const owner = await signedInPerson(t);
    const fits = 'F'.repeat(PROJECT_NAME_MAX - ' (copy)'.length);
    const copy = await copyOf(owner, await projectOf(t, owner, fits));
    expect(copy.json().name).toBe(`${fits} (copy)`);
  });
});
