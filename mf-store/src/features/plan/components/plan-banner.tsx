import { Alert } from '@comanda/shared/ui/mui';
import { useStoreEntitlements } from '../hooks/use-store-entitlements';
import { ordersBannerOf, planBannerOf, type PlanBannerText } from '../lib/plan-banner';

/**
 * On every store screen: the trial's days left, the grace period's end date, or that the plan is read-only; and,
 * near the plan's orders of the month, how many were received.
 */
export function PlanBanner() {
  const entitlements = useStoreEntitlements();
  const banners = [planBannerOf(entitlements, new Date()), ordersBannerOf(entitlements)].filter((b): b is PlanBannerText => b !== null);
  return (
    <>
      {banners.map((banner) => (
        <Alert key={banner.text} severity={banner.severity} role={banner.severity === 'info' ? 'status' : 'alert'} sx={{ mb: 2 }}>
          {banner.text}
        </Alert>
      ))}
    </>
  );
}
