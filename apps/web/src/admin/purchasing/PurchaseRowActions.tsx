import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffOrderKeys } from '../../api/order-actions.api.ts';
import {
  type PurchaseStatus,
  type PurchaseView,
  purchasingApi,
  purchasingKeys,
  REMOVABLE_STATUSES,
} from '../../api/purchasing.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { errorText } from '../pricing/admin-errors.ts';
import { P } from './purchase-badges.tsx';

/** Purchases staff can put through again: not placed yet, refused, or waiting for an answer. */
const RETRYABLE: ReadonlySet<PurchaseStatus> = new Set([
  'PENDING',
  'IN_CART',
  'SUBMITTING',
  'UNKNOWN',
  'FAILED',
]);

/** Retry (place again, or look an unsettled one up) and Remove (after a confirmation) for one purchase. */
export function PurchaseRowActions({ purchase }: { purchase: PurchaseView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<'retry' | 'remove' | null>(null);
  const handle = (done: string) => ({
    onSuccess: () => notifications.show({ color: 'teal', message: done }),
    onError: (error: unknown) =>
      notifications.show({
        color: 'red',
        title: t(`${P}.failed`),
        message: errorText(error, t('errors.serverUnreachable')),
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
      void queryClient.invalidateQueries({ queryKey: staffOrderKeys.detail(purchase.orderId) });
    },
  });
  const retry = useMutation({
    mutationFn: () => purchasingApi.retry(purchase.id),
    ...handle(t(`${P}.retried`, { poNumber: purchase.poNumber })),
  });
  const remove = useMutation({
    mutationFn: () => purchasingApi.remove(purchase.id),
    ...handle(t(`${P}.removed`, { poNumber: purchase.poNumber })),
  });
  const canRetry = RETRYABLE.has(purchase.status);
  // Putting a purchase that never went out through places it: that spends money, so it is confirmed.
  const isLookUp = purchase.status === 'SUBMITTING' || purchase.status === 'UNKNOWN';
  const canRemove = REMOVABLE_STATUSES.has(purchase.status);
  if (!canRetry && !canRemove) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {canRetry && (
        <Button
          size="compact-xs"
          variant="light"
          loading={retry.isPending}
          disabled={remove.isPending}
          onClick={() => (isLookUp ? retry.mutate() : setConfirming('retry'))}
          aria-label={t(`${P}.retryLabel`, { poNumber: purchase.poNumber })}
        >
          {t(`${P}.retry`)}
        </Button>
      )}
      {canRemove && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          disabled={retry.isPending}
          onClick={() => setConfirming('remove')}
          aria-label={t(`${P}.removeLabel`, { poNumber: purchase.poNumber })}
        >
          {t(`${P}.remove`)}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t(confirming === 'retry' ? `${P}.retryTitle` : `${P}.removeTitle`)}
        message={t(
          confirming === 'retry'
            ? `${P}.retryText`
            : purchase.status === 'UNKNOWN'
              ? `${P}.removeUnknownText`
              : `${P}.removeText`,
          { poNumber: purchase.poNumber, distributor: purchase.distributor },
        )}
        confirmLabel={t(confirming === 'retry' ? `${P}.retry` : `${P}.remove`)}
        isDanger={confirming === 'remove'}
        isBusy={retry.isPending || remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          (confirming === 'retry' ? retry : remove).mutate(undefined, {
            onSettled: () => setConfirming(null),
          })
        }
      />
    </Group>
  );
}
