import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@comanda/shared/ui';
import { DriverHome } from './driver-home';
import { setupDriverApp } from './pwa/register-driver-app';

/**
 * The driver app (issue 12), mounted by the shell at /entregador behind the driver-only guard through mf-store's
 * routes module; loaded lazily so the store dashboard does not carry it. A phone screen, installable.
 */
export default function DriverAppRoutes({ basePath }: RemoteRoutesProps) {
  useEffect(() => {
    void setupDriverApp();
  }, []);
  return (
    <Routes>
      <Route index element={<DriverHome />} />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}
