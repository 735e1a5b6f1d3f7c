import type { TFunction } from 'i18next';

/**
 * A basket item's BOM state in the reader's language, from its count of lines still to check (null: no
 * BOM, bare boards). The server's `bomStatus.text` is the seed's English, kept for API clients.
 */
export function bomStatusText(t: TFunction, openBomLines: number | null): string {
  if (openBomLines === null) return t('basket.bom.none');
  return openBomLines === 0 ? t('basket.bom.complete') : t('basket.bom.open', { count: openBomLines });
}
