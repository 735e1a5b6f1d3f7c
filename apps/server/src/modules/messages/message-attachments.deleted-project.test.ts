import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { attached, PNG, post, say } from './messages.test-support.ts';

/**
 * A deleted project's conversation goes with it: the files sent in it answer 404 to everyone who saw
 * the project, its owner included, until staff restore the project.
 */
let t: TestApp;
let owner: Person;
let reader: Person;
let admin: Person;
let attachmentId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInPerson(t);
  reader = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  const projectId = await projectOf(t, owner, 'Board to delete');
  await share(t, owner, projectId, reader, 'read');
  attachmentId = await attached(t, owner, 'board-top.png');
  await say(t, owner, projectId, 'Top side', { attachmentIds: [attachmentId] });
  // Before the deletion everyone who sees the project downloads it: the 404s below are the deletion's.
  for (const who of [owner, reader, admin]) expect((await download(who)).statusCode).toBe(200);
  const deleted = await caller(t)('DELETE', `/rest/project/${projectId}`, owner);
  expect(deleted.statusCode, deleted.body).toBe(204);
}, 60_000);
afterAll(() => t.close());

const download = (who: Person) =>
  t.app.inject({ method: 'GET', url: `/rest/messageTool/file/${attachmentId}`, headers: who.headers });

describe('a file sent in a deleted project’s conversation', () => {
  it.each([
    ['its owner', () => owner],
    ['a share holder', () => reader],
    ['staff', () => admin],
  ])('answers 404 to %s, with none of the file', async (_who, who) => {
    const response = await download(who());
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toMatch(/NOT_FOUND$/);
    expect(response.rawPayload.includes(PNG)).toBe(false);
    const location = await post(t, '/rest/messageTool/getfilelocation', who(), { attachmentId });
    expect(location.statusCode).toBe(404);
  });
});
