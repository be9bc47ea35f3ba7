import { Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from './components/PublicLayout';
import { RootLayout } from './components/RootLayout';
import { Spinner } from './components/Spinner';
import { SignedInLayout } from './components/SignedInLayout';
import { LoginPage } from './features/auth/LoginPage';
import { RegisterPage } from './features/auth/RegisterPage';
import { RequireAuth } from './features/auth/RequireAuth';
import { VerifyEmailPage } from './features/auth/VerifyEmailPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { DmcaPage } from './features/legal/DmcaPage';
import { PrivacyPage } from './features/legal/PrivacyPage';
import { RefundPage } from './features/legal/RefundPage';
import { TermsPage } from './features/legal/TermsPage';
import { NotFoundPage } from './features/not-found/NotFoundPage';
import { PricingPage } from './features/pricing/PricingPage';
import { CheckoutCancelledPage } from './features/billing/CheckoutCancelledPage';

/**
 * The route table of spec §2. Exported as data so tests mount it in a memory router.
 * Builder, projects and admin load on demand: they carry the heavy code (editor, preview, charts),
 * which visitors of the public pages should not download.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while a lazily loaded screen (builder, projects, admin) is fetched on first load.
    hydrateFallbackElement: (
      <div className="flex min-h-screen items-center justify-center text-slate-500">
        <Spinner className="h-6 w-6" label="Loading" />
      </div>
    ),
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        element: <PublicLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'packages', element: <PricingPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'refund', element: <RefundPage /> },
          { path: 'dmca', element: <DmcaPage /> },
          { path: 'billing/cancelled', element: <CheckoutCancelledPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <SignedInLayout />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'builder/:projectId?', lazy: () => import('./features/builder/BuilderPage').then((m) => ({ Component: m.BuilderPage })) },
              { path: 'billing', lazy: () => import('./features/billing/BillingPage').then((m) => ({ Component: m.BillingPage })) },
              { path: 'billing/success', lazy: () => import('./features/billing/CheckoutSuccessPage').then((m) => ({ Component: m.CheckoutSuccessPage })) },
              { path: 'projects', lazy: () => import('./features/projects/ProjectsPage').then((m) => ({ Component: m.ProjectsPage })) },
            ],
          },
          {
            path: 'admin',
            lazy: () => import('./features/admin/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
            children: [
              { index: true, lazy: () => import('./features/admin/AdminDashboardPage').then((m) => ({ Component: m.AdminDashboardPage })) },
              { path: 'users', lazy: () => import('./features/admin/AdminUsersPage').then((m) => ({ Component: m.AdminUsersPage })) },
              { path: 'traffic', lazy: () => import('./features/admin/AdminTrafficPage').then((m) => ({ Component: m.AdminTrafficPage })) },
              { path: 'projects', lazy: () => import('./features/admin/AdminProjectsPage').then((m) => ({ Component: m.AdminProjectsPage })) },
              { path: 'activity', lazy: () => import('./features/admin/AdminActivityPage').then((m) => ({ Component: m.AdminActivityPage })) },
              { path: 'settings', lazy: () => import('./features/admin/AdminSettingsPage').then((m) => ({ Component: m.AdminSettingsPage })) },
            ],
          },
        ],
      },
    ],
  },
];
