import { ADMIN_PAGE_SIZE_DEFAULT } from '@boardhouse/shared/users-admin/common';
import type { Company } from '@boardhouse/shared/users-admin/companies-api';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuilding, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usersAdminApi, usersAdminKeys } from '../../api/users-admin.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn, type TableQuery } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { tableState } from '../users/account-fields.tsx';
import { useUserAction } from '../users/use-user-action.ts';
import { CompanyDrawer } from './CompanyDrawer.tsx';

type CompanySortField = 'name' | 'createdAt' | 'members';

/** /admin/companies: customer companies, their VAT number, margin group and members. */
export default function CompaniesPage() {
  const { t } = useTranslation();
  const isCompact = useMediaQuery('(max-width: 48em)') ?? false;
  const [query, setQuery] = useState<TableQuery<CompanySortField>>({
    search: '',
    sortField: 'name',
    sortOrder: 'asc',
    pageNumber: 0,
    pageSize: ADMIN_PAGE_SIZE_DEFAULT,
  });
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Company | null>(null);
  const request = {
    ...(query.search ? { search: query.search } : {}),
    sortField: query.sortField,
    sortOrder: query.sortOrder,
    page: query.pageNumber,
    pageSize: query.pageSize,
  };
  const list = useQuery({
    queryKey: usersAdminKeys.companyList(request),
    queryFn: () => usersAdminApi.companies(request),
    placeholderData: keepPreviousData,
  });
  const remove = useUserAction(
    (id: number) => usersAdminApi.removeCompany(id),
    () => setToDelete(null),
  );

  const actions: DataTableColumn<Company, CompanySortField> = {
    key: 'actions',
    label: t('admin.companiesPage.actions'),
    isLabelHidden: true,
    align: 'right',
    render: (company) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Tooltip label={t('admin.companiesPage.edit')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('admin.companiesPage.editOne', { name: company.name })}
            onClick={() => setOpen(company.id)}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip
          label={
            company.members > 0 ? t('admin.companiesPage.deleteHasMembers') : t('admin.companiesPage.delete')
          }
        >
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.companiesPage.deleteOne', { name: company.name })}
            disabled={company.members > 0}
            onClick={() => setToDelete(company)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  };
  const name: DataTableColumn<Company, CompanySortField> = {
    key: 'name',
    label: t('admin.companiesPage.name'),
    sortField: 'name',
    render: (company) => (
      <Stack gap={0}>
        <Text fw={600} size="sm">
          {company.name}
        </Text>
        <Text size="xs" c="dimmed">
          {[
            company.vatNumber,
            isCompact ? t('admin.companiesPage.memberCount', { count: company.members }) : null,
          ]
            .filter(Boolean)
            .join(' · ') || '–'}
        </Text>
      </Stack>
    ),
  };
  const columns: DataTableColumn<Company, CompanySortField>[] = isCompact
    ? [name, actions]
    : [
        name,
        {
          key: 'place',
          label: t('admin.companiesPage.place'),
          render: (company) => (
            <Text size="sm">
              {[company.zipCode, company.city, company.country].filter(Boolean).join(' ') || '–'}
            </Text>
          ),
        },
        {
          key: 'group',
          label: t('admin.companiesPage.customerGroup'),
          render: (company) => (
            <Badge variant="light" tt="none">
              {company.customerGroup}
            </Badge>
          ),
        },
        {
          key: 'members',
          label: t('admin.companiesPage.membersColumn'),
          sortField: 'members',
          align: 'right',
          render: (company) => company.members,
        },
        actions,
      ];

  return (
    <>
      <PageHeader
        title={t('admin.companies')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setOpen('new')}>
            {t('admin.companiesPage.create')}
          </Button>
        }
      />
      <Stack gap="md" maw={1440}>
        <Text c="dimmed">{t('admin.companiesPage.intro')}</Text>
        <DataTable
          columns={columns}
          rows={list.data?.companies}
          total={list.data?.total ?? 0}
          rowKey={(company) => company.id}
          query={query}
          onQueryChange={setQuery}
          {...tableState(list)}
          searchLabel={t('admin.companiesPage.search')}
          searchPlaceholder={t('admin.companiesPage.searchPlaceholder')}
          empty={
            <EmptyState
              icon={<IconBuilding size={28} />}
              title={t('admin.companiesPage.emptyTitle')}
              description={t('admin.companiesPage.emptyText')}
              actionLabel={t('admin.companiesPage.create')}
              onAction={() => setOpen('new')}
            />
          }
          minWidth={isCompact ? 0 : 760}
        />
      </Stack>
      <CompanyDrawer companyId={open} onClose={() => setOpen(null)} />
      <ConfirmDialog
        opened={toDelete !== null}
        message={t('admin.companiesPage.confirmDelete', { name: toDelete?.name ?? '' })}
        isDanger
        isBusy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
