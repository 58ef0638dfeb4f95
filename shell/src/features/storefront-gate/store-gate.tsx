import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
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

  useEffect(() => {
    if (knownSlug === slug) return;
    let active = true;
    void checkStore(slug).then((result) => active && setOutcome({ slug, result }));
    return () => {
      active = false;
    };
  }, [slug, knownSlug]);

  if (!outcome || outcome.slug !== slug) return <PageSpinner label="Abrindo a loja…" />;
  if (outcome.result.kind === 'redirect') return <Navigate to={outcome.result.to} replace />;
  return <>{children}</>;
}
