import { lazy } from 'react';
import { LazyScreen } from '../../common/components/lazy-screen';

const UsersListPage = lazy(() => import('./pages/users-list-page').then((m) => ({ default: m.UsersListPage })));
const UserDetailsPage = lazy(() => import('./pages/user-details-page').then((m) => ({ default: m.UserDetailsPage })));
const UserEditPage = lazy(() => import('./pages/user-edit-page').then((m) => ({ default: m.UserEditPage })));
const UserCreatePage = lazy(() => import('./pages/user-create-page').then((m) => ({ default: m.UserCreatePage })));

export const UsersListScreen = () => (
  <LazyScreen>
    <UsersListPage />
  </LazyScreen>
);
export const UserDetailsScreen = () => (
  <LazyScreen>
    <UserDetailsPage />
  </LazyScreen>
);
export const UserEditScreen = () => (
  <LazyScreen>
    <UserEditPage />
  </LazyScreen>
);
export const UserCreateScreen = () => (
  <LazyScreen>
    <UserCreatePage />
  </LazyScreen>
);
