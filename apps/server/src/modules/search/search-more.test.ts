import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { companies, users } from '../../db/schema.ts';
import { say } from '../messages/messages.test-support.ts';
import { searchMessages } from './search-more.repository.ts';
import { snippetOf } from './search-snippet.ts';

/**
 * The quick search's messages (every conversation the caller may read: own, team and shared projects;
 * staff all of them) and, for staff alone, customers and companies.
 */
let t: TestApp;
let owner: Person;
let teammate: Person;
let reader: Person;
let stranger: Person;
let admin: Person;
let boardKey: string;
let strangerKey: string;

interface Group {
  kind: string;
  results: { kind: string; id: string; title: string; subtitle: string; url: string } & Record<
    string,
    unknown
  >[];
}
const search = async (who: Person, q: string) => {
  const response = await caller(t)('GET', `/rest/search?q=${encodeURIComponent(q)}`, who);
  expect(response.statusCode).toBe(200);
  return response.json().groups as Group[];
};
const groupOf = async (who: Person, q: string, kind: string) =>
  (await search(who, q)).find((group) => group.kind === kind)?.results ?? [];
const kindsOf = async (who: Person, q: string) => (await search(who, q)).map((group) => group.kind);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInPerson(t, { firstname: 'Olivia', lastname: 'Zephyrine' });
  teammate = await signedInPerson(t, { createdBy: owner.user.id });
  reader = await signedInPerson(t);
  stranger = await signedInPerson(t, { firstname: 'Stan', lastname: 'Zephyrine' });
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'], lastname: 'Zephyrine-Staff' });
  boardKey = await projectOf(t, owner, 'Quasar board');
  strangerKey = await projectOf(t, stranger, 'Secret board');
  await share(t, owner, boardKey, reader, 'read');
  await say(t, owner, boardKey, '<p>The <b>solder mask</b> must be matte green &amp; lead free</p>');
  await say(t, admin, boardKey, 'Matte green is fine, the solder paste too');
  await say(t, stranger, strangerKey, 'Our solder mask is purple, price 4711 quokka');
  const [company] = await t.ctx.db
    .insert(companies)
    .values({ name: 'Zephyrine Instruments', vatNumber: 'NL123456789B01' })
    .returning();
  await t.ctx.db.update(users).set({ companyId: company?.id }).where(eq(users.id, owner.user.id));
}, 60_000);
afterAll(() => t.close());

describe('GET /rest/search: messages', () => {
  it('finds the owner’s messages newest first, with the conversation to open and the words around the match', async () => {
    const hits = await groupOf(owner, 'SOLDER', 'message');
    expect(hits.map((hit) => hit.subtitle)).toEqual([
      'Matte green is fine, the solder paste too',
      'The solder mask must be matte green & lead free',
    ]);
    const [newest] = hits;
    expect(newest).toMatchObject({
      kind: 'message',
      title: 'Quasar board',
      url: `/my-messages?projectId=${boardKey}&projectName=Quasar+board`,
      message: { projectId: boardKey, projectName: 'Quasar board', snippet: newest?.subtitle },
    });
    const message = newest?.message as { messageId: number } | undefined;
    expect(Number(newest?.id)).toBe(message?.messageId);
  });

  it('finds the messages of team and shared projects, but never another customer’s', async () => {
    for (const who of [owner, teammate, reader]) {
      expect((await groupOf(who, 'solder', 'message')).map((hit) => hit.title)).toEqual([
        'Quasar board',
        'Quasar board',
      ]);
      expect(await groupOf(who, 'quokka', 'message')).toEqual([]);
    }
    expect((await groupOf(stranger, 'solder', 'message')).map((hit) => hit.title)).toEqual(['Secret board']);
    expect(await groupOf(stranger, 'matte green', 'message')).toEqual([]);
  });

  it('lets staff find every conversation', async () => {
    expect((await groupOf(admin, 'solder', 'message')).map((hit) => hit.title).sort()).toEqual([
      'Quasar board',
      'Quasar board',
      'Secret board',
    ]);
  });

  it('matches words in their order across formatting, not markup, and treats % and _ as letters', async () => {
    expect(await groupOf(owner, '<b>', 'message')).toEqual([]);
    expect(await groupOf(owner, 'mask must', 'message')).toHaveLength(1);
    expect(await groupOf(owner, 'must mask', 'message')).toEqual([]);
    expect(await groupOf(owner, 'ma', 'message')).toEqual([]);
    expect(await groupOf(owner, 'mat', 'message')).toHaveLength(2);
    expect(await groupOf(owner, 'matte%green', 'message')).toEqual([]);
  });

  it('forgets the messages of a deleted project', async () => {
    const key = await projectOf(t, reader, 'Short-lived board');
    await say(t, reader, key, 'A unique walrus question');
    expect(await groupOf(reader, 'walrus', 'message')).toHaveLength(1);
    expect(await groupOf(admin, 'walrus', 'message')).toHaveLength(1);
    expect((await caller(t)('DELETE', `/rest/project/${key}`, reader)).statusCode).toBe(204);
    expect(await groupOf(reader, 'walrus', 'message')).toEqual([]);
    expect(await groupOf(admin, 'walrus', 'message')).toEqual([]);
  });
});

