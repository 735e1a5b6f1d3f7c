import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { projectKeys, projectsApi } from '../../api/projects.api.ts';
import { wizardPath } from './wizard-steps.ts';

/**
 * Copies a project and opens the copy at its first step: copying is how a customer starts changing a
 * board they had before (an ordered one stays as ordered). A copy is a new project, so the team rule
 * of SPEC.md section 6 may refuse it: `isRefused` then asks for the section 5 dialog.
 */
export function useCopyProject() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isRefused, setRefused] = useState(false);
  const copy = useMutation({
    mutationFn: (projectId: string) => projectsApi.copy(projectId),
    onSuccess: async ({ projectId, name }) => {
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
      notifications.show({ color: 'teal', message: t('projects.duplicated', { name }) });
      navigate(wizardPath(projectId, 1));
    },
    onError: (error) =>
      error instanceof ApiError && error.code === 'TEAM.CREATE_PROJECTS_DENIED'
        ? setRefused(true)
        : notifications.show({ color: 'red', message: error.message }),
  });
  return { copy, isRefused, closeRefusal: () => setRefused(false) };
}
