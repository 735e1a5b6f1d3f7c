import { ActionIcon, Indicator, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useMessageLiveRefresh,
  useStaffConversations,
  useUnreadCountForStaff,
  useUnreadForUser,
} from '../../api/messages.api.ts';
import { isAdminSession, useSession } from '../../api/session.store.ts';
import { messagePlainText } from '../../features/messages/message-html.ts';
import { formatMessageDate } from '../../features/messages/relative-time.ts';

/** How many conversations the dropdown names; the rest are in My Messages. */
const SHOWN = 8;

/**
 * The top bar's messages icon (SPEC.md sections 2 and 4): a dot while a conversation has unread
 * messages (staff: the count of customer messages no staff member has read). The dropdown names the
 * unread conversations; each opens My Messages on it. Live events refresh it (mounted once, here).
 */
export function MessagesMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isStaff = isAdminSession(useSession());
  // The tooltip would cover the open dropdown.
  const [isOpen, setOpen] = useState(false);
  useMessageLiveRefresh();
  const unread = useUnreadForUser(!isStaff);
  const staffCount = useUnreadCountForStaff(isStaff).data?.count ?? 0;
  // Staff: the conversations waiting for an answer, as the message centre lists them.
  const staffWaiting = useStaffConversations({ unreadOnly: true, pageSize: SHOWN }, isStaff && isOpen);
  const conversations: { projectId: string; projectName: string; lastMessage: string; createdAt: string }[] =
    isStaff
      ? (staffWaiting.data?.conversations ?? []).map((row) => ({ ...row, createdAt: row.lastMessageAt }))
      : (unread.data?.projects ?? []);
  const hasUnread = isStaff ? staffCount > 0 : conversations.length > 0;
  const label = hasUnread
    ? t('shell.unreadMessages', { count: isStaff ? staffCount : conversations.length })
    : t('shell.messages');

  const open = (projectId?: string, projectName?: string) =>
    navigate(
      projectId
        ? `/my-messages?${new URLSearchParams({ projectId, projectName: projectName ?? '' })}`
        : '/my-messages',
    );

  return (
    <Menu position="bottom-end" width={320} withinPortal opened={isOpen} onChange={setOpen}>
      <Menu.Target>
        <Tooltip label={t('shell.messages')} disabled={isOpen}>
          <Indicator
            disabled={!hasUnread}
            label={isStaff ? staffCount : undefined}
            size={isStaff ? 16 : 10}
            offset={6}
            color="red"
            processing={false}
          >
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
              <IconMail size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.messages')}</Menu.Label>
        {isStaff && (
          <Text size="sm" px="sm" pb="xs" c={staffCount > 0 ? undefined : 'dimmed'}>
            {staffCount > 0 ? t('shell.staffUnread', { count: staffCount }) : t('shell.noMessages')}
          </Text>
        )}
        {!isStaff && !hasUnread && (
          <Text size="sm" c="dimmed" px="sm" pb="sm">
            {t('shell.noMessages')}
          </Text>
        )}
        {conversations.slice(0, SHOWN).map((conversation) => (
          <Menu.Item
            key={conversation.projectId}
            onClick={() => open(conversation.projectId, conversation.projectName)}
          >
            <UnstyledButton component="div" w="100%">
              <Text size="sm" fw={600} truncate>
                {conversation.projectName}
              </Text>
              <Text size="xs" lineClamp={2}>
                {messagePlainText(conversation.lastMessage) || t('shell.attachmentOnly')}
              </Text>
              <Text size="xs" c="dimmed">
                {formatMessageDate(conversation.createdAt)}
              </Text>
            </UnstyledButton>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => open()}>{t('shell.allMessages')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
