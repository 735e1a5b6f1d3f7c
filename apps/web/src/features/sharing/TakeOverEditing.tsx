import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectKeys, projectsApi } from '../../api/projects.api.ts';
import { sharingApi } from '../../api/sharing.api.ts';

/**
 * Shown while someone else holds the project's editing lock: the owner (or their team) can take it over,
 * so a share cannot keep the project locked for good. The project info names the holder.
 */
export default function TakeOverEditing({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: projectKeys.info(projectId),
    queryFn: () => projectsApi.info(projectId),
    // Who holds the lock changes from minute to minute: ask afresh each time the dialog opens.
    refetchOnMount: 'always',
  });
  const takeOver = useMutation({
    mutationFn: () => sharingApi.takeOverLock(projectId),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('sharing.lock.taken') });
      return queryClient.invalidateQueries({ queryKey: projectKeys.info(projectId) });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const lock = info.data?.lock;
  if (!lock) return null;
  return (
    <Alert color="yellow" icon={<IconLock size={18} />} data-testid="take-over-editing">
      <Stack gap="xs">
        <Text size="sm">{t('sharing.lock.heldBy', { name: lock.username })}</Text>
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('sharing.lock.hint')}
          </Text>
          <Button size="xs" color="yellow" loading={takeOver.isPending} onClick={() => takeOver.mutate()}>
            {t('sharing.lock.takeOver')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
