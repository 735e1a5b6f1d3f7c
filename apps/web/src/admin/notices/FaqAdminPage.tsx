import { FAQ_TOPICS, type FaqEntry, type FaqEntryInput } from '@boardhouse/shared/faq/faq-api';
import { LANGUAGES, type Language } from '@boardhouse/shared/product';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconArrowDown,
  IconArrowUp,
  IconCheck,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticesApi, noticesKeys } from '../../api/notices.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LANGUAGE_NAMES } from '../../i18n/i18n.ts';
import { errorText } from '../pricing/admin-errors.ts';
import { FaqEntryDialog } from './FaqEntryDialog.tsx';

type Editing = { id: number | null; initial: FaqEntryInput } | null;

/** /admin/faq: each language's FAQ by topic: add, edit, delete and move entries up or down. */
export default function FaqAdminPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<Language>(
    (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en',
  );
  const key = noticesKeys.faqForStaff(language);
  const faq = useQuery({ queryKey: key, queryFn: () => noticesApi.faqForStaff(language) });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FaqEntry | null>(null);
  const refresh = () =>
    queryClient
      .invalidateQueries({ queryKey: ['faq'] })
      .then(() => queryClient.invalidateQueries({ queryKey: key }));
  const done = (message: string) =>
    notifications.show({ color: 'green', icon: <IconCheck size={16} />, message: t(message) });

  const save = useMutation({
    mutationFn: ({ id, entry }: { id: number | null; entry: FaqEntryInput }) =>
      id === null ? noticesApi.addFaq(entry) : noticesApi.saveFaq(id, entry),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
      done('admin.faq.saved');
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => noticesApi.deleteFaq(id),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
      done('admin.faq.deleted');
    },
  });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => noticesApi.reorderFaq({ ids }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: ['faq'] });
    },
  });
  const move = (entries: FaqEntry[], index: number, by: -1 | 1) => {
    const ids = entries.map((entry) => entry.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  };

  return (
    <>
      <PageHeader
        title={t('admin.faq.title')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              save.reset();
              setEditing({ id: null, initial: { language, topic: 'ordering', question: '', answer: '' } });
            }}
          >
            {t('admin.faq.add')}
          </Button>
        }
      />
      <Stack maw={1000}>
        <Text c="dimmed">{t('admin.faq.intro')}</Text>
        <Select
          label={t('admin.faq.language')}
          data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          value={language}
          allowDeselect={false}
          onChange={(value) => value && setLanguage(value as Language)}
          maw={240}
        />
        {(faq.isError || reorder.isError) && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            {errorText(faq.error ?? reorder.error, t('errors.serverUnreachable'))}
          </Alert>
        )}
        {faq.isPending && <Skeleton height={360} radius="md" />}
        {faq.data?.entries.length === 0 && <Text c="dimmed">{t('admin.faq.none')}</Text>}
        {faq.data &&
          FAQ_TOPICS.map((topic) => {
            const entries = faq.data.entries.filter((entry) => entry.topic === topic);
            if (entries.length === 0) return null;
            return (
              <section key={topic}>
                <Title order={2} size="h4" mb="xs">
                  {t(`faq.topics.${topic}`)}
                </Title>
                <Paper withBorder radius="md">
                  <Table verticalSpacing="sm" horizontalSpacing="md">
                    <Table.Tbody>
                      {entries.map((entry, index) => (
                        <Table.Tr key={entry.id}>
                          <Table.Td>{entry.question}</Table.Td>
                          <Table.Td w={140}>
                            <Group gap={4} justify="flex-end" wrap="nowrap">
                              <RowAction
                                label={t('admin.faq.up')}
                                icon={<IconArrowUp size={16} />}
                                disabled={index === 0 || reorder.isPending}
                                onClick={() => move(entries, index, -1)}
                              />
                              <RowAction
                                label={t('admin.faq.down')}
                                icon={<IconArrowDown size={16} />}
                                disabled={index === entries.length - 1 || reorder.isPending}
                                onClick={() => move(entries, index, 1)}
                              />
                              <RowAction
                                label={t('admin.faq.edit')}
                                icon={<IconPencil size={16} />}
                                onClick={() => {
                                  save.reset();
                                  const { topic, question, answer } = entry;
                                  setEditing({
                                    id: entry.id,
                                    initial: { language, topic, question, answer },
                                  });
                                }}
                              />
                              <RowAction
                                label={t('admin.faq.delete')}
                                icon={<IconTrash size={16} />}
                                color="red"
                                onClick={() => setDeleting(entry)}
                              />
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Paper>
              </section>
            );
          })}
      </Stack>
      {editing && (
        <FaqEntryDialog
          initial={editing.initial}
          isNew={editing.id === null}
          isBusy={save.isPending}
          error={save.error}
          onSave={(entry) => save.mutate({ id: editing.id, entry })}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        isDanger
        title={t('admin.faq.deleteTitle')}
        message={t('admin.faq.deleteText', { question: deleting?.question ?? '' })}
        confirmLabel={t('admin.faq.delete')}
        isBusy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** One icon button of an entry's row, named by its tooltip for screen readers too. */
function RowAction({
  label,
  icon,
  color,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
