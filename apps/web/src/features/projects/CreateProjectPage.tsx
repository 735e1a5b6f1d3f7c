import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { projectsApi } from '../../api/projects.api.ts';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

type State = { kind: 'working' } | { kind: 'refused' } | { kind: 'failed'; message: string };

/**
 * 'Create Project' (SPEC.md section 2): asks the server for a new project and opens step 1 of its
 * wizard; a refusal for lack of the team permission (section 6) shows the SPEC's information dialog. This page replaces itself in the history, so going back
 * from step 1 does not create another project.
 */
export default function CreateProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'working' });
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void (async () => {
      try {
        // The server applies the team permission rule (SPEC.md section 6) and answers 403 when it says no.
        const { projectId } = await projectsApi.create();
        navigate(`/myprojects/new/${projectId}/1`, { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) setState({ kind: 'refused' });
        else
          setState({
            kind: 'failed',
            message:
              error instanceof ApiError && error.status !== 0 ? error.message : t('errors.serverUnreachable'),
          });
      }
    })();
  }, [navigate, t]);

  return (
    <>
      <PageHeader title={t('pages.createProject.title')} />
      {state.kind === 'working' && (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed">{t('pages.createProject.creating')}</Text>
          </Stack>
        </Center>
      )}
      {state.kind === 'failed' && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('pages.createProject.failed')}>
          <Text size="sm" mb="sm">
            {state.message}
          </Text>
          <Button size="xs" variant="light" onClick={() => navigate(0)}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      <InfoDialog
        opened={state.kind === 'refused'}
        title={t('dialog.informationAlert')}
        message={t('dialog.noCreatePermission')}
        onClose={() => navigate('/my-projects', { replace: true })}
      />
    </>
  );
}
