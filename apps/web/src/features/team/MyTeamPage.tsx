import type { TeamInvitation, TeamMember, TeamPermissions } from '@boardhouse/shared/team/team-api';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconTrash, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamApi, teamKeys } from '../../api/team.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatDate } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PermissionSwitches } from '../../components/TeamPermissionSwitches.tsx';
import { InviteMemberDialog } from './InviteMemberDialog.tsx';

/**
 * #/my-team (SPEC.md section 2): the team's members with their permissions. The owner invites,
 * changes permissions and removes members; a member sees the list read-only. Pending invitations (not
 * accounts until accepted) follow the members, read-only. A table on wide screens, one card per
 * member on phones.
 */
export default function MyTeamPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [isInviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const team = useQuery({ queryKey: teamKeys.members, queryFn: teamApi.members });
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.members });
  const permissions = useMutation({
    mutationFn: ({ member, next }: { member: TeamMember; next: TeamPermissions }) =>
      teamApi.setPermissions(member.userId, next),
    onSuccess: (member) => {
      notifications.show({ color: 'teal', message: t('team.permissionsSaved', { name: nameOf(member) }) });
      void refresh();
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const remove = useMutation({
    mutationFn: (member: TeamMember) => teamApi.remove(member.userId),
    onSuccess: (_nothing, member) => {
      notifications.show({ color: 'teal', message: t('team.removed', { name: nameOf(member) }) });
      setRemoving(null);
      void refresh();
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });

  const canManage = team.data?.canManage ?? false;
  const members = team.data?.members ?? [];
  const invitations = team.data?.invitations ?? [];
  const rowProps = (member: TeamMember) => ({
    member,
    canManage,
    isSaving: permissions.isPending && permissions.variables?.member.userId === member.userId,
    onPermissions: (next: TeamPermissions) => permissions.mutate({ member, next }),
    onRemove: () => setRemoving(member),
  });

  return (
    <>
      <PageHeader
        title={t('pages.myTeam.title')}
        actions={
          canManage && (
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
              {t('team.invite')}
            </Button>
          )
        }
      />
      <Stack maw={1200}>
        <Text c="dimmed" maw={760}>
          {t(canManage ? 'team.introOwner' : 'team.introMember')}
        </Text>
        {team.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            <Text size="sm" mb="sm">
              {team.error.message}
            </Text>
            <Button size="xs" variant="light" onClick={() => void team.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        {team.isPending && <Skeleton height={200} radius="md" />}
        {team.data && members.length === 0 && invitations.length === 0 && (
          <EmptyState
            icon={<IconUsersGroup size={28} />}
            title={t('pages.myTeam.emptyTitle')}
            description={t('team.emptyExplained')}
            {...(canManage ? { actionLabel: t('team.invite'), onAction: () => setInviting(true) } : {})}
          />
        )}
        {members.length + invitations.length > 0 &&
          (isPhone ? (
            <Stack gap="sm">
              {members.map((member) => (
                <MemberCard key={member.userId} {...rowProps(member)} />
              ))}
              {invitations.map((invitation) => (
                <InvitationCard key={`invitation-${invitation.invitationId}`} invitation={invitation} />
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table verticalSpacing="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('team.column.name')}</Table.Th>
                    <Table.Th>{t('fields.email')}</Table.Th>
                    <Table.Th>{t('team.column.permissions')}</Table.Th>
                    <Table.Th>{t('team.column.added')}</Table.Th>
                    {canManage && (
                      <Table.Th>
                        <VisuallyHidden>{t('team.column.actions')}</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {members.map((member) => (
                    <MemberRow key={member.userId} {...rowProps(member)} />
                  ))}
                  {invitations.map((invitation) => (
                    <InvitationRow
                      key={`invitation-${invitation.invitationId}`}
                      invitation={invitation}
                      canManage={canManage}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))}
      </Stack>
      {canManage && <InviteMemberDialog opened={isInviting} onClose={() => setInviting(false)} />}
      <ConfirmDialog
        opened={removing !== null}
        title={t('team.removeTitle')}
        message={removing ? t('team.removeText', { name: nameOf(removing) }) : ''}
        confirmLabel={t('team.remove')}
        isDanger
        isBusy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

const nameOf = (member: TeamMember) => `${member.firstname} ${member.lastname}`.trim() || member.username;
const invitedName = (invitation: TeamInvitation) =>
  `${invitation.firstname} ${invitation.lastname}`.trim() || invitation.email;

interface MemberProps {
  member: TeamMember;
  canManage: boolean;
  isSaving: boolean;
  onPermissions: (next: TeamPermissions) => void;
  onRemove: () => void;
}

function MemberName({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <div>
        <Text fw={600}>{nameOf(member)}</Text>
        <Text size="xs" c="dimmed">
          {member.username}
        </Text>
      </div>
      {member.invitationPending && (
        <Badge size="sm" color="yellow" variant="light">
          {t('team.pending')}
        </Badge>
      )}
    </Group>
  );
}

function RemoveButton({ member, onRemove }: { member: TeamMember; onRemove: () => void }) {
  const { t } = useTranslation();
  const label = t('team.removeFor', { name: nameOf(member) });
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onRemove}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function MemberRow({ member, canManage, isSaving, onPermissions, onRemove }: MemberProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <MemberName member={member} />
      </Table.Td>
      <Table.Td>{member.email}</Table.Td>
      <Table.Td>
        <PermissionSwitches
          size="xs"
          value={member.permissions}
          disabled={!canManage || isSaving}
          whose={nameOf(member)}
          onChange={onPermissions}
        />
      </Table.Td>
      <Table.Td>{formatDate(member.createdAt)}</Table.Td>
      {canManage && (
        <Table.Td>
          <RemoveButton member={member} onRemove={onRemove} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

function MemberCard({ member, canManage, isSaving, onPermissions, onRemove }: MemberProps) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <MemberName member={member} />
          {canManage && <RemoveButton member={member} onRemove={onRemove} />}
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Text>
        <PermissionSwitches
          size="sm"
          value={member.permissions}
          disabled={!canManage || isSaving}
          whose={nameOf(member)}
          onChange={onPermissions}
        />
      </Stack>
    </Card>
  );
}

/** The invitee's name with the pending badge: they are not a member until they accept. */
function InvitationName({ invitation }: { invitation: TeamInvitation }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={600}>{invitedName(invitation)}</Text>
      <Badge size="sm" color="yellow" variant="light">
        {t('team.pending')}
      </Badge>
    </Group>
  );
}

/** The permissions an invitation carries are fixed until accepted (inviting again replaces them). */
const noChange = () => undefined;

function InvitationRow({ invitation, canManage }: { invitation: TeamInvitation; canManage: boolean }) {
  return (
    <Table.Tr>
      <Table.Td>
        <InvitationName invitation={invitation} />
      </Table.Td>
      <Table.Td>{invitation.email}</Table.Td>
      <Table.Td>
        <PermissionSwitches
          size="xs"
          value={invitation.permissions}
          disabled
          whose={invitedName(invitation)}
          onChange={noChange}
        />
      </Table.Td>
      <Table.Td>{formatDate(invitation.createdAt)}</Table.Td>
      {canManage && <Table.Td />}
    </Table.Tr>
  );
}

function InvitationCard({ invitation }: { invitation: TeamInvitation }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <InvitationName invitation={invitation} />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {invitation.email}
        </Text>
        <PermissionSwitches
          size="sm"
          value={invitation.permissions}
          disabled
          whose={invitedName(invitation)}
          onChange={noChange}
        />
      </Stack>
    </Card>
  );
}
