import { useEffect, type ReactNode } from 'react';
import { Box, Paper, Typography } from '@comanda/shared/ui/mui';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { dashboardPathFor } from '@comanda/shared/domain';
import { initializeAuth, useAppDispatch, useAuth, type AppStore } from '@comanda/shared/state';
import { AppProviders, StartupSpinner } from '@comanda/shared/ui';
import { LoginForm } from '../auth';

function StandaloneLogin({ home }: { home: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 420 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Entrar
        </Typography>
        <LoginForm onSuccess={(user) => navigate(from ?? (home || dashboardPathFor(user?.role)), { replace: true })} />
      </Paper>
    </Box>
  );
}

function AuthGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { isLoading } = useAuth();
  useEffect(() => {
    void dispatch(initializeAuth());
  }, [dispatch]);
  return isLoading ? <StartupSpinner /> : <>{children}</>;
}

/**
 * A remote's own page when it runs without the shell (its dev server or standalone build):
 * the same providers, a login page and the remote's routes under `basePath`.
 */
export function StandaloneApp({ store, basePath, home, children }: { store: AppStore; basePath: string; home: string; children: ReactNode }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AuthGate>
          <Routes>
            <Route path="/login" element={<StandaloneLogin home={home} />} />
            <Route path={`${basePath}/*`} element={children} />
            <Route path="*" element={<Navigate to={home} replace />} />
          </Routes>
        </AuthGate>
      </BrowserRouter>
    </AppProviders>
  );
}
