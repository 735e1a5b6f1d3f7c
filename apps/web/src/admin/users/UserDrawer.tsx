import type { AccountKind, UserDetailResponse } from '@boardhouse/shared/users-admin/staff-users-api';
import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usersAdminApi, usersAdminKeys } from '../../api/users-admin.api.ts';
import { formatDateTime } from '../../components/format.ts';
import { isBlank } from '../catalog/form-rules.ts';
import { useCatalogSave } from '../catalog/use-catalog-save.ts';
import { errorText } from '../pricing/admin-errors.ts';
import { CompanySelect, LanguageSelect } from './account-fields.tsx';
import { UserActions } from './UserActions.tsx';
import { fullName, KindBadge, StatusBadge } from './user-columns.tsx';

interface UserDrawerProps {
  userId: number | null;
  /** A super administrator may change roles and manage staff accounts. */
  isSuperAdmin: boolean;
  onClose: () => void;
}

/** One account: edit names, language, company and (super admin) role; actions; its team tree. */
export function UserDrawer({ userId, isSuperAdmin, onClose }: UserDrawerProps) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: usersAdminKeys.detail(userId ?? 0),
    queryFn: () => usersAdminApi.detail(userId ?? 0),
    enabled: userId !== null,
  });
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('admin.usersPage.detailTitle')}
    >
      {detail.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : detail.isError ? (
        <Alert color="red">{errorText(detail.error, t('admin.usersPage.loadFailed'))}</Alert>
      ) : (
        <UserDetail data={detail.data} isSuperAdmin={isSuperAdmin} onClose={onClose} />
      )}
    </Drawer>
  );
}

function UserDetail({
  data,
  isSuperAdmin,
  onClose,
}: {
  data: UserDetailResponse;
  isSuperAdmin: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { user, team } = data;
  const isStaffAccount = user.kind !== 'customer';
  const mayManage = isSuperAdmin || !isStaffAccount;
  const values = {
    firstname: user.firstname,
    lastname: user.lastname,
    language: user.language,
    kind: user.kind as string,
    companyId: user.company ? String(user.company.id) : '',
  };
  const form = useForm({
    initialValues: values,
    validate: {
      firstname: (value) =>
        isBlank(value) ? t('validation.required', { name: t('admin.usersPage.firstname') }) : null,
      lastname: (value) =>
        isBlank(value) ? t('validation.required', { name: t('admin.usersPage.lastname') }) : null,
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another account is shown
  useEffect(() => form.setValues(values), [user.id, user.updatedAt]);
  const save = useCatalogSave({
    save: (input: typeof form.values) =>
      usersAdminApi.update(user.id, {
        firstname: input.firstname,
        lastname: input.lastname,
        language: input.language as 'en',
        companyId: input.companyId ? Number(input.companyId) : null,
        ...(isSuperAdmin ? { kind: input.kind as AccountKind } : {}),
      }),
    invalidates: [usersAdminKeys.all],
    successMessage: t('admin.usersPage.updatedMessage'),
    setFieldErrors: form.setErrors,
    onSaved: () => undefined,
  });
  const kinds: AccountKind[] = ['customer', 'staff', 'super-admin'];

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3}>{fullName(user)}</Title>
          <Text size="sm" c="dimmed">
            @{user.username} · {user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {t('admin.usersPage.since', { date: formatDateTime(user.createdAt) })}
          </Text>
        </Stack>
        <Group gap={4}>
          <KindBadge kind={user.kind} t={t} />
          <StatusBadge user={user} t={t} />
        </Group>
      </Group>
      {!user.hasPassword && !user.deleted && <Alert color="blue">{t('admin.usersPage.noPasswordYet')}</Alert>}
      {!mayManage && <Alert color="yellow">{t('admin.usersPage.staffOnlySuper')}</Alert>}
      <form onSubmit={form.onSubmit((input) => save.mutate(input))} noValidate>
        <fieldset disabled={!mayManage || user.deleted} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('admin.usersPage.firstname')}
                withAsterisk
                {...form.getInputProps('firstname')}
              />
              <TextInput
                label={t('admin.usersPage.lastname')}
                withAsterisk
                {...form.getInputProps('lastname')}
              />
              <LanguageSelect {...form.getInputProps('language')} />
              <CompanySelect {...form.getInputProps('companyId')} />
              <Select
                label={t('admin.usersPage.role')}
                description={isSuperAdmin ? undefined : t('admin.usersPage.roleSuperOnly')}
                data={kinds.map((kind) => ({ value: kind, label: t(`admin.usersPage.kinds.${kind}`) }))}
                disabled={!isSuperAdmin}
                allowDeselect={false}
                {...form.getInputProps('kind')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
      {mayManage && !user.deleted && (
        <>
          <Divider label={t('admin.usersPage.actions')} labelPosition="left" />
          <UserActions user={user} onDeleted={onClose} />
        </>
      )}
      <Divider label={t('admin.usersPage.team')} labelPosition="left" />
      <TeamTree team={team} currentId={user.id} />
    </Stack>
  );
}

function TeamTree({ team, currentId }: { team: UserDetailResponse['team']; currentId: number }) {
  const { t } = useTranslation();
  const line = (member: UserDetailResponse['team']['owner'], depth: number) => (
    <Group key={member.id} gap="xs" pl={depth * 24} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {depth === 0 ? '●' : '└'}
      </Text>
      <Text
        size="sm"
        fw={member.id === currentId ? 700 : 400}
        td={member.disabled ? 'line-through' : undefined}
      >
        {fullName(member)}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {member.email}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} data-testid="team-tree">
      <Group gap="xs">
        <IconUsersGroup size={16} />
        <Text size="sm" fw={600}>
          {t('admin.usersPage.owner')}
        </Text>
      </Group>
      {line(team.owner, 0)}
      {team.members.length === 0 ? (
        <Text size="sm" c="dimmed" pl={24}>
          {t('admin.usersPage.noMembers')}
        </Text>
      ) : (
        team.members.map((member) => line(member, 1))
      )}
    </Stack>
  );
}
