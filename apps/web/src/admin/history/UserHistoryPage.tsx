import { ADMIN_PAGE_SIZE_DEFAULT } from '@boardhouse/shared/users-admin/common';
import {
  HISTORY_TAGS,
  type HistoryEntry,
  type HistoryTag,
} from '@boardhouse/shared/users-admin/user-history-api';
import {
  ActionIcon,
  Badge,
  Chip,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconHistory, IconMail, IconMailOpened } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usersAdminApi, usersAdminKeys } from '../../api/users-admin.api.ts';
import { DataTable, type DataTableColumn, type TableQuery } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatDateTime } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorText } from '../pricing/admin-errors.ts';
import { tableState } from '../users/account-fields.tsx';

/** The timeline tags of SPEC.md section 3, each with its colour. */
export const TAG_COLOURS: Record<HistoryTag, string> = {
  urgent: 'red',
  important: 'orange',
  resolved: 'teal',
  pending: 'blue',
};
/** The free-text and date filters above the list. */
const FILTER_INPUTS = [
  { name: 'entity', placeholder: 'project', type: undefined, width: 170 },
  { name: 'action', placeholder: 'DELETE /rest/project', type: undefined, width: 220 },
  { name: 'from', placeholder: undefined, type: 'date', width: 160 },
  { name: 'to', placeholder: undefined, type: 'date', width: 160 },
] as const;
const METHOD_COLOURS: Record<string, string> = {
  POST: 'blue',
  PUT: 'yellow',
  PATCH: 'yellow',
  DELETE: 'red',
};

/**
 * /admin/user-history: the audit log, newest first, filtered by user, entity, action, dates, tag and
 * unread; staff tag entries and mark them read (unread entries are bold).
 */
/** A route that may wrap after each "/" (and, only when a segment is wider than the column, inside it). */
function breakableRoute(route: string) {
  return route.split('/').map((segment, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one route, in a fixed order
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {segment}
    </Fragment>
  ));
}

