import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { teamApi, teamKeys } from '../../api/team.api.ts';

/**
 * The top of a team invitation's accept page: who invited the person, to which team, and the username
 * they will sign in with, before they give a password. A link that no longer works says so and shows
 * no form, since accepting would only be refused.
 */
export function InvitationIntro({ code, children }: { code: string; children: ReactNode }) {
  const { t } = useTranslation();
  const invitation = useQuery({
    queryKey: teamKeys.invitation(code),
    queryFn: () => teamApi.invitation(code),
    retry: (count, error) => !(error instanceof ApiError && error.status === 400) && count < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (invitation.isPending) {
    return (
      <Stack aria-busy="true" aria-label={t('auth.invitation.loading')}>
        <Skeleton height={64} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (invitation.isError) {
    const error = invitation.error;
    return (
      <Stack>
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          title={t('auth.invitation.invalidTitle')}
          role="alert"
        >
          {error instanceof ApiError && error.status !== 0 ? error.message : t('errors.serverUnreachable')}
        </Alert>
        <Button component={Link} to="/login" variant="default">
          {t('auth.backToSignIn')}
        </Button>
      </Stack>
    );
  }
  const { inviterName, teamName, username } = invitation.data;
  return (
    <Stack>
      <Alert color="teal" variant="light" icon={<IconUsersGroup size={18} />} data-testid="invitation-intro">
        <Text size="sm">{t('auth.invitation.invitedBy', { inviter: inviterName, team: teamName })}</Text>
        <Text size="sm" mt={4} fw={500}>
          {t('auth.invitation.signInAs', { username })}
        </Text>
      </Alert>
      {children}
    </Stack>
  );
}
