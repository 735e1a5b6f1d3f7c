import { ADMIN_PAGE_SIZE_DEFAULT } from '@boardhouse/shared/users-admin/common';
import type { AccountKind, AdminUser } from '@boardhouse/shared/users-admin/staff-users-api';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShieldLock, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session.store.ts';
import { usersAdminApi, usersAdminKeys } from '../../api/users-admin.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type TableQuery } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AccountActionButton, tableState } from './account-fields.tsx';
import { CreateUserDialog } from './CreateUserDialog.tsx';
import { useCompanyOptions } from './company-options.ts';
import { UserDrawer } from './UserDrawer.tsx';
import { useUserAction } from './use-user-action.ts';
import { type UserSortField, userColumns } from './user-columns.tsx';

type Status = 'any' | 'active' | 'disabled' | 'deleted';
type BulkAction = 'disable' | 'enable' | 'delete';

/**
 * /admin/users (every account) and /admin/super-admin-users (staff accounts, for a super administrator
 * only): searched, sorted and paged on the server, filtered by role, status and company, with bulk
 * status changes and deletes, a create dialog and a drawer per account.
 */
export default function UsersPage({ staffOnly = false }: { staffOnly?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const isSuperAdmin = session.roles.includes('SUPER_ADMIN');
  const isCompact = useMediaQuery('(max-width: 48em)') ?? false;
  const [query, setQuery] = useState<TableQuery<UserSortField>>({
    search: '',
    sortField: staffOnly ? 'name' : 'createdAt',
    sortOrder: staffOnly ? 'asc' : 'desc',
    pageNumber: 0,
    pageSize: ADMIN_PAGE_SIZE_DEFAULT,
  });
  const [kind, setKind] = useState<AccountKind | null>(staffOnly ? 'staff' : null);
  const [status, setStatus] = useState<Status>('any');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const [isCreating, setCreating] = useState(false);
  const [bulk, setBulk] = useState<BulkAction | null>(null);
  const companies = useCompanyOptions();
  const title = t(staffOnly ? 'admin.superAdminUsers' : 'admin.users');

  const request = {
    ...(query.search ? { search: query.search } : {}),
    sortField: query.sortField,
    sortOrder: query.sortOrder,
    page: query.pageNumber,
    pageSize: query.pageSize,
    status,
    ...(kind ? { kind } : {}),
    ...(companyId ? { companyId: Number(companyId) } : {}),
  };
  const list = useQuery({
    queryKey: usersAdminKeys.list(request),
    queryFn: () => usersAdminApi.list(request),
    placeholderData: keepPreviousData,
    enabled: !staffOnly || isSuperAdmin,
  });
  const clearSelection = () => {
    setSelected(new Set());
    setBulk(null);
  };
  const bulkStatus = useUserAction(
    (disabled: boolean) => usersAdminApi.setDisabled([...selected], disabled),
    clearSelection,
  );
  const bulkDelete = useUserAction(() => usersAdminApi.remove([...selected]), clearSelection);
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const filterChanged =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSelected(new Set());
      setQuery((current) => ({ ...current, pageNumber: 0 }));
    };

  if (staffOnly && !isSuperAdmin) {
    return (
      <>
        <PageHeader title={title} />
        <Alert
          color="yellow"
          icon={<IconShieldLock size={18} />}
          title={t('admin.usersPage.superOnlyTitle')}
          maw={720}
        >
          {t('admin.usersPage.superOnlyText')}
        </Alert>
      </>
    );
  }

  const kinds: AccountKind[] = staffOnly
    ? ['staff', 'super-admin']
    : isSuperAdmin
      ? ['customer', 'staff', 'super-admin']
      : ['customer'];
  const bulkConfirm: Record<BulkAction, () => void> = {
    disable: () => bulkStatus.mutate(true),
    enable: () => bulkStatus.mutate(false),
    delete: () => bulkDelete.mutate(undefined),
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setCreating(true)}>
            {t(staffOnly ? 'admin.usersPage.createStaff' : 'admin.usersPage.create')}
          </Button>
        }
      />
      <Stack gap="md" maw={1440}>
        <Text c="dimmed">{t(staffOnly ? 'admin.usersPage.staffIntro' : 'admin.usersPage.intro')}</Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('admin.usersPage.role')}
            data={(staffOnly
              ? (['staff', 'super-admin'] as const)
              : (['customer', 'staff', 'super-admin'] as const)
            ).map((value) => ({
              value,
              label: t(`admin.usersPage.kinds.${value}`),
            }))}
            value={kind}
            onChange={filterChanged((value) =>
              setKind((value as AccountKind | null) ?? (staffOnly ? 'staff' : null)),
            )}
            clearable={!staffOnly}
            placeholder={t('admin.usersPage.allRoles')}
            w={isCompact ? '100%' : 180}
          />
          <Select
            label={t('admin.usersPage.status')}
            data={(['any', 'active', 'disabled', 'deleted'] as const).map((value) => ({
              value,
              label: t(`admin.usersPage.statuses.${value}`),
            }))}
            value={status}
            onChange={filterChanged((value) => setStatus((value as Status | null) ?? 'any'))}
            allowDeselect={false}
            w={isCompact ? '100%' : 180}
          />
          {!staffOnly && (
            <Select
              label={t('admin.usersPage.company')}
              data={companies}
              value={companyId}
              onChange={filterChanged(setCompanyId)}
              searchable
              clearable
              placeholder={t('admin.usersPage.allCompanies')}
              w={isCompact ? '100%' : 240}
            />
          )}
        </Group>
        {selected.size > 0 && (
          <Group gap="xs" data-testid="bulk-actions">
            <Text size="sm" fw={600}>
              {t('admin.usersPage.selected', { count: selected.size })}
            </Text>
            {(['disable', 'enable', 'delete'] as const).map((action) => (
              <AccountActionButton key={action} action={action} onClick={() => setBulk(action)} />
            ))}
            <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
              {t('admin.usersPage.clearSelection')}
            </Button>
          </Group>
        )}
        <DataTable
          columns={userColumns(t, isCompact, { selected, toggle }, (user: AdminUser) => setOpenId(user.id))}
          rows={list.data?.users}
          total={list.data?.total ?? 0}
          rowKey={(user) => user.id}
          query={query}
          onQueryChange={setQuery}
          {...tableState(list)}
          searchLabel={t('admin.usersPage.search')}
          searchPlaceholder={t('admin.usersPage.searchPlaceholder')}
          empty={
            <EmptyState
              icon={<IconUsers size={28} />}
              title={t('admin.usersPage.emptyTitle')}
              description={t('admin.usersPage.emptyText')}
              actionLabel={t('admin.usersPage.create')}
              onAction={() => setCreating(true)}
            />
          }
          minWidth={isCompact ? 0 : 1080}
        />
      </Stack>
      <CreateUserDialog opened={isCreating} kinds={kinds} onClose={() => setCreating(false)} />
      <UserDrawer userId={openId} isSuperAdmin={isSuperAdmin} onClose={() => setOpenId(null)} />
      <ConfirmDialog
        opened={bulk !== null}
        message={bulk ? t(`admin.usersPage.bulkConfirm.${bulk}`, { count: selected.size }) : ''}
        isDanger={bulk !== 'enable'}
        isBusy={bulkStatus.isPending || bulkDelete.isPending}
        onConfirm={() => bulk && bulkConfirm[bulk]()}
        onCancel={() => setBulk(null)}
      />
    </>
  );
}
