import type { TestApp } from '../../../test/app-harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { createOpaqueToken } from '../../lib/secure-random.ts';
import { CODE_TTL_HOURS } from '../auth/one-time-codes.repository.ts';
import { replacePendingInvitation } from './team-invitations.repository.ts';

/** A pending team invitation of `email` to a new owner's team, straight in the database; answers its code. */
export async function invitationCodeFor(t: TestApp, email: string): Promise<string> {
  const { user: owner } = await buildUser(t);
  const code = createOpaqueToken();
  await replacePendingInvitation(
    t.ctx.db,
    {
      ownerId: owner.id,
      invitedBy: owner.id,
      email,
      firstname: 'Invited',
      lastname: 'Person',
      language: 'en',
      createProjects: true,
      seeTeamProjects: true,
      orderAndPay: true,
      expiresAt: new Date(Date.now() + CODE_TTL_HOURS * 3_600_000),
    },
    code,
  );
  return code;
}
