import { Button, Menu, ScrollArea } from '@mantine/core';
import { IconChevronDown, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_MENU } from '../../admin/admin-menu.ts';

export function AdminMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconShieldLock size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label="ADMIN"
        >
          ADMIN
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah="70vh">
          {ADMIN_MENU.map((entry) => (
            <Menu.Item key={entry.key} component={Link} to={`/admin/${entry.path}`}>
              {t(`admin.${entry.key}`)}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
