import type { MyDocument } from '../../api/documents.api.ts';

/** My Documentation's search, sorting and sizes: pure, so they are tested without a browser. */

export const SORT_FIELDS = ['fileName', 'kind', 'orderKey', 'projectName', 'createdAt', 'sizeBytes'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export interface DocumentSort {
  field: SortField;
  order: 'asc' | 'desc';
}

export const NEWEST_FIRST: DocumentSort = { field: 'createdAt', order: 'desc' };

/** The documents whose file name, order key or project (name or key) contain `search`, any case. */
export function matchingDocuments(documents: readonly MyDocument[], search: string): MyDocument[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...documents];
  return documents.filter((document) =>
    [document.fileName, document.orderKey, document.projectName, document.projectId].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

/**
 * The documents in the order asked for; ties keep the newest first. `kindLabel` sorts kinds by the
 * label the reader sees, `locale` compares text the reader's way.
 */
export function sortedDocuments(
  documents: readonly MyDocument[],
  sort: DocumentSort,
  kindLabel: (kind: MyDocument['kind']) => string,
  locale?: string,
): MyDocument[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const compare = (a: MyDocument, b: MyDocument): number => {
    switch (sort.field) {
      case 'sizeBytes':
        return a.sizeBytes - b.sizeBytes;
      case 'createdAt':
        return Date.parse(a.createdAt) - Date.parse(b.createdAt);
      case 'kind':
        return collator.compare(kindLabel(a.kind), kindLabel(b.kind));
      default:
        return collator.compare(a[sort.field], b[sort.field]);
    }
  };
  const direction = sort.order === 'asc' ? 1 : -1;
  const newestFirst = (a: MyDocument, b: MyDocument) =>
    Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
  return [...documents].sort((a, b) => direction * compare(a, b) || newestFirst(a, b));
}

/** A column header clicked: the same column turns round, another starts with its natural order. */
export function nextSort(current: DocumentSort, field: SortField): DocumentSort {
  if (current.field === field) return { field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { field, order: field === 'createdAt' || field === 'sizeBytes' ? 'desc' : 'asc' };
}

/** 980 → "980 B", 2048 → "2 KB", 3_500_000 → "3.3 MB", the number written the language's way. */
export function formatFileSize(bytes: number, formatNumber: (value: number, digits: number) => string) {
  if (bytes < 1024) return `${formatNumber(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}
