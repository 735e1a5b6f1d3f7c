import type { BasketItem } from '@boardhouse/shared/quotes/basket-api';
import { formatDate, formatShortDate } from '../../components/format.ts';

/**
 * The items whose name, project ID or creation date contains `search` (any case); a date matches as the
 * page shows it ("3 March 2026", "3 Mar 2026") or as YYYY-MM-DD.
 */
export function filterBasket(items: readonly BasketItem[], search: string, language?: string): BasketItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) =>
    [
      item.name,
      item.projectId,
      item.dateCreated.slice(0, 10),
      formatDate(item.dateCreated, language),
      formatShortDate(item.dateCreated, language),
    ].some((text) => text.toLowerCase().includes(needle)),
  );
}
