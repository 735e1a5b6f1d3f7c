import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRepeat } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ordersApi } from '../../api/orders.api.ts';
import { projectKeys } from '../../api/projects.api.ts';
import { errorMessageOf } from './error-message.ts';
import { pcbStepPath } from './order-paths.ts';

/**
 * "Order again": the order's project is copied with all its files into a new project, which opens at its
 * PCB step (the board's pictures and spec); from there the customer goes on to today's offers. Nothing
 * is ordered or paid by the click itself, so it asks for no confirmation.
 */
export function OrderAgainButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reorder = useMutation({
    mutationFn: () => ordersApi.reorder(orderId),
    onSuccess: async ({ projectId, name }) => {
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
      notifications.show({ color: 'teal', message: t('orders.detail.orderAgainDone', { name }) });
      navigate(pcbStepPath(projectId));
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('orders.detail.orderAgainFailed'),
        // 404 here means the project behind the order was deleted (the order itself is on screen).
        message:
          error instanceof ApiError && error.status === 404
            ? t('orders.detail.orderAgainGone')
            : errorMessageOf(error, t('errors.serverUnreachable')),
      }),
  });
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconRepeat size={14} />}
      loading={reorder.isPending}
      onClick={() => reorder.mutate()}
      title={t('orders.detail.orderAgainHint')}
    >
      {t('orders.detail.orderAgain')}
    </Button>
  );
}
