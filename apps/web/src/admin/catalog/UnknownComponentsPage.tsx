import { ADMIN_PAGE_SIZE_DEFAULT } from '@boardhouse/shared/catalog/admin-list';
import type { UnknownComponent } from '@boardhouse/shared/catalog/unknown-components';
import { Button, Stack, Text } from '@mantine/core';
import { IconLink, IconQuestionMark } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys, type UnknownSortField } from '../../api/catalog.api.ts';
import { DataTable, type DataTableColumn, type TableQuery } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResolveDialog } from './ResolveDialog.tsx';

const dash = <Text c="dimmed">–</Text>;

/** /admin/unknown-components: BOM part numbers the catalog does not know, most frequent first. */
export default function UnknownComponentsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TableQuery<UnknownSortField>>({
    search: '',
    sortField: 'occurrences',
    sortOrder: 'desc',
    pageNumber: 0,
    pageSize: ADMIN_PAGE_SIZE_DEFAULT,
  });
  const [toResolve, setToResolve] = useState<UnknownComponent | null>(null);
  const list = useQuery({
    queryKey: [...catalogKeys.unknown, query],
    queryFn: () => catalogApi.unknownComponents.list(query),
    placeholderData: keepPreviousData,
  });
  const columns: DataTableColumn<UnknownComponent, UnknownSortField>[] = [
    {
      key: 'mpn',
      label: t('catalog.mpnData.mpn'),
      sortField: 'mpn',
      render: (row) => (
        <Stack gap={0} maw={280}>
          <Text fw={500}>{row.mpn}</Text>
          {row.description && (
            <Text size="xs" c="dimmed" lineClamp={1} title={row.description}>
              {row.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'manufacturer',
      label: t('catalog.common.manufacturer'),
      sortField: 'manufacturer',
      render: (row) => row.manufacturer ?? dash,
    },
    { key: 'package', label: t('catalog.common.package'), render: (row) => row.package ?? dash },
    {
      key: 'occurrences',
      label: t('catalog.unknown.occurrences'),
      sortField: 'occurrences',
      align: 'right',
      render: (row) => row.occurrences,
    },
    {
      key: 'projects',
      label: t('catalog.unknown.projects'),
      sortField: 'projects',
      align: 'right',
      render: (row) => row.projects,
    },
    {
      key: 'actions',
      label: t('catalog.common.actions'),
      isLabelHidden: true,
      align: 'right',
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLink size={14} />}
          aria-label={t('catalog.unknown.resolveNamed', { mpn: row.mpn })}
          onClick={() => setToResolve(row)}
        >
          {t('catalog.unknown.resolve')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('admin.unknownComponents')} />
      <DataTable
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(row) => row.mpn}
        query={query}
        onQueryChange={setQuery}
        isLoading={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        searchLabel={t('catalog.unknown.search')}
        searchPlaceholder={t('catalog.unknown.search')}
        minWidth={820}
        empty={
          <EmptyState
            icon={<IconQuestionMark size={28} />}
            title={t('catalog.unknown.emptyTitle')}
            description={t('catalog.unknown.emptyText')}
          />
        }
      />
      <ResolveDialog component={toResolve} onClose={() => setToResolve(null)} />
    </>
  );
}
