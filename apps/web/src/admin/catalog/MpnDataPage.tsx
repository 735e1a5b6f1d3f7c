import type { MpnDataRecord } from '@boardhouse/shared/catalog/mpn-data';
import { Text } from '@mantine/core';
import { IconDatabase } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys, type MpnDataSortField } from '../../api/catalog.api.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { CatalogCrudPage } from './CatalogCrudPage.tsx';
import {
  formatCount,
  formatEuros,
  lastChangeColumn,
  MountingStyleBadge,
  noValue,
  partColumns,
} from './catalog-columns.tsx';
import { HouseStockSection } from './HouseStockSection.tsx';
import { type ImportOutcome, ImportOutcomeAlert, MpnCsvButtons } from './MpnCsvTools.tsx';
import { MpnDataForm } from './MpnDataForm.tsx';
import { useCatalogList } from './use-catalog-list.ts';

/**
 * /admin/mpn-data: the component records BOM lines are matched against, with CSV import and export,
 * and below them the house-stock list (parts that pay no feeder loading).
 */
export default function MpnDataPage() {
  const { t, i18n } = useTranslation();
  const { query, setQuery, list } = useCatalogList(catalogKeys.mpnData, catalogApi.mpnData.list, {
    sortField: 'mpn',
  });
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const columns: DataTableColumn<MpnDataRecord, MpnDataSortField>[] = [
    ...partColumns<MpnDataRecord, MpnDataSortField>(t, { mpn: 'mpn', manufacturer: 'manufacturer' }),
    {
      key: 'package',
      label: t('catalog.common.package'),
      sortField: 'package',
      render: (row) => row.package ?? noValue,
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
        if (!first) return noValue;
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
      render: (row) => (row.stock === null ? noValue : formatCount(row.stock, i18n.language)),
    },
    {
      key: 'leadTimeDays',
      label: t('catalog.mpnData.leadTime'),
      sortField: 'leadTimeDays',
      align: 'right',
      render: (row) => row.leadTimeDays ?? noValue,
    },
    lastChangeColumn(t, 'updatedAt'),
  ];

  return (
    <>
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
      <HouseStockSection />
    </>
  );
}
