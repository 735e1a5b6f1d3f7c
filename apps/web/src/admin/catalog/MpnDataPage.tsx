import { ADMIN_PAGE_SIZE_DEFAULT } from '@boardhouse/shared/catalog/admin-list';
import type { MpnDataRecord } from '@boardhouse/shared/catalog/mpn-data';
import { Stack, Text } from '@mantine/core';
import { IconDatabase } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys, type MpnDataSortField } from '../../api/catalog.api.ts';
import type { DataTableColumn, TableQuery } from '../../components/DataTable.tsx';
import { CatalogCrudPage } from './CatalogCrudPage.tsx';
import { formatCount, formatEuros, lastChangeColumn, MountingStyleBadge } from './catalog-columns.tsx';
import { type ImportOutcome, ImportOutcomeAlert, MpnCsvButtons } from './MpnCsvTools.tsx';
import { MpnDataForm } from './MpnDataForm.tsx';

const dash = <Text c="dimmed">–</Text>;

/** /admin/mpn-data: the component records BOM lines are matched against, with CSV import and export. */
export default function MpnDataPage() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<TableQuery<MpnDataSortField>>({
    search: '',
    sortField: 'mpn',
    sortOrder: 'asc',
    pageNumber: 0,
    pageSize: ADMIN_PAGE_SIZE_DEFAULT,
  });
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const list = useQuery({
    queryKey: [...catalogKeys.mpnData, query],
    queryFn: () => catalogApi.mpnData.list(query),
    placeholderData: keepPreviousData,
  });
  const columns: DataTableColumn<MpnDataRecord, MpnDataSortField>[] = [
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
    {
      key: 'package',
      label: t('catalog.common.package'),
      sortField: 'package',
      render: (row) => row.package ?? dash,
    },
    {
      key: 'mountingStyle',
      label: t('catalog.common.mountingStyle'),
      sortField: 'mountingStyle',
      render: (row) => <MountingStyleBadge style={row.mountingStyle} />,
    },
    {
      key: 'price',
      label: t('catalog.mpnData.unitPrice'),
      align: 'right',
      render: (row) => {
        const first = row.priceBreaks[0];
        if (!first) return dash;
        const label = formatEuros(first.unitPriceCents, i18n.language);
        return (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('catalog.mpnData.priceFrom', { quantity: first.quantity, price: label })}
          </Text>
        );
      },
    },
    {
      key: 'stock',
      label: t('catalog.mpnData.stock'),
      sortField: 'stock',
      align: 'right',
      render: (row) => (row.stock === null ? dash : formatCount(row.stock, i18n.language)),
    },
    {
      key: 'leadTimeDays',
      label: t('catalog.mpnData.leadTime'),
      sortField: 'leadTimeDays',
      align: 'right',
      render: (row) => row.leadTimeDays ?? dash,
    },
    lastChangeColumn(t, 'updatedAt'),
  ];

  return (
    <CatalogCrudPage
      textKey="mpnData"
      title={t('admin.mpnData')}
      icon={<IconDatabase size={28} />}
      columns={columns}
      list={list}
      query={query}
      onQueryChange={setQuery}
      minWidth={1040}
      drawerSize="lg"
      rowName={(row) => row.mpn}
      remove={(row) => catalogApi.mpnData.remove(row.id)}
      invalidates={[catalogKeys.mpnData, catalogKeys.unknown]}
      renderForm={(record, onDone) => <MpnDataForm record={record} onDone={onDone} />}
      toolbar={<MpnCsvButtons onImported={setOutcome} />}
      banner={outcome && <ImportOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />}
    />
  );
}
