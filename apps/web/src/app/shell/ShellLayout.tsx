import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageOutlet } from '../PageOutlet.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';

interface LayoutConfig {
  isMenuCollapsed: boolean;
}

/** The signed-in frame: collapsible side menu (a drawer on phones), top bar, page. */
export function ShellLayout() {
  const [isMobileOpen, mobile] = useDisclosure(false);
  const [layout, setLayout] = useLocalStorage<LayoutConfig>({
    key: 'layoutConfig',
    defaultValue: { isMenuCollapsed: false },
  });
  const location = useLocation();
  const isCollapsed = layout.isMenuCollapsed;

  useEffect(() => {
    if (location.pathname) mobile.close();
  }, [location.pathname, mobile]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: isCollapsed ? 72 : 240, breakpoint: 'sm', collapsed: { mobile: !isMobileOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
      transitionDuration={200}
    >
      <AppShell.Header>
        <TopBar isMenuOpen={isMobileOpen} onToggleMenu={mobile.toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenu
          isCollapsed={isCollapsed}
          onToggleCollapsed={() => setLayout({ isMenuCollapsed: !isCollapsed })}
        />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Box maw={1280} mx="auto">
          <PageOutlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
