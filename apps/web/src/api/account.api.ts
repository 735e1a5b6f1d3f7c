import type { AccountDeletionRequest } from '@boardhouse/shared/accounts/account-self-service-api';
import { apiDownload, apiRequest } from './client.ts';

/** The sign-in page's notice (router state `notice`) after the account was deleted. */
export const ACCOUNT_DELETED_NOTICE = 'accountDeleted';

/** The customer's own account as a whole: download everything held about it, or delete it. */
export const accountApi = {
  downloadData: () => apiDownload('rest/account/export', 'boardhouse-account.json'),
  deleteAccount: (body: AccountDeletionRequest) =>
    apiRequest<{ message: string }>('rest/account/delete', { method: 'POST', body }),
};
