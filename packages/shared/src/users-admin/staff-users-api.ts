import { z } from 'zod';
import { languageSchema, newPassword, usernameSchema } from '../auth.ts';
import { emailAddress, recordId, requiredText, searchText } from '../fields.ts';
import { formatMessage } from '../messages.ts';
import { paging, sortOrderSchema } from './common.ts';

/**
 * The back office's user administration (/admin/users and Super Admin Users): every account, searched,
 * sorted and paged; created (customer or staff), edited, disabled, deleted and given a password.
 */

/** What an account is, for the back office: a customer, a staff member, or the super administrator. */
export const ACCOUNT_KINDS = ['customer', 'staff', 'super-admin'] as const;
export const accountKindSchema = z.enum(ACCOUNT_KINDS, { error: formatMessage('invalid', { name: 'Role' }) });
export type AccountKind = z.infer<typeof accountKindSchema>;

export const USER_SORT_FIELDS = ['name', 'email', 'createdAt', 'updatedAt', 'role'] as const;
/** Which accounts a list shows: usable ones, disabled ones, deleted ones, or all but the deleted. */
export const USER_STATUSES = ['active', 'disabled', 'deleted', 'any'] as const;

export const userListRequest = z.object({
  search: searchText(200).describe(
    'Part of username, e-mail, name or company (any case); 1 character is enough',
  ),
  sortField: z
    .enum(USER_SORT_FIELDS, { error: formatMessage('invalid', { name: 'Sort field' }) })
    .optional()
    .default('createdAt'),
  sortOrder: sortOrderSchema,
  kind: accountKindSchema
    .optional()
    .describe('Only customers, only staff (incl. super admins) or only super admins'),
  status: z
    .enum(USER_STATUSES, { error: formatMessage('invalid', { name: 'Status' }) })
    .optional()
    .default('any')
    .describe('"any" leaves the deleted accounts out'),
  companyId: recordId('Company').optional(),
  ...paging,
});
export type UserListRequest = z.input<typeof userListRequest>;
export type UserListQuery = z.output<typeof userListRequest>;

export const adminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  kind: accountKindSchema,
  roles: z.array(z.string()),
  language: z.string(),
  disabled: z.boolean(),
  deleted: z.boolean().describe('Deleted accounts are disabled and anonymised; their orders stay'),
  emailConfirmed: z.boolean(),
  hasPassword: z.boolean(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  companyName: z.string().nullable().describe('The company name the customer typed in at sign-up'),
  createdBy: z.number().int().nullable().describe('Team owner, for team members'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const userListResponse = z.object({
  users: z.array(adminUser),
  total: z.number().int().describe('Accounts matching the filters, over all pages'),
});
export type UserListResponse = z.infer<typeof userListResponse>;

const teamMember = adminUser.pick({
  id: true,
  username: true,
  email: true,
  firstname: true,
  lastname: true,
  disabled: true,
});
export const userDetailResponse = z.object({
  user: adminUser.extend({
    phoneNumber: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    zipCode: z.string().nullable(),
    vatNumber: z.string().nullable(),
    country: z.string().nullable(),
  }),
  team: z
    .object({ owner: teamMember, members: z.array(teamMember) })
    .describe('The team the account belongs to: its owner (the account itself for an owner) and members'),
});
export type UserDetailResponse = z.infer<typeof userDetailResponse>;

export const userIdParams = z.object({ id: recordId('User') });

export const createUserRequest = z.object({
  kind: accountKindSchema.describe('staff and super-admin only by a super administrator'),
  username: usernameSchema,
  email: emailAddress('Email'),
  firstname: requiredText('First name', { max: 100 }),
  lastname: requiredText('Last name', { max: 100 }),
  language: languageSchema.optional().default('en'),
  companyId: recordId('Company').nullable().optional(),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;
export type CreateUserInput = z.output<typeof createUserRequest>;

export const updateUserRequest = z.object({
  firstname: requiredText('First name', { max: 100 }),
  lastname: requiredText('Last name', { max: 100 }),
  language: languageSchema,
  kind: accountKindSchema.optional().describe('A change to or from staff needs a super administrator'),
  companyId: recordId('Company').nullable().optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;
export type UpdateUserInput = z.output<typeof updateUserRequest>;

const userIds = z
  .array(recordId('User'), { error: formatMessage('invalid', { name: 'Users' }) })
  .min(1, { error: formatMessage('required', { name: 'Users' }) })
  .max(500, { error: formatMessage('maxLength', { name: 'Users', max: 500 }) });

export const userStatusRequest = z.object({
  userIds,
  disabled: z.boolean({ error: formatMessage('invalid', { name: 'Disabled' }) }),
});
export type UserStatusRequest = z.input<typeof userStatusRequest>;

export const deleteUsersRequest = z.object({ userIds });
export type DeleteUsersRequest = z.input<typeof deleteUsersRequest>;

export const adminSetPasswordRequest = z.object({
  userId: recordId('User'),
  password: newPassword('New password'),
});
export type AdminSetPasswordRequest = z.input<typeof adminSetPasswordRequest>;

export const adminUserResponse = z.object({ message: z.string(), user: adminUser });
export type AdminUserResponse = z.infer<typeof adminUserResponse>;
