import { Alert } from '@mui/material';
import { useStoreEntitlements } from '../hooks/use-store-entitlements';
import { planBannerOf } from '../lib/plan-banner';

/** On every store screen: the trial's days left, the grace period's end date, or that the plan is read-only. */
export function PlanBanner() {
  const banner = planBannerOf(useStoreEntitlements(), new Date());
  if (!banner) return null;
  return (
    <Alert severity={banner.severity} role={banner.severity === 'info' ? 'status' : 'alert'} sx={{ mb: 2 }}>
      {banner.text}
    </Alert>
  );
}
