import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterSalesApi } from '../../api/after-sales.api.ts';
import { ApiError } from '../../api/client.ts';
import { type OrderResponse, orderKeys } from '../../api/orders.api.ts';
import { isOrderingRefused } from '../../api/team-standing.ts';
import { useTeamStanding } from '../../api/use-team-standing.ts';
import { formatEuros } from '../../components/format.ts';
import { errorMessageOf } from './error-message.ts';

const REASON_MAX = 500;

/**
 * "Cancel order", while nothing has been bought or made yet. It asks why and says what happens to the
 * money before anything is done: a paid order is refunded to the card and a credit note follows.
 */
export function CancelOrderButton({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const isPaid = order.payment?.paidAt != null;
  // Cancelling is ordering too (the server asks for "Order and pay"): no button it would refuse.
  const standing = useTeamStanding();
  const cancel = useMutation({
    mutationFn: () => afterSalesApi.cancel({ orderId: order.orderId, reason: reason.trim() }),
    onSuccess: async ({ refund }) => {
      close();
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      notifications.show({
        color: 'teal',
        message:
          refund === null
            ? t('orders.cancel.done')
            : refund.status === 'BOOKED'
              ? t('orders.cancel.doneRefunded', { amount: formatEuros(refund.amountCents) })
              : t('orders.cancel.doneRefundPending', { amount: formatEuros(refund.amountCents) }),
      });
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.fieldErrors?.reason : undefined;
      if (field) setReasonError(field);
    },
  });
  if (!order.canCancel || isOrderingRefused(standing)) return null;
  const submit = () => {
    if (!reason.trim()) {
      setReasonError(t('orders.cancel.reasonRequired'));
      return;
    }
    cancel.mutate();
  };
  return (
    <>
      <Button variant="subtle" color="red" size="xs" leftSection={<IconX size={14} />} onClick={open}>
        {t('orders.cancel.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('orders.cancel.title', { key: order.orderKey })}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            {isPaid
              ? t('orders.cancel.textPaid', {
                  amount: formatEuros(order.payment?.amountCents ?? order.totalCents),
                })
              : t('orders.cancel.textUnpaid')}
          </Text>
          <Textarea
            label={t('orders.cancel.reason')}
            placeholder={t('orders.cancel.reasonPlaceholder')}
            value={reason}
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            required
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
          />
          {cancel.isError && !reasonError && (
            <Alert color="red" icon={<IconAlertTriangle size={16} />}>
              {errorMessageOf(cancel.error, t('errors.serverUnreachable'))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('orders.cancel.keep')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={submit}>
              {t('orders.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
