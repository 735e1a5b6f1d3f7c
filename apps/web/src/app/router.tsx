import { lazy, Suspense } from 'react';
import { createHashRouter } from 'react-router';
import type { OrderParts } from '../admin/orders/StaffOrderPage.tsx';
// Static: the guards show it too, so it is in the first page's code anyway (a lazy import would not split it).
import NotFoundPage from '../components/NotFoundPage.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';

// The shell (top bar, side menu, search, icons) is not needed to sign in: it loads with the first signed-in page.
const ShellLayout = lazy(() =>
  import('./shell/ShellLayout.tsx').then((module) => ({ default: module.ShellLayout })),
);
const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx'));
const SignupPage = lazy(() => import('../features/auth/SignupPage.tsx'));
const ThankYouPage = lazy(() => import('../features/auth/ThankYouPage.tsx'));
const SocialSignInPage = lazy(() => import('../features/auth/SocialSignInPage.tsx'));
const WelcomePage = lazy(() => import('../features/auth/WelcomePage.tsx'));
const HomePage = lazy(() => import('../features/home/HomePage.tsx'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage.tsx'));
const ConfirmEmailPage = lazy(() => import('../features/profile/ConfirmEmailPage.tsx'));
const MyMessagesPage = lazy(() => import('../features/messages/MyMessagesPage.tsx'));
const CreateProjectPage = lazy(() => import('../features/projects/CreateProjectPage.tsx'));
const ProjectInformationPage = lazy(() => import('../features/projects/ProjectInformationPage.tsx'));
const ProjectWizardLayout = lazy(() => import('../features/projects/ProjectWizardLayout.tsx'));
const OrderStepPage = lazy(() => import('../features/orders/OrderStepPage.tsx'));
const BomStepPage = lazy(() => import('../features/bom/BomStepPage.tsx'));
const PcbStepPage = lazy(() => import('../features/pcb/PcbStepPage.tsx'));
const OffersStepPage = lazy(() => import('../features/offers/OffersStepPage.tsx'));
const PcbSpecForm = lazy(() => import('../features/pcb/PcbSpecForm.tsx'));
const ShareProjectDialog = lazy(() => import('../features/sharing/ShareProjectDialog.tsx'));
const ShareNotices = lazy(() => import('../features/sharing/ShareNotices.tsx'));
const MyProjectsPage = lazy(() => import('../features/projects/MyProjectsPage.tsx'));
const MyBasketPage = lazy(() => import('../features/basket/MyBasketPage.tsx'));
const CheckoutPage = lazy(() => import('../features/orders/CheckoutPage.tsx'));
const MyOrdersPage = lazy(() => import('../features/orders/MyOrdersPage.tsx'));
const OrderDetailPage = lazy(() => import('../features/orders/OrderDetailPage.tsx'));
const MyDocumentationPage = lazy(() => import('../features/documentation/MyDocumentationPage.tsx'));
const StaffOrderPage = lazy(() => import('../admin/orders/StaffOrderPage.tsx'));
/** The customer order page's parts, reused by the back office's order page. */
const orderParts: OrderParts = {
  Timeline: lazy(() =>
    import('../features/orders/OrderTimeline.tsx').then((m) => ({ default: m.OrderTimeline })),
  ),
  Offer: lazy(() =>
    import('../features/orders/OrderOfferCard.tsx').then((m) => ({ default: m.OrderOfferCard })),
  ),
  Addresses: lazy(() =>
    import('../features/orders/OrderAddressesCard.tsx').then((m) => ({ default: m.OrderAddressesCard })),
  ),
  Documents: lazy(() =>
    import('../features/orders/OrderDocumentsCard.tsx').then((m) => ({ default: m.OrderDocumentsCard })),
  ),
  StatusBadge: lazy(() =>
    import('../features/orders/OrderStatusBadge.tsx').then((m) => ({ default: m.OrderStatusBadge })),
  ),
};
const ComingSoonPage = lazy(() => import('../admin/ComingSoonPage.tsx'));
const MyTeamPage = lazy(() => import('../features/team/MyTeamPage.tsx'));
const ContactPermissionsPage = lazy(() => import('../admin/team/ContactPermissionsPage.tsx'));
const CasePackagePage = lazy(() => import('../admin/catalog/CasePackagePage.tsx'));
const ManufacturerPage = lazy(() => import('../admin/catalog/ManufacturerPage.tsx'));
const MpnDataPage = lazy(() => import('../admin/catalog/MpnDataPage.tsx'));
const UnknownComponentsPage = lazy(() => import('../admin/catalog/UnknownComponentsPage.tsx'));
const WordMappingPage = lazy(() => import('../admin/catalog/WordMappingPage.tsx'));
const PcbDefaultsPage = lazy(() => import('../admin/pcb/PcbDefaultsPage.tsx'));
const PcbDimensionsPage = lazy(() => import('../admin/pcb/PcbDimensionsPage.tsx'));
const ParametersPage = lazy(() => import('../admin/pricing/ParametersPage.tsx'));
const HolidaysPage = lazy(() => import('../admin/pricing/HolidaysPage.tsx'));
const ProductionSchedulePage = lazy(() => import('../admin/pricing/ProductionSchedulePage.tsx'));
const MarginsPage = lazy(() => import('../admin/pricing/MarginsPage.tsx'));
const PromoCodesPage = lazy(() => import('../admin/pricing/PromoCodesPage.tsx'));
const ProductTemplatesPage = lazy(() => import('../admin/templates/ProductTemplatesPage.tsx'));
const OrdersListPage = lazy(() => import('../admin/orders/OrdersListPage.tsx'));
const UsersPage = lazy(() => import('../admin/users/UsersPage.tsx'));
const CompaniesPage = lazy(() => import('../admin/companies/CompaniesPage.tsx'));
const UserHistoryPage = lazy(() => import('../admin/history/UserHistoryPage.tsx'));
const ApiLogsPage = lazy(() => import('../admin/api-logs/ApiLogsPage.tsx'));
const FaqPage = lazy(() => import('../features/faq/FaqPage.tsx'));
const AnnouncementsPage = lazy(() => import('../admin/notices/AnnouncementsPage.tsx'));
const FaqAdminPage = lazy(() => import('../admin/notices/FaqAdminPage.tsx'));

/** Back-office pages that exist; every other admin entry shows the "coming later" page. */
const ADMIN_PAGES = [
  { path: 'words', page: <WordMappingPage key="bom" kind="bom" /> },
  { path: 'cpl-words', page: <WordMappingPage key="cpl" kind="cpl" /> },
  { path: 'case-package', page: <CasePackagePage /> },
  { path: 'mpn-data', page: <MpnDataPage /> },
  { path: 'unknown-components', page: <UnknownComponentsPage /> },
  { path: 'manufacturer', page: <ManufacturerPage /> },
  // The wizard's PCB form, handed to the admin page here: admin/ does not import features/.
  { path: 'safe-pcb-default-data', page: <PcbDefaultsPage SpecForm={PcbSpecForm} /> },
  { path: 'pcb-dimensions', page: <PcbDimensionsPage /> },
  { path: 'parameters', page: <ParametersPage /> },
  { path: 'holidays', page: <HolidaysPage /> },
  { path: 'production-schedule', page: <ProductionSchedulePage /> },
  { path: 'margin', page: <MarginsPage /> },
  { path: 'promo-codes', page: <PromoCodesPage /> },
  { path: 'orders', page: <OrdersListPage /> },
  { path: 'users', page: <UsersPage key="users" /> },
  // Staff accounts; the page itself tells a non-super administrator it is not theirs.
  { path: 'super-admin-users', page: <UsersPage key="staff" staffOnly /> },
  { path: 'companies', page: <CompaniesPage /> },
  { path: 'user-history', page: <UserHistoryPage /> },
  { path: 'api-logs', page: <ApiLogsPage /> },
  { path: 'announcements', page: <AnnouncementsPage /> },
  { path: 'faq', page: <FaqAdminPage /> },
  { path: 'contact-Permissions', page: <ContactPermissionsPage /> },
  { path: 'product-template', page: <ProductTemplatesPage SpecForm={PcbSpecForm} /> },
];

export const router = createHashRouter([
  {
    element: <AuthLayout />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'thank_you', element: <ThankYouPage /> },
      { path: 'oidc/:code', element: <SocialSignInPage /> },
      { path: 'welcome/:code', element: <WelcomePage /> },
      { path: 'confirm-email/:code', element: <ConfirmEmailPage /> },
    ],
  },
  {
    element: (
      <RequireAuth>
        <Suspense fallback={null}>
          <ShellLayout />
        </Suspense>
      </RequireAuth>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'create-project', element: <CreateProjectPage /> },
      {
        // The wizard frame (stepper) around each step; features meet here, not in each other.
        path: 'myprojects/new/:projectId',
        element: <ProjectWizardLayout />,
        children: [
          { path: '1', element: <ProjectInformationPage /> },
          { path: '2', element: <BomStepPage /> },
          { path: '3', element: <PcbStepPage /> },
          { path: '4', element: <OffersStepPage /> },
          { path: '5', element: <OrderStepPage /> },
        ],
      },
      {
        path: 'my-projects',
        element: <MyProjectsPage notices={<ShareNotices />} ShareDialog={ShareProjectDialog} />,
      },
      { path: 'my-basket', element: <MyBasketPage ShareDialog={ShareProjectDialog} /> },
      { path: 'checkout', element: <CheckoutPage /> },
      { path: 'my-orders', element: <MyOrdersPage /> },
      { path: 'my-orders/:orderId', element: <OrderDetailPage /> },
      { path: 'my-documentation', element: <MyDocumentationPage /> },
      { path: 'my-messages', element: <MyMessagesPage /> },
      { path: 'my-team', element: <MyTeamPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'profile', element: <ProfilePage /> },
      {
        path: 'admin/orders/:orderId',
        element: (
          <RequireAdmin>
            <StaffOrderPage parts={orderParts} />
          </RequireAdmin>
        ),
      },
      ...ADMIN_PAGES.map(({ path, page }) => ({
        path: `admin/${path}`,
        element: <RequireAdmin>{page}</RequireAdmin>,
      })),
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
