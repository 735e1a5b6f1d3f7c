import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterSalesApi, newRequestKey, type RefundView, refundKeys } from '../../api/after-sales.api.ts';
import { ApiError } from '../../api/client.ts';
import { type StaffOrderResponse, staffOrderKeys } from '../../api/order-actions.api.ts';
import { formatDateTime, formatEuros } from '../../components/format.ts';
import { errorText } from '../pricing/admin-errors.ts';
import { ActionCard } from './order-action-kit.tsx';

const STATUS_COLOURS: Record<RefundView['status'], string> = {
  SENDING: 'blue',
  UNCERTAIN: 'orange',
  BOOKED: 'teal',
  FAILED: 'red',
};
/** Staff stop an order at any state until it is delivered; after that money goes back as a refund on its own. */
const NOT_CANCELLABLE = new Set(['DELIVERED', 'CANCELLED']);

/**
 * Money back on one order: what was paid and refunded, each refund with its state and credit note, a
 * form for a new refund (at most what is left), and cancelling the order. A refund that got no answer
 * or was refused is sent again with its own key, so it is never made twice.
 */
export function StaffRefunds({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refunds = useQuery({
    queryKey: refundKeys.order(order.orderId),
    queryFn: () => afterSalesApi.refunds(order.orderId),
  });
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: refundKeys.order(order.orderId) });
    await queryClient.invalidateQueries({ queryKey: staffOrderKeys.detail(order.orderId) });
  };
  const refund = useMutation({
    mutationFn: (body: { amountCents: number; reason: string; requestKey: string }) =>
      afterSalesApi.refund({ orderId: order.orderId, cause: 'manual', ...body }),
    onSuccess: async (answer) => {
      notifications.show({
        color: 'teal',
        message: t('admin.staffOrder.refunds.booked', {
          amount: formatEuros(answer.amountCents),
          number: answer.creditNoteNumber ?? '',
        }),
      });
      setAmount('');
      setReason('');
      setRequestKey(newRequestKey());
    },
    onError: (error) => {
      setFieldErrors(error instanceof ApiError ? error.fieldErrors : {});
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) });
    },
    onSettled: refresh,
  });
  const data = refunds.data;
  const submit = () => {
    const cents = Math.round(Number(amount) * 100);
    const problems: Record<string, string> = {};
    if (!Number.isFinite(cents) || cents <= 0)
      problems.amountCents = t('admin.staffOrder.refunds.amountRequired');
    if (!reason.trim()) problems.reason = t('admin.staffOrder.refunds.reasonRequired');
    setFieldErrors(problems);
    if (Object.keys(problems).length === 0)
      refund.mutate({ amountCents: cents, reason: reason.trim(), requestKey });
  };
  return (
    <ActionCard title={t('admin.staffOrder.refunds.title')}>
      {refunds.isPending ? (
        <Skeleton height={60} />
      ) : refunds.isError || !data ? (
        <Alert color="red">{errorText(refunds.error, t('errors.serverUnreachable'))}</Alert>
      ) : (
        <>
          <Group gap="xl">
            <Text size="sm">
              {t('admin.staffOrder.refunds.paid')}: <b>{formatEuros(data.paidCents)}</b>
            </Text>
            <Text size="sm">
              {t('admin.staffOrder.refunds.refunded')}: <b>{formatEuros(data.refundedCents)}</b>
            </Text>
            <Text size="sm">
              {t('admin.staffOrder.refunds.refundable')}: <b>{formatEuros(data.refundableCents)}</b>
            </Text>
          </Group>
          {data.refunds.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.staffOrder.refunds.empty')}
            </Text>
          ) : (
            <RefundTable
              refunds={data.refunds}
              isRetrying={refund.isPending}
              onRetry={(row) =>
                refund.mutate({
                  amountCents: row.amountCents,
                  reason: row.reason,
                  requestKey: row.requestKey,
                })
              }
            />
          )}
          {data.refundableCents > 0 && (
            <Stack gap="xs">
              <Group align="flex-start" gap="sm" wrap="wrap">
                <NumberInput
                  label={t('admin.staffOrder.refunds.amount')}
                  description={t('admin.staffOrder.refunds.atMost', {
                    amount: formatEuros(data.refundableCents),
                  })}
                  value={amount}
                  onChange={setAmount}
                  min={0.01}
                  max={data.refundableCents / 100}
                  decimalScale={2}
                  fixedDecimalScale
                  prefix="€ "
                  w={180}
                  error={fieldErrors.amountCents}
                />
                <Textarea
                  label={t('admin.staffOrder.refunds.reason')}
                  description={t('admin.staffOrder.refunds.reasonHint')}
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  autosize
                  minRows={1}
                  maxLength={500}
                  style={{ flex: 1, minWidth: 220 }}
                  error={fieldErrors.reason}
                />
              </Group>
              <Group gap="sm">
                <Button size="xs" variant="light" onClick={() => setAmount(data.refundableCents / 100)}>
                  {t('admin.staffOrder.refunds.all')}
                </Button>
                <Button size="xs" loading={refund.isPending} onClick={submit}>
                  {t('admin.staffOrder.refunds.refund')}
                </Button>
              </Group>
            </Stack>
          )}
        </>
      )}
      {!NOT_CANCELLABLE.has(order.status) && <StaffCancel order={order} onDone={refresh} />}
    </ActionCard>
  );
}

