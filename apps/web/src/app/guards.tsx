import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isAdminSession, useSession } from '../api/session.store.ts';
import NotFoundPage from '../components/NotFoundPage.tsx';

/** Signed-out visitors go to the sign-in page, which brings them back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.isLoggedIn) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}

/** The back office is for role ADMIN; anyone else sees the not-found page (nothing to reveal). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return isAdminSession(useSession()) ? children : <NotFoundPage />;
}
