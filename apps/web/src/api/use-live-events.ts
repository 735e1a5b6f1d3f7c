import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { connectLiveEvents, getLiveState, type LiveState, subscribeLiveState } from './live-events.ts';
import { useSession } from './session.store.ts';

/**
 * Keeps the signed-in user's live-update stream open (mounted once, in the signed-in shell); a new
 * sign-in opens a new stream, signing out closes it.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const { isLoggedIn, userId } = useSession();
  useEffect(() => {
    if (!isLoggedIn || userId === null) return;
    return connectLiveEvents(queryClient);
  }, [queryClient, isLoggedIn, userId]);
}

/** The connection's state and the latest unread count and new message, for any component to show. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribeLiveState, getLiveState);
}
