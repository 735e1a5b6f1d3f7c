import type { MountingStyle } from '@boardhouse/shared/catalog/normalise';
import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { formatDateTime, formatEuros as formatEurosIn, formatNumber } from '../../components/format.ts';

const MOUNTING_COLORS: Record<MountingStyle, string> = { SMD: 'teal', THT: 'indigo', OTHER: 'gray' };

export function MountingStyleBadge({ style }: { style: MountingStyle | null }) {
  const { t } = useTranslation();
  if (!style) return <Text c="dimmed">–</Text>;
  return (
    <Badge variant="light" color={MOUNTING_COLORS[style]} title={t(`catalog.mounting.${style}`)}>
      {style}
    </Badge>
  );
}

/** The "last change" column every catalog table ends with: when, and by whom (seeded rows: nobody). */
export function lastChangeColumn<
  T extends { updatedAt: string; lastModifyBy: string | null },
  F extends string,
>(t: TFunction, sortField?: F): DataTableColumn<T, F> {
  return {
    key: 'updatedAt',
    label: t('catalog.common.lastChange'),
    sortField,
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(row.updatedAt)}
        </Text>
        {row.lastModifyBy && (
          <Text size="xs" c="dimmed">
            {t('catalog.common.by', { user: row.lastModifyBy })}
          </Text>
        )}
      </Stack>
    ),
  };
}

/** 1250 → "€12.50" (or "12,50 €" in German and French). */
export function formatEuros(cents: number, language: string): string {
  return formatEurosIn(cents, language);
}

/** 12000 → "12,000" (or "12.000" in German). */
export function formatCount(count: number, language: string): string {
  return formatNumber(count, 0, language);
}

/** A dimmed dash where a cell has no value. */
export const noValue = <Text c="dimmed">–</Text>;

/**
 * The part number (with its description below) and manufacturer columns, as the MPN data and the
 * unknown components tables both show a part.
 */
export function partColumns<
  T extends { mpn: string; description: string | null; manufacturer: string | null },
  F extends string,
>(t: TFunction, sortFields: { mpn: F; manufacturer: F }): DataTableColumn<T, F>[] {
  return [
    {
      key: 'mpn',
      label: t('catalog.mpnData.mpn'),
      sortField: sortFields.mpn,
      render: (row) => (
        <Stack gap={0} maw={280}>
          <Text fw={500}>{row.mpn}</Text>
          {row.description && (
            <Text size="xs" c="dimmed" lineClamp={1} title={row.description}>
              {row.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'manufacturer',
      label: t('catalog.common.manufacturer'),
      sortField: sortFields.manufacturer,
      render: (row) => row.manufacturer ?? noValue,
    },
  ];
}
