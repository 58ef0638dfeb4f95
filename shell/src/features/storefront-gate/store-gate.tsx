import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PageSpinner } from '@comanda/shared/ui';
import { checkStore, takeKnownStoreOutcome, type StoreCheckOutcome } from './store-check';

/** Checks the store before the storefront remote is entered. */
export function StoreGate({ children }: { children: ReactNode }) {
  const { slug = '' } = useParams();
  const [outcome, setOutcome] = useState<{ slug: string; result: StoreCheckOutcome } | null>(() => {
    const result = takeKnownStoreOutcome(slug);
    return result ? { slug, result } : null;
  });
  const knownSlug = outcome?.slug;
  const location = useLocation();
  // Read once per slug: a former slug's redirect keeps the path and query that followed it.
  const rest = `${location.pathname.replace(/^\/loja\/[^/]+/, '')}${location.search}${location.hash}`;

  useEffect(() => {
    if (knownSlug === slug) return;
    let active = true;
    void checkStore(slug, rest).then((result) => active && setOutcome({ slug, result }));
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the check runs once per slug, not on every path change
  }, [slug, knownSlug]);

  if (!outcome || outcome.slug !== slug) return <PageSpinner label="Abrindo a loja…" />;
  if (outcome.result.kind === 'redirect') return <Navigate to={outcome.result.to} replace />;
  return <>{children}</>;
}
