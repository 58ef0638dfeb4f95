import { lazy, Suspense, type ReactNode } from 'react';
import { CircularProgress } from '@comanda/shared/ui/mui';

const BranchesListPage = lazy(() => import('./pages/branches-list-page').then((m) => ({ default: m.BranchesListPage })));
const BranchCreatePage = lazy(() => import('./pages/branch-form-page').then((m) => ({ default: m.BranchCreatePage })));
const BranchEditPage = lazy(() => import('./pages/branch-form-page').then((m) => ({ default: m.BranchEditPage })));
const BranchUsersPage = lazy(() => import('./pages/branch-users-page').then((m) => ({ default: m.BranchUsersPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CircularProgress aria-label="Carregando" />}>{children}</Suspense>;
}

export const BranchesScreen = ({ createRefusal }: { createRefusal?: string | null }) => (
  <Loading>
    <BranchesListPage createRefusal={createRefusal} />
  </Loading>
);
export const BranchCreateScreen = () => (
  <Loading>
    <BranchCreatePage />
  </Loading>
);
export const BranchEditScreen = () => (
  <Loading>
    <BranchEditPage />
  </Loading>
);
export const BranchUsersScreen = () => (
  <Loading>
    <BranchUsersPage />
  </Loading>
);
