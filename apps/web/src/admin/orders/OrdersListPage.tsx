import { ORDER_LIST_TABS, ORDER_PAGE_SIZE_DEFAULT } from '@boardhouse/shared/orders/backoffice-api';
import { ORDER_FIND_MIN_LENGTH } from '@boardhouse/shared/orders/order-search-api';
import { Badge, CloseButton, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconInbox, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  backofficeApi,
  backofficeKeys,
  type OrderListTab,
  type OrderSortField,
} from '../../api/backoffice.api.ts';
import { DataTable, type TableQuery } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatNumber } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AutomatedPurchasesCard } from '../purchasing/AutomatedPurchasesCard.tsx';
import {
  type ChoosableColumn,
  COLUMNS_STORAGE_KEY,
  DEFAULT_COLUMNS,
  readColumnChoice,
} from './column-choice.ts';
import { DocumentsExportCard } from './DocumentsExportCard.tsx';
import { chooseDefaultTab } from './default-tab.ts';
import { OrderFindResults } from './OrderFindResults.tsx';
import { OrdersExportMenu } from './OrdersExportMenu.tsx';
import { ColumnChooser, orderColumns } from './order-list-columns.tsx';
import { RestoreProjectAction } from './RestoreProjectAction.tsx';

const isTab = (value: string | null): value is OrderListTab =>
  (ORDER_LIST_TABS as readonly string[]).includes(value ?? '');

const FIND_DELAY_MS = 300;

const FIRST_QUERY: TableQuery<OrderSortField> = {
  search: '',
  sortField: 'createdAt',
  sortOrder: 'desc',
  pageNumber: 0,
  pageSize: ORDER_PAGE_SIZE_DEFAULT,
};

/**
 * /admin/orders: every order by where it stands (the tabs New, Open, Pending, Projects review and
 * Deleted, with their counts), one server-side page at a time, sortable, searchable; the shown columns
 * are remembered in this browser. The tab is in the address (?tab=open), so Back returns to it; without
 * one the page opens on the tab holding work (chooseDefaultTab). Above the tabs, a search over every tab
 * at once (?find=…) for staff who hold an order number but do not know where the order stands.
 */
