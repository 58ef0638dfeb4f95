import { AreaLayout, ScreenRoutes, type RemoteRoutesProps } from '@comanda/shared/ui';
import { POS_SCREENS, posNav } from './screens';

/** Exposed as `mf_pos/routes`: point of sale and cash register. */
export default function PosRoutes({ basePath }: RemoteRoutesProps) {
  return (
    <AreaLayout title="PDV" nav={posNav(basePath)}>
      <ScreenRoutes screens={POS_SCREENS} index="index" />
    </AreaLayout>
  );
}
