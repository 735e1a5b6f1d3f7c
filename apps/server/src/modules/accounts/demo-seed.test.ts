import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { signIn } from '../../../test/factories.ts';
import { seedDemoData } from './demo-seed.ts';
import { countUsers } from './users.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the confirmed admin and customer on an empty database, and only there', async () => {
    expect(await seedDemoData(t.ctx, t.services.auth.passwords)).toBe(true);
    expect((await signIn(t, 'admin', 'admin1234')).roles).toEqual(['ADMIN']);
    expect((await signIn(t, 'demo', 'demo1234')).roles).toEqual(['USER']);
    expect(await seedDemoData(t.ctx, t.services.auth.passwords)).toBe(false);
    expect(await countUsers(t.ctx.db)).toBe(2);
  });
});
