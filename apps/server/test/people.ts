import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import type { UserRow } from '../src/modules/accounts/users.repository.ts';
import type { TestApp } from './app-harness.ts';
import { bearer, buildUser, signIn } from './factories.ts';

export interface Person {
  user: UserRow;
  headers: Record<string, string>;
}

/** A signed-in account; `createdBy` puts it in that account's team. */
export async function signedInPerson(
  t: TestApp,
  options: Parameters<typeof buildUser>[1] & { createdBy?: number } = {},
): Promise<Person> {
  const { createdBy, ...overrides } = options;
  const { user, password } = await buildUser(t, overrides);
  if (createdBy !== undefined) await t.ctx.db.update(users).set({ createdBy }).where(eq(users.id, user.id));
  return {
    user: { ...user, createdBy: createdBy ?? null },
    headers: bearer((await signIn(t, user.username, password)).accessToken),
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** inject() with the caller's token and a JSON body. */
export function caller(t: TestApp) {
  return (method: Method, url: string, who: Person, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
}

/** A new project of `owner`, by its key. */
export async function projectOf(t: TestApp, owner: Person, name: string): Promise<string> {
  const response = await caller(t)('POST', '/rest/project/new', owner, { name });
  if (response.statusCode !== 200) throw new Error(`project not created: ${response.body}`);
  return response.json().projectId;
}

/**
 * Shares a project through the API as a customer would: the owner invites the address, the invitee
 * accepts (the e-mails go to the outbox like any other). A second call with the same person changes
 * the access of the share they accepted.
 */
export async function share(
  t: TestApp,
  owner: Person,
  projectId: string,
  to: Person,
  access: 'read' | 'edit',
) {
  const call = caller(t);
  const invited = await call('POST', '/rest/project/shareproject', owner, {
    projectId,
    email: to.user.email,
    access,
  });
  if (invited.statusCode !== 202) throw new Error(`not invited: ${invited.body}`);
  const waiting = (await call('GET', '/rest/share-invitations', to)).json() as {
    id: number;
    projectId: string;
  }[];
  const invitation = waiting.find((row) => row.projectId === projectId);
  if (invitation) {
    const accepted = await call('POST', `/rest/share-invitations/${invitation.id}/accept`, to);
    if (accepted.statusCode !== 204) throw new Error(`not accepted: ${accepted.body}`);
  }
}
