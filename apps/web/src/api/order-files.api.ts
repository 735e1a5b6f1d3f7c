import type {
  FilesWaiverRequest,
  OrderFileKind,
  OrderFilesResponse,
  RestoreProjectResponse,
} from '@boardhouse/shared/orders/order-files-api';
import { apiRequest } from './client.ts';

/** The files an order needs (what a project still misses, staff's waiver) and staff's restore of a project. */

export type { FilesWaiverRequest, OrderFileKind, OrderFilesResponse, RestoreProjectResponse };

export const orderFilesApi = {
  status: (projectId: string) =>
    apiRequest<OrderFilesResponse>(`rest/project/order-files/${encodeURIComponent(projectId)}`),
  setWaiver: (body: FilesWaiverRequest) =>
    apiRequest<OrderFilesResponse>('rest/admin/project/files-waiver', { method: 'POST', body }),
  restoreProject: (projectId: string) =>
    apiRequest<RestoreProjectResponse>('rest/admin/project/restore', { method: 'POST', body: { projectId } }),
};

export const orderFilesKeys = {
  all: ['order-files'] as const,
  project: (projectId: string) => ['order-files', projectId] as const,
};
