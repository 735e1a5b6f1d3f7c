import {
  API_LOG_PAGE_SIZE_DEFAULT,
  API_LOG_SERVICES,
  API_LOG_STATUSES,
  type ApiLogRow,
  type ApiLogService,
  type ApiLogStatus,
} from '@boardhouse/shared/api-logs/api-logs-api';
import { Anchor, Badge, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlugConnected } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiLogKeys, apiLogsApi } from '../../api/api-logs.api.ts';
import { DataTable, type DataTableColumn, type TableQuery } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatNumber } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { tableState } from '../users/account-fields.tsx';
import {
  type ApiLogFilters,
  formatCallTime,
  isRangeBackwards,
  NO_FILTERS,
  SERVICE_NAMES,
  toListRequest,
} from './api-log-filters.ts';

type Column = DataTableColumn<ApiLogRow, 'createdAt'>;

const STATUS_COLOURS: Record<ApiLogStatus, string> = { ok: 'green', error: 'red' };
const serviceName = (service: string) => SERVICE_NAMES[service as ApiLogService] ?? service;

/**
 * /admin/api-logs: every call the server made to an outside service (MultiSafepay, VIES, the
 * distributors), newest first, filtered by service, status, days and a search of operation and message.
 */
export default function ApiLogsPage() {
  const { t, i18n } = useTranslation();
  const isCompact = useMediaQuery('(max-width: 48em)') ?? false;
  const [query, setQuery] = useState<TableQuery<'createdAt'>>({
    search: '',
    sortField: 'createdAt',
    sortOrder: 'desc',
    pageNumber: 0,
    pageSize: API_LOG_PAGE_SIZE_DEFAULT,
  });
  const [filters, setFilters] = useState<ApiLogFilters>(NO_FILTERS);
  const [days] = useDebouncedValue({ fromDay: filters.fromDay, toDay: filters.toDay }, 300);
  const request = toListRequest(
    { ...filters, ...days, search: query.search },
    query.pageNumber,
    query.pageSize,
  );
  const list = useQuery({
    queryKey: apiLogKeys.list(request),
    queryFn: ({ signal }) => apiLogsApi.list(request, signal),
    placeholderData: keepPreviousData,
  });
  const setFilter = <K extends keyof ApiLogFilters>(name: K, value: ApiLogFilters[K]) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setQuery((current) => ({ ...current, pageNumber: 0 }));
  };
  const isBackwards = isRangeBackwards(filters);
  const isFiltered = Boolean(filters.service || filters.status || filters.fromDay || filters.toDay);

  const time: Column = {
    key: 'time',
    label: t('admin.apiLogPage.time'),
    render: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatCallTime(row.createdAt, i18n.language)}
      </Text>
    ),
  };
  const service: Column = {
    key: 'service',
    label: t('admin.apiLogPage.service'),
    render: (row) => <Text size="sm">{serviceName(row.service)}</Text>,
  };
  const operation: Column = {
    key: 'operation',
    label: t('admin.apiLogPage.operation'),
    render: (row) => (
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {row.operation}
      </Text>
    ),
  };
  const status: Column = {
    key: 'status',
    label: t('admin.apiLogPage.status'),
    render: (row) => (
      <Badge size="sm" variant="light" color={STATUS_COLOURS[row.status]}>
        {t(`admin.apiLogPage.statuses.${row.status}`)}
      </Badge>
    ),
  };
  const httpStatus: Column = {
    key: 'httpStatus',
    label: t('admin.apiLogPage.httpStatus'),
    align: 'right',
    render: (row) =>
      row.httpStatus === null ? (
        <Text size="sm" c="dimmed">
          {t('admin.apiLogPage.noAnswer')}
        </Text>
      ) : (
        <Text size="sm">{row.httpStatus}</Text>
      ),
  };
  const duration: Column = {
    key: 'duration',
    label: t('admin.apiLogPage.duration'),
    align: 'right',
    render: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('admin.apiLogPage.milliseconds', { ms: formatNumber(row.durationMs, 0, i18n.language) })}
      </Text>
    ),
  };
  const subject: Column = {
    key: 'subject',
    label: t('admin.apiLogPage.subject'),
    render: (row) => (
      <Stack gap={2}>
        {row.orderId !== null &&
          (row.orderKey ? (
            <Anchor component={Link} to={`/admin/orders/${row.orderId}`} size="sm">
              {row.orderKey}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.apiLogPage.order', { id: row.orderId })}
            </Text>
          ))}
        {row.projectId !== null &&
          (row.projectKey ? (
            <Anchor component={Link} to={`/myprojects/new/${row.projectKey}/1`} size="sm">
              {row.projectKey}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.apiLogPage.project', { id: row.projectId })}
            </Text>
          ))}
      </Stack>
    ),
  };
  const message: Column = {
    key: 'message',
    label: t('admin.apiLogPage.message'),
    render: (row) => (
      <Text size="sm" c={row.message ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {row.message ?? '—'}
      </Text>
    ),
  };
  const columns: Column[] = isCompact
    ? [
        {
          ...time,
          render: (row) => (
            <Stack gap={4}>
              <Group gap={6} wrap="wrap">
                {status.render(row)}
                <Text size="sm" fw={600}>
                  {serviceName(row.service)}
                </Text>
                {operation.render(row)}
              </Group>
              <Text size="xs" c="dimmed">
                {formatCallTime(row.createdAt, i18n.language)} ·{' '}
                {row.httpStatus ?? t('admin.apiLogPage.noAnswer')} ·{' '}
                {t('admin.apiLogPage.milliseconds', { ms: formatNumber(row.durationMs, 0, i18n.language) })}
              </Text>
              {subject.render(row)}
              {row.message && message.render(row)}
            </Stack>
          ),
        },
      ]
    : [time, service, operation, status, httpStatus, duration, subject, message];

  return (
    <>
      <PageHeader title={t('admin.apiLogs')} />
      <Stack gap="md" maw={1440}>
        <Text c="dimmed">{t('admin.apiLogPage.intro')}</Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label={t('admin.apiLogPage.service')}
            data={API_LOG_SERVICES.map((value) => ({ value, label: SERVICE_NAMES[value] }))}
            value={filters.service}
            onChange={(value) => setFilter('service', value as ApiLogService | null)}
            clearable
            placeholder={t('admin.apiLogPage.allServices')}
            w={isCompact ? '100%' : 180}
          />
          <Select
            label={t('admin.apiLogPage.status')}
            data={API_LOG_STATUSES.map((value) => ({
              value,
              label: t(`admin.apiLogPage.statuses.${value}`),
            }))}
            value={filters.status}
            onChange={(value) => setFilter('status', value as ApiLogStatus | null)}
            clearable
            placeholder={t('admin.apiLogPage.allStatuses')}
            w={isCompact ? '100%' : 160}
          />
          <TextInput
            label={t('admin.apiLogPage.from')}
            type="date"
            value={filters.fromDay}
            onChange={(event) => setFilter('fromDay', event.currentTarget.value)}
            w={isCompact ? '48%' : 170}
          />
          <TextInput
            label={t('admin.apiLogPage.to')}
            type="date"
            value={filters.toDay}
            onChange={(event) => setFilter('toDay', event.currentTarget.value)}
            error={isBackwards ? t('admin.apiLogPage.backwards') : undefined}
            w={isCompact ? '48%' : 170}
          />
        </Group>
        <DataTable
          columns={columns}
          rows={list.data?.rows}
          total={list.data?.total ?? 0}
          rowKey={(row) => row.id}
          query={query}
          onQueryChange={setQuery}
          {...tableState(list)}
          searchLabel={t('admin.apiLogPage.search')}
          searchPlaceholder={t('admin.apiLogPage.searchPlaceholder')}
          empty={
            <EmptyState
              icon={<IconPlugConnected size={28} />}
              title={t(isFiltered ? 'admin.apiLogPage.noMatchTitle' : 'admin.apiLogPage.emptyTitle')}
              description={t(isFiltered ? 'admin.apiLogPage.noMatchText' : 'admin.apiLogPage.emptyText')}
            />
          }
          minWidth={isCompact ? 0 : 1100}
        />
      </Stack>
    </>
  );
}
