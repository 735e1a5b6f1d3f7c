import type {
  ResubmitFilesResponse,
  RevisionFile,
  ReworkStateResponse,
} from '@boardhouse/shared/orders/order-rework-api';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from './client.ts';
import { projectKeys, projectsApi } from './projects.api.ts';

/** Rework after review: corrected files of an ordered project, sent back to staff's review. */

export type { ResubmitFilesResponse, RevisionFile, ReworkStateResponse };

export const reworkKeys = {
  all: ['rework'] as const,
  state: (projectId: string) => ['rework', projectId] as const,
};

export const reworkApi = {
  state: (projectId: string) =>
    apiRequest<ReworkStateResponse>(`rest/project/${encodeURIComponent(projectId)}/rework`),
  resubmit: (orderId: number, note: string) =>
    apiRequest<ResubmitFilesResponse>('rest/order/resubmit-files', {
      method: 'POST',
      body: note.trim() ? { orderId, note: note.trim() } : { orderId },
    }),
  /** Staff: one file of one revision (1 = as ordered). */
  revisionFile: (orderId: number, orderKey: string, revision: number, file: RevisionFile) =>
    apiDownload(
      `rest/order/revision-file?orderId=${orderId}&revision=${revision}&file=${file}`,
      `${orderKey}-r${revision}-${file}`,
    ),
};

/**
 * Whether the caller may upload corrected Gerbers, BOM or placement file to this ordered project now
 * (staff's review asked for changes). Asked only for ordered projects; others answer false.
 */
export function useFileRevision(projectId: string): { canUpload: boolean } {
  const info = useQuery({
    queryKey: projectKeys.info(projectId),
    queryFn: () => projectsApi.info(projectId),
  });
  const isOrdered = info.data?.status === 'ordered' && info.data.myAccess !== 'admin';
  const state = useQuery({
    queryKey: reworkKeys.state(projectId),
    queryFn: () => reworkApi.state(projectId),
    enabled: isOrdered,
  });
  return { canUpload: isOrdered && state.data?.isOpen === true && state.data.mayRevise };
}
