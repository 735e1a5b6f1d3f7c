import { Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconShieldLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_MENU_GROUPS } from '../../admin/admin-menu.ts';

export function AdminMenu() {
  const { t } = useTranslation();
  const idPrefix = useId();
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
        {ADMIN_MENU_GROUPS.map((group, index) => {
          const labelId = `${idPrefix}-${group.key}`;
          return (
            // A group named by its heading: screen readers say "Pricing, group" before its entries.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; WAI-ARIA groups menu items with role="group"
            <div key={group.key} role="group" aria-labelledby={labelId}>
              {index > 0 && <Menu.Divider />}
              <Menu.Label id={labelId}>{t(`admin.menuGroups.${group.key}`)}</Menu.Label>
              {group.entries.map((entry) => (
                <Menu.Item key={entry.key} component={Link} to={`/admin/${entry.path}`}>
                  {t(`admin.${entry.key}`)}
                </Menu.Item>
              ))}
            </div>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