export default function OrdersListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const counts = useQuery({ queryKey: backofficeKeys.orderCounts, queryFn: backofficeApi.orderCounts });
  const tab: OrderListTab = isTab(requestedTab) ? requestedTab : chooseDefaultTab(counts.data);
  const [findText, setFindText] = useState(() => searchParams.get('find') ?? '');
  const [findQuery] = useDebouncedValue(findText.trim(), FIND_DELAY_MS);
  const isFinding = findQuery.length >= ORDER_FIND_MIN_LENGTH;
  const [query, setQuery] = useState(FIRST_QUERY);
  const isCompact = useMediaQuery('(max-width: 48em)') ?? false;
  const [storedColumns, setStoredColumns] = useLocalStorage<unknown>({
    key: COLUMNS_STORAGE_KEY,
    defaultValue: DEFAULT_COLUMNS,
    getInitialValueInEffect: false,
  });
  const shown = readColumnChoice(storedColumns);

  // The default tab, once the counts tell it, goes into the address: it then stays put when the counts
  // change under the person working the list, and Back returns to it.
  useEffect(() => {
    if (isTab(requestedTab) || !counts.data) return;
    const chosen = chooseDefaultTab(counts.data);
    setSearchParams(
      (params) => {
        params.set('tab', chosen);
        return params;
      },
      { replace: true },
    );
  }, [requestedTab, counts.data, setSearchParams]);

  // The search typed goes into the address too, so Back from an order found returns to the hits.
  useEffect(() => {
    setSearchParams(
      (params) => {
        if (findQuery) params.set('find', findQuery);
        else params.delete('find');
        return params;
      },
      { replace: true },
    );
  }, [findQuery, setSearchParams]);

  const pageQuery = {
    filter: query.search,
    sortField: query.sortField,
    sortOrder: query.sortOrder,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
  const page = useQuery({
    queryKey: backofficeKeys.orderPage(tab, pageQuery),
    queryFn: () => backofficeApi.orderPage(tab, pageQuery),
    placeholderData: keepPreviousData,
    // Without a tab in the address, wait for the counts to choose one (New if they fail).
    enabled: !isFinding && (isTab(requestedTab) || !counts.isPending),
  });

  const handleTabChange = useCallback(
    (value: string | null) => {
      if (!isTab(value)) return;
      setSearchParams({ tab: value }, { replace: true });
      setQuery((current) => ({ ...current, pageNumber: 0 }));
    },
    [setSearchParams],
  );

  const handleColumnsChange = (columns: ChoosableColumn[]) => setStoredColumns(columns);
  const listColumns = orderColumns(t, shown, isCompact);
  // The Deleted tab holds orders of projects their customer deleted: staff can bring the project back.
  const restoreColumn: (typeof listColumns)[number] = {
    key: 'restore',
    label: t('admin.orderList.restore.action'),
    isLabelHidden: true,
    align: 'right',
    render: (row) => <RestoreProjectAction row={row} />,
  };
  const exportMenu = (
    <OrdersExportMenu
      filters={{ tab, filter: query.search, sortField: query.sortField, sortOrder: query.sortOrder }}
      isEmpty={page.data?.total === 0}
    />
  );

  return (
    <>
      <PageHeader title={t('admin.orders')} />
      <Stack gap="md" maw={1440}>
        <Text c="dimmed">{t('admin.orderList.intro')}</Text>
        <TextInput
          type="search"
          label={t('admin.orderList.find.label')}
          placeholder={t('admin.orderList.find.placeholder')}
          description={
            findText.trim() && findText.trim().length < ORDER_FIND_MIN_LENGTH
              ? t('admin.orderList.find.tooShort')
              : undefined
          }
          leftSection={<IconSearch size={16} />}
          rightSection={
            findText ? (
              <CloseButton
                size="sm"
                aria-label={t('admin.orderList.find.clear')}
                onClick={() => setFindText('')}
              />
            ) : null
          }
          value={findText}
          onChange={(event) => setFindText(event.currentTarget.value)}
          maw={560}
        />
        {isFinding ? (
          <OrderFindResults text={findQuery} />
        ) : (
          <>
            <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
              <Tabs.List>
                {ORDER_LIST_TABS.map((value) => (
                  <Tabs.Tab
                    key={value}
                    value={value}
                    rightSection={
                      counts.data ? (
                        <Badge
                          size="sm"
                          variant={value === tab ? 'filled' : 'light'}
                          circle={counts.data[value] < 10}
                        >
                          {formatNumber(counts.data[value], 0)}
                        </Badge>
                      ) : null
                    }
                  >
                    {t(`admin.orderList.tabs.${value}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <Text size="sm" c="dimmed">
              {t(`admin.orderList.tabHints.${tab}`)}
            </Text>
            <DataTable
              columns={tab === 'deleted' ? [...listColumns, restoreColumn] : listColumns}
              rows={page.data?.rows}
              total={page.data?.total ?? 0}
              rowKey={(row) => row.orderId}
              query={query}
              onQueryChange={setQuery}
              isLoading={page.isPending}
              isFetching={page.isFetching}
              error={page.error}
              onRetry={() => void page.refetch()}
              searchLabel={t('admin.orderList.search')}
              searchPlaceholder={t('admin.orderList.searchPlaceholder')}
              toolbar={
                isCompact ? (
                  exportMenu
                ) : (
                  <Group gap="xs">
                    {exportMenu}
                    <ColumnChooser shown={shown} onChange={handleColumnsChange} />
                  </Group>
                )
              }
              empty={
                <EmptyState
                  icon={<IconInbox size={28} />}
                  title={t('admin.orderList.emptyTitle')}
                  description={t('admin.orderList.emptyText')}
                />
              }
              minWidth={isCompact ? 0 : 240 + 130 * shown.length}
            />
          </>
        )}
        {counts.isError && (
          <Group>
            <Text size="sm" c="red">
              {t('admin.orderList.countsFailed')}
            </Text>
          </Group>
        )}
        <DocumentsExportCard />
        <AutomatedPurchasesCard />
      </Stack>
    </>
  );
}
