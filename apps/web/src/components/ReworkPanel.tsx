import { Alert, Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconFileUpload, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/client.ts';
import { reworkApi, reworkKeys } from '../api/order-rework.api.ts';
import { orderKeys } from '../api/orders.api.ts';
import { projectKeys } from '../api/projects.api.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The wizard steps that take the files: BOM and placement file on step 2, Gerbers on step 3. */
const stepPath = (projectId: string, step: 2 | 3) => `/myprojects/new/${projectId}/${step}`;

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 ? error.message : fallback;

/**
 * Staff's review asked for changes: their note, the way to the upload steps (open in this state) and
 * "Send for review", which asks first (the order goes back to review and may be priced again). Shown
 * on the customer's order page and above the project's wizard; nothing while review asks for nothing.
 */
export function ReworkPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const [note, setNote] = useState('');
  const state = useQuery({
    queryKey: reworkKeys.state(projectId),
    queryFn: () => reworkApi.state(projectId),
    // Uploads happen on the wizard's steps below: asked again while files may change, so "Send for
    // review" follows them (and a Gerber analysis finishing) without a reload.
    refetchInterval: (query) => (query.state.data?.isOpen && query.state.data.mayRevise ? 5_000 : false),
  });
  const order = state.data?.order;
  const send = useMutation({
    mutationFn: () => reworkApi.resubmit(order?.orderId ?? 0, note),
    onSuccess: async (answer) => {
      setIsConfirming(false);
      setNote('');
      notifications.show({ color: 'teal', message: t('rework.sent', { revision: answer.revision }) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reworkKeys.state(projectId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.info(projectId) }),
      ]);
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('rework.sendFailed'),
        message: errorText(error, t('errors.serverUnreachable')),
      }),
  });

  if (state.isPending) return <Skeleton height={96} radius="md" />;
  if (state.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
        {errorText(state.error, t('errors.serverUnreachable'))}
        <Group mt="sm">
          <Button size="xs" variant="light" onClick={() => void state.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (order?.reviewStatus !== 'CHANGES_NEEDED') return null;
  const { isOpen, mayRevise, changed, pendingAnalysis } = state.data;
  const changedNames = changed.map((file) => t(`rework.files.${file}`)).join(', ');

  return (
    <Alert
      color="orange"
      icon={<IconAlertCircle size={18} />}
      title={t('orders.review.changesTitle')}
      data-testid="rework-panel"
    >
      <Stack gap="sm">
        {order.reviewNote && <Text style={{ whiteSpace: 'pre-line' }}>{order.reviewNote}</Text>}
        {!isOpen && <Text size="sm">{t('rework.closed')}</Text>}
        {isOpen && !mayRevise && <Text size="sm">{t('rework.notAllowed')}</Text>}
        {isOpen && mayRevise && (
          <>
            <Text size="sm">{t('rework.intro', { revision: order.revision })}</Text>
            <Group gap="xs">
              <Button
                component={Link}
                to={stepPath(projectId, 3)}
                size="xs"
                variant="light"
                leftSection={<IconFileUpload size={14} />}
              >
                {t('rework.uploadGerbers')}
              </Button>
              <Button
                component={Link}
                to={stepPath(projectId, 2)}
                size="xs"
                variant="light"
                leftSection={<IconFileUpload size={14} />}
              >
                {t('rework.uploadBomPlacements')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {changed.length > 0 ? t('rework.changed', { files: changedNames }) : t('rework.nothingChanged')}
            </Text>
            {pendingAnalysis && <Text size="sm">{t('rework.analysing')}</Text>}
            <Group>
              <Button
                size="sm"
                leftSection={<IconSend size={16} />}
                disabled={changed.length === 0 || pendingAnalysis}
                onClick={() => setIsConfirming(true)}
              >
                {t('rework.send')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={isConfirming}
        title={t('rework.confirmTitle')}
        confirmLabel={t('rework.send')}
        isBusy={send.isPending}
        message={
          <Stack gap="sm">
            <Text size="sm">
              {t('rework.confirmText', { files: changedNames, revision: order.revision + 1 })}
            </Text>
            <Textarea
              label={t('rework.noteLabel')}
              description={t('rework.noteHint')}
              value={note}
              maxLength={1000}
              autosize
              minRows={2}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
          </Stack>
        }
        onConfirm={() => send.mutate()}
        onCancel={() => setIsConfirming(false)}
      />
    </Alert>
  );
}
