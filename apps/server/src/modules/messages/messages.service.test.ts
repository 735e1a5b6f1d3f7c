import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { type MessageSavedEvent, MessagesService } from './messages.service.ts';

/** The announcement of a saved message, which the live-updates module listens to. */
let t: TestApp;
let owner: Person;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInPerson(t);
  projectId = await projectOf(t, owner, 'Announced board');
});
afterAll(() => t.close());

const claimsOf = (person: Person): AccessClaims => ({
  userId: person.user.id,
  roles: ['USER'],
  jti: 'test',
  familyId: 'test',
  exp: Math.floor(Date.now() / 1000) + 60,
});

describe('onMessageSaved', () => {
  it('announces each saved message once, after it is stored', async () => {
    const events: MessageSavedEvent[] = [];
    const service = new MessagesService(t.ctx, t.services.projects, {
      onMessageSaved: (event) => events.push(event),
    });
    const saved = await service.save(claimsOf(owner), { projectId, message: 'Hello' });
    const project = await t.services.projects.get(claimsOf(owner), projectId);
    expect(events).toEqual([
      { projectId: project.id, projectKey: projectId, messageId: saved.id, authorId: owner.user.id },
    ]);
  });

  it('announces nothing for a refused message', async () => {
    const events: MessageSavedEvent[] = [];
    const service = new MessagesService(t.ctx, t.services.projects, {
      onMessageSaved: (event) => events.push(event),
    });
    await expect(service.save(claimsOf(owner), { projectId, message: '<p></p>' })).rejects.toThrow();
    expect(events).toEqual([]);
  });

  it('keeps the message when a listener fails', async () => {
    const service = new MessagesService(t.ctx, t.services.projects, {
      onMessageSaved: () => {
        throw new Error('listener down');
      },
    });
    const saved = await service.save(claimsOf(owner), { projectId, message: 'Still stored' });
    const last = await service.last(claimsOf(owner), projectId);
    expect(last?.id).toBe(saved.id);
  });
});
