import { PAID_STATUSES } from '@boardhouse/shared/orders/order-status';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPencil, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GecOrderStatus, gecApi, gecKeys } from '../../api/gec.api.ts';
import type { StaffOrderResponse } from '../../api/order-actions.api.ts';
import { fact } from '../../components/fact.tsx';
import { formatDateTime } from '../../components/format.ts';
import { errorText } from '../pricing/admin-errors.ts';
import { OrderSystemJsonEditor } from './OrderSystemJsonEditor.tsx';
import { formatDocument, isUpdate, OS, orderSystemBadge, sendBlockReason } from './order-system.ts';

/**
 * The client-order system ("GEC") on the staff order page: where the order stands there, sending it
 * (again only after an edit, which updates the system's copy), the system's own view of it, the order
 * document's JSON and the customer's client id in that system.
 */
export function StaffOrderSystem({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = gecKeys.order(order.orderId);
  const [isEditorOpen, setEditorOpen] = useState(false);
  const [isClientIdOpen, setClientIdOpen] = useState(false);
  const status = useQuery({ queryKey: key, queryFn: () => gecApi.status(order.orderId) });
  const showFailure = (error: unknown) =>
    notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) });
  const send = useMutation({
    mutationFn: () => gecApi.send(order.orderId),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      notifications.show({
        color: answer.state === 'failed' ? 'red' : 'teal',
        message:
          answer.state === 'failed'
            ? (answer.lastError ?? t(`${OS}.state.failed`))
            : t(`${OS}.sentNotice`, { version: answer.sentVersion }),
      });
    },
    onError: (error) => {
      showFailure(error);
      // A refused sending is recorded as the order's last error.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const info = useMutation({ mutationFn: () => gecApi.info(order.orderId), onError: showFailure });

  const title = t(`${OS}.title`);
  const data = status.data;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={title}
      data-testid="order-system"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h5">
            {title}
          </Title>
          {data && <StateBadge status={data} />}
        </Group>
        {status.isError ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('errors.loadFailed')}>
            {errorText(status.error, t('errors.serverUnreachable'))}
          </Alert>
        ) : !data ? (
          <Skeleton height={96} radius="md" />
        ) : (
          <>
            {!data.configured && (
              <Text size="sm" c="dimmed">
                {t(`${OS}.notConfigured`)}
              </Text>
            )}
            <Group gap="xl" wrap="wrap" align="flex-start">
              {fact(t(`${OS}.gecOrderId`), data.gecOrderId ?? '—')}
              {fact(
                t(`${OS}.clientId`),
                <Group gap={4} component="span" wrap="nowrap">
                  <span>{data.gecClientId ?? '—'}</span>
                  <Tooltip label={t(`${OS}.changeClientId`)}>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t(`${OS}.changeClientId`)}
                      onClick={() => setClientIdOpen(true)}
                    >
                      <IconPencil size={14} />
                    </ActionIcon>
                  </Tooltip>
                </Group>,
              )}
              {fact(t(`${OS}.sentAt`), data.sentAt ? formatDateTime(data.sentAt) : '—')}
              {fact(t(`${OS}.documentVersion`), data.documentVersion ?? '—')}
            </Group>
            {data.lastError && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                title={t(`${OS}.lastError`)}
              >
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {data.lastError}
                </Text>
              </Alert>
            )}
            <Group gap="sm" wrap="wrap">
              <SendButton
                status={data}
                isPaid={PAID_STATUSES.has(order.status)}
                isBusy={send.isPending}
                onSend={() => send.mutate()}
              />
              <Button
                variant="default"
                disabled={!data.configured || data.gecOrderId === null}
                loading={info.isPending}
                onClick={() => info.mutate()}
              >
                {t(`${OS}.getInfo`)}
              </Button>
              <Button variant="default" disabled={data.document == null} onClick={() => setEditorOpen(true)}>
                {t(`${OS}.editJson`)}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      {data && isEditorOpen && <OrderSystemJsonEditor status={data} onClose={() => setEditorOpen(false)} />}
      <Modal
        opened={info.isSuccess}
        onClose={() => info.reset()}
        size="xl"
        title={<Text fw={600}>{t(`${OS}.infoTitle`, { id: info.data?.gecOrderId ?? '' })}</Text>}
      >
        <Code block data-testid="order-system-info" style={{ maxHeight: '70vh', overflow: 'auto' }}>
          {info.data ? formatDocument(info.data.info) : ''}
        </Code>
      </Modal>
      {data && isClientIdOpen && (
        <ClientIdDialog
          userId={order.customer.userId}
          current={data.gecClientId}
          onDone={() => {
            setClientIdOpen(false);
            void queryClient.invalidateQueries({ queryKey: key });
          }}
          onCancel={() => setClientIdOpen(false)}
        />
      )}
    </Card>
  );
}

function StateBadge({ status }: { status: GecOrderStatus }) {
  const { t } = useTranslation();
  const badge = orderSystemBadge(status);
  return (
    <Badge variant="light" color={badge.color} tt="none" data-testid="order-system-state">
      {t(`${OS}.state.${badge.key}`, { version: badge.version ?? '—' })}
    </Badge>
  );
}

function SendButton({
  status,
  isPaid,
  isBusy,
  onSend,
}: {
  status: GecOrderStatus;
  isPaid: boolean;
  isBusy: boolean;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const blocked = sendBlockReason(status, isPaid);
  return (
    <Tooltip label={blocked ? t(`${OS}.blocked.${blocked}`) : ''} disabled={!blocked}>
      {/* A disabled button fires no pointer events: the wrapper lets the tooltip say why. */}
      <span>
        <Button
          leftSection={<IconSend size={16} />}
          disabled={blocked !== null}
          loading={isBusy}
          onClick={onSend}
        >
          {t(isUpdate(status) ? `${OS}.sendUpdate` : `${OS}.send`)}
        </Button>
      </span>
    </Tooltip>
  );
}

/** The customer's id in the order system: carried in every order document sent from now on. */
function ClientIdDialog({
  userId,
  current,
  onDone,
  onCancel,
}: {
  userId: number;
  current: string | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(current ?? '');
  const save = useMutation({
    mutationFn: () => gecApi.setClientId(userId, value.trim() || null),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t(`${OS}.clientIdSaved`) });
      onDone();
    },
  });
  return (
    <Modal opened onClose={onCancel} title={<Text fw={600}>{t(`${OS}.changeClientId`)}</Text>}>
      <Stack>
        <TextInput
          label={t(`${OS}.clientId`)}
          description={t(`${OS}.clientIdHelp`)}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={save.isError ? errorText(save.error, t('errors.serverUnreachable')) : undefined}
          maxLength={100}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
