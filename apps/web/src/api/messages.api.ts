import { POLL_WHILE_DOWN_MS } from '@boardhouse/shared/events/live-events';
import type { UploadedAttachment } from '@boardhouse/shared/messages/message-attachments-api';
import { attachmentFilePath } from '@boardhouse/shared/messages/message-attachments-api';
import type { MessageCategoriesResponse } from '@boardhouse/shared/messages/message-categories';
import type {
  StaffConversationsRequest,
  StaffConversationsResponse,
} from '@boardhouse/shared/messages/message-conversations-api';
import type {
  MessagesResponse,
  SavedMessage,
  SaveMessageRequest,
  UserUnreadResponse,
} from '@boardhouse/shared/messages/messages-api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiDownload, apiRequest, apiUpload, sendAuthorised } from './client.ts';
import { onLiveEvent } from './live-events.ts';
import { orderKeys } from './orders.api.ts';
import { useLiveState } from './use-live-events.ts';

/**
 * The message centre's calls (SPEC.md section 7, "Messages"). Customers read one conversation per
 * project through the user calls; staff through the admin calls. Live `message` and `unread` events
 * make every query here stale, so open lists and the top bar's dot follow without a reload.
 */

/** The seed asks for messages 0 to 500: the newest 500 of a conversation. */
export const CONVERSATION_WINDOW = { startLimit: 0, endLimit: 500 };

export const messagesApi = {
  categories: () =>
    apiRequest<MessageCategoriesResponse>('rest/messages/category', { method: 'POST', body: {} }),
  unreadForUser: () =>
    apiRequest<UserUnreadResponse>('rest/messages/checkNewMessagesForUser', { method: 'POST', body: {} }),
  unreadCountForStaff: () =>
    apiRequest<{ count: number }>('rest/messages/checkNewMessagesForAdmin', { method: 'POST', body: {} }),
  conversation: (projectId: string, isStaff: boolean) =>
    apiRequest<MessagesResponse>(
      isStaff ? 'rest/messages/getAllMessagesForAdmin' : 'rest/messages/getAllMessagesForUser',
      { method: 'POST', body: { projectId, ...CONVERSATION_WINDOW } },
    ),
  staffConversations: (body: StaffConversationsRequest) =>
    apiRequest<StaffConversationsResponse>('rest/messages/conversationsForAdmin', { method: 'POST', body }),
  save: (body: SaveMessageRequest) =>
    apiRequest<SavedMessage>('rest/message/saveMessage', { method: 'POST', body }),
  markRead: (projectId: string, isStaff: boolean) =>
    apiRequest<{ projectId: string; markedRead: number }>(
      isStaff ? 'rest/messages/updateNotificationStatusAdmin' : 'rest/messages/updateNotificationStatusUser',
      { method: 'POST', body: { projectId } },
    ),
  markUnread: (messageId: number) =>
    apiRequest<{ messageId: number; readByMe: boolean }>('rest/hubspot/markMessageAsUnread', {
      method: 'POST',
      body: { messageId },
    }),
  upload: (file: File, onProgress?: (fraction: number) => void) =>
    apiUpload<UploadedAttachment>('rest/messageTool/imageUpload', file, { onProgress }),
  download: (attachmentId: number, fileName: string) =>
    apiDownload(attachmentFilePath(attachmentId), fileName),
  /** The file itself (an image preview): a plain <img src> could not carry the token. */
  blob: async (attachmentId: number) => {
    const path = attachmentFilePath(attachmentId);
    const response = await sendAuthorised(path, (headers) =>
      fetch(`.${path}`, { headers: { ...headers, Accept: '*/*' } }),
    );
    return response.blob();
  },
};

export const messageKeys = {
  all: ['messages'] as const,
  categories: ['messages', 'categories'] as const,
  unreadForUser: ['messages', 'unread', 'user'] as const,
  unreadForStaff: ['messages', 'unread', 'staff'] as const,
  conversation: (projectId: string, isStaff: boolean) =>
    ['messages', 'conversation', projectId, isStaff] as const,
  staffConversations: (body: StaffConversationsRequest) => ['messages', 'staff-conversations', body] as const,
};

/** Refreshes every message query when a message or unread count is announced (mounted once per view). */
export function useMessageLiveRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'message' || event.type === 'unread') refreshMessages(queryClient);
      }),
    [queryClient],
  );
}

/** Message queries and the homepage's counts (its unread figure) are fetched again. */
export async function refreshMessages(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: messageKeys.all }),
    queryClient.invalidateQueries({ queryKey: orderKeys.dashboard }),
  ]);
}

export function useMessageCategories() {
  return useQuery({ queryKey: messageKeys.categories, queryFn: messagesApi.categories, staleTime: Infinity });
}

/** While the live stream is down the unread figures and the open conversation are polled instead. */
function usePollWhileDown(): number | false {
  return useLiveState().connection === 'open' ? false : POLL_WHILE_DOWN_MS;
}

export function useUnreadForUser(enabled = true) {
  return useQuery({
    queryKey: messageKeys.unreadForUser,
    queryFn: messagesApi.unreadForUser,
    enabled,
    refetchInterval: usePollWhileDown(),
  });
}

export function useUnreadCountForStaff(enabled = true) {
  return useQuery({
    queryKey: messageKeys.unreadForStaff,
    queryFn: messagesApi.unreadCountForStaff,
    enabled,
    refetchInterval: usePollWhileDown(),
  });
}

export function useConversation(projectId: string | null, isStaff: boolean) {
  return useQuery({
    queryKey: messageKeys.conversation(projectId ?? '', isStaff),
    queryFn: () => messagesApi.conversation(projectId ?? '', isStaff),
    enabled: projectId !== null,
    refetchInterval: usePollWhileDown(),
  });
}

export function useStaffConversations(body: StaffConversationsRequest, enabled = true) {
  return useQuery({
    queryKey: messageKeys.staffConversations(body),
    queryFn: () => messagesApi.staffConversations(body),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: messagesApi.save,
    onSuccess: () => refreshMessages(queryClient),
  });
}

export function useMarkRead(isStaff: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => messagesApi.markRead(projectId, isStaff),
    onSuccess: (result) => {
      if (result.markedRead > 0) void refreshMessages(queryClient);
    },
  });
}

export function useMarkUnread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: messagesApi.markUnread,
    onSuccess: () => refreshMessages(queryClient),
  });
}
