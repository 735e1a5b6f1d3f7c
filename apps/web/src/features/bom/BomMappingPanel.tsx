import { BOM_FIELDS, type BomField } from '@boardhouse/shared/bom/columns';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BomMapping } from '../../api/bom.api.ts';

/** The fields most BOMs have; the distributor numbers and "fitted" show when mapped or asked for. */
const MAIN_FIELDS: readonly BomField[] = [
  'designators',
  'quantity',
  'mpn',
  'manufacturer',
  'description',
  'value',
  'package',
  'dnp',
];

interface BomMappingPanelProps {
  headers: string[];
  mapping: BomMapping;
  canEdit: boolean;
  isApplying: boolean;
  error: string | null;
  onApply: (mapping: BomMapping) => void;
}

/**
 * The column each BOM field was read from, as detected; a person corrects a wrong guess here and the
 * server reads the file again with the corrected mapping.
 */
export function BomMappingPanel({
  headers,
  mapping,
  canEdit,
  isApplying,
  error,
  onApply,
}: BomMappingPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BomMapping>(mapping);
  const [isShowingAll, setIsShowingAll] = useState(false);
  // A new answer from the server (another sheet, an applied mapping) replaces the draft.
  useEffect(() => setDraft(mapping), [mapping]);
  const options = useMemo(
    () => headers.filter(Boolean).map((header) => ({ value: header, label: header })),
    [headers],
  );
  const isChanged = BOM_FIELDS.some((field) => (draft[field] ?? null) !== (mapping[field] ?? null));
  const shown = BOM_FIELDS.filter(
    (field) => isShowingAll || MAIN_FIELDS.includes(field) || mapping[field] || draft[field],
  );
  const hiddenCount = BOM_FIELDS.length - shown.length;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <div>
          <Text fw={600}>{t('bom.mapping.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('bom.mapping.hint')}
          </Text>
        </div>
        {error && <Alert color="red">{error}</Alert>}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {shown.map((field) => (
            <Select
              key={field}
              label={t(`bom.fields.${field}`)}
              data={options}
              value={draft[field] ?? null}
              onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
              placeholder={t('bom.mapping.notMapped')}
              clearable
              searchable
              disabled={!canEdit}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          {isShowingAll || hiddenCount > 0 ? (
            <Button variant="subtle" size="xs" onClick={() => setIsShowingAll((value) => !value)}>
              {isShowingAll ? t('bom.mapping.fewer') : t('bom.mapping.more', { amount: hiddenCount })}
            </Button>
          ) : (
            <span />
          )}
          {canEdit && (
            <Group gap="xs">
              <Button variant="default" disabled={!isChanged || isApplying} onClick={() => setDraft(mapping)}>
                {t('bom.mapping.reset')}
              </Button>
              <Button disabled={!isChanged} loading={isApplying} onClick={() => onApply(draft)}>
                {t('bom.mapping.apply')}
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
