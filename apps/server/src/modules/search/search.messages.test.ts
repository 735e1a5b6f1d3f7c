import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, signedInPerson } from '../../../test/people.ts';

/** The quick search's refusals are sentences a person reads, not the validation library's wording. */
let t: TestApp;
let who: Person;
beforeAll(async () => {
  t = await createTestApp();
  who = await signedInPerson(t);
});
afterAll(() => t.close());

const search = (query: string) =>
  t.app.inject({ method: 'GET', url: `/rest/search${query}`, headers: who.headers });

describe('GET /rest/search refuses', () => {
  it.each([
    ['?q=S', { q: 'Type at least 2 characters to search' }],
    ['?q=%20%20S%20%20', { q: 'Type at least 2 characters to search' }],
    ['', { q: 'Type at least 2 characters to search' }],
    [`?q=${'x'.repeat(101)}`, { q: 'Search text is at most 100 characters' }],
    ['?q=sensor&limit=0', { limit: 'Limit is a whole number from 1 to 20' }],
    ['?q=sensor&limit=21', { limit: 'Limit is a whole number from 1 to 20' }],
    ['?q=sensor&limit=2.5', { limit: 'Limit is a whole number from 1 to 20' }],
    ['?q=sensor&limit=many', { limit: 'Limit is a whole number from 1 to 20' }],
  ])('%s with 400 and a readable message', async (query, fields) => {
    const refused = await search(query);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION');
    expect(refused.json().error.details.fields).toEqual(fields);
    expect(refused.body).not.toMatch(/Too (small|big)|expected/);
  });

  it('takes 2 and 100 characters', async () => {
    expect((await search('?q=ab')).statusCode).toBe(200);
    expect((await search(`?q=${'x'.repeat(100)}&limit=20`)).statusCode).toBe(200);
  });
});
