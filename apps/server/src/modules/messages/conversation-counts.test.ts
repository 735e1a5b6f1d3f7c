import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { post, say } from './messages.test-support.ts';

/**
 * The conversation counters of migration 0018 (projects.message_count and last_message_at,
 * conversation_reads.read_count) are kept by triggers, so whoever writes must leave them equal to a
 * count from scratch: the API's own writes, bulk SQL, deletes and the cascades.
 */
let t: TestApp;
let customer: Person;
let teammate: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInPerson(t);
  teammate = await signedInPerson(t, { createdBy: customer.user.id });
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
}, 60_000);
afterAll(() => t.close());

const rows = async <T>(query: SQL) => ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every counter that differs from a count from scratch (empty when all hold). */
async function countersOff() {
  const projects = await rows<{ id: number }>(sql`
    select p.id, p.message_count, counted.n, p.last_message_at, counted.newest from projects p
    left join (select project_id, count(*)::int as n, max(created_at) as newest
               from project_messages group by project_id) counted on counted.project_id = p.id
    where p.message_count <> coalesce(counted.n, 0) or p.last_message_at is distinct from counted.newest`);
  const reads = await rows<{ user_id: number }>(sql`
    select coalesce(c.user_id, counted.user_id) as user_id, coalesce(c.project_id, counted.project_id) as project_id,
           c.read_count, counted.n
    from conversation_reads c
    full join (select r.user_id, m.project_id, count(*)::int as n from message_reads r
               join project_messages m on m.id = r.message_id group by r.user_id, m.project_id) counted
      on counted.user_id = c.user_id and counted.project_id = c.project_id
    where coalesce(c.read_count, 0) <> coalesce(counted.n, 0)`);
  return { projects, reads };
}

const noneOff = { projects: [], reads: [] };

async function projectId(key: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`select id from projects where project_key = ${key}`);
  if (!row) throw new Error(`no project ${key}`);
  return row.id;
}

describe('conversation counters', () => {
  it('follow the message centre’s own writes: messages, reading, marking unread', async () => {
    const board = await projectOf(t, customer, 'Counter board 1');
    const question = await say(t, customer, board, 'Is the stencil included?');
    await say(t, admin, board, 'Yes, stainless steel');
    await say(t, admin, board, 'And the frame too');
    expect(await countersOff()).toEqual(noneOff);
    const [counts] = await rows<{ message_count: number }>(
      sql`select message_count from projects where id = ${await projectId(board)}`,
    );
    expect(counts?.message_count).toBe(3);

    await post(t, '/rest/messages/updateNotificationStatusUser', customer, { projectId: board });
    await post(t, '/rest/messages/updateNotificationStatusUser', teammate, { projectId: board });
    await post(t, '/rest/messages/updateNotificationStatusAdmin', admin, { projectId: board });
    expect(await countersOff()).toEqual(noneOff);

    const unread = await post(t, '/rest/hubspot/markMessageAsUnread', customer, { messageId: question.id });
    expect(unread.statusCode).toBe(200);
    expect(await countersOff()).toEqual(noneOff);
  });

  it('follow bulk inserts and deletes written in SQL, and the cascades of a removed message or project', async () => {
    const board = await projectId(await projectOf(t, customer, 'Counter board 2'));
    const other = await projectId(await projectOf(t, customer, 'Counter board 3'));
    const added = await rows<{ id: number }>(sql`
      insert into project_messages (project_id, author_id, author_is_staff, body, created_at)
      select case when n % 3 = 0 then ${other}::int else ${board}::int end, ${admin.user.id}::int, true,
             'Note ' || n, now() - make_interval(mins => n)
      from generate_series(1, 12) as n
      returning id`);
    expect(added).toHaveLength(12);
    await t.ctx.db.execute(sql`
      insert into message_reads (message_id, user_id, reader_is_staff)
      select m.id, reader.id, false from project_messages m
      cross join (values (${customer.user.id}::int), (${teammate.user.id}::int)) as reader(id)
      where m.project_id in (${board}, ${other})`);
    expect(await countersOff()).toEqual(noneOff);

    await t.ctx.db.execute(sql`delete from message_reads
      where user_id = ${teammate.user.id} and message_id in (select id from project_messages where project_id = ${board})`);
    expect(await countersOff()).toEqual(noneOff);

    // A removed message takes its read rows along (the cascade), and the newest time moves back.
    await t.ctx.db.execute(sql`delete from project_messages where id = (
      select id from project_messages where project_id = ${board} order by created_at desc limit 1)`);
    expect(await countersOff()).toEqual(noneOff);

    await t.ctx.db.execute(sql`delete from projects where id = ${other}`);
    expect(await countersOff()).toEqual(noneOff);
    const left = await rows(sql`select 1 from conversation_reads where project_id = ${other}`);
    expect(left).toEqual([]);
  });

  it('give the unread check its figures: the teammate who has read nothing sees every message', async () => {
    const board = await projectOf(t, customer, 'Counter board 4');
    await say(t, admin, board, 'Your boards have shipped');
    await say(t, admin, board, 'Tracking follows');
    const listed = await post(t, '/rest/messages/checkNewMessagesForUser', teammate);
    const mine = (listed.json().projects as { projectId: string; unread: number }[]).find(
      (project) => project.projectId === board,
    );
    expect(mine?.unread).toBe(2);
    await post(t, '/rest/messages/updateNotificationStatusUser', teammate, { projectId: board });
    const after = await post(t, '/rest/messages/checkNewMessagesForUser', teammate);
    expect(
      (after.json().projects as { projectId: string }[]).map((project) => project.projectId),
    ).not.toContain(board);
  });
});
