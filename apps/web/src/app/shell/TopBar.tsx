import { PRODUCT_NAME } from '@boardhouse/shared/product';
import { ActionIcon, Anchor, Box, Burger, Group, Indicator, Tooltip } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { basketApi, basketKeys } from '../../api/basket.api.ts';
import { isAdminSession, useSession } from '../../api/session.store.ts';
import { AdminMenu } from './AdminMenu.tsx';
import { externalLinkProps, useHelpLinks } from './help-links.ts';
import { LanguageSelector } from './LanguageSelector.tsx';
import { Logo } from './Logo.tsx';
import { MessagesMenu } from './MessagesMenu.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { QuickSearch } from './QuickSearch.tsx';
import { UserMenu } from './UserMenu.tsx';

export function TopBar({ isMenuOpen, onToggleMenu }: { isMenuOpen: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const helpLinks = useHelpLinks();
  // The same query as My Basket: an offer chosen or a project deleted from the basket refreshes both.
  const basketCount = useQuery({ queryKey: basketKeys.all, queryFn: basketApi.get }).data?.count ?? 0;

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={isMenuOpen}
          onClick={onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell.toggleMenu')}
        />
        <Anchor href="#/home" underline="never" aria-label={PRODUCT_NAME}>
          <Logo isCompactOnPhones />
        </Anchor>
        <Box visibleFrom="sm">
          <QuickSearch />
        </Box>
      </Group>
      <Group gap={4} wrap="nowrap">
        {helpLinks.length > 0 && (
          // Below md the menu carries these links: the top bar has no room for them there.
          <Group gap="sm" visibleFrom="md" mr="xs">
            {helpLinks.map((link) => (
              <Anchor key={link.key} href={link.href} {...externalLinkProps(link)} size="sm" c="dimmed">
                {t(`shell.${link.key}`)}
              </Anchor>
            ))}
          </Group>
        )}
        <NotificationBell />
        <MessagesMenu />
        <Tooltip label={t('shell.cart')}>
          <Indicator label={basketCount} size={16} offset={6} disabled={basketCount === 0}>
            <ActionIcon
              component="a"
              href="#/my-basket"
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('basket.cartCount', { count: basketCount })}
            >
              <IconShoppingCart size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
        <LanguageSelector />
        {isAdminSession(session) && <AdminMenu />}
        <UserMenu />
      </Group>
    </Group>
  );
}
