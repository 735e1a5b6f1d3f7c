import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { orderFilesApi, orderFilesKeys } from '../../api/order-files.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatShortDate } from '../../components/format.ts';
import { errorMessageOf } from './error-message.ts';
import { missingFilesText } from './OrderFilesNotice.tsx';

const K = 'admin.filesWaiver';

/**
 * For staff on a project's order step: the manufacturing files an order still misses, and the waiver
 * that lets it be ordered without them (with the reason, kept with who and when). Both ways are
 * confirmed first.
 */
export function FilesWaiverCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const files = useQuery({
    queryKey: orderFilesKeys.project(projectId),
    queryFn: () => orderFilesApi.status(projectId),
  });
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (waived: boolean) =>
      orderFilesApi.setWaiver({ projectId, waived, ...(waived ? { note: note.trim() } : {}) }),
    onSuccess: (answer, waived) => {
      queryClient.setQueryData(orderFilesKeys.project(projectId), answer);
      setNote('');
      notifications.show({ color: 'teal', message: t(waived ? `${K}.waivedDone` : `${K}.withdrawnDone`) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.note) setNoteError(error.fieldErrors.note);
    },
    onSettled: () => setConfirming(null),
  });

  const handleWaive = () => {
    if (!note.trim()) {
      setNoteError(t(`${K}.noteRequired`));
      return;
    }
    setConfirming(true);
  };

  let body: ReactNode;
  if (files.isPending) body = <Skeleton height={60} />;
  else if (files.isError)
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
        <Button size="xs" variant="light" onClick={() => void files.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  else if (files.data.waiver) {
    const { waiver } = files.data;
    body = (
      <Stack gap="xs">
        <Text size="sm">
          {t(`${K}.waivedBy`, { name: waiver.waivedBy ?? '—', date: formatShortDate(waiver.waivedAt) })}
        </Text>
        {waiver.note && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {waiver.note}
          </Text>
        )}
        <Group>
          <Button variant="default" color="red" onClick={() => setConfirming(false)}>
            {t(`${K}.withdraw`)}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    const { missing } = files.data;
    body = (
      <Stack gap="xs">
        <Text size="sm">{missing.length > 0 ? missingFilesText(t, missing) : t(`${K}.complete`)}</Text>
        <Textarea
          label={t(`${K}.note`)}
          description={t(`${K}.noteHint`)}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setNoteError(null);
          }}
          error={noteError}
          maxLength={1000}
          autosize
          minRows={2}
        />
        <Group>
          <Button onClick={handleWaive}>{t(`${K}.waive`)}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t(`${K}.title`)}
          </Title>
          {files.data && (
            <Badge color={files.data.waiver ? 'orange' : files.data.missing.length ? 'yellow' : 'green'}>
              {t(
                files.data.waiver
                  ? `${K}.stateWaived`
                  : files.data.missing.length
                    ? `${K}.stateMissing`
                    : `${K}.stateComplete`,
              )}
            </Badge>
          )}
        </Group>
        {body}
        {save.isError && !noteError && (
          <Text size="sm" c="red">
            {errorMessageOf(save.error, t('errors.serverUnreachable'))}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={t(confirming ? `${K}.confirmWaiveTitle` : `${K}.confirmWithdrawTitle`)}
        message={t(confirming ? `${K}.confirmWaive` : `${K}.confirmWithdraw`)}
        confirmLabel={t(confirming ? `${K}.waive` : `${K}.withdraw`)}
        isDanger={confirming === false}
        isBusy={save.isPending}
        onConfirm={() => confirming !== null && save.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