function RefundTable({
  refunds,
  isRetrying,
  onRetry,
}: {
  refunds: RefundView[];
  isRetrying: boolean;
  onRetry: (row: RefundView) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table fz="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.staffOrder.refunds.date')}</Table.Th>
            <Table.Th ta="right">{t('admin.staffOrder.refunds.amount')}</Table.Th>
            <Table.Th>{t('admin.staffOrder.refunds.reason')}</Table.Th>
            <Table.Th>{t('admin.staffOrder.refunds.state')}</Table.Th>
            <Table.Th>{t('admin.staffOrder.refunds.creditNote')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refunds.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
              <Table.Td ta="right">{formatEuros(row.amountCents)}</Table.Td>
              <Table.Td>{row.reason}</Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Badge
                    color={STATUS_COLOURS[row.status]}
                    variant="light"
                    tt="none"
                    style={{ flexShrink: 0 }}
                    w="fit-content"
                    maw="none"
                  >
                    {t(`admin.staffOrder.refunds.status.${row.status}`)}
                  </Badge>
                  {row.failure && (
                    <Text size="xs" c="dimmed">
                      {row.failure}
                    </Text>
                  )}
                  {(row.status === 'UNCERTAIN' || row.status === 'FAILED') && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      loading={isRetrying}
                      onClick={() => onRetry(row)}
                    >
                      {t('admin.staffOrder.refunds.retry')}
                    </Button>
                  )}
                </Stack>
              </Table.Td>
              {/* The PDF itself is in the order's documents beside this card. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.creditNoteNumber ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StaffCancel({ order, onDone }: { order: StaffOrderResponse; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const [withRefund, setWithRefund] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () =>
      afterSalesApi.staffCancel({ orderId: order.orderId, reason: reason.trim(), refund: withRefund }),
    onSuccess: async () => {
      close();
      notifications.show({ color: 'teal', message: t('admin.staffOrder.refunds.cancelled') });
      await onDone();
    },
    onError: (failure) => setError(errorText(failure, t('errors.serverUnreachable'))),
  });
  const isPaid = order.payment?.paidAt != null;
  return (
    <>
      <Group justify="flex-end">
        <Button size="xs" color="red" variant="light" onClick={open}>
          {t('admin.staffOrder.refunds.cancelOrder')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={t('admin.staffOrder.refunds.cancelTitle', { key: order.orderKey })}
        centered
      >
        <Stack gap="sm">
          <Textarea
            label={t('admin.staffOrder.refunds.cancelReason')}
            description={t('admin.staffOrder.refunds.cancelReasonHint')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            autosize
            minRows={2}
            maxLength={500}
            required
          />
          {isPaid && (
            <Checkbox
              checked={withRefund}
              onChange={(event) => setWithRefund(event.currentTarget.checked)}
              label={t('admin.staffOrder.refunds.cancelWithRefund')}
            />
          )}
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              disabled={!reason.trim()}
              onClick={() => cancel.mutate()}
            >
              {t('admin.staffOrder.refunds.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
