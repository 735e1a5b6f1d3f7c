import { Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_MENU } from '../../admin/admin-menu.ts';

export function AdminMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <Button variant="light" size="compact-sm" px={6} aria-label="ADMIN">
          <Group gap={4} wrap="nowrap">
            <IconShieldLock size={16} />
            <Text span size="sm" fw={600} visibleFrom="xs">
              ADMIN
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </Button>
      </Menu.Target>
      {/* The dropdown scrolls itself: a scroll box between the menu and its items hides them from screen readers. */}
      <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
        {ADMIN_MENU.map((entry) => (
          <Menu.Item key={entry.key} component={Link} to={`/admin/${entry.path}`}>
            {t(`admin.${entry.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
