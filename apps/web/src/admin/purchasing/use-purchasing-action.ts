import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffOrderKeys } from '../../api/order-actions.api.ts';
import { type PurchasingResponse, purchasingKeys } from '../../api/purchasing.api.ts';
import { errorText } from '../pricing/admin-errors.ts';

/**
 * Runs a purchasing call that answers the order's purchasing panel; the answer replaces the cached one.
 * A refusal shows the server's words (e.g. why the distributor did not take it) and reloads the panel,
 * as a refused purchase is kept, FAILED, with its error.
 */
export function usePurchasingAction<T>(
  orderId: number,
  run: (input: T) => Promise<PurchasingResponse>,
  successMessage: string,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshAround = () => {
    void queryClient.invalidateQueries({ queryKey: staffOrderKeys.detail(orderId) });
    void queryClient.invalidateQueries({ queryKey: [...purchasingKeys.all, 'automated'] });
  };
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      queryClient.setQueryData(purchasingKeys.order(orderId), answer);
      refreshAround();
      notifications.show({ color: 'teal', message: successMessage });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.order(orderId) });
      refreshAround();
      notifications.show({
        color: 'red',
        title: t('admin.purchasing.failed'),
        message: errorText(error, t('errors.serverUnreachable')),
      });
    },
  });
}
