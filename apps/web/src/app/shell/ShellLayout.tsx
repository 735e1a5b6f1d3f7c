import { AppShell, Box, Center, Loader } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isAdminSession, useSession } from '../../api/session.store.ts';
import { useLiveEvents } from '../../api/use-live-events.ts';
import { AnnouncementDialog } from '../../features/announcements/AnnouncementDialog.tsx';
import { useTextParts } from '../../i18n/use-text-parts.ts';
import { PageOutlet } from '../PageOutlet.tsx';
import { QuickSearch } from './QuickSearch.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';

/** The texts a signed-in page may need beyond the sign-in page's (i18n.ts TextPart). */
const SIGNED_IN_TEXTS = ['workspace'] as const;
const SIGNED_IN_STAFF_TEXTS = ['workspace', 'staff'] as const;

interface LayoutConfig {
  isMenuCollapsed: boolean;
}

/** The signed-in frame: collapsible side menu (a drawer on phones), top bar, page. */
export function ShellLayout() {
  // Take the stable callbacks, not the handlers object: that object is new on every render, so an
  // effect depending on it ran after each render and shut the phone menu the moment it opened.
  const [isMobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [layout, setLayout] = useLocalStorage<LayoutConfig>({
    key: 'layoutConfig',
    defaultValue: { isMenuCollapsed: false },
  });
  const location = useLocation();
  const isStaff = isAdminSession(useSession());
  const isTextReady = useTextParts(isStaff ? SIGNED_IN_STAFF_TEXTS : SIGNED_IN_TEXTS);
  const isCollapsed = layout.isMenuCollapsed;
  // Once per signed-in page: orders, shares and messages update while they are on screen.
  useLiveEvents();

  // A followed link closes the phone menu.
  useEffect(() => {
    if (location.pathname) closeMobile();
  }, [location.pathname, closeMobile]);

  if (!isTextReady) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: isCollapsed ? 72 : 240, breakpoint: 'sm', collapsed: { mobile: !isMobileOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
      transitionDuration={200}
    >
      <AppShell.Header>
        <TopBar isMenuOpen={isMobileOpen} onToggleMenu={toggleMobile} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Box hiddenFrom="sm" p="sm" pb={0}>
          <QuickSearch isFullWidth />
        </Box>
        <SideMenu
          isCollapsed={isCollapsed && !isMobileOpen}
          onToggleCollapsed={() => setLayout({ isMenuCollapsed: !isCollapsed })}
        />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Box maw={1280} mx="auto">
          <PageOutlet />
        </Box>
      </AppShell.Main>
      <AnnouncementDialog />
    </AppShell>
  );
}
