import {
  UNREAD_MAIL_MINUTES_MAX,
  UNREAD_MAIL_MINUTES_MIN,
} from '@boardhouse/shared/messages/announcements-api';
import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { noticesApi, noticesKeys } from '../../api/notices.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatDateTime } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { MessageBody } from '../../features/messages/MessageBody.tsx';
import { errorText } from '../pricing/admin-errors.ts';

/** /admin/announcements: the general announcement users see once after signing in, and the e-mail delay. */
export default function AnnouncementsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.announcements.title')} />
      <Stack maw={1000} gap="xl">
        <CurrentAnnouncement />
        <UnreadMailSetting />
      </Stack>
    </>
  );
}

function CurrentAnnouncement() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: noticesKeys.announcement, queryFn: noticesApi.announcement });
  const [draft, setDraft] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const save = useMutation({
    mutationFn: noticesApi.setAnnouncement,
    onSuccess: (answer, request) => {
      queryClient.setQueryData(noticesKeys.announcement, answer);
      setIsConfirming(false);
      if (request.active) setDraft('');
      notifications.show({
        color: 'green',
        icon: <IconCheck size={16} />,
        message: t(request.active ? 'admin.announcements.published' : 'admin.announcements.deactivated'),
      });
    },
  });
  const fieldError = save.error instanceof ApiError ? save.error.fieldErrors.body : undefined;
  const announcement = current.data?.announcement ?? null;

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('admin.announcements.intro')}</Text>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Group gap="xs">
            <Title order={2} size="h4">
              {t('admin.announcements.current')}
            </Title>
            {announcement && <Badge color="green">{t('admin.announcements.active')}</Badge>}
          </Group>
          {announcement && (
            <Button variant="light" color="red" onClick={() => setIsConfirming(true)}>
              {t('admin.announcements.deactivate')}
            </Button>
          )}
        </Group>
        {current.isPending && <Skeleton height={60} />}
        {current.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            {errorText(current.error, t('errors.serverUnreachable'))}
          </Alert>
        )}
        {current.data && !announcement && <Text c="dimmed">{t('admin.announcements.none')}</Text>}
        {announcement && (
          <Stack gap={4}>
            <MessageBody html={announcement.body} />
            <Text size="xs" c="dimmed">
              {t('admin.announcements.since', { date: formatDateTime(announcement.createdAt) })}
            </Text>
          </Stack>
        )}
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Textarea
          label={t('admin.announcements.newLabel')}
          description={t('admin.announcements.newHelp')}
          autosize
          minRows={6}
          maxRows={16}
          value={draft}
          error={fieldError}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('admin.announcements.preview')}
          </Text>
          <Paper withBorder radius="md" p="md" mih={120} bg="gray.0">
            {draft.trim() ? (
              <MessageBody html={draft} />
            ) : (
              <Text c="dimmed" size="sm">
                {t('admin.announcements.previewEmpty')}
              </Text>
            )}
          </Paper>
        </Stack>
      </SimpleGrid>
      {save.isError && !fieldError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errorText(save.error, t('errors.serverUnreachable'))}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          disabled={!draft.trim()}
          loading={save.isPending && save.variables?.active === true}
          onClick={() => save.mutate({ active: true, body: draft })}
        >
          {t('admin.announcements.publish')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={isConfirming}
        isDanger
        title={t('admin.announcements.deactivateTitle')}
        message={t('admin.announcements.deactivateText')}
        confirmLabel={t('admin.announcements.deactivate')}
        isBusy={save.isPending}
        onConfirm={() => save.mutate({ active: false })}
        onCancel={() => setIsConfirming(false)}
      />
    </Stack>
  );
}

function UnreadMailSetting() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: noticesKeys.settings, queryFn: noticesApi.settings });
  const [minutes, setMinutes] = useState<number | string | null>(null);
  const shown = minutes ?? settings.data?.unreadMailMinutes ?? '';
  const isValid =
    typeof shown === 'number' &&
    Number.isInteger(shown) &&
    shown >= UNREAD_MAIL_MINUTES_MIN &&
    shown <= UNREAD_MAIL_MINUTES_MAX;
  const save = useMutation({
    mutationFn: noticesApi.saveSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(noticesKeys.settings, answer);
      setMinutes(null);
      notifications.show({
        color: 'green',
        icon: <IconCheck size={16} />,
        message: t('admin.announcements.saved'),
      });
    },
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {t('admin.announcements.mailTitle')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('admin.announcements.mailIntro')}
      </Text>
      {settings.isPending && <Skeleton height={36} maw={240} />}
      {settings.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
          {errorText(settings.error, t('errors.serverUnreachable'))}
        </Alert>
      )}
      {settings.data && (
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            label={t('admin.announcements.minutes')}
            min={UNREAD_MAIL_MINUTES_MIN}
            max={UNREAD_MAIL_MINUTES_MAX}
            allowDecimal={false}
            value={shown}
            onChange={setMinutes}
            error={
              shown !== '' && !isValid
                ? t('admin.announcements.minutesRange', {
                    min: UNREAD_MAIL_MINUTES_MIN,
                    max: UNREAD_MAIL_MINUTES_MAX,
                  })
                : save.isError
                  ? errorText(save.error, t('errors.serverUnreachable'))
                  : undefined
            }
            w={220}
          />
          <Button
            disabled={!isValid || shown === settings.data.unreadMailMinutes}
            loading={save.isPending}
            onClick={() => isValid && save.mutate({ unreadMailMinutes: shown })}
          >
            {t('common.save')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
