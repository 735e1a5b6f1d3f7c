import { SEARCH_MESSAGE_MIN_LENGTH, SEARCH_MIN_LENGTH, type SearchResult } from '@boardhouse/shared/search';
import { Box, Loader, Popover, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchApi, searchKeys } from '../../api/search.api.ts';

const DEBOUNCE_MS = 250;
const LISTBOX_ID = 'quick-search-results';
const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

/**
 * Search over what the caller may see: results grouped by kind (projects, orders, messages; for staff
 * also customers and companies), arrows + Enter to open one. In the top bar from tablet width up; on
 * phones, where the top bar has no room, at the head of the menu drawer.
 */
export function QuickSearch({ isFullWidth = false }: { isFullWidth?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const text = query.trim();
  const [debounced] = useDebouncedValue(text, DEBOUNCE_MS);
  const isLongEnough = debounced.length >= SEARCH_MIN_LENGTH;
  const { data, isFetching } = useQuery({
    queryKey: searchKeys.query(debounced),
    queryFn: () => searchApi.search(debounced),
    enabled: isLongEnough,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const groups = isLongEnough ? (data?.groups ?? []) : [];
  const results = groups.flatMap((group) => group.results);
  const isOpen = text.length >= SEARCH_MIN_LENGTH;
  const isWaiting = isFetching || debounced !== text;

  const close = () => {
    setQuery('');
    setActiveIndex(0);
  };
  const open = (result: SearchResult) => {
    close();
    navigate(result.url);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') close();
    if (!results.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % results.length);
    }
    const active = results[Math.min(activeIndex, results.length - 1)];
    if (event.key === 'Enter' && active) {
      event.preventDefault();
      open(active);
    }
  };

  let position = 0;
  return (
    <Popover
      opened={isOpen}
      position="bottom-start"
      width={isFullWidth ? 'target' : 360}
      shadow="md"
      onChange={(o) => !o && close()}
    >
      <Popover.Target>
        <TextInput
          w={isFullWidth ? '100%' : 260}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActiveIndex(0);
          }}
          placeholder={t('search.placeholder')}
          aria-label={t('shell.search')}
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={LISTBOX_ID}
          aria-autocomplete="list"
          aria-activedescendant={results.length ? optionId(activeIndex) : undefined}
          leftSection={<IconSearch size={16} />}
          rightSection={
            isOpen && isWaiting ? (
              <Loader size={14} role="status" aria-label={t('shell.searchLoading')} />
            ) : null
          }
          onKeyDown={handleKeyDown}
        />
      </Popover.Target>
      <Popover.Dropdown mah={360} p={4} style={{ overflowY: 'auto' }}>
        <Box id={LISTBOX_ID} role="listbox" aria-label={t('shell.search')}>
          {groups.map((group) => (
            <Stack key={group.kind} gap={0} role="group" aria-label={t(`search.kind.${group.kind}`)} mb={4}>
              <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="xs" py={4}>
                {t(`search.kind.${group.kind}`)}
              </Text>
              {group.results.map((result) => {
                const index = position++;
                const isActive = index === activeIndex;
                return (
                  <UnstyledButton
                    key={`${result.kind}-${result.id}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={isActive}
                    tabIndex={-1}
                    w="100%"
                    px="xs"
                    py={6}
                    style={{
                      borderRadius: 6,
                      background: isActive ? 'var(--mantine-color-teal-light)' : undefined,
                    }}
                    onMouseEnter={() => setActiveIndex(index)}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => open(result)}
                  >
                    <Text size="sm" fw={500} truncate>
                      {result.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={result.kind === 'message' ? 2 : 1}>
                      {result.subtitle}
                    </Text>
                  </UnstyledButton>
                );
              })}
            </Stack>
          ))}
        </Box>
        {!results.length && (
          <Text size="sm" c="dimmed" px="xs" py={4}>
            {isWaiting ? t('shell.searchLoading') : t('shell.searchNoResults', { query: text })}
          </Text>
        )}
        {text.length < SEARCH_MESSAGE_MIN_LENGTH && (
          <Text size="xs" c="dimmed" px="xs" py={4}>
            {t('search.messagesFromThree')}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
