import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconFileText, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/session.store.ts';
import { signOut } from '../../api/session-actions.ts';

const titleCase = (value: string) =>
  value
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const fullName = titleCase(`${session.firstName} ${session.lastName}`.trim());
  const initials = `${session.firstName.charAt(0)}${session.lastName.charAt(0)}`.toUpperCase();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (initials, and the name on wide screens) and what it is for. */}
        <UnstyledButton data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar size={32} radius="xl" color="teal">
              {initials}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="lg">
              {fullName}
            </Text>
            <VisuallyHidden>{t('shell.userMenu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark">
            {fullName}
          </Text>
          <Text size="xs" c="dimmed">
            {session.userName}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t('shell.myProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/my-documentation" leftSection={<IconFileText size={16} />}>
          {t('pages.myDocumentation.title')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
