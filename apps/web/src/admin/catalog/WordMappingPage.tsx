import type { WordMappingKind, WordMappingRecord } from '@boardhouse/shared/catalog/word-mappings';
import { Badge, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys, type WordMappingSortField } from '../../api/catalog.api.ts';
import type { DataTableColumn, TableQuery } from '../../components/DataTable.tsx';
import { CatalogCrudPage } from './CatalogCrudPage.tsx';
import { lastChangeColumn } from './catalog-columns.tsx';
import { useCatalogList } from './use-catalog-list.ts';
import { WordMappingForm } from './WordMappingForm.tsx';

const PAGE = {
  bom: { textKey: 'words', titleKey: 'admin.words' },
  cpl: { textKey: 'cplWords', titleKey: 'admin.cplWordMapping' },
} as const;

/**
 * /admin/words and /admin/cpl-words: the column headings a BOM (or a pick-and-place file) may use and
 * the field each one means ("Menge" → Quantity).
 */
export default function WordMappingPage({ kind }: { kind: WordMappingKind }) {
  const { t } = useTranslation();
  const { query, setQuery, list } = useCatalogList(
    catalogKeys.wordMappings(kind),
    (query: TableQuery<WordMappingSortField>) => catalogApi.wordMappings.list(kind, query),
    { sortField: 'word' },
  );
  const columns: DataTableColumn<WordMappingRecord, WordMappingSortField>[] = [
    {
      key: 'word',
      label: t('catalog.words.word'),
      sortField: 'word',
      render: (row) => <Text fw={500}>{row.word}</Text>,
    },
    {
      key: 'field',
      label: t('catalog.words.field'),
      sortField: 'field',
      render: (row) => (
        <Badge variant="light" color="gray" tt="none">
          {t(`catalog.fields.${kind}.${row.field}`, { defaultValue: row.field })}
        </Badge>
      ),
    },
    lastChangeColumn(t, 'updatedAt'),
  ];

  return (
    <CatalogCrudPage
      textKey={PAGE[kind].textKey}
      title={t(PAGE[kind].titleKey)}
      icon={<IconLanguage size={28} />}
      columns={columns}
      list={list}
      query={query}
      onQueryChange={setQuery}
      minWidth={560}
      rowName={(row) => row.word}
      remove={(row) => catalogApi.wordMappings.remove(row.id)}
      invalidates={[catalogKeys.wordMappings(kind)]}
      renderForm={(record, onDone) => <WordMappingForm kind={kind} record={record} onDone={onDone} />}
    />
  );
}
