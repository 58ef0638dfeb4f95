import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { POS_ROLES, type Role } from '@comanda/shared/domain';
import { GuestOnly, PageSpinner, RequireAdmin, RequireAuth, RequireRoles } from '@comanda/shared/ui';
import { StoreGate } from '../features/storefront-gate/store-gate';
import { RemoteArea } from '../features/remotes/remote-area';

// The storefront (/loja/{slug}, often a server-rendered page hydrating on a phone) needs only StoreGate and the
// remote: every other screen and layout of the shell loads when its route is entered, not with the storefront.
const LandingPage = lazy(() => import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const NotFoundPage = lazy(() => import('../features/errors/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const ForbiddenPage = lazy(() => import('../features/errors/forbidden-page').then((m) => ({ default: m.ForbiddenPage })));
const InactiveBranchPage = lazy(() => import('../features/errors/inactive-branch-page').then((m) => ({ default: m.InactiveBranchPage })));
const StoreUnavailablePage = lazy(() => import('../features/errors/store-unavailable-page').then((m) => ({ default: m.StoreUnavailablePage })));
const StaffArea = lazy(() => import('../features/new-order-alert').then((m) => ({ default: m.StaffArea })));
const BackOfficeLayout = lazy(() => import('./back-office-layout').then((m) => ({ default: m.BackOfficeLayout })));
const LeavesSupportMode = lazy(() => import('../features/support-mode/leaves-support-mode').then((m) => ({ default: m.LeavesSupportMode })));
const RequireBackOffice = lazy(() => import('../features/support-mode/require-back-office').then((m) => ({ default: m.RequireBackOffice })));

// The forms (formik, yup, masks) load only when an auth page opens.
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const AcceptInvitationPage = lazy(() => import('../features/auth/accept-invitation-page').then((m) => ({ default: m.AcceptInvitationPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const StoreSignupPage = lazy(() => import('../features/store-signup/store-signup-page').then((m) => ({ default: m.StoreSignupPage })));

const DRIVER_ROLES: readonly Role[] = ['driver'];

const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

/** Route table of spec section 2; each remote renders its own screens under its prefix. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={page(<LandingPage />)} />
      <Route element={<GuestOnly />}>
        <Route path="/login" element={page(<LoginPage />)} />
        <Route path="/register" element={page(<RegisterPage />)} />
        <Route path="/cadastre-sua-loja" element={page(<StoreSignupPage />)} />
        <Route path="/forgot-password" element={page(<ForgotPasswordPage />)} />
        <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
        <Route path="/convite/:token" element={page(<AcceptInvitationPage />)} />
      </Route>

      <Route
        path="/loja/:slug/*"
        element={
          <StoreGate>
            <RemoteArea name="mf_storefront" basePath="/loja" />
          </StoreGate>
        }
      />

      <Route element={<RequireAuth />}>
        <Route element={<RequireAdmin />}>
          <Route element={page(<LeavesSupportMode />)}>
            <Route path="/admin/*" element={<RemoteArea name="mf_admin" basePath="/admin" />} />
          </Route>
        </Route>
        {/* Every staff screen carries the new-order alert (StaffArea). */}
        <Route element={<RequireRoles roles={POS_ROLES} />}>
          <Route element={page(<StaffArea />)}>
            <Route path="/store/pdv/*" element={<RemoteArea name="mf_pos" basePath="/store/pdv" />} />
            <Route path="/pdv-standalone/*" element={<RemoteArea name="mf_pos" basePath="/pdv-standalone" />} />
          </Route>
        </Route>
        {/* The store's staff, or a super_admin in support mode (read-only). */}
        <Route element={page(<RequireBackOffice />)}>
          <Route element={page(<BackOfficeLayout />)}>
            <Route path="/store/*" element={<RemoteArea name="mf_store" basePath="/store" />} />
          </Route>
        </Route>
        <Route path="/customer/*" element={<RemoteArea name="mf_customer" basePath="/customer" />} />
        {/* The driver app (phone-first, installable): the mf-store remote renders it under this prefix. */}
        <Route element={<RequireRoles roles={DRIVER_ROLES} />}>
          <Route path="/entregador/*" element={<RemoteArea name="mf_store" basePath="/entregador" />} />
        </Route>
      </Route>

      <Route path="/403" element={page(<ForbiddenPage />)} />
      <Route path="/404" element={page(<NotFoundPage />)} />
      <Route path="/filial-inativa" element={page(<InactiveBranchPage />)} />
      <Route path="/loja-indisponivel" element={page(<StoreUnavailablePage />)} />
      <Route path="*" element={page(<NotFoundPage />)} />
    </Routes>
  );
}
