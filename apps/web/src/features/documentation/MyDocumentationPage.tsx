import { Alert, Button, Card, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconBook, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { documentKeys, documentsApi, type MyDocument } from '../../api/documents.api.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatNumber, localeOf } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DocumentCards, type DocumentListProps } from './DocumentCards.tsx';
import { DocumentsTable } from './DocumentsTable.tsx';
import {
  type DocumentSort,
  formatFileSize,
  matchingDocuments,
  NEWEST_FIRST,
  nextSort,
  type SortField,
  sortedDocuments,
} from './document-list.ts';

const SEARCH_DELAY_MS = 200;

/** The phone's sort choices (the table sorts by its headers): value → the sort it stands for. */
const PHONE_SORTS: Record<string, DocumentSort> = {
  newest: NEWEST_FIRST,
  oldest: { field: 'createdAt', order: 'asc' },
  name: { field: 'fileName', order: 'asc' },
  order: { field: 'orderKey', order: 'desc' },
  project: { field: 'projectName', order: 'asc' },
  largest: { field: 'sizeBytes', order: 'desc' },
};

const sortValueOf = (sort: DocumentSort) =>
  Object.entries(PHONE_SORTS).find(
    ([, candidate]) => candidate.field === sort.field && candidate.order === sort.order,
  )?.[0] ?? null;

/**
 * My Documentation: every document of the customer's and their team's orders (invoices, final BOMs,
 * reports) in one list, searchable by file name, order and project, sortable, each downloadable.
 * A table on wider windows, cards on a phone.
 */
export default function MyDocumentationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [sort, setSort] = useState<DocumentSort>(NEWEST_FIRST);
  // Fresh on every visit: staff may have uploaded something since.
  const list = useQuery({
    queryKey: documentKeys.mine,
    queryFn: documentsApi.mine,
    refetchOnMount: 'always',
  });
  const download = useMutation({
    mutationFn: (document: MyDocument) =>
      documentsApi.download(document.orderId, document.id, document.fileName),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('documentation.downloadFailed'),
        message:
          error instanceof ApiError && error.status !== 0 && error.message
            ? error.message
            : t('errors.serverUnreachable'),
      }),
  });

  const kindLabel = (kind: MyDocument['kind']) => t(`orders.documents.kinds.${kind}`);
  const shown = useMemo(
    () =>
      sortedDocuments(
        matchingDocuments(list.data?.documents ?? [], filter),
        sort,
        (kind) => t(`orders.documents.kinds.${kind}`),
        localeOf(i18n.language),
      ),
    [list.data, filter, sort, t, i18n.language],
  );

  const header = <PageHeader title={t('pages.myDocumentation.title')} />;
  if (list.isSuccess && list.data.documents.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<IconBook size={28} />}
          title={t('pages.myDocumentation.emptyTitle')}
          description={t('pages.myDocumentation.emptyText')}
          actionLabel={t('documentation.toOrders')}
          onAction={() => navigate('/my-orders')}
        />
      </>
    );
  }

  const listProps: DocumentListProps = {
    documents: shown,
    sort,
    onSort: (field: SortField) => setSort((current) => nextSort(current, field)),
    kindLabel,
    sizeOf: (bytes) => formatFileSize(bytes, (value, digits) => formatNumber(value, digits)),
    downloadingId: download.isPending ? (download.variables?.id ?? null) : null,
    onDownload: (document) => download.mutate(document),
  };
  return (
    <>
      {header}
      <Card withBorder radius="md" padding={isPhone ? 'sm' : 'md'}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('documentation.intro')}
          </Text>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <TextInput
              leftSection={<IconSearch size={16} />}
              placeholder={t('documentation.searchPlaceholder')}
              aria-label={t('documentation.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', xs: 360 }}
            />
            {isPhone ? (
              <Select
                label={t('documentation.sort')}
                data={Object.keys(PHONE_SORTS).map((value) => ({
                  value,
                  label: t(`documentation.sorts.${value}`),
                }))}
                value={sortValueOf(sort)}
                onChange={(value) => setSort((value && PHONE_SORTS[value]) || NEWEST_FIRST)}
                allowDeselect={false}
                w="100%"
              />
            ) : (
              list.isSuccess && (
                <Text size="sm" c="dimmed">
                  {t('documentation.count', { shown: shown.length, total: list.data.documents.length })}
                </Text>
              )
            )}
          </Group>
          {list.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{list.error.message}</Text>
                <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                  {t('common.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          {list.isPending && (
            <Stack aria-busy="true" aria-label={t('documentation.loading')}>
              <Skeleton height={36} />
              <Skeleton height={36} />
              <Skeleton height={36} />
            </Stack>
          )}
          {list.isSuccess && shown.length === 0 && (
            <Text c="dimmed" ta="center" py="lg">
              {t('documentation.noMatch', { search: filter.trim() })}
            </Text>
          )}
          {shown.length > 0 &&
            (isPhone ? <DocumentCards {...listProps} /> : <DocumentsTable {...listProps} />)}
        </Stack>
      </Card>
    </>
  );
}
