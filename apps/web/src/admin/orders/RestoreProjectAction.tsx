import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRestore } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackofficeOrderRow } from '../../api/backoffice.api.ts';
import { backofficeKeys } from '../../api/backoffice.api.ts';
import { ApiError } from '../../api/client.ts';
import { orderFilesApi } from '../../api/order-files.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

const K = 'admin.orderList.restore';

/**
 * The Deleted tab's action: brings the customer's deleted project back, with the orders deleted with it
 * (they return to their tabs). Confirmed first; a name the customer reused meanwhile gets a " (2)".
 */
export function RestoreProjectAction({ row }: { row: BackofficeOrderRow }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const restore = useMutation({
    mutationFn: () => orderFilesApi.restoreProject(row.projectId),
    onSuccess: (answer) => {
      notifications.show({
        color: 'teal',
        message: t(`${K}.done`, { name: answer.name, count: answer.restoredOrders }),
      });
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        message:
          error instanceof ApiError && error.status !== 0 ? error.message : t('errors.serverUnreachable'),
      });
    },
    onSettled: () => {
      setConfirming(false);
      // Restored or already restored by someone else: the tabs and their counts change either way.
      void queryClient.invalidateQueries({ queryKey: backofficeKeys.orders });
    },
  });
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRestore size={14} />}
        onClick={() => setConfirming(true)}
        aria-label={t(`${K}.labelFor`, { project: row.projectName })}
      >
        {t(`${K}.action`)}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t(`${K}.title`)}
        message={t(`${K}.message`, { project: row.projectName, projectId: row.projectId })}
        confirmLabel={t(`${K}.action`)}
        isBusy={restore.isPending}
        onConfirm={() => restore.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
