import { useEffect } from 'react';
import { AreaLayout, ScreenRoutes, type RemoteRoutesProps } from '@comanda/shared/ui';
import { POS_APP_SCOPE, WithConnectionStatus, setupPosApp } from './offline';
import { POS_SCREENS, posNav } from './screens';

/** Exposed as `mf_pos/routes`: point of sale and cash register; standalone, an installable app that works offline. */
export default function PosRoutes({ basePath }: RemoteRoutesProps) {
  useEffect(() => {
    if (basePath === POS_APP_SCOPE) void setupPosApp();
  }, [basePath]);
  return (
    <WithConnectionStatus>
      <AreaLayout title="PDV" nav={posNav(basePath)}>
        <ScreenRoutes screens={POS_SCREENS} index="index" />
      </AreaLayout>
    </WithConnectionStatus>
  );
}
