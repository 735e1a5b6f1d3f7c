import type { ClientData, PhoneValidationResponse } from '@boardhouse/shared/users-admin/clients-api';
import type { AdminMessageResponse } from '@boardhouse/shared/users-admin/common';
import type {
  CompanyDetailResponse,
  CompanyListRequest,
  CompanyListResponse,
  SaveCompanyRequest,
} from '@boardhouse/shared/users-admin/companies-api';
import type {
  AdminUserResponse,
  CreateUserRequest,
  UpdateUserRequest,
  UserDetailResponse,
  UserListRequest,
  UserListResponse,
} from '@boardhouse/shared/users-admin/staff-users-api';
import type {
  HistoryEntry,
  HistoryListRequest,
  HistoryListResponse,
  HistoryUpdateRequest,
} from '@boardhouse/shared/users-admin/user-history-api';
import { apiRequest } from './client.ts';

/** User administration, companies and the user history (back office). */

export const usersAdminKeys = {
  all: ['users-admin'] as const,
  list: (request: UserListRequest) => ['users-admin', 'list', request] as const,
  detail: (id: number) => ['users-admin', 'detail', id] as const,
  client: (id: number) => ['users-admin', 'client', id] as const,
  companies: ['companies'] as const,
  companyList: (request: CompanyListRequest) => ['companies', 'list', request] as const,
  company: (id: number) => ['companies', 'detail', id] as const,
  customerGroups: ['companies', 'groups'] as const,
  history: ['user-history'] as const,
  historyList: (request: HistoryListRequest) => ['user-history', 'list', request] as const,
};

export const usersAdminApi = {
  list: (request: UserListRequest) =>
    apiRequest<UserListResponse>('rest/admin/users/search', { method: 'POST', body: request }),
  detail: (id: number) => apiRequest<UserDetailResponse>(`rest/admin/users/${id}`),
  create: (request: CreateUserRequest) =>
    apiRequest<AdminUserResponse>('rest/admin/users', { method: 'POST', body: request }),
  update: (id: number, request: UpdateUserRequest) =>
    apiRequest<AdminUserResponse>(`rest/admin/users/${id}`, { method: 'PUT', body: request }),
  setDisabled: (userIds: number[], disabled: boolean) =>
    apiRequest<AdminMessageResponse>('rest/admin/users/status', {
      method: 'POST',
      body: { userIds, disabled },
    }),
  remove: (userIds: number[]) =>
    apiRequest<AdminMessageResponse>('rest/admin/users/delete', { method: 'POST', body: { userIds } }),
  sendReset: (id: number) =>
    apiRequest<AdminMessageResponse>(`rest/admin/users/${id}/reset-password`, { method: 'POST', body: {} }),
  setPassword: (userId: number, password: string) =>
    apiRequest<AdminMessageResponse>('rest/admin_psw_set', { method: 'POST', body: { userId, password } }),
  client: async (id: number) => (await apiRequest<{ client: ClientData }>(`rest/user_client/${id}`)).client,
  saveProfile: (userId: number, details: Partial<ClientData>) =>
    apiRequest<AdminMessageResponse>('rest/client-profile', { method: 'POST', body: { userId, ...details } }),
  validatePhone: (phoneNumber: string, country?: string) =>
    apiRequest<PhoneValidationResponse>('rest/phoneNumberValidation', {
      method: 'POST',
      body: { phoneNumber, ...(country ? { country } : {}) },
    }),

  companies: (request: CompanyListRequest) =>
    apiRequest<CompanyListResponse>('rest/admin/companies/search', { method: 'POST', body: request }),
  company: (id: number) => apiRequest<CompanyDetailResponse>(`rest/admin/companies/${id}`),
  customerGroups: async () => (await apiRequest<{ groups: string[] }>('rest/admin/customer-groups')).groups,
  saveCompany: (id: number | null, request: SaveCompanyRequest) =>
    apiRequest<CompanyDetailResponse>(id ? `rest/admin/companies/${id}` : 'rest/admin/companies', {
      method: id ? 'PUT' : 'POST',
      body: request,
    }),
  removeCompany: (id: number) =>
    apiRequest<AdminMessageResponse>(`rest/admin/companies/${id}`, { method: 'DELETE' }),
  attachMembers: (id: number, userIds: number[]) =>
    apiRequest<CompanyDetailResponse>(`rest/admin/companies/${id}/members`, {
      method: 'POST',
      body: { userIds },
    }),
  detachMember: (id: number, userId: number) =>
    apiRequest<CompanyDetailResponse>(`rest/admin/companies/${id}/members/${userId}`, { method: 'DELETE' }),

  history: (request: HistoryListRequest) =>
    apiRequest<HistoryListResponse>('rest/admin/user-history/search', { method: 'POST', body: request }),
  updateHistory: (id: number, change: HistoryUpdateRequest) =>
    apiRequest<{ entry: HistoryEntry }>(`rest/admin/user-history/${id}`, { method: 'PUT', body: change }),
};
