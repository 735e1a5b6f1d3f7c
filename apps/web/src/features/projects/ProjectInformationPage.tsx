import type { ProjectInfo } from '@boardhouse/shared/projects';
import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { projectKeys, projectsApi } from '../../api/projects.api.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

const STEPS = ['information', 'bom', 'pcb', 'offers', 'order'] as const;

/** Step 1 of the project wizard: the project's information. Later steps arrive with their issues. */
export default function ProjectInformationPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const project = useQuery({
    queryKey: projectKeys.info(projectId),
    queryFn: () => projectsApi.info(projectId),
  });
  // On a phone the five step names do not fit on one line: show the numbers, name the current step.
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Stack>
      <PageHeader title={t('pages.createProject.title')} />
      <Stepper active={0} size="sm" allowNextStepsSelect={false}>
        {STEPS.map((step) => (
          <Stepper.Step
            key={step}
            label={isPhone && step !== 'information' ? undefined : t(`wizard.${step}`)}
            aria-label={t(`wizard.${step}`)}
          />
        ))}
      </Stepper>
      {project.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {project.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
          {project.error instanceof ApiError && project.error.status === 404
            ? t('wizard.notFound')
            : project.error.message}
          <Group mt="sm">
            <Button size="xs" variant="light" component={Link} to="/my-projects">
              {t('wizard.toMyProjects')}
            </Button>
          </Group>
        </Alert>
      )}
      {project.data && <InformationForm project={project.data} />}
    </Stack>
  );
}

function InformationForm({ project }: { project: ProjectInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: {
      name: project.name,
      description: project.description ?? '',
      customerReference: project.customerReference ?? '',
      intendedQuantity: project.intendedQuantity ?? ('' as number | ''),
      targetDeliveryDate: project.targetDeliveryDate ?? '',
      notes: project.notes ?? '',
    },
    validate: {
      name: (value) => (value.trim() ? null : t('validation.required', { name: t('wizard.name') })),
      intendedQuantity: (value) =>
        value === '' || (Number.isInteger(value) && value >= 1)
          ? null
          : t('validation.invalid', { name: t('wizard.quantity') }),
    },
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      projectsApi.saveInformation({
        projectId: project.projectId,
        name: values.name.trim(),
        description: values.description.trim() || undefined,
        customerReference: values.customerReference.trim() || undefined,
        intendedQuantity: values.intendedQuantity === '' ? null : values.intendedQuantity,
        targetDeliveryDate: values.targetDeliveryDate || null,
        notes: values.notes.trim() || undefined,
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(projectKeys.info(saved.projectId), saved);
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
      notifications.show({ color: 'teal', message: t('wizard.saved') });
    },
    onError: (error) => error instanceof ApiError && form.setErrors(error.fieldErrors),
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          <Group justify="space-between">
            <Text fw={600}>{t('wizard.information')}</Text>
            <Text size="sm" c="dimmed" data-testid="project-key">
              {project.projectId}
            </Text>
          </Group>
          <TextInput name="name" label={t('wizard.name')} withAsterisk {...form.getInputProps('name')} />
          <Textarea
            name="description"
            label={t('wizard.description')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              name="customerReference"
              label={t('wizard.reference')}
              {...form.getInputProps('customerReference')}
            />
            <NumberInput
              name="intendedQuantity"
              label={t('wizard.quantity')}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('intendedQuantity')}
            />
            <TextInput
              name="targetDeliveryDate"
              type="date"
              label={t('wizard.deliveryDate')}
              {...form.getInputProps('targetDeliveryDate')}
            />
          </SimpleGrid>
          <Textarea
            name="notes"
            label={t('wizard.notes')}
            autosize
            minRows={2}
            {...form.getInputProps('notes')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
