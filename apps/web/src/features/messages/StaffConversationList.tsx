import { MESSAGE_CATEGORIES, type MessageCategory } from '@boardhouse/shared/messages/message-categories';
import {
  Alert,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffConversations } from '../../api/messages.api.ts';
import {
  ConversationListItem,
  ConversationScroll,
  type ConversationSummary,
} from './ConversationListItem.tsx';

const PAGE_SIZE = 30;

/** Staff: every conversation, most recent first, filtered by unread, category and customer. */
export function StaffConversationList({
  selectedId,
  onOpen,
}: {
  selectedId: string | null;
  onOpen: (conversation: ConversationSummary) => void;
}) {
  const { t } = useTranslation();
  const [show, setShow] = useState<'all' | 'unread'>('all');
  const [category, setCategory] = useState<MessageCategory | null>(null);
  const [customer, setCustomer] = useState('');
  const [debouncedCustomer] = useDebouncedValue(customer.trim(), 300);
  const [page, setPage] = useState(1);
  const query = {
    unreadOnly: show === 'unread',
    ...(category ? { category } : {}),
    ...(debouncedCustomer ? { customer: debouncedCustomer } : {}),
    page: page - 1,
    pageSize: PAGE_SIZE,
  };
  const conversations = useStaffConversations(query);
  const total = conversations.data?.total ?? 0;
  const rows = conversations.data?.conversations ?? [];
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="xs">
      <SegmentedControl
        fullWidth
        size="xs"
        value={show}
        onChange={changed((value: string) => setShow(value as 'all' | 'unread'))}
        data={[
          { value: 'all', label: t('messages.filter.all') },
          { value: 'unread', label: t('messages.filter.unread') },
        ]}
        aria-label={t('messages.filter.show')}
      />
      <Group gap="xs" grow wrap="nowrap">
        <Select
          size="xs"
          aria-label={t('messages.category')}
          placeholder={t('messages.filter.anyCategory')}
          clearable
          data={MESSAGE_CATEGORIES.map((value) => ({ value, label: t(`messages.categories.${value}`) }))}
          value={category}
          onChange={changed((value: string | null) => setCategory(value as MessageCategory | null))}
        />
        <TextInput
          size="xs"
          aria-label={t('messages.filter.customer')}
          placeholder={t('messages.filter.customer')}
          leftSection={<IconSearch size={14} />}
          value={customer}
          onChange={(event) => changed(setCustomer)(event.currentTarget.value)}
        />
      </Group>
      {conversations.isPending && <Loader size="sm" mx="auto" my="md" />}
      {conversations.isError && (
        <Alert color="red" variant="light">
          {t('messages.loadFailed')}
        </Alert>
      )}
      {conversations.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('messages.noConversations')}
        </Text>
      )}
      <ConversationScroll maxHeight="60vh">
        {rows.map((row) => (
          <ConversationListItem
            key={row.projectId}
            conversation={{ ...row, subtitle: `${row.customer.name} · ${row.customer.email}` }}
            isActive={row.projectId === selectedId}
            onOpen={() => onOpen(row)}
          />
        ))}
      </ConversationScroll>
      {total > PAGE_SIZE && (
        <Pagination
          size="sm"
          total={Math.ceil(total / PAGE_SIZE)}
          value={page}
          onChange={setPage}
          mx="auto"
        />
      )}
    </Stack>
  );
}
