import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { basketKeys } from '../../api/basket.api.ts';
import { projectKeys, projectsApi } from '../../api/projects.api.ts';
import { errorText } from '../../i18n/error-text.ts';

/**
 * Duplicate and delete, through My Projects' calls and messages; both refresh the project lists and the
 * basket (a deleted project leaves it).
 */
export function useBasketProjectActions({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      queryClient.invalidateQueries({ queryKey: basketKeys.all }),
    ]);
  // A refusal in the reader's language when the server sent its text (a locked or shared project).
  const showRefusal = (error: unknown) =>
    notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) });
  const duplicate = useMutation({
    mutationFn: (projectId: string) => projectsApi.copy(projectId),
    onSuccess: async ({ name }) => {
      await refresh();
      notifications.show({ color: 'teal', message: t('projects.duplicated', { name }) });
    },
    onError: showRefusal,
  });
  const remove = useMutation({
    mutationFn: (projectId: string) => projectsApi.remove(projectId),
    onSuccess: async () => {
      onDeleted();
      await refresh();
      notifications.show({ color: 'teal', message: t('projects.deleted') });
    },
    onError: showRefusal,
  });
  return { duplicate, remove };
}
