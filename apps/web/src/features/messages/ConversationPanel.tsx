import {
  ActionIcon,
  Alert,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversation, useMarkRead, useMarkUnread } from '../../api/messages.api.ts';
import { useSession } from '../../api/session.store.ts';
import { Composer } from './Composer.tsx';
import { MessageItem } from './MessageItem.tsx';

/**
 * One project's conversation, oldest at the top and newest at the bottom (the API answers newest
 * first), with the composer below. Opening it, and every new message arriving while it is open, marks
 * it read for the caller.
 */
export function ConversationPanel({
  projectId,
  projectName,
  isStaff,
  onBack,
}: {
  projectId: string;
  projectName: string;
  isStaff: boolean;
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const conversation = useConversation(projectId, isStaff);
  const markRead = useMarkRead(isStaff);
  const markUnread = useMarkUnread();
  const viewport = useRef<HTMLDivElement>(null);
  const messages = useMemo(() => [...(conversation.data?.messages ?? [])].reverse(), [conversation.data]);
  const hasUnread = messages.some((message) => !message.readByMe);
  const newestId = messages.at(-1)?.id;
  const name = projectName || messages[0]?.projectName || projectId;

  const { mutate: markConversationRead } = markRead;
  const hasUnreadRef = useRef(hasUnread);
  hasUnreadRef.current = hasUnread;
  // Read once seen: on opening and when a message arrives while it is open (not when the reader has
  // just marked one unread themselves: the newest message is then the same).
  useEffect(() => {
    if (newestId !== undefined && hasUnreadRef.current) markConversationRead(projectId);
  }, [newestId, projectId, markConversationRead]);

  // The newest message is in view after opening and after each new one.
  useEffect(() => {
    if (newestId === undefined) return;
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [newestId]);

  return (
    <Stack gap="sm" h="100%">
      <Group gap="xs" wrap="nowrap">
        {onBack && (
          <ActionIcon variant="subtle" onClick={onBack} aria-label={t('messages.back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" lineClamp={1}>
            {name}
          </Title>
          <Text size="xs" c="dimmed">
            {projectId}
          </Text>
        </div>
      </Group>
      <Paper withBorder radius="md" p={0} style={{ flex: 1, minHeight: 320 }}>
        <ScrollArea h="100%" mah="60vh" viewportRef={viewport} type="auto" offsetScrollbars>
          <Stack gap="sm" p="sm" aria-label={t('messages.conversation')} role="log">
            {conversation.isPending && (
              <Center py="xl">
                <Loader size="sm" />
              </Center>
            )}
            {conversation.isError && (
              <Alert color="red" variant="light">
                {t('messages.loadFailed')}
              </Alert>
            )}
            {conversation.isSuccess && messages.length === 0 && (
              <Stack align="center" gap={4} py="xl">
                <IconMessages size={32} color="var(--mantine-color-dimmed)" />
                <Text c="dimmed" size="sm" ta="center">
                  {t('messages.emptyConversation')}
                </Text>
              </Stack>
            )}
            {messages.map((message) => {
              const isMine = message.author.userId === userId;
              return (
                <MessageItem
                  key={message.id}
                  message={message}
                  isMine={isMine}
                  onMarkUnread={isMine || !message.readByMe ? undefined : () => markUnread.mutate(message.id)}
                />
              );
            })}
          </Stack>
        </ScrollArea>
      </Paper>
      <Composer key={projectId} projectId={projectId} />
    </Stack>
  );
}
