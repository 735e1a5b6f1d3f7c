import type { AccountKind, AdminUser } from '@boardhouse/shared/users-admin/staff-users-api';
import { ActionIcon, Badge, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { formatDate } from '../../components/format.ts';

export type UserSortField = 'name' | 'email' | 'createdAt' | 'updatedAt' | 'role';

const KIND_COLOURS: Record<AccountKind, string> = { customer: 'gray', staff: 'blue', 'super-admin': 'grape' };

export function KindBadge({ kind, t }: { kind: AccountKind; t: TFunction }) {
  return (
    <Badge variant="light" color={KIND_COLOURS[kind]} tt="none">
      {t(`admin.usersPage.kinds.${kind}`)}
    </Badge>
  );
}

export function StatusBadge({ user, t }: { user: Pick<AdminUser, 'disabled' | 'deleted'>; t: TFunction }) {
  const status = user.deleted ? 'deleted' : user.disabled ? 'disabled' : 'active';
  const colour = { deleted: 'dark', disabled: 'red', active: 'teal' }[status];
  return (
    <Badge variant="dot" color={colour} tt="none">
      {t(`admin.usersPage.statuses.${status}`)}
    </Badge>
  );
}

export const fullName = (user: { firstname: string; lastname: string; username: string }) =>
  `${user.firstname} ${user.lastname}`.trim() || user.username;

interface Selection {
  selected: Set<number>;
  toggle: (id: number) => void;
}

/** The user list's columns; on a phone only selection, name (with e-mail and role) and the open button. */
export function userColumns(
  t: TFunction,
  isCompact: boolean,
  selection: Selection,
  onOpen: (user: AdminUser) => void,
): DataTableColumn<AdminUser, UserSortField>[] {
  const select: DataTableColumn<AdminUser, UserSortField> = {
    key: 'select',
    label: t('admin.usersPage.select'),
    isLabelHidden: true,
    render: (user) => (
      <Checkbox
        aria-label={t('admin.usersPage.selectOne', { name: fullName(user) })}
        checked={selection.selected.has(user.id)}
        onChange={() => selection.toggle(user.id)}
        disabled={user.deleted}
      />
    ),
  };
  const name: DataTableColumn<AdminUser, UserSortField> = {
    key: 'name',
    label: t('admin.usersPage.name'),
    sortField: 'name',
    render: (user) => (
      <Stack gap={0}>
        <Text fw={600} size="sm">
          {fullName(user)}
        </Text>
        <Text size="xs" c="dimmed">
          {isCompact ? user.email : `@${user.username}`}
        </Text>
        {isCompact && (
          <Group gap={4} mt={4}>
            <KindBadge kind={user.kind} t={t} />
            <StatusBadge user={user} t={t} />
          </Group>
        )}
      </Stack>
    ),
  };
  const open: DataTableColumn<AdminUser, UserSortField> = {
    key: 'open',
    label: t('admin.usersPage.open'),
    isLabelHidden: true,
    align: 'right',
    render: (user) => (
      <Tooltip label={t('admin.usersPage.open')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('admin.usersPage.openOne', { name: fullName(user) })}
          onClick={() => onOpen(user)}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Tooltip>
    ),
  };
  if (isCompact) return [select, name, open];
  return [
    select,
    name,
    {
      key: 'email',
      label: t('admin.usersPage.email'),
      sortField: 'email',
      render: (user) => <Text size="sm">{user.email}</Text>,
    },
    {
      key: 'role',
      label: t('admin.usersPage.role'),
      sortField: 'role',
      render: (user) => <KindBadge kind={user.kind} t={t} />,
    },
    {
      key: 'company',
      label: t('admin.usersPage.company'),
      render: (user) => <Text size="sm">{user.company?.name ?? user.companyName ?? '–'}</Text>,
    },
    {
      key: 'status',
      label: t('admin.usersPage.status'),
      render: (user) => <StatusBadge user={user} t={t} />,
    },
    {
      key: 'createdAt',
      label: t('admin.usersPage.created'),
      sortField: 'createdAt',
      render: (user) => formatDate(user.createdAt),
    },
    {
      key: 'updatedAt',
      label: t('admin.usersPage.updated'),
      sortField: 'updatedAt',
      render: (user) => formatDate(user.updatedAt),
    },
    open,
  ];
}
