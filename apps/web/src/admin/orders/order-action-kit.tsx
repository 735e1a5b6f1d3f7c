import { Card, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type StaffOrderResponse, staffOrderKeys } from '../../api/order-actions.api.ts';
import { purchasingKeys } from '../../api/purchasing.api.ts';
import { errorText } from '../pricing/admin-errors.ts';

/** One group of staff edits in its own card, titled, with its fields and buttons. */
export function ActionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * Runs a staff call that answers the order as staff see it; the answer replaces the cached order. A
 * refusal is shown as a notification unless `isHandledError` says the caller shows it its own way.
 */
export function useOrderAction<T>(
  orderId: number,
  run: (input: T) => Promise<StaffOrderResponse>,
  { isHandledError }: { isHandledError?: (error: unknown) => boolean } = {},
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (order) => {
      queryClient.setQueryData(staffOrderKeys.detail(orderId), order);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['backoffice'] });
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.order(orderId) });
      notifications.show({ color: 'teal', message: t('admin.staffOrder.saved') });
    },
    onError: (error) => {
      if (isHandledError?.(error)) return;
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) });
    },
  });
}
