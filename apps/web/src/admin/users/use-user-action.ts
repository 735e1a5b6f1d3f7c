import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usersAdminKeys } from '../../api/users-admin.api.ts';
import { errorText } from '../pricing/admin-errors.ts';

/** A staff action on accounts: shows the server's message (SPEC.md section 8) or its refusal, then refreshes. */
export function useUserAction<TInput>(
  run: (input: TInput) => Promise<{ message: string }>,
  onDone?: () => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: usersAdminKeys.all });
      await queryClient.invalidateQueries({ queryKey: usersAdminKeys.companies });
      onDone?.();
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('admin.usersPage.failed')) }),
  });
}
