import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { WIZARD_STEPS, wizardPath } from './wizard-steps.ts';

/** Step 5 (Order): shown in the stepper, filled by a later release. */
export default function WizardLaterStepPage({ step }: { step: 5 }) {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const name = t(`wizard.${WIZARD_STEPS[step - 1] ?? 'pcb'}`);
  return (
    <Stack>
      <EmptyState
        icon={<IconHourglass size={28} />}
        title={t('projects.laterStep.title', { step: name })}
        description={t('projects.laterStep.text', { step: name })}
      />
      <Group>
        <Button
          variant="default"
          component={Link}
          to={wizardPath(projectId, step - 1)}
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('projects.wizardBack')}
        </Button>
      </Group>
    </Stack>
  );
}
