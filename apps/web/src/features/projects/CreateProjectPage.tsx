import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { productTemplateKeys, productTemplatesApi } from '../../api/product-templates.api.ts';
import { projectsApi } from '../../api/projects.api.ts';
import { formatDateTime } from '../../components/format.ts';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TemplateChooser } from './TemplateChooser.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'choosing' }
  | { kind: 'working' }
  | { kind: 'refused' }
  | { kind: 'failed'; message: string };

/**
 * 'Create Project' (SPEC.md section 2): asks the server for a new project and opens step 1 of its
 * wizard; a refusal for lack of the team permission (section 6) shows the SPEC's information dialog.
 * When staff keep product templates, the customer first chooses a blank project or a template (its
 * PCB spec saved, its quantity intended). This page replaces itself in the history, so going back from
 * step 1 does not create another project.
 */
export default function CreateProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const hasStarted = useRef(false);
  const templates = useQuery({ queryKey: productTemplateKeys.all, queryFn: productTemplatesApi.list });

  const create = useCallback(
    async (templateId?: number) => {
      setState({ kind: 'working' });
      try {
        // The server applies the team permission rule (SPEC.md section 6) and answers 403 when it says no.
        const { projectId } = templateId
          ? await productTemplatesApi.startProject(templateId)
          : await projectsApi.create(
              t('pages.createProject.defaultName', { date: formatDateTime(new Date()) }),
            );
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
    },
    [navigate, t],
  );

  useEffect(() => {
    if (hasStarted.current || templates.isPending) return;
    hasStarted.current = true;
    // Without templates (or when they cannot be read) a blank project is made at once, as always.
    if ((templates.data?.templates.length ?? 0) > 0) setState({ kind: 'choosing' });
    else void create();
  }, [templates.isPending, templates.data, create]);

  return (
    <>
      <PageHeader title={t('pages.createProject.title')} />
      {(state.kind === 'working' || state.kind === 'loading') && (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed">{t('pages.createProject.creating')}</Text>
          </Stack>
        </Center>
      )}
      {state.kind === 'choosing' && templates.data && (
        <TemplateChooser templates={templates.data.templates} onChoose={(id) => void create(id)} />
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
