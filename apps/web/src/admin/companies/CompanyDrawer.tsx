import { Alert, Button, Divider, Drawer, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usersAdminApi, usersAdminKeys } from '../../api/users-admin.api.ts';
import { errorText } from '../pricing/admin-errors.ts';
import { useUserAction } from '../users/use-user-action.ts';
import { fullName } from '../users/user-columns.tsx';
import { CompanyForm } from './CompanyForm.tsx';

/** Create a company (`companyId` 'new') or edit one and its members (attach by search, detach). */
export function CompanyDrawer({
  companyId,
  onClose,
}: {
  companyId: number | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = typeof companyId === 'number' ? companyId : null;
  const detail = useQuery({
    queryKey: usersAdminKeys.company(id ?? 0),
    queryFn: () => usersAdminApi.company(id ?? 0),
    enabled: id !== null,
  });
  return (
    <Drawer
      opened={companyId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t(id ? 'admin.companiesPage.editTitle' : 'admin.companiesPage.createTitle')}
    >
      {companyId === 'new' ? (
        <CompanyForm company={null} onDone={onClose} />
      ) : detail.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : detail.isError ? (
        <Alert color="red">{errorText(detail.error, t('admin.companiesPage.loadFailed'))}</Alert>
      ) : (
        <Stack>
          <CompanyForm
            key={detail.data.company.updatedAt}
            company={detail.data.company}
            onDone={(saved) => !saved && onClose()}
          />
          <Divider
            label={t('admin.companiesPage.members', { count: detail.data.members.length })}
            labelPosition="left"
          />
          <Members companyId={detail.data.company.id} members={detail.data.members} />
        </Stack>
      )}
    </Drawer>
  );
}

function Members({
  companyId,
  members,
}: {
  companyId: number;
  members: {
    id: number;
    username: string;
    email: string;
    firstname: string;
    lastname: string;
    disabled: boolean;
  }[];
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const candidates = useQuery({
    queryKey: usersAdminKeys.list({ search, kind: 'customer', pageSize: 20 }),
    queryFn: () => usersAdminApi.list({ search, kind: 'customer', pageSize: 20 }),
    enabled: search.trim().length > 0,
  });
  const attach = useUserAction(
    async (userId: number) => {
      await usersAdminApi.attachMembers(companyId, [userId]);
      return { message: t('admin.companiesPage.attached') };
    },
    () => setChosen(null),
  );
  const detach = useUserAction(async (userId: number) => {
    await usersAdminApi.detachMember(companyId, userId);
    return { message: t('admin.companiesPage.detached') };
  });
  const options = (candidates.data?.users ?? [])
    .filter((user) => !members.some((member) => member.id === user.id))
    .map((user) => ({ value: String(user.id), label: `${fullName(user)} · ${user.email}` }));
  return (
    <Stack gap="xs">
      {members.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('admin.companiesPage.noMembers')}
        </Text>
      )}
      {members.map((member) => (
        <Group key={member.id} justify="space-between" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} td={member.disabled ? 'line-through' : undefined}>
              {fullName(member)}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {member.email}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconUserMinus size={16} />}
            loading={detach.isPending}
            onClick={() => detach.mutate(member.id)}
          >
            {t('admin.companiesPage.detach')}
          </Button>
        </Group>
      ))}
      <Group align="flex-end" wrap="nowrap">
        <Select
          label={t('admin.companiesPage.addMember')}
          placeholder={t('admin.companiesPage.addMemberPlaceholder')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={chosen}
          onChange={setChosen}
          nothingFoundMessage={search ? t('admin.companiesPage.nobodyFound') : undefined}
          style={{ flex: 1 }}
        />
        <Button
          leftSection={<IconUserPlus size={16} />}
          disabled={!chosen}
          loading={attach.isPending}
          onClick={() => chosen && attach.mutate(Number(chosen))}
        >
          {t('admin.companiesPage.attach')}
        </Button>
      </Group>
    </Stack>
  );
}
