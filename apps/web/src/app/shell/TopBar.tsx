import { PRODUCT_NAME } from '@boardhouse/shared/product';
import { ActionIcon, Anchor, Box, Burger, Group, Tooltip } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, authKeys } from '../../api/auth.api.ts';
import { isAdminSession, useSession } from '../../api/session.store.ts';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import { AdminMenu } from './AdminMenu.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import { Logo } from './Logo.tsx';
import { MessagesMenu } from './MessagesMenu.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { QuickSearch } from './QuickSearch.tsx';
import { UserMenu } from './UserMenu.tsx';

export function TopBar({ isMenuOpen, onToggleMenu }: { isMenuOpen: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [isCartOpen, setCartOpen] = useState(false);
  const { data: properties } = useQuery({
    queryKey: authKeys.properties,
    queryFn: authApi.properties,
    staleTime: Infinity,
  });

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
        {properties && (
          <Group gap="sm" visibleFrom="md" mr="xs">
            <Anchor href={properties.faqUrl} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
              {t('shell.faq')}
            </Anchor>
            <Anchor
              href={properties.tutorialUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              c="dimmed"
            >
              {t('shell.tutorial')}
            </Anchor>
          </Group>
        )}
        <NotificationBell />
        <MessagesMenu />
        <Tooltip label={t('shell.cart')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('shell.cart')}
            onClick={() => setCartOpen(true)}
          >
            <IconShoppingCart size={20} />
          </ActionIcon>
        </Tooltip>
        <LanguageSelector />
        {isAdminSession(session) && <AdminMenu />}
        <UserMenu />
      </Group>
      <InfoDialog
        opened={isCartOpen}
        title={t('dialog.informationAlert')}
        message={t('dialog.availableSoon')}
        onClose={() => setCartOpen(false)}
      />
    </Group>
  );
}
