import type { MessageView } from '@boardhouse/shared/messages/messages-api';
import { Badge, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessageAttachments } from './MessageAttachments.tsx';
import { MessageBody } from './MessageBody.tsx';
import { RelativeTime } from './RelativeTime.tsx';
import { formatMessageDate } from './relative-time.ts';

/** One message of a conversation: mine on the right, the other side's on the left. */
export function MessageItem({
  message,
  isMine,
  onMarkUnread,
}: {
  message: MessageView;
  isMine: boolean;
  onMarkUnread?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify={isMine ? 'flex-end' : 'flex-start'} wrap="nowrap" data-message-id={message.id}>
      <Paper
        withBorder
        radius="md"
        p="sm"
        maw="min(640px, 92%)"
        miw={0}
        bg={isMine ? 'var(--mantine-color-blue-light)' : undefined}
        aria-label={t('messages.messageBy', { name: message.author.name })}
        component="article"
      >
        <Group gap="xs" mb={4} wrap="wrap">
          <Text size="sm" fw={600}>
            {message.author.name}
          </Text>
          {message.author.isStaff && (
            <Badge size="xs" variant="light" color="teal">
              {t('messages.staff')}
            </Badge>
          )}
          <Tooltip label={formatMessageDate(message.createdAt)}>
            <Text size="xs" c="dimmed" component="span">
              <RelativeTime value={message.createdAt} />
            </Text>
          </Tooltip>
          {message.category !== 'general' && (
            <Badge size="xs" variant="outline" color="gray">
              {t(`messages.categories.${message.category}`)}
            </Badge>
          )}
        </Group>
        <MessageBody html={message.message} />
        <MessageAttachments attachments={message.attachments} />
        {onMarkUnread && (
          <Group justify="flex-end" mt={4}>
            <Button variant="subtle" size="compact-xs" color="gray" onClick={onMarkUnread}>
              {t('messages.markUnread')}
            </Button>
          </Group>
        )}
      </Paper>
    </Group>
  );
}
