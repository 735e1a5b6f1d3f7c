import { ActionIcon, Alert, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailOff, IconUserMinus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ShareAccess, sharingApi, sharingKeys } from '../../api/sharing.api.ts';
import { fullName } from './people.ts';

/** Who has the project (accepted shares) and which addresses are invited but have not answered. */
export default function ProjectShareList({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Invitees accept and decline elsewhere: each time the dialog opens, ask again.
  const shares = useQuery({
    queryKey: sharingKeys.shares(projectId),
    queryFn: () => sharingApi.shares(projectId),
    refetchOnMount: 'always',
  });
  const invitations = useQuery({
    queryKey: sharingKeys.pendingInvitations(projectId),
    queryFn: () => sharingApi.pendingInvitations(projectId),
    refetchOnMount: 'always',
  });
  const showError = (error: Error) => notifications.show({ color: 'red', message: error.message });
  const unshare = useMutation({
    mutationFn: (userId: number) => sharingApi.unshare(projectId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.shares(projectId) }),
    onError: showError,
  });
  const revoke = useMutation({
    mutationFn: (invitationId: number) => sharingApi.revokeInvitation(projectId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.pendingInvitations(projectId) }),
    onError: showError,
  });
  const isEmpty = shares.data?.length === 0 && invitations.data?.length === 0;
  const failure = shares.error ?? invitations.error;

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('sharing.dialog.current')}</Text>
      {(shares.isPending || invitations.isPending) && <Skeleton height={36} />}
      {failure && <Alert color="red">{failure.message}</Alert>}
      {isEmpty && (
        <Text size="sm" c="dimmed">
          {t('sharing.dialog.none')}
        </Text>
      )}
      {shares.data?.map((share) => (
        <Row
          key={`share-${share.userId}`}
          testId="project-share"
          name={fullName(share)}
          email={share.email}
          access={share.access}
        >
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('sharing.dialog.remove', { name: fullName(share) })}
            loading={unshare.isPending && unshare.variables === share.userId}
            onClick={() => unshare.mutate(share.userId)}
          >
            <IconUserMinus size={18} />
          </ActionIcon>
        </Row>
      ))}
      {invitations.data?.map((invitation) => (
        <Row
          key={`invitation-${invitation.id}`}
          testId="project-invitation"
          name={invitation.email}
          access={invitation.access}
          badge={t('sharing.dialog.pending')}
        >
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('sharing.dialog.revoke', { email: invitation.email })}
            loading={revoke.isPending && revoke.variables === invitation.id}
            onClick={() => revoke.mutate(invitation.id)}
          >
            <IconMailOff size={18} />
          </ActionIcon>
        </Row>
      ))}
    </Stack>
  );
}

interface RowProps {
  testId: string;
  name: string;
  email?: string;
  access: ShareAccess;
  badge?: string;
  children: ReactNode;
}

function Row({ testId, name, email, access, badge, children }: RowProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate="end">
          {name}
        </Text>
        {email && (
          <Text size="xs" c="dimmed" truncate="end">
            {email}
          </Text>
        )}
      </div>
      <Group gap="xs" wrap="nowrap">
        {badge && (
          <Badge variant="outline" color="yellow">
            {badge}
          </Badge>
        )}
        <Badge variant="light" color={access === 'edit' ? 'teal' : 'gray'}>
          {t(`sharing.access.${access}`)}
        </Badge>
        {children}
      </Group>
    </Group>
  );
}
