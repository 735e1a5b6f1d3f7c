import { ActionIcon, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { errorText } from './pricing/admin-errors.ts';

/**
 * A back-office list whose records are added and changed in a modal form and removed after a
 * confirmation (promo codes, product templates): which record is open, which one is to be removed, the
 * removal itself, and what happens after a save.
 */
export function useRecordEditing<T extends { id: number }>(options: {
  queryKey: QueryKey;
  removeRecord: (id: number) => Promise<unknown>;
  removedMessage: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  /** null: the form is closed; `{ record: null }`: a new record. */
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const remove = useMutation({
    mutationFn: (id: number) => options.removeRecord(id),
    onSuccess: async () => {
      setRemoving(null);
      await refresh();
      notifications.show({ color: 'teal', message: options.removedMessage });
    },
    onError: (error) => {
      setRemoving(null);
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) });
    },
  });
  const afterSave = async (message: string) => {
    setEditing(null);
    await refresh();
    notifications.show({ color: 'teal', message });
  };
  return { editing, setEditing, removing, setRemoving, remove, afterSave };
}

/** The confirmation before a record is removed. */
export function RemoveRecordDialog<T extends { id: number }>({
  editing,
  title,
  message,
}: {
  editing: ReturnType<typeof useRecordEditing<T>>;
  title: string;
  message: (record: T) => string;
}) {
  const { removing, setRemoving, remove } = editing;
  return (
    <ConfirmDialog
      opened={removing !== null}
      title={title}
      message={removing ? message(removing) : ''}
      isDanger
      isBusy={remove.isPending}
      onConfirm={() => removing && remove.mutate(removing.id)}
      onCancel={() => setRemoving(null)}
    />
  );
}

/** A row's change and remove buttons, named after the record for screen readers. */
export function RecordRowActions({
  editLabel,
  removeLabel,
  onEdit,
  onRemove,
}: {
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={removeLabel} onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
