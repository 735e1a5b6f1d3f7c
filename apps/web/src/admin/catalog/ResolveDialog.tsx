import type { UnknownComponent } from '@boardhouse/shared/catalog/unknown-components';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys, type MpnOption } from '../../api/catalog.api.ts';

interface ResolveDialogProps {
  component: UnknownComponent | null;
  onClose: () => void;
}

/**
 * Maps an unknown BOM part number to an MPN record: every open BOM with that part number is matched
 * again, and the dialog says how many lines that changed.
 */
export function ResolveDialog({ component, onClose }: ResolveDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={component !== null}
      onClose={onClose}
      title={t('catalog.unknown.resolveTitle', { mpn: component?.mpn ?? '' })}
      fullScreen={isPhone}
      size="lg"
      centered
    >
      {/* Keyed so each part starts with a fresh search and no previous result. */}
      {component && <ResolveForm key={component.mpn} component={component} onClose={onClose} />}
    </Modal>
  );
}

function ResolveForm({ component, onClose }: { component: UnknownComponent; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Start from the part number as the BOM wrote it: the record is usually that number or a longer one.
  const [search, setSearch] = useState(component.mpn);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<MpnOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = useQuery({
    queryKey: catalogKeys.mpnOptions(debouncedSearch),
    queryFn: ({ signal }) => catalogApi.mpnData.options(debouncedSearch, signal),
    placeholderData: keepPreviousData,
    // Picking an option puts its label in the box; that text is not a new search.
    enabled: selected === null || debouncedSearch !== selected.label,
  });
  const resolve = useMutation({
    mutationFn: (target: MpnOption) => catalogApi.unknownComponents.resolve(component.mpn, target.value),
    onSuccess: async ({ rematchedLines }) => {
      notifications.show({
        color: 'teal',
        message: t('catalog.unknown.rematched', { count: rematchedLines, mpn: component.mpn }),
      });
      await queryClient.invalidateQueries({ queryKey: catalogKeys.unknown });
    },
    onError: (failure) => notifications.show({ color: 'red', message: failure.message }),
  });

  if (resolve.isSuccess && selected) {
    return (
      <Stack>
        <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('catalog.unknown.resolved')}>
          <Text size="sm" data-testid="rematched-lines">
            {t('catalog.unknown.rematchedTo', {
              count: resolve.data.rematchedLines,
              mpn: component.mpn,
              target: selected.label,
            })}
          </Text>
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('catalog.common.close')}</Button>
        </Group>
      </Stack>
    );
  }

  // The chosen record stays an option, so the box keeps showing it whatever the last search found.
  const found = options.data ?? [];
  const choices =
    selected && !found.some((option) => option.value === selected.value) ? [selected, ...found] : found;
  const data = choices.map((option) => ({ value: String(option.value), label: option.label }));
  const handleSubmit = () => {
    if (!selected) {
      setError(t('validation.required', { name: t('catalog.unknown.target') }));
      return;
    }
    resolve.mutate(selected);
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('catalog.unknown.resolveText', { lines: component.occurrences, projects: component.projects })}
      </Text>
      <Select
        label={t('catalog.unknown.target')}
        placeholder={t('catalog.unknown.targetPlaceholder')}
        searchable
        withAsterisk
        data-autofocus
        data={data}
        // The server searches; the list must not be filtered a second time by the typed text.
        filter={({ options: all }) => all}
        searchValue={search}
        onSearchChange={setSearch}
        value={selected ? String(selected.value) : null}
        onChange={(value) => {
          setSelected(choices.find((option) => String(option.value) === value) ?? null);
          setError(null);
        }}
        nothingFoundMessage={options.isFetching ? t('common.loading') : t('catalog.unknown.noOptions')}
        renderOption={({ option }) => {
          const record = choices.find((candidate) => String(candidate.value) === option.value);
          return (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              {record && (record.package || record.mountingStyle) && (
                <Text size="xs" c="dimmed">
                  {[record.package, record.mountingStyle].filter(Boolean).join(' · ')}
                </Text>
              )}
            </Stack>
          );
        }}
        error={error}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={handleSubmit} loading={resolve.isPending}>
          {t('catalog.unknown.resolve')}
        </Button>
      </Group>
    </Stack>
  );
}
