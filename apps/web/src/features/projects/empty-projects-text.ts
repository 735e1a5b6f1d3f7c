import type { TFunction } from 'i18next';
import { ownerNameOf, type TeamStanding } from '../../api/team-standing.ts';

/**
 * Why My Projects is empty, in the reader's situation: a member learns where the team's projects come
 * from (or which permission hides them) and whether they can create their own; everyone else is told
 * what will be listed.
 */
export function emptyProjectsText(t: TFunction, standing: TeamStanding): string {
  if (standing.status !== 'known' || !standing.isMember) return t('pages.myProjects.emptyText');
  const owner = ownerNameOf(t, standing);
  const where = standing.may.seeTeamProjects
    ? t('pages.myProjects.memberShared', { owner })
    : t('pages.myProjects.memberNotShared', { owner });
  const next = standing.may.createProjects
    ? t('pages.myProjects.memberCreate')
    : t('pages.myProjects.memberNoCreate', { owner });
  return `${where} ${next}`;
}

/** The empty Team projects tab: what appears there, or the permission that keeps it empty. */
export function emptyTeamTabText(t: TFunction, standing: TeamStanding): string {
  if (standing.status !== 'known' || !standing.isMember) return t('projects.noTeamProjects');
  const owner = ownerNameOf(t, standing);
  return standing.may.seeTeamProjects
    ? t('projects.noTeamProjectsMember', { owner })
    : t('projects.teamProjectsNotAllowed', { owner });
}
