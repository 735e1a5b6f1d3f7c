import { useQuery } from '@tanstack/react-query';
import { usersAdminApi, usersAdminKeys } from '../../api/users-admin.api.ts';

const FIRST_HUNDRED = { pageSize: 100, sortField: 'name' as const };

/** Companies as select options (the first hundred by name; the Companies page finds the rest). */
export function useCompanyOptions(): { value: string; label: string }[] {
  const companies = useQuery({
    queryKey: usersAdminKeys.companyList(FIRST_HUNDRED),
    queryFn: () => usersAdminApi.companies(FIRST_HUNDRED),
  });
  return (companies.data?.companies ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
}