describe('searchMessages for staff: the newest messages first, then all of them', () => {
  it('finds words only older messages hold, newest first, never a deleted project’s', async () => {
    const maker = await signedInPerson(t);
    const key = await projectOf(t, maker, 'Archive board');
    const goneKey = await projectOf(t, maker, 'Gone board');
    const first = await say(t, maker, key, 'first kiwi question');
    await say(t, maker, goneKey, 'kiwi in a project that goes');
    const second = await say(t, maker, key, 'second kiwi question');
    const later = [];
    for (const n of [1, 2, 3]) later.push(await say(t, maker, key, `later note ${n}`));
    expect((await caller(t)('DELETE', `/rest/project/${goneKey}`, maker)).statusCode).toBe(204);
    // A window of the newest two messages: only "later note 3" and "later note 2" are in it.
    const ids = async (q: string, limit: number) =>
      (await searchMessages(t.ctx.db, q, null, limit, 2)).map((hit) => hit.messageId);
    expect(await ids('kiwi', 5)).toEqual([second.id, first.id]);
    expect(await ids('later note', 2)).toEqual([later[2]?.id, later[1]?.id]);
    expect(await ids('later note', 5)).toEqual(later.map((message) => message.id).reverse());
    expect(await ids('walrus kiwi', 5)).toEqual([]);
  });
});

describe('GET /rest/search: customers and companies', () => {
  it('lets staff find customers by name, with e-mail and company, but not staff accounts', async () => {
    const hits = await groupOf(admin, 'zephyrine', 'customer');
    expect(hits.map((hit) => hit.title).sort()).toEqual(['Olivia Zephyrine', 'Stan Zephyrine']);
    expect(hits.find((hit) => hit.title === 'Olivia Zephyrine')).toMatchObject({
      id: String(owner.user.id),
      subtitle: `${owner.user.email} · Zephyrine Instruments`,
      url: `/admin/users?search=${encodeURIComponent(owner.user.email)}`,
      customer: {
        userId: owner.user.id,
        name: 'Olivia Zephyrine',
        email: owner.user.email,
        company: 'Zephyrine Instruments',
      },
    });
    const byEmail = await groupOf(admin, owner.user.email, 'customer');
    expect(byEmail.map((hit) => hit.id)).toEqual([String(owner.user.id)]);
  });

  it('lets staff find companies by name or VAT number', async () => {
    const expected = {
      kind: 'company',
      title: 'Zephyrine Instruments',
      subtitle: 'NL123456789B01',
      url: '/admin/companies?search=Zephyrine+Instruments',
      company: { name: 'Zephyrine Instruments', vatNumber: 'NL123456789B01' },
    };
    expect(await groupOf(admin, 'zephyrine inst', 'company')).toMatchObject([expected]);
    expect(await groupOf(admin, 'nl123456', 'company')).toMatchObject([expected]);
  });

  it('never gives a customer the customers or companies groups', async () => {
    for (const who of [owner, teammate, stranger]) {
      const kinds = await kindsOf(who, 'zephyrine');
      expect(kinds).not.toContain('customer');
      expect(kinds).not.toContain('company');
    }
    expect(await kindsOf(admin, 'zephyrine')).toEqual(['customer', 'company']);
  });
});

describe('GET /rest/search: projects', () => {
  it('puts the exact key, then names starting with the text, before the other matches', async () => {
    const maker = await signedInPerson(t);
    await projectOf(t, maker, 'Alpha walrus');
    await projectOf(t, maker, 'Walrus zeta');
    const walrusKey = await projectOf(t, maker, 'Walrus');
    const titles = async (q: string) => (await groupOf(maker, q, 'project')).map((hit) => hit.title);
    expect(await titles('walrus')).toEqual(['Walrus', 'Walrus zeta', 'Alpha walrus']);
    expect(await titles('alrus')).toEqual(['Alpha walrus', 'Walrus', 'Walrus zeta']);
    expect((await titles(walrusKey.toLowerCase()))[0]).toBe('Walrus');
  });
});

describe('snippetOf', () => {
  it('cuts long text around the match with ellipses', () => {
    const body = `<p>${'a'.repeat(100)} needle ${'b'.repeat(200)}</p>`;
    const snippet = snippetOf(body, 'NEEDLE');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('needle');
    expect(snippet.length).toBeLessThan(130);
    expect(snippetOf('<p>short &lt;b&gt; text</p>', 'text')).toBe('short <b> text');
  });
});