export default function UserHistoryPage() {
  const { t } = useTranslation();
  const isCompact = useMediaQuery('(max-width: 48em)') ?? false;
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<TableQuery<'createdAt'>>({
    search: '',
    sortField: 'createdAt',
    sortOrder: 'desc',
    pageNumber: 0,
    pageSize: ADMIN_PAGE_SIZE_DEFAULT,
  });
  const [filters, setFilters] = useState({ entity: '', action: '', from: '', to: '' });
  const [debounced] = useDebouncedValue(filters, 300);
  const [tag, setTag] = useState<HistoryTag | null>(null);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const request = {
    ...(query.search ? { user: query.search } : {}),
    ...(debounced.entity.trim() ? { entity: debounced.entity.trim() } : {}),
    ...(debounced.action.trim() ? { action: debounced.action.trim() } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(debounced.from) ? { from: debounced.from } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(debounced.to) ? { to: debounced.to } : {}),
    ...(tag ? { tag } : {}),
    ...(unreadOnly ? { unreadOnly } : {}),
    page: query.pageNumber,
    pageSize: query.pageSize,
  };
  const list = useQuery({
    queryKey: usersAdminKeys.historyList(request),
    queryFn: () => usersAdminApi.history(request),
    placeholderData: keepPreviousData,
  });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: number; change: { tag?: HistoryTag | null; read?: boolean } }) =>
      usersAdminApi.updateHistory(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersAdminKeys.history }),
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('admin.history.failed')) }),
  });
  const setFilter = (name: keyof typeof filters) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFilters((current) => ({ ...current, [name]: value }));
    setQuery((current) => ({ ...current, pageNumber: 0 }));
  };

  const weight = (entry: HistoryEntry) => (entry.read ? 400 : 700);
  const who = (entry: HistoryEntry) =>
    entry.user ? `${entry.user.name} (@${entry.user.username})` : t('admin.history.anonymous');
  const when: DataTableColumn<HistoryEntry, 'createdAt'> = {
    key: 'createdAt',
    label: t('admin.history.when'),
    render: (entry) => (
      <Stack gap={2} miw={150}>
        <Text size="sm" fw={weight(entry)}>
          {formatDateTime(entry.createdAt)}
        </Text>
        <Text size="xs" c="dimmed" fw={weight(entry)}>
          {who(entry)}
        </Text>
      </Stack>
    ),
  };
  const action: DataTableColumn<HistoryEntry, 'createdAt'> = {
    key: 'action',
    label: t('admin.history.action'),
    render: (entry) => (
      <Stack gap={2}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Badge
            size="sm"
            variant="light"
            color={METHOD_COLOURS[entry.method] ?? 'gray'}
            style={{ flexShrink: 0 }}
          >
            {entry.method}
          </Badge>
          <Text size="sm" ff="monospace" fw={weight(entry)} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {breakableRoute(entry.route)}
          </Text>
          <Badge
            size="sm"
            variant="outline"
            color={entry.statusCode < 400 ? 'teal' : 'red'}
            style={{ flexShrink: 0 }}
          >
            {entry.statusCode}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {entry.entity}
          {entry.entityId ? ` #${entry.entityId}` : ''}
        </Text>
      </Stack>
    ),
  };
  const tags: DataTableColumn<HistoryEntry, 'createdAt'> = {
    key: 'tag',
    label: t('admin.history.tag'),
    render: (entry) => (
      <Group gap={4} wrap="wrap" miw={isCompact ? undefined : 330}>
        {HISTORY_TAGS.map((value) => (
          <Chip
            key={value}
            size="xs"
            color={TAG_COLOURS[value]}
            variant={entry.tag === value ? 'filled' : 'outline'}
            checked={entry.tag === value}
            onChange={() =>
              update.mutate({ id: entry.id, change: { tag: entry.tag === value ? null : value } })
            }
          >
            {t(`admin.history.tags.${value}`)}
          </Chip>
        ))}
      </Group>
    ),
  };
  const read: DataTableColumn<HistoryEntry, 'createdAt'> = {
    key: 'read',
    label: t('admin.history.read'),
    isLabelHidden: true,
    align: 'right',
    render: (entry) => (
      <Tooltip label={t(entry.read ? 'admin.history.markUnread' : 'admin.history.markRead')}>
        <ActionIcon
          variant={entry.read ? 'subtle' : 'light'}
          aria-label={t(entry.read ? 'admin.history.markUnread' : 'admin.history.markRead')}
          aria-pressed={entry.read}
          onClick={() => update.mutate({ id: entry.id, change: { read: !entry.read } })}
        >
          {entry.read ? <IconMailOpened size={18} /> : <IconMail size={18} />}
        </ActionIcon>
      </Tooltip>
    ),
  };
  const columns = isCompact
    ? [
        {
          ...when,
          render: (entry: HistoryEntry) => (
            <Stack gap={6}>
              {when.render(entry)}
              {action.render(entry)}
              {tags.render(entry)}
            </Stack>
          ),
        },
        read,
      ]
    : [when, action, tags, read];

  return (
    <>
      <PageHeader title={t('admin.userHistory')} />
      <Stack gap="md" maw={1440}>
        <Text c="dimmed">{t('admin.history.intro')}</Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {FILTER_INPUTS.map(({ name, placeholder, type, width }) => (
            <TextInput
              key={name}
              label={t(`admin.history.${name}`)}
              placeholder={placeholder}
              type={type}
              value={filters[name]}
              onChange={setFilter(name)}
              w={isCompact ? (type ? '48%' : '100%') : width}
            />
          ))}
          <Select
            label={t('admin.history.tag')}
            data={HISTORY_TAGS.map((value) => ({ value, label: t(`admin.history.tags.${value}`) }))}
            value={tag}
            onChange={(value) => setTag(value as HistoryTag | null)}
            clearable
            placeholder={t('admin.history.allTags')}
            w={isCompact ? '100%' : 160}
          />
          <Switch
            label={t('admin.history.unreadOnly')}
            checked={unreadOnly}
            onChange={(event) => setUnreadOnly(event.currentTarget.checked)}
            mb={8}
          />
        </Group>
        <DataTable
          columns={columns}
          rows={list.data?.entries}
          total={list.data?.total ?? 0}
          rowKey={(entry) => entry.id}
          query={query}
          onQueryChange={setQuery}
          {...tableState(list)}
          searchLabel={t('admin.history.searchUser')}
          searchPlaceholder={t('admin.history.searchUserPlaceholder')}
          empty={
            <EmptyState
              icon={<IconHistory size={28} />}
              title={t('admin.history.emptyTitle')}
              description={t('admin.history.emptyText')}
            />
          }
          minWidth={isCompact ? 0 : 900}
        />
      </Stack>
    </>
  );
}
