import type {
  AccountResponse,
  AccountUser,
  LoginResponse,
  ProfileUpdateRequest,
  PublicProperties,
  SignupRequest,
} from '@boardhouse/shared/auth';
import { apiRequest } from './client.ts';

/** The "Auth and accounts" calls of SPEC.md section 7. */
export const authApi = {
  login: (username: string, password: string) =>
    apiRequest<LoginResponse>('auth/login', { method: 'POST', body: { username, password } }),
  account: () => apiRequest<AccountResponse>('rest/account'),
  logout: () => apiRequest<void>('logout', { method: 'OPTIONS' }),
  signup: (body: SignupRequest) =>
    apiRequest<{ validation: boolean; message: string }>('rest/open/signup', { method: 'POST', body }),
  confirmRegistration: (code: string) =>
    apiRequest<{ user: AccountUser }>(`rest/open/registration/${encodeURIComponent(code)}`, {
      method: 'POST',
    }),
  setPassword: (code: string, password: string, isInvitation: boolean) =>
    apiRequest<{ user: AccountUser }>(
      `rest/open/${isInvitation ? 'accept-user-invitation' : 'welcome'}/${encodeURIComponent(code)}`,
      { method: 'POST', body: { password } },
    ),
  resetPassword: (username: string) =>
    apiRequest<{ message: string }>('rest/open/reset-my-password', { method: 'POST', body: { username } }),
  properties: () => apiRequest<PublicProperties>('rest/open/get-iproto-properties'),
  profile: () => apiRequest<{ user: AccountUser }>('rest/user'),
  updateProfile: (body: ProfileUpdateRequest) =>
    apiRequest<{ user: AccountUser }>('rest/user', { method: 'POST', body }),
  changePassword: (currentPassword: string, newPassword: string) =>
    apiRequest<{ message: string }>('rest/psw_set', {
      method: 'POST',
      body: { currentPassword, newPassword },
    }),
};

export const authKeys = {
  properties: ['properties'] as const,
  profile: ['profile'] as const,
};
