import { PROJECT_KEY_PATTERN } from '@boardhouse/shared/projects';
import { Alert, Button, Center, Group, Loader, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { projectKeys, projectsApi } from '../../api/projects.api.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReworkPanel } from '../../components/ReworkPanel.tsx';
import { WIZARD_STEPS, wizardPath } from './wizard-steps.ts';

/**
 * The project wizard's frame: title, the five steps (Information → BOM → PCB → Offers → Order) and the
 * current step's page below. The step is the last part of the address (#/myprojects/new/{projectId}/{step}).
 */
export default function ProjectWizardLayout() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = Math.max(0, Number(pathname.split('/').at(-1)) - 1);
  // An address that cannot name a project (mistyped, cut short) is not found, without asking the server.
  const isProjectKey = PROJECT_KEY_PATTERN.test(projectId);
  const project = useQuery({
    queryKey: projectKeys.info(projectId),
    queryFn: () => projectsApi.info(projectId),
    enabled: isProjectKey,
  });
  const isNotFound = !isProjectKey || (project.error instanceof ApiError && project.error.status === 404);
  // On a phone the five step names do not fit on one line: show the numbers, name the current step.
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Stack>
      <PageHeader title={t('pages.createProject.title')} />
      <Stepper
        active={active}
        size="sm"
        iconSize={isPhone ? 28 : undefined}
        wrap={!isPhone}
        // The default gaps around the four separators pushed the last step 10 px past a 375 px screen.
        styles={isPhone ? { separator: { marginInline: 'var(--mantine-spacing-xs)' } } : undefined}
        onStepClick={(index) => navigate(wizardPath(projectId, index + 1))}
        allowNextStepsSelect
      >
        {WIZARD_STEPS.map((step, index) => (
          <Stepper.Step
            key={step}
            label={isPhone && index !== active ? undefined : t(`wizard.${step}`)}
            // Named by what it shows (number and name). A phone shows only the number of the other
            // steps, so they are named "2 BOM" (a label beside the circle would not fit the width).
            aria-label={isPhone && index !== active ? `${index + 1} ${t(`wizard.${step}`)}` : undefined}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
      {isProjectKey && project.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {(isNotFound || project.isError) && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
          {isNotFound ? t('wizard.notFound') : project.error?.message}
          <Group mt="sm">
            <Button size="xs" variant="light" component={Link} to="/my-projects">
              {t('wizard.toMyProjects')}
            </Button>
          </Group>
        </Alert>
      )}
      {project.data?.status === 'ordered' && <ReworkPanel projectId={projectId} />}
      {project.data && (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      )}
    </Stack>
  );
}
