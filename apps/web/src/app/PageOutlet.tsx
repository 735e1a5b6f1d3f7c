import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SplashDone } from './SplashDone.tsx';

/** Where lazy pages render: a loader while a page's code arrives, then the splash goes away. */
export function PageOutlet() {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader />
        </Center>
      }
    >
      <Outlet />
      <SplashDone />
    </Suspense>
  );
}
