import { ActionIcon, Button, Drawer, Group, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type ReactNode, type SetStateAction, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../api/catalog.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn, type TableQuery } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

/** The catalog tables; each has its texts under `catalog.<key>` (create, editTitle, emptyText …). */
export type CatalogTextKey = 'casePackage' | 'mpnData' | 'words' | 'cplWords' | 'manufacturer';

export interface ListState<T> {
  data: Page<T> | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface CatalogCrudPageProps<T extends { id: number }, F extends string> {
  textKey: CatalogTextKey;
  title: string;
  icon: ReactNode;
  columns: DataTableColumn<T, F>[];
  list: ListState<T>;
  query: TableQuery<F>;
  onQueryChange: Dispatch<SetStateAction<TableQuery<F>>>;
  /** How a record is named in its buttons' labels and the delete question. */
  rowName: (row: T) => string;
  remove: (row: T) => Promise<unknown>;
  invalidates: readonly QueryKey[];
  /** The create/edit form; `record` null means a new one. `onDone` closes the drawer. */
  renderForm: (record: T | null, onDone: () => void) => ReactNode;
  toolbar?: ReactNode;
  /** Shown above the table (an import's result). */
  banner?: ReactNode;
  drawerSize?: 'md' | 'lg';
  minWidth?: number;
}

/**
 * One back-office table of the component catalog: title with a create button, the server-side table,
 * create and edit in a drawer (full screen on a phone), delete after confirmation.
 */
export function CatalogCrudPage<T extends { id: number }, F extends string>({
  textKey,
  title,
  icon,
  columns,
  list,
  query,
  onQueryChange,
  rowName,
  remove,
  invalidates,
  renderForm,
  toolbar,
  banner,
  drawerSize = 'md',
  minWidth,
}: CatalogCrudPageProps<T, F>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery('(max-width: 36em)');
  // The drawer keeps showing the record while it slides away, so `editing` outlives `isDrawerOpen`.
  const [editing, setEditing] = useState<{ record: T | null; version: number }>({ record: null, version: 0 });
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const text = (key: string, values?: Record<string, string>) => t(`catalog.${textKey}.${key}`, values);

  const openForm = (record: T | null) => {
    setEditing((current) => ({ record, version: current.version + 1 }));
    setDrawerOpen(true);
  };
  const deletion = useMutation({
    mutationFn: (row: T) => remove(row),
    onSuccess: async () => {
      setToDelete(null);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      notifications.show({ color: 'teal', message: text('deleted') });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });

  const actionsColumn: DataTableColumn<T, F> = {
    key: 'actions',
    label: t('catalog.common.actions'),
    isLabelHidden: true,
    align: 'right',
    render: (row) => (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <Tooltip label={t('catalog.common.edit')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('catalog.common.editNamed', { name: rowName(row) })}
            onClick={() => openForm(row)}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('catalog.common.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('catalog.common.deleteNamed', { name: rowName(row) })}
            onClick={() => setToDelete(row)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
            {text('create')}
          </Button>
        }
      />
      {banner}
      <DataTable
        columns={[...columns, actionsColumn]}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(row) => row.id}
        query={query}
        onQueryChange={onQueryChange}
        isLoading={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        searchLabel={text('search')}
        searchPlaceholder={text('search')}
        toolbar={toolbar}
        minWidth={minWidth}
        empty={
          <EmptyState
            icon={icon}
            title={text('emptyTitle')}
            description={text('emptyText')}
            actionLabel={text('create')}
            onAction={() => openForm(null)}
          />
        }
      />
      <Drawer
        opened={isDrawerOpen}
        onClose={() => setDrawerOpen(false)}
        position="right"
        size={isPhone ? '100%' : drawerSize}
        title={editing.record ? text('editTitle', { name: rowName(editing.record) }) : text('createTitle')}
      >
        <div key={editing.version}>{renderForm(editing.record, () => setDrawerOpen(false))}</div>
      </Drawer>
      <ConfirmDialog
        opened={toDelete !== null}
        title={text('deleteTitle')}
        message={text('deleteMessage', { name: toDelete ? rowName(toDelete) : '' })}
        confirmLabel={t('catalog.common.delete')}
        isDanger
        isBusy={deletion.isPending}
        onConfirm={() => toDelete && deletion.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
