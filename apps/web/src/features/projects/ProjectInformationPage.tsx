import type { ProjectInfo } from '@boardhouse/shared/projects';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconCopy, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { reworkApi, reworkKeys } from '../../api/order-rework.api.ts';
import { projectKeys, projectsApi } from '../../api/projects.api.ts';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import { fieldErrors } from '../../i18n/error-text.ts';
import { useCopyProject } from './use-copy-project.ts';
import { wizardPath } from './wizard-steps.ts';

/** Step 1 of the project wizard: the project's information. The wizard frame has loaded the project. */
export default function ProjectInformationPage() {
  const { projectId = '' } = useParams();
  const project = useQuery({
    queryKey: projectKeys.info(projectId),
    queryFn: () => projectsApi.info(projectId),
  });
  return project.data ? <InformationForm key={project.data.projectId} project={project.data} /> : null;
}

function InformationForm({ project }: { project: ProjectInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Which button submitted: 'Next' saves and then opens step 2.
  const isContinuing = useRef(false);
  // A read-only share may look but not save; the server refuses it anyway.
  const isReadOnly = project.myAccess === 'read';
  // An ordered project stays as ordered (staff may still correct it): shown as it was ordered, with no
  // Save. Reopened Gerber/BOM uploads (review asked for changes) never reopen this step.
  const isOrdered = project.status === 'ordered' && project.myAccess !== 'admin';
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
        wizardStep: isContinuing.current ? Math.max(project.wizardStep, 2) : undefined,
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(projectKeys.info(saved.projectId), saved);
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
      notifications.show({ color: 'teal', message: t('wizard.saved') });
      if (isContinuing.current) navigate(wizardPath(saved.projectId, 2));
    },
    onError: (error) => {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      // Not a field's fault (a read-only share, someone else editing): say so.
      else
        notifications.show({
          color: 'red',
          message:
            error instanceof ApiError && error.status !== 0 ? error.message : t('errors.serverUnreachable'),
        });
    },
  });

  return (
    <Card withBorder radius="md" padding="lg">
      {/* Enter in a field submits the form: an ordered project has nothing to save. */}
      <form
        onSubmit={form.onSubmit((values) => {
          if (!isOrdered) save.mutate(values);
        })}
        noValidate
      >
        <Stack>
          <Group justify="space-between">
            <Text fw={600}>{t('wizard.information')}</Text>
            <Text size="sm" c="dimmed" data-testid="project-key">
              {project.projectId}
            </Text>
          </Group>
          {isOrdered && <OrderedNotice projectId={project.projectId} />}
          <TextInput
            name="name"
            label={t('wizard.name')}
            withAsterisk
            {...form.getInputProps('name')}
            readOnly={isOrdered}
          />
          <Textarea
            name="description"
            label={t('wizard.description')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
            readOnly={isOrdered}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              name="customerReference"
              label={t('wizard.reference')}
              {...form.getInputProps('customerReference')}
              readOnly={isOrdered}
            />
            <NumberInput
              name="intendedQuantity"
              label={t('wizard.quantity')}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('intendedQuantity')}
              readOnly={isOrdered}
            />
            <TextInput
              name="targetDeliveryDate"
              type="date"
              label={t('wizard.deliveryDate')}
              {...form.getInputProps('targetDeliveryDate')}
              readOnly={isOrdered}
            />
          </SimpleGrid>
          <Textarea
            name="notes"
            label={t('wizard.notes')}
            autosize
            minRows={2}
            {...form.getInputProps('notes')}
            readOnly={isOrdered}
          />
          {isOrdered ? (
            <Group justify="flex-end">
              <Button
                rightSection={<IconArrowRight size={16} />}
                onClick={() => navigate(wizardPath(project.projectId, 2))}
              >
                {t('projects.wizardNext')}
              </Button>
            </Group>
          ) : (
            <Group justify="flex-end">
              <Button
                type="submit"
                variant="default"
                loading={save.isPending && !isContinuing.current}
                disabled={isReadOnly}
                onClick={() => {
                  isContinuing.current = false;
                }}
              >
                {t('common.save')}
              </Button>
              <Button
                type="submit"
                rightSection={<IconArrowRight size={16} />}
                loading={save.isPending && isContinuing.current}
                disabled={isReadOnly}
                onClick={() => {
                  isContinuing.current = true;
                }}
              >
                {t('projects.wizardNext')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}

/**
 * Why step 1 is view-only on an ordered project: the order it became (the rework query the wizard's
 * frame asks already), and the way to change it: a copy, opened at once.
 */
function OrderedNotice({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { copy, isRefused, closeRefusal } = useCopyProject();
  const state = useQuery({
    queryKey: reworkKeys.state(projectId),
    queryFn: () => reworkApi.state(projectId),
  });
  const orderKey = state.data?.order?.orderKey;
  return (
    <Alert
      color="yellow"
      icon={<IconLock size={18} />}
      title={t('bom.readOnly.title')}
      data-testid="read-only-notice"
    >
      {/* Until the order's key is known (or should it not load) the steps' general words say the same. */}
      <Text size="sm">{orderKey ? t('projects.orderedAs', { orderKey }) : t('projects.orderedNotice')}</Text>
      <Group mt="sm">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCopy size={14} />}
          loading={copy.isPending}
          onClick={() => copy.mutate(projectId)}
        >
          {t('projects.copyToChange')}
        </Button>
      </Group>
      <InfoDialog
        opened={isRefused}
        title={t('dialog.informationAlert')}
        message={t('dialog.noCreatePermission')}
        onClose={closeRefusal}
      />
    </Alert>
  );
}
