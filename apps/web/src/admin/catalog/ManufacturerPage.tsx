import { ADMIN_PAGE_SIZE_DEFAULT } from '@boardhouse/shared/catalog/admin-list';
import type { ManufacturerRecord } from '@boardhouse/shared/catalog/manufacturers';
import { Badge, Group, Text } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys } from '../../api/catalog.api.ts';
import type { DataTableColumn, TableQuery } from '../../components/DataTable.tsx';
import { CatalogCrudPage } from './CatalogCrudPage.tsx';
import { lastChangeColumn } from './catalog-columns.tsx';
import { ManufacturerForm } from './ManufacturerForm.tsx';

type ManufacturerSortField = 'listText' | 'aliases' | 'updatedAt';

const compareBy: Record<ManufacturerSortField, (a: ManufacturerRecord, b: ManufacturerRecord) => number> = {
  listText: (a, b) => a.listText.localeCompare(b.listText, undefined, { sensitivity: 'base' }),
  aliases: (a, b) => a.aliases.length - b.aliases.length,
  updatedAt: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
};

/**
 * /admin/manufacturer: manufacturer names and their aliases ("TI" = "Texas Instruments"). The server
 * searches; the list is a few hundred names, so sorting and pages are done here.
 */
export default function ManufacturerPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TableQuery<ManufacturerSortField>>({
    search: '',
    sortField: 'listText',
    sortOrder: 'asc',
    pageNumber: 0,
    pageSize: ADMIN_PAGE_SIZE_DEFAULT,
  });
  const list = useQuery({
    queryKey: [...catalogKeys.manufacturers, query.search],
    queryFn: () => catalogApi.manufacturers.list(query.search),
    placeholderData: keepPreviousData,
  });
  const page = useMemo(() => {
    if (!list.data) return undefined;
    const direction = query.sortOrder === 'asc' ? 1 : -1;
    const sorted = [...list.data].sort((a, b) => direction * compareBy[query.sortField](a, b) || a.id - b.id);
    const start = query.pageNumber * query.pageSize;
    return { items: sorted.slice(start, start + query.pageSize), total: sorted.length };
  }, [list.data, query]);
  const columns: DataTableColumn<ManufacturerRecord, ManufacturerSortField>[] = [
    {
      key: 'listText',
      label: t('catalog.manufacturer.name'),
      sortField: 'listText',
      render: (row) => <Text fw={500}>{row.listText}</Text>,
    },
    {
      key: 'aliases',
      label: t('catalog.manufacturer.aliases'),
      sortField: 'aliases',
      render: (row) =>
        row.aliases.length === 0 ? (
          <Text c="dimmed">–</Text>
        ) : (
          <Group gap={4}>
            {row.aliases.map((alias) => (
              <Badge key={alias} variant="light" color="gray" tt="none">
                {alias}
              </Badge>
            ))}
          </Group>
        ),
    },
    lastChangeColumn(t, 'updatedAt'),
  ];

  return (
    <CatalogCrudPage
      textKey="manufacturer"
      title={t('admin.manufacturer')}
      icon={<IconBuildingFactory2 size={28} />}
      columns={columns}
      list={{ ...list, data: page }}
      query={query}
      onQueryChange={setQuery}
      minWidth={600}
      rowName={(row) => row.listText}
      remove={(row) => catalogApi.manufacturers.remove(row.id)}
      invalidates={[catalogKeys.manufacturers]}
      renderForm={(record, onDone) => <ManufacturerForm record={record} onDone={onDone} />}
    />
  );
}
