import type { CasePackageRecord } from '@boardhouse/shared/catalog/case-packages';
import { Text } from '@mantine/core';
import { IconCpu } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type CasePackageSortField, catalogApi, catalogKeys } from '../../api/catalog.api.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { CasePackageForm } from './CasePackageForm.tsx';
import { CatalogCrudPage } from './CatalogCrudPage.tsx';
import { lastChangeColumn, MountingStyleBadge } from './catalog-columns.tsx';
import { useCatalogList } from './use-catalog-list.ts';

/** /admin/case-package: package names and the mounting style and pin count BOM lines get from them. */
export default function CasePackagePage() {
  const { t } = useTranslation();
  const { query, setQuery, list } = useCatalogList(catalogKeys.casePackages, catalogApi.casePackages.list, {
    sortField: 'name',
  });
  const columns: DataTableColumn<CasePackageRecord, CasePackageSortField>[] = [
    {
      key: 'name',
      label: t('catalog.casePackage.name'),
      sortField: 'name',
      render: (row) => <Text fw={500}>{row.name}</Text>,
    },
    {
      key: 'mountingStyle',
      label: t('catalog.common.mountingStyle'),
      sortField: 'mountingStyle',
      render: (row) => <MountingStyleBadge style={row.mountingStyle} />,
    },
    {
      key: 'pins',
      label: t('catalog.casePackage.pins'),
      sortField: 'pins',
      align: 'right',
      render: (row) => row.pins ?? '–',
    },
    {
      key: 'description',
      label: t('catalog.common.description'),
      render: (row) => (
        <Text size="sm" c={row.description ? undefined : 'dimmed'} lineClamp={2}>
          {row.description ?? '–'}
        </Text>
      ),
    },
    lastChangeColumn(t, 'updatedAt'),
  ];

  return (
    <CatalogCrudPage
      textKey="casePackage"
      title={t('admin.casePackage')}
      icon={<IconCpu size={28} />}
      columns={columns}
      list={list}
      query={query}
      onQueryChange={setQuery}
      rowName={(row) => row.name}
      remove={(row) => catalogApi.casePackages.remove(row.id)}
      invalidates={[catalogKeys.casePackages]}
      renderForm={(record, onDone) => <CasePackageForm record={record} onDone={onDone} />}
    />
  );
}
