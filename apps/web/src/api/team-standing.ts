import type { TeamPermissions } from '@boardhouse/shared/team/team-api';
import type { TFunction } from 'i18next';

/** The caller's place in their team: what the server will let them do, and who leads the team. */
export type TeamStanding =
  | { status: 'pending' }
  | { status: 'known'; isMember: boolean; ownerName: string; may: TeamPermissions };

/** Whether ordering is the team owner's job for this caller: known, and refused to them. */
export function isOrderingRefused(
  standing: TeamStanding,
): standing is Extract<TeamStanding, { status: 'known' }> {
  return standing.status === 'known' && !standing.may.orderAndPay;
}

/** The team owner as a member reads them: their name, else "the team owner" in the reader's language. */
export function ownerNameOf(t: TFunction, standing: Extract<TeamStanding, { status: 'known' }>): string {
  return standing.ownerName || t('team.ownerFallback');
}
