import type {
  AccountResponse,
  AccountUser,
  EmailChangeRequest,
  LoginResponse,
  ProfileResponse,
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
  profile: () => apiRequest<ProfileResponse>('rest/user'),
  updateProfile: (body: ProfileUpdateRequest) =>
    apiRequest<ProfileResponse>('rest/user', { method: 'POST', body }),
  requestEmailChange: (body: EmailChangeRequest) =>
    apiRequest<{ message: string }>('rest/account/email-change', { method: 'POST', body }),
  confirmEmailChange: (code: string) =>
    apiRequest<{ user: AccountUser }>(`rest/open/confirm-email/${encodeURIComponent(code)}`, {
      method: 'POST',
    }),
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
