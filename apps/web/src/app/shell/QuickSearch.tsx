import { Popover, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MIN_LENGTH = 1;

/** Quick search (minimum length 1). Searchable content arrives with projects and orders. */
export function QuickSearch() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const isOpen = query.trim().length >= MIN_LENGTH;
  return (
    <Popover
      opened={isOpen}
      position="bottom-start"
      width="target"
      shadow="md"
      onChange={(open) => !open && setQuery('')}
    >
      <Popover.Target>
        <TextInput
          visibleFrom="sm"
          w={260}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={t('shell.searchPlaceholder')}
          aria-label={t('shell.search')}
          leftSection={<IconSearch size={16} />}
          onKeyDown={(event) => event.key === 'Escape' && setQuery('')}
        />
      </Popover.Target>
      <Popover.Dropdown mah={300} style={{ overflowY: 'auto' }}>
        <Text size="sm" c="dimmed">
          {t('shell.searchNoResults', { query: query.trim() })}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
