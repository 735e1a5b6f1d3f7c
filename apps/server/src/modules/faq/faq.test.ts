import { FAQ_TOPICS } from '@boardhouse/shared/faq/faq-api';
import { LANGUAGES } from '@boardhouse/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { faqEntries } from '../../db/schema.ts';
import { seedFaq } from './faq-seed.ts';

/** The FAQ: seeded once in six languages, read in the user's language, edited by staff. */
let t: TestApp;
let admin: Person;
let customer: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  customer = await signedInPerson(t);
}, 60_000);
afterAll(() => t.close());

type Entry = {
  id: number;
  language: string;
  topic: string;
  question: string;
  answer: string;
  position: number;
};
const read = async (who: Person, url: string) => {
  const response = await caller(t)('GET', url, who);
  expect(response.statusCode).toBe(200);
  return response.json() as { language: string; entries: Entry[] };
};

describe('the default FAQ', () => {
  it('covers every topic with at least two entries in every language', async () => {
    for (const language of LANGUAGES) {
      const faq = await read(customer, `/rest/faq?language=${language}`);
      expect(faq.language).toBe(language);
      for (const topic of FAQ_TOPICS) {
        expect(faq.entries.filter((entry) => entry.topic === topic).length).toBeGreaterThanOrEqual(2);
      }
      // Grouped by topic in the page's order.
      const topics = [...new Set(faq.entries.map((entry) => entry.topic))];
      expect(topics).toEqual([...FAQ_TOPICS]);
    }
  });

  it('is not seeded again when the server starts with entries', async () => {
    const before = await t.ctx.db.$count(faqEntries);
    await seedFaq(t.ctx.db);
    expect(await t.ctx.db.$count(faqEntries)).toBe(before);
  });
});

describe('staff edit the FAQ', () => {
  let created: Entry;

  it('adds an entry last of its topic, its answer sanitised', async () => {
    const response = await caller(t)('POST', '/rest/admin/faq', admin, {
      language: 'de',
      topic: 'shipping',
      question: 'Liefern Sie nach Norwegen?',
      answer: '<p>Ja<img src=x onerror=alert(1)></p>',
    });
    expect(response.statusCode).toBe(200);
    created = response.json();
    expect(created).toMatchObject({ answer: '<p>Ja</p>', position: 2, topic: 'shipping' });
  });

  it('changes and reorders entries of one topic', async () => {
    const changed = await caller(t)('PUT', `/rest/admin/faq/${created.id}`, admin, {
      language: 'de',
      topic: 'shipping',
      question: 'Liefern Sie auch nach Norwegen?',
      answer: 'Ja, mit Zollpapieren.',
    });
    expect(changed.json()).toMatchObject({ question: 'Liefern Sie auch nach Norwegen?', position: 2 });
    const shipping = (await read(admin, '/rest/admin/faq?language=de')).entries.filter(
      (entry) => entry.topic === 'shipping',
    );
    const ids = [created.id, ...shipping.filter((entry) => entry.id !== created.id).map((entry) => entry.id)];
    const reordered = await caller(t)('POST', '/rest/admin/faq/reorder', admin, { ids });
    expect(reordered.statusCode).toBe(200);
    const after = (await read(customer, '/rest/faq?language=de')).entries.filter(
      (entry) => entry.topic === 'shipping',
    );
    expect(after.map((entry) => entry.id)).toEqual(ids);
    const partial = await caller(t)('POST', '/rest/admin/faq/reorder', admin, { ids: ids.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.details.fields).toEqual({
      ids: 'List every entry of one language and topic once',
    });
  });

  it('deletes an entry, then answers 404 for it', async () => {
    expect((await caller(t)('DELETE', `/rest/admin/faq/${created.id}`, admin)).statusCode).toBe(204);
    expect((await caller(t)('DELETE', `/rest/admin/faq/${created.id}`, admin)).statusCode).toBe(404);
    const put = await caller(t)('PUT', `/rest/admin/faq/${created.id}`, admin, {
      language: 'de',
      topic: 'vat',
      question: 'Q',
      answer: 'A',
    });
    expect(put.statusCode).toBe(404);
  });

  it('falls back to English for a language whose entries were all deleted', async () => {
    const chinese = await read(admin, '/rest/admin/faq?language=ch');
    for (const entry of chinese.entries) await caller(t)('DELETE', `/rest/admin/faq/${entry.id}`, admin);
    const faq = await read(customer, '/rest/faq?language=ch');
    expect(faq.language).toBe('en');
    expect(faq.entries[0]?.language).toBe('en');
    expect((await read(admin, '/rest/admin/faq?language=ch')).entries).toEqual([]);
  });

  it('refuses customers and bad input field by field', async () => {
    const byCustomer = await caller(t)('POST', '/rest/admin/faq', customer, {
      language: 'en',
      topic: 'vat',
      question: 'Q',
      answer: 'A',
    });
    expect(byCustomer.statusCode).toBe(403);
    expect((await caller(t)('GET', '/rest/admin/faq', customer)).statusCode).toBe(403);
    expect((await caller(t)('DELETE', '/rest/admin/faq/1', customer)).statusCode).toBe(403);
    const bad = await caller(t)('POST', '/rest/admin/faq', admin, {
      language: 'xx',
      topic: 'weather',
      question: ' ',
      answer: '<script>only</script>',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toEqual({
      language: 'Language is not valid',
      topic: 'Topic is not valid',
      question: 'Question is required',
    });
    const blank = await caller(t)('POST', '/rest/admin/faq', admin, {
      language: 'en',
      topic: 'vat',
      question: 'Why?',
      answer: '<script>only</script>',
    });
    expect(blank.json().error.details.fields).toEqual({ answer: 'Answer is required' });
    expect((await caller(t)('GET', '/rest/faq?language=xx', customer)).statusCode).toBe(400);
  });
});
