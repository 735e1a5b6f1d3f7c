import { useQuery } from '@tanstack/react-query';
import { useSession } from './session.store.ts';
import { teamApi, teamKeys } from './team.api.ts';
import type { TeamStanding } from './team-standing.ts';

/** Permissions change rarely and the server checks every call anyway: a minute old is fresh enough. */
const STALE_MS = 60_000;

/**
 * The team list's answer as the pages that order need it, so that a member sees who orders for the
 * team instead of a button the server would refuse. While it loads the standing is `pending`; if it
 * cannot be loaded, everything reads as allowed (the server still refuses what is not).
 */
export function useTeamStanding(): TeamStanding {
  const { isLoggedIn } = useSession();
  const team = useQuery({
    queryKey: teamKeys.members,
    queryFn: teamApi.members,
    staleTime: STALE_MS,
    enabled: isLoggedIn,
  });
  if (team.isPending && isLoggedIn) return { status: 'pending' };
  if (!team.data) {
    return {
      status: 'known',
      isMember: false,
      ownerName: '',
      may: { createProjects: true, seeTeamProjects: true, orderAndPay: true },
    };
  }
  const { owner, canManage, myPermissions } = team.data;
  return {
    status: 'known',
    // Only the owner and staff manage the team; everyone else listed in it is a member.
    isMember: !canManage,
    ownerName: `${owner.firstname} ${owner.lastname}`.trim() || owner.companyName || '',
    may: myPermissions,
  };
}
