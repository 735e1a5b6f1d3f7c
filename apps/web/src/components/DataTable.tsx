import {
  Alert,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertCircle, IconArrowDown, IconArrowsSort, IconArrowUp, IconSearch } from '@tabler/icons-react';
import { type Dispatch, type ReactNode, type SetStateAction, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the server is asked for: the query string of every paginated back-office list. */
export interface TableQuery<F extends string> {
  search: string;
  sortField: F;
  sortOrder: 'asc' | 'desc';
  /** Zero-based. */
  pageNumber: number;
  pageSize: number;
}

export interface DataTableColumn<T, F extends string> {
  key: string;
  label: string;
  /** The server's sort field for this column; absent: the column cannot be sorted. */
  sortField?: F;
  render: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Hides the header text (an actions column) while keeping it for screen readers. */
  isLabelHidden?: boolean;
}

interface DataTableProps<T, F extends string> {
  columns: DataTableColumn<T, F>[];
  rows: readonly T[] | undefined;
  total: number;
  rowKey: (row: T) => string | number;
  query: TableQuery<F>;
  onQueryChange: Dispatch<SetStateAction<TableQuery<F>>>;
  isLoading: boolean;
  isFetching?: boolean;
  error: Error | null;
  onRetry: () => void;
  searchLabel: string;
  searchPlaceholder?: string;
  /** Buttons next to the search box (import, export …). */
  toolbar?: ReactNode;
  /** Shown instead of the table when there is nothing at all and no search is typed. */
  empty: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its columns (phones). */
  minWidth?: number;
  pageSizes?: readonly number[];
}

const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;
const SEARCH_DELAY_MS = 300;

/**
 * A table whose rows come one page at a time from the server: search box (debounced), sortable column
 * headers, pagination with a page-size choice, loading skeleton, empty and error states. The parent
 * owns the query (so it can put it in a query key) and passes its state setter.
 */
export function DataTable<T, F extends string>({
  columns,
  rows,
  total,
  rowKey,
  query,
  onQueryChange,
  isLoading,
  isFetching = false,
  error,
  onRetry,
  searchLabel,
  searchPlaceholder,
  toolbar,
  empty,
  minWidth = 720,
  pageSizes = DEFAULT_PAGE_SIZES,
}: DataTableProps<T, F>) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState(query.search);
  const applySearch = useDebouncedCallback((value: string) => {
    onQueryChange((current) => ({ ...current, search: value.trim(), pageNumber: 0 }));
  }, SEARCH_DELAY_MS);
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const hasRows = (rows?.length ?? 0) > 0;

  // After a delete empties the last page, step back to the page that now is the last one.
  useEffect(() => {
    if (!isLoading && !hasRows && total > 0 && query.pageNumber >= pageCount) {
      onQueryChange((current) => ({ ...current, pageNumber: pageCount - 1 }));
    }
  }, [isLoading, hasRows, total, query.pageNumber, pageCount, onQueryChange]);

  const handleSort = (field: F) => {
    onQueryChange((current) => ({
      ...current,
      sortField: field,
      sortOrder: current.sortField === field && current.sortOrder === 'asc' ? 'desc' : 'asc',
      pageNumber: 0,
    }));
  };

  const isEmpty = !isLoading && !error && total === 0 && !query.search && !searchText.trim();
  const from = total === 0 ? 0 : query.pageNumber * query.pageSize + 1;
  const to = Math.min(total, (query.pageNumber + 1) * query.pageSize);

  const headerCell = (column: DataTableColumn<T, F>) => {
    const { sortField } = column;
    const isSorted = sortField !== undefined && query.sortField === sortField;
    const label = column.isLabelHidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label;
    return (
      <Table.Th
        key={column.key}
        ta={column.align}
        aria-sort={isSorted ? (query.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        {sortField === undefined ? (
          <Text size="sm" fw={600} span>
            {label}
          </Text>
        ) : (
          <UnstyledButton
            onClick={() => handleSort(sortField)}
            aria-label={t('table.sortBy', { column: column.label })}
          >
            <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : undefined}>
              <Text size="sm" fw={600} span>
                {label}
              </Text>
              {!isSorted && <IconArrowsSort size={14} color="var(--mantine-color-gray-5)" />}
              {isSorted &&
                (query.sortOrder === 'asc' ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />)}
            </Group>
          </UnstyledButton>
        )}
      </Table.Th>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {isEmpty ? (
          <span />
        ) : (
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={searchPlaceholder}
            aria-label={searchLabel}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              applySearch(event.currentTarget.value);
            }}
            w={{ base: '100%', xs: 320 }}
          />
        )}
        {toolbar && (
          <Group gap="xs" wrap="wrap">
            {toolbar}
          </Group>
        )}
      </Group>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {isEmpty ? (
        empty
      ) : (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={minWidth}>
            <Table
              verticalSpacing="sm"
              highlightOnHover
              aria-busy={isLoading || isFetching}
              style={{ opacity: isFetching && !isLoading ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              <Table.Thead>
                <Table.Tr>{columns.map(headerCell)}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {isLoading &&
                  Array.from({ length: Math.min(query.pageSize, 6) }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                    <Table.Tr key={index} data-testid="table-skeleton">
                      {columns.map((column) => (
                        <Table.Td key={column.key}>
                          <Skeleton height={16} radius="sm" />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                {!isLoading &&
                  rows?.map((row) => (
                    <Table.Tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <Table.Td key={column.key} ta={column.align}>
                          {column.render(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                {!isLoading && !error && total === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length}>
                      <Text c="dimmed" ta="center" py="lg">
                        {t('table.noMatch', { search: query.search || searchText.trim() })}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {!isEmpty && (
        <Group justify="space-between" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('table.perPage')}
            </Text>
            <Select
              data={pageSizes.map(String)}
              value={String(query.pageSize)}
              onChange={(value) =>
                onQueryChange((current) => ({ ...current, pageSize: Number(value), pageNumber: 0 }))
              }
              allowDeselect={false}
              w={84}
              size="xs"
              aria-label={t('table.perPage')}
            />
            <Text size="sm" c="dimmed" data-testid="table-range">
              {t('table.range', { from, to, total })}
            </Text>
          </Group>
          <Pagination
            total={pageCount}
            value={Math.min(query.pageNumber + 1, pageCount)}
            onChange={(page) => onQueryChange((current) => ({ ...current, pageNumber: page - 1 }))}
            size="sm"
            siblings={0}
            boundaries={1}
          />
        </Group>
      )}
    </Stack>
  );
}
