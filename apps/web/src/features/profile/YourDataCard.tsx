import { Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account.api.ts';
import { ApiError } from '../../api/client.ts';
import { DeleteAccountModal } from './DeleteAccountModal.tsx';

/** "Your data": a copy of everything held about the account, and the danger zone to delete it. */
export function YourDataCard() {
  const { t } = useTranslation();
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const download = useMutation({
    mutationFn: accountApi.downloadData,
    onError: (error) =>
      notifications.show({
        color: 'red',
        message:
          error instanceof ApiError && error.status !== 0 ? error.message : t('errors.serverUnreachable'),
      }),
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <Text fw={600}>{t('profile.data.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('profile.data.downloadHelp')}
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('profile.data.download')}
          </Button>
        </Group>
        <Divider label={t('profile.data.dangerZone')} labelPosition="left" color="red" />
        <Text size="sm" c="dimmed">
          {t('profile.data.deleteHelp')}
        </Text>
        <Group>
          <Button
            color="red"
            variant="outline"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDeleteOpen(true)}
          >
            {t('profile.data.delete')}
          </Button>
        </Group>
      </Stack>
      <DeleteAccountModal opened={isDeleteOpen} onClose={() => setDeleteOpen(false)} />
    </Card>
  );
}
