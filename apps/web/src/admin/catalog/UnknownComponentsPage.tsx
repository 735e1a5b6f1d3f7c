import type { UnknownComponent } from '@boardhouse/shared/catalog/unknown-components';
import { Button } from '@mantine/core';
import { IconLink, IconQuestionMark } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys, type UnknownSortField } from '../../api/catalog.api.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { noValue, partColumns } from './catalog-columns.tsx';
import { ResolveDialog } from './ResolveDialog.tsx';
import { useCatalogList } from './use-catalog-list.ts';

/** /admin/unknown-components: BOM part numbers the catalog does not know, most frequent first. */
export default function UnknownComponentsPage() {
  const { t } = useTranslation();
  const { query, setQuery, list } = useCatalogList(catalogKeys.unknown, catalogApi.unknownComponents.list, {
    sortField: 'occurrences',
    sortOrder: 'desc',
  });
  const [toResolve, setToResolve] = useState<UnknownComponent | null>(null);
  const columns: DataTableColumn<UnknownComponent, UnknownSortField>[] = [
    ...partColumns<UnknownComponent, UnknownSortField>(t, { mpn: 'mpn', manufacturer: 'manufacturer' }),
    { key: 'package', label: t('catalog.common.package'), render: (row) => row.package ?? noValue },
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
