import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { type ShareAccess, sharingApi, sharingKeys } from '../../api/sharing.api.ts';
import ProjectShareList from './ProjectShareList.tsx';
import { fullName } from './people.ts';
import TakeOverEditing from './TakeOverEditing.tsx';

interface ShareProjectDialogProps {
  projectId: string;
  projectName: string;
  onClose: () => void;
}

type Mode = 'member' | 'email';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Share a project with a team member (at once) or invite an e-mail address, see and withdraw shares and
 * invitations, and take over editing from whoever holds the project's lock.
 */
export default function ShareProjectDialog({ projectId, projectName, onClose }: ShareProjectDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={isPhone}
      size="lg"
      title={<Text fw={600}>{t('sharing.dialog.title', { name: projectName })}</Text>}
    >
      <Stack>
        <TakeOverEditing projectId={projectId} />
        <ShareForm projectId={projectId} />
        <Divider />
        <ProjectShareList projectId={projectId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('sharing.dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ShareForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const members = useQuery({ queryKey: sharingKeys.teamMembers, queryFn: sharingApi.teamMembers });
  const form = useForm({
    initialValues: {
      mode: 'member' as Mode,
      userId: null as string | null,
      email: '',
      access: 'read' as ShareAccess,
    },
    validate: {
      userId: (value, values) =>
        values.mode === 'member' && !value
          ? t('validation.required', { name: t('sharing.dialog.member') })
          : null,
      email: (value, values) => {
        if (values.mode !== 'email') return null;
        if (!value.trim()) return t('validation.required', { name: t('sharing.dialog.email') });
        return EMAIL.test(value.trim()) ? null : t('validation.invalid', { name: t('sharing.dialog.email') });
      },
    },
  });
  const share = useMutation({
    mutationFn: (values: typeof form.values) =>
      sharingApi.share(
        projectId,
        values.mode === 'member' ? { userId: Number(values.userId) } : { email: values.email.trim() },
        values.access,
      ),
    onSuccess: async (answer, values) => {
      form.setValues({ userId: null, email: '' });
      if ('share' in answer) {
        await queryClient.invalidateQueries({ queryKey: sharingKeys.shares(projectId) });
        notifications.show({
          color: 'teal',
          message: t('sharing.dialog.shared', { name: fullName(answer.share) }),
        });
        return;
      }
      // The same answer whoever the address belongs to: only that an invitation went out.
      await queryClient.invalidateQueries({ queryKey: sharingKeys.pendingInvitations(projectId) });
      notifications.show({
        color: 'teal',
        message: t('sharing.dialog.invited', { email: values.email.trim() }),
      });
    },
    onError: (error) => error instanceof ApiError && form.setErrors(error.fieldErrors),
  });
  const failure = share.error;
  const hasFieldErrors = failure instanceof ApiError && Object.keys(failure.fieldErrors).length > 0;
  const memberOptions = (members.data ?? []).map((member) => ({
    value: String(member.id),
    label: `${fullName(member)} (${member.username})`,
  }));

  return (
    <form onSubmit={form.onSubmit((values) => share.mutate(values))} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('sharing.dialog.with')}
          data={[
            { value: 'member', label: t('sharing.dialog.byMember') },
            { value: 'email', label: t('sharing.dialog.byEmail') },
          ]}
          {...form.getInputProps('mode')}
        />
        {form.values.mode === 'member' ? (
          <Select
            label={t('sharing.dialog.member')}
            data={memberOptions}
            searchable
            nothingFoundMessage={t('sharing.dialog.noMembers')}
            placeholder={members.isPending ? t('common.loading') : t('sharing.dialog.memberPlaceholder')}
            {...form.getInputProps('userId')}
          />
        ) : (
          <TextInput
            type="email"
            name="email"
            label={t('sharing.dialog.email')}
            description={t('sharing.dialog.emailHint')}
            {...form.getInputProps('email')}
          />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('sharing.dialog.access')}
          </Text>
          <SegmentedControl
            aria-label={t('sharing.dialog.access')}
            data={[
              { value: 'read', label: t('sharing.access.read') },
              { value: 'edit', label: t('sharing.access.edit') },
            ]}
            {...form.getInputProps('access')}
          />
        </Stack>
        {failure && !hasFieldErrors && (
          <Alert color="red">
            {failure instanceof ApiError && failure.status !== 0
              ? failure.message
              : t('errors.serverUnreachable')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={share.isPending}>
            {t('sharing.dialog.share')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
