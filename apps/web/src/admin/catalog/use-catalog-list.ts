import { ADMIN_PAGE_SIZE_DEFAULT } from '@boardhouse/shared/catalog/admin-list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TableQuery } from '../../components/DataTable.tsx';

/**
 * A catalog table's search, sort and page, and the server's page for them. The previous page stays on
 * screen while the next one loads, so the table does not jump.
 */
export function useCatalogList<F extends string, R>(
  queryKey: readonly unknown[],
  load: (query: TableQuery<F>) => Promise<R>,
  initialSort: { sortField: NoInfer<F>; sortOrder?: 'asc' | 'desc' },
) {
  const [query, setQuery] = useState<TableQuery<F>>({
    search: '',
    sortField: initialSort.sortField,
    sortOrder: initialSort.sortOrder ?? 'asc',
    pageNumber: 0,
    pageSize: ADMIN_PAGE_SIZE_DEFAULT,
  });
  const list = useQuery({
    queryKey: [...queryKey, query],
    queryFn: () => load(query),
    placeholderData: keepPreviousData,
  });
  return { query, setQuery, list };
}
