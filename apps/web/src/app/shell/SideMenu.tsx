import { PRODUCT_NAME, VERSION_LABEL } from '@boardhouse/shared/product';
import { ActionIcon, Box, Divider, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconChevronsLeft,
  IconChevronsRight,
  IconFolders,
  IconHelpCircle,
  IconHome,
  IconMessages,
  IconPackage,
  IconSchool,
  IconSquarePlus,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { SIDE_MENU } from '../routes.ts';
import { externalLinkProps, useHelpLinks } from './help-links.ts';

const ICONS = {
  home: IconHome,
  plus: IconSquarePlus,
  folders: IconFolders,
  package: IconPackage,
  messages: IconMessages,
  users: IconUsers,
} as const;

const HELP_ICONS = { faq: IconHelpCircle, tutorial: IconSchool } as const;

/** What every entry shares: its icon, and in the collapsed menu no text but a tooltip naming it. */
function entryLook(label: string, icon: ReactElement, isCollapsed: boolean) {
  return {
    label: isCollapsed ? undefined : label,
    'aria-label': label,
    leftSection: icon,
    variant: 'light',
    style: { borderRadius: 8 },
    mb: 4,
  } as const;
}

function withTooltip(label: string, isCollapsed: boolean, link: ReactElement) {
  return isCollapsed ? (
    <Tooltip key={label} label={label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/** SPEC.md section 9: the label expands 300 ms after the pointer arrives and collapses 500 ms after it leaves. */
function VersionLabel() {
  const [isExpanded, setExpanded] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const schedule = (expand: boolean, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setExpanded(expand), delay);
  };
  return (
    <Text
      size="xs"
      c="dimmed"
      ta="center"
      data-testid="version-label"
      onMouseEnter={() => schedule(true, 300)}
      onMouseLeave={() => schedule(false, 500)}
      style={{ cursor: 'default', whiteSpace: 'nowrap' }}
    >
      {isExpanded ? `${PRODUCT_NAME} ${VERSION_LABEL}` : VERSION_LABEL}
    </Text>
  );
}

export function SideMenu({
  isCollapsed,
  onToggleCollapsed,
}: {
  isCollapsed: boolean;
  onToggleCollapsed: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const helpLinks = useHelpLinks();
  return (
    <Stack h="100%" gap={0} justify="space-between">
      <ScrollArea p="xs" component="nav" aria-label={t('shell.mainMenu')}>
        {SIDE_MENU.map((entry) => {
          const Icon = ICONS[entry.icon];
          const label = t(`menu.${entry.key}`);
          // An entry stays lit on its own sub-pages (an order under My Orders).
          const isActive =
            pathname === entry.path ||
            pathname.startsWith(`${entry.path}/`) ||
            (entry.path === '/home' && pathname === '/');
          return withTooltip(
            label,
            isCollapsed,
            <NavLink
              key={entry.key}
              component={RouterLink}
              to={entry.path}
              active={isActive}
              {...entryLook(label, <Icon size={20} stroke={1.6} />, isCollapsed)}
            />,
          );
        })}
        {helpLinks.length > 0 && (
          // From md up the top bar carries these links; below it has no room, so the menu does.
          <Box hiddenFrom="md">
            <Divider my="xs" />
            {helpLinks.map((link) => {
              const Icon = HELP_ICONS[link.key];
              const label = t(`shell.${link.key}`);
              return withTooltip(
                label,
                isCollapsed,
                <NavLink
                  key={link.key}
                  href={link.href}
                  {...externalLinkProps(link)}
                  active={!link.isExternal && pathname === '/faq'}
                  {...entryLook(label, <Icon size={20} stroke={1.6} />, isCollapsed)}
                />,
              );
            })}
          </Box>
        )}
      </ScrollArea>
      <Stack gap="xs" p="sm" align={isCollapsed ? 'center' : 'stretch'}>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onToggleCollapsed}
          aria-label={t(isCollapsed ? 'shell.expandMenu' : 'shell.collapseMenu')}
          visibleFrom="sm"
          style={{ alignSelf: isCollapsed ? 'center' : 'flex-end' }}
        >
          {isCollapsed ? <IconChevronsRight size={18} /> : <IconChevronsLeft size={18} />}
        </ActionIcon>
        <VersionLabel />
      </Stack>
    </Stack>
  );
}
