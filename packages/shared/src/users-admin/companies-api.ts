import { z } from 'zod';
import { optionalText, recordId, requiredText, searchText } from '../fields.ts';
import { formatMessage } from '../messages.ts';
import { paging, sortOrderSchema } from './common.ts';

/** Companies (back office): a customer company several accounts belong to, with its margin group. */

export const companyListRequest = z.object({
  search: searchText(200).describe('Part of the name or VAT number (any case)'),
  sortField: z
    .enum(['name', 'createdAt', 'members'], { error: formatMessage('invalid', { name: 'Sort field' }) })
    .optional()
    .default('name'),
  sortOrder: sortOrderSchema,
  ...paging,
});
export type CompanyListRequest = z.input<typeof companyListRequest>;
export type CompanyListQuery = z.output<typeof companyListRequest>;

export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
  customerGroup: z.string(),
  members: z.number().int().describe('Accounts that belong to it'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof company>;

export const companyListResponse = z.object({ companies: z.array(company), total: z.number().int() });
export type CompanyListResponse = z.infer<typeof companyListResponse>;

export const companyMember = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  disabled: z.boolean(),
});
export type CompanyMember = z.infer<typeof companyMember>;
export const companyDetailResponse = z.object({ company, members: z.array(companyMember) });
export type CompanyDetailResponse = z.infer<typeof companyDetailResponse>;

export const saveCompanyRequest = z.object({
  name: requiredText('Company name', { max: 200 }),
  vatNumber: optionalText('VAT number', 40),
  address: optionalText('Address', 300),
  city: optionalText('City', 100),
  zipCode: optionalText('Zip code', 20),
  country: optionalText('Country', 100),
  customerGroup: requiredText('Customer group', { max: 50 }).describe(
    'One of GET /rest/admin/customer-groups',
  ),
});
export type SaveCompanyRequest = z.input<typeof saveCompanyRequest>;

export const companyIdParams = z.object({ id: recordId('Company') });
export const companyMemberParams = z.object({ id: recordId('Company'), userId: recordId('User') });
export const companyMembersRequest = z.object({
  userIds: z
    .array(recordId('User'), { error: formatMessage('invalid', { name: 'Users' }) })
    .min(1, { error: formatMessage('required', { name: 'Users' }) })
    .max(500, { error: formatMessage('maxLength', { name: 'Users', max: 500 }) }),
});

export const customerGroupsResponse = z.object({
  groups: z.array(z.string()).describe('The margin groups of the margin table, "standard" always among them'),
});
