import type { FaqEntry, FaqEntryInput, FaqReorderRequest, FaqResponse } from '@boardhouse/shared/faq/faq-api';
import type {
  AnnouncementResponse,
  MessageSettings,
  SetAnnouncementRequest,
} from '@boardhouse/shared/messages/announcements-api';
import { apiRequest } from './client.ts';

/** The general announcement, the message centre's settings and the FAQ. */

export type { FaqEntry, FaqEntryInput, FaqResponse };

export const noticesApi = {
  /** Answers the announcement once: the call itself marks it seen. */
  checkAnnouncement: () =>
    apiRequest<AnnouncementResponse>('rest/project/checkGeneralMessageBeforeLogInUser', {
      method: 'POST',
      body: {},
    }),
  announcement: () => apiRequest<AnnouncementResponse>('rest/admin/announcement'),
  setAnnouncement: (body: SetAnnouncementRequest) =>
    apiRequest<AnnouncementResponse>('rest/admin/announcement', { method: 'POST', body }),
  settings: () => apiRequest<MessageSettings>('rest/admin/messages-settings'),
  saveSettings: (body: MessageSettings) =>
    apiRequest<MessageSettings>('rest/admin/messages-settings', { method: 'POST', body }),
  faq: (language: string) => apiRequest<FaqResponse>(`rest/faq?language=${encodeURIComponent(language)}`),
  faqForStaff: (language: string) =>
    apiRequest<FaqResponse>(`rest/admin/faq?language=${encodeURIComponent(language)}`),
  addFaq: (entry: FaqEntryInput) => apiRequest<FaqEntry>('rest/admin/faq', { method: 'POST', body: entry }),
  saveFaq: (id: number, entry: FaqEntryInput) =>
    apiRequest<FaqEntry>(`rest/admin/faq/${id}`, { method: 'PUT', body: entry }),
  deleteFaq: (id: number) => apiRequest<void>(`rest/admin/faq/${id}`, { method: 'DELETE' }),
  reorderFaq: (body: FaqReorderRequest) =>
    apiRequest<FaqResponse>('rest/admin/faq/reorder', { method: 'POST', body }),
};

export const noticesKeys = {
  announcement: ['admin', 'announcement'] as const,
  settings: ['admin', 'messages-settings'] as const,
  faq: (language: string) => ['faq', language] as const,
  faqForStaff: (language: string) => ['admin', 'faq', language] as const,
};
