import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from '../layout/placeholder-page';
import type { StorePermission } from '@comanda/shared/domain';
import { RequireStorePermission } from './guards';

/** One screen of a remote: its path (relative to the remote's base), title and access rule. */
export type Screen = {
  path: string;
  title: string;
  description?: string;
  element?: ReactNode;
  /** The store permission (STORE_PERMISSIONS in shared/domain) the screen needs; the API checks the same one. */
  permission?: StorePermission;
};

function screenElement(screen: Screen): ReactNode {
  const element = screen.element ?? <PlaceholderPage title={screen.title} description={screen.description} />;
  return screen.permission ? <RequireStorePermission permission={screen.permission}>{element}</RequireStorePermission> : element;
}

/** Routes of a remote from its screen table; the bare base goes to `index`, anything unknown to /404. */
export function ScreenRoutes({ screens, index }: { screens: Screen[]; index: string }) {
  return (
    <Routes>
      <Route index element={<Navigate to={index} replace />} />
      {screens.map((screen) => (
        <Route key={screen.path} path={screen.path} element={screenElement(screen)} />
      ))}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
