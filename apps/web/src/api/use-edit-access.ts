import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from './client.ts';
import { projectKeys, projectsApi } from './projects.api.ts';
import { useSession } from './session.store.ts';
import { sharingApi } from './sharing.api.ts';

/** The lock lasts 10 minutes on the server: renew well before, retry a held lock every minute. */
const RENEW_MS = 3 * 60_000;
const RETRY_MS = 60_000;

type LockState = 'pending' | 'held' | 'blocked' | 'read-only' | 'free';

export type EditAccess =
  | { canEdit: true }
  | { canEdit: false; reason: 'pending' }
  | { canEdit: false; reason: 'read' }
  | { canEdit: false; reason: 'ordered' }
  | { canEdit: false; reason: 'locked'; lockedBy: string };

/**
 * Whether the caller may change the project now. Read shares never may; everyone else takes the
 * project's editing lock while on the page (renewed in the background, given back on leaving), and
 * sees the project read-only while someone else holds it.
 */
export function useEditAccess(projectId: string): EditAccess {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  const info = useQuery({
    queryKey: projectKeys.info(projectId),
    queryFn: () => projectsApi.info(projectId),
  });
  const project = info.data;
  const isReadShare = project?.myAccess === 'read';
  // An ordered project stays as ordered (staff may still correct it): no lock, nothing to change.
  const isOrdered = project?.status === 'ordered' && project.myAccess !== 'admin';
  const isViewOnly = isReadShare || isOrdered;
  const isLoaded = project !== undefined;
  const [lock, setLock] = useState<LockState>('pending');

  useEffect(() => {
    if (!isLoaded || isViewOnly || userId === null) return;
    let state: LockState = 'pending';
    let isActive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async () => {
      try {
        await sharingApi.lock(userId, projectId);
        state = 'held';
      } catch (error) {
        // CONFLICT: someone took the lock in the same instant.
        if (error instanceof ApiError && (error.code === 'PROJECT.LOCKED' || error.code === 'CONFLICT'))
          state = 'blocked';
        else if (error instanceof ApiError && error.code === 'PROJECT.READ_ONLY') state = 'read-only';
        // Anything else (a network hiccup) must not stop the owner working: the server still checks every change.
        else if (state !== 'held') state = 'free';
      }
      if (!isActive) return;
      setLock(state);
      // The project info names who holds the lock.
      if (state === 'blocked') void queryClient.invalidateQueries({ queryKey: projectKeys.info(projectId) });
      if (state !== 'read-only') timer = setTimeout(attempt, state === 'held' ? RENEW_MS : RETRY_MS);
    };
    const release = () => {
      if (state === 'held') void sharingApi.lock(userId, projectId, true).catch(() => {});
    };
    void attempt();
    window.addEventListener('pagehide', release);
    return () => {
      isActive = false;
      clearTimeout(timer);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [projectId, userId, isViewOnly, isLoaded, queryClient]);

  if (isOrdered) return { canEdit: false, reason: 'ordered' };
  if (isReadShare || lock === 'read-only') return { canEdit: false, reason: 'read' };
  if (lock === 'blocked') {
    // The project info names the lock only when someone else holds it.
    return { canEdit: false, reason: 'locked', lockedBy: project?.lock?.username ?? '' };
  }
  if (lock === 'pending' && userId !== null) return { canEdit: false, reason: 'pending' };
  return { canEdit: true };
}
