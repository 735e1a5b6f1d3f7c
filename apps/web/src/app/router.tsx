import { lazy } from 'react';
import { createHashRouter } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';
import { ShellLayout } from './shell/ShellLayout.tsx';

const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx'));
const SignupPage = lazy(() => import('../features/auth/SignupPage.tsx'));
const ThankYouPage = lazy(() => import('../features/auth/ThankYouPage.tsx'));
const WelcomePage = lazy(() => import('../features/auth/WelcomePage.tsx'));
const HomePage = lazy(() => import('../features/home/HomePage.tsx'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage.tsx'));
const SectionPage = lazy(() => import('../features/pages/SectionPage.tsx'));
const CreateProjectPage = lazy(() => import('../features/projects/CreateProjectPage.tsx'));
const ProjectInformationPage = lazy(() => import('../features/projects/ProjectInformationPage.tsx'));
const MyProjectsPage = lazy(() => import('../features/projects/MyProjectsPage.tsx'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage.tsx'));
const ComingSoonPage = lazy(() => import('../admin/ComingSoonPage.tsx'));

const SECTIONS = ['my-orders', 'my-messages', 'my-team', 'my-documentation', 'my-basket', 'faq'] as const;

export const router = createHashRouter([
  {
    element: <AuthLayout />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'thank_you', element: <ThankYouPage /> },
      { path: 'welcome/:code', element: <WelcomePage /> },
    ],
  },
  {
    element: (
      <RequireAuth>
        <ShellLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'create-project', element: <CreateProjectPage /> },
      { path: 'myprojects/new/:projectId/1', element: <ProjectInformationPage /> },
      { path: 'my-projects', element: <MyProjectsPage /> },
      ...SECTIONS.map((section) => ({ path: section, element: <SectionPage section={section} /> })),
      { path: 'profile', element: <ProfilePage /> },
      {
        path: 'admin/:entry',
        element: (
          <RequireAdmin>
            <ComingSoonPage />
          </RequireAdmin>
        ),
      },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
