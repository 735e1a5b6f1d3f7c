import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The messages icon; its unread dot and message list come with the message centre. */
export function MessagesMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={280} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shell.messages')}>
          <IconMail size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.messages')}</Menu.Label>
        <Text size="sm" c="dimmed" px="sm" pb="sm">
          {t('shell.noMessages')}
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}
