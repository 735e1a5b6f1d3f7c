import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TeamStanding } from '../../api/team-standing.ts';
import { emptyProjectsText, emptyTeamTabText } from './empty-projects-text.ts';

// The key and its values, so each case reads which sentence was chosen and for whom.
const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key}(${Object.values(values).join(',')})` : key) as unknown as TFunction;

const ALL = { createProjects: true, seeTeamProjects: true, orderAndPay: true };
const member = (may: Partial<typeof ALL>, ownerName = 'Olga Owner'): TeamStanding => ({
  status: 'known',
  isMember: true,
  ownerName,
  may: { ...ALL, ...may },
});

describe('why My Projects is empty', () => {
  it('tells the owner (and anyone while the team loads) what will be listed', () => {
    const owner: TeamStanding = { status: 'known', isMember: false, ownerName: 'Me', may: ALL };
    expect(emptyProjectsText(t, owner)).toBe('pages.myProjects.emptyText');
    expect(emptyProjectsText(t, { status: 'pending' })).toBe('pages.myProjects.emptyText');
  });

  it('tells a member where the team’s projects come from and that they can create their own', () => {
    expect(emptyProjectsText(t, member({}))).toBe(
      'pages.myProjects.memberShared(Olga Owner) pages.myProjects.memberCreate',
    );
  });

  it('names the permissions that keep the list empty, and whom to ask', () => {
    expect(emptyProjectsText(t, member({ seeTeamProjects: false, createProjects: false }))).toBe(
      'pages.myProjects.memberNotShared(Olga Owner) pages.myProjects.memberNoCreate(Olga Owner)',
    );
    expect(emptyProjectsText(t, member({ createProjects: false }, ''))).toBe(
      'pages.myProjects.memberShared(team.ownerFallback) pages.myProjects.memberNoCreate(team.ownerFallback)',
    );
  });

  it('explains the empty Team projects tab by the member’s permission', () => {
    expect(emptyTeamTabText(t, member({}))).toBe('projects.noTeamProjectsMember(Olga Owner)');
    expect(emptyTeamTabText(t, member({ seeTeamProjects: false }))).toBe(
      'projects.teamProjectsNotAllowed(Olga Owner)',
    );
    expect(emptyTeamTabText(t, { status: 'pending' })).toBe('projects.noTeamProjects');
  });
});
