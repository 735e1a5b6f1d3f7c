import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { AppNotifications } from './AppNotifications.tsx';
import { router } from './router.tsx';
import { SessionDialogs } from './SessionDialogs.tsx';
import { buildTheme } from './theme.ts';

export function App() {
  // A new `t` comes with each language change: the theme's labels follow it.
  const { t } = useTranslation();
  const theme = useMemo(() => buildTheme(t), [t]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <AppNotifications />
          <RouterProvider router={router} />
          <SessionDialogs />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
