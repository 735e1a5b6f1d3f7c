import { Badge, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messagePlainText } from './message-html.ts';
import { RelativeTime } from './RelativeTime.tsx';

export interface ConversationSummary {
  projectId: string;
  projectName: string;
  unread: number;
  /** Sanitised HTML of the newest message, when known. */
  lastMessage?: string;
  lastMessageAt?: string;
  /** A second line: the customer, for staff. */
  subtitle?: string;
}

/** One conversation in the list: name, newest words, when, and how many are unread. */
export function ConversationListItem({
  conversation,
  isActive,
  onOpen,
}: {
  conversation: ConversationSummary;
  isActive: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  // Dimmed grey on the active row's tint is too faint to read: the row's own colour is used there.
  const muted = isActive ? undefined : 'dimmed';
  const preview = conversation.lastMessage ? messagePlainText(conversation.lastMessage) : '';
  return (
    <NavLink
      component="button"
      type="button"
      active={isActive}
      onClick={onOpen}
      aria-current={isActive ? 'true' : undefined}
      label={
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={conversation.unread > 0 ? 700 : 500} truncate>
            {conversation.projectName}
          </Text>
          {conversation.lastMessageAt && (
            <Text size="xs" c={muted} style={{ flexShrink: 0 }}>
              <RelativeTime value={conversation.lastMessageAt} />
            </Text>
          )}
        </Group>
      }
      description={
        <>
          {conversation.subtitle && (
            <Text size="xs" c={muted} truncate component="span" display="block">
              {conversation.subtitle}
            </Text>
          )}
          <Text size="xs" c={muted} truncate component="span" display="block">
            {preview || conversation.projectId}
          </Text>
        </>
      }
      rightSection={
        conversation.unread > 0 ? (
          <Badge
            size="sm"
            circle={conversation.unread < 10}
            aria-label={t('messages.unreadCount', { count: conversation.unread })}
          >
            {conversation.unread}
          </Badge>
        ) : undefined
      }
      styles={{ label: { minWidth: 0 }, body: { minWidth: 0 } }}
    />
  );
}

/**
 * The scrolling box around the rows, up and down only. Mantine lays a scroll box's content out as a
 * table as wide as its widest row, so a long subject or sender made the list scroll sideways and cut
 * off the time and the unread count; held to the box's width, each row shortens its texts instead.
 */
export function ConversationScroll({ maxHeight, children }: { maxHeight: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize
      mah={maxHeight}
      type="auto"
      scrollbars="y"
      styles={{ content: { display: 'block', minWidth: 0 } }}
    >
      <nav aria-label={t('messages.conversations')}>{children}</nav>
    </ScrollArea.Autosize>
  );
}
