import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailShare } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectKeys } from '../../api/projects.api.ts';
import { type ShareInvitation, sharingApi, sharingKeys } from '../../api/sharing.api.ts';
import { formatDate } from '../../components/format.ts';

type Answer = 'accept' | 'decline';

/**
 * Projects others invited the caller to, each with Accept and Decline. Shown above the project lists:
 * an accepted project appears in the Team projects tab right below.
 */
export default function InvitationsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const invitations = useQuery({ queryKey: sharingKeys.myInvitations, queryFn: sharingApi.myInvitations });
  const answer = useMutation({
    mutationFn: ({ invitation, answer }: { invitation: ShareInvitation; answer: Answer }) =>
      sharingApi.answerInvitation(invitation.id, answer),
    onSuccess: (_, { invitation, answer }) => {
      notifications.show({
        color: answer === 'accept' ? 'teal' : 'gray',
        message:
          answer === 'accept'
            ? t('sharing.invitations.accepted', { project: invitation.projectName })
            : t('sharing.invitations.declined'),
      });
      if (answer === 'accept') void queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingKeys.myInvitations }),
  });
  if (!invitations.data?.length) return null;
  const isAnswering = (invitation: ShareInvitation, kind: Answer) =>
    answer.isPending && answer.variables?.invitation.id === invitation.id && answer.variables.answer === kind;

  return (
    <Paper withBorder p="md" mb="md" role="region" aria-labelledby="share-invitations-title">
      <Group gap="xs" mb="sm">
        <IconMailShare size={20} aria-hidden />
        <Title order={2} size="h4" id="share-invitations-title">
          {t('sharing.invitations.region')}
        </Title>
      </Group>
      <Stack gap="sm">
        {invitations.data.map((invitation) => (
          <Group key={invitation.id} justify="space-between" wrap="wrap" data-testid="share-invitation">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {t('sharing.invitations.title', {
                  name: `${invitation.invitedBy.firstname} ${invitation.invitedBy.lastname}`.trim(),
                  project: invitation.projectName,
                })}
              </Text>
              <Group gap="xs">
                <Badge variant="light" color={invitation.access === 'edit' ? 'teal' : 'gray'}>
                  {t(`sharing.access.${invitation.access}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('sharing.invitations.until', {
                    date: formatDate(invitation.expiresAt),
                  })}
                </Text>
              </Group>
            </div>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                loading={isAnswering(invitation, 'decline')}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ invitation, answer: 'decline' })}
              >
                {t('sharing.invitations.decline')}
              </Button>
              <Button
                size="xs"
                loading={isAnswering(invitation, 'accept')}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ invitation, answer: 'accept' })}
              >
                {t('sharing.invitations.accept')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
