import { Badge, Group, NavLink, Text } from '@mantine/core';
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
